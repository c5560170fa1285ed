/**
 * Which actions another member's profile offers, by the caller's friend status (D-02,
 * PROF-031..042). Pure, unit-tested in `member-actions-model.test.ts`.
 *
 * Status as seen by me: 1 I sent a request · 2 I received one · 3 friends · 4 a new request is
 * allowed · 6 a friend blocked me · 7 a stranger blocked me · 8 I blocked a friend · 9 I
 * blocked a stranger; null: no relation (or a visitor).
 */

/** The main friend button. */
export type FriendAction =
  /** none or 4: 'Send an invitation' → POST /friend/request (PROF-031). */
  | 'invite'
  /** 1: disabled 'Invitation send' (PROF-032). */
  | 'invitationSent'
  /** 2: 'Request awaiting' → accept / deny dialog until the chat exists (PROF-033). */
  | 'requestAwaiting'
  /** 3: 'Message' → the chat, which comes later (PROF-034). */
  | 'message'
  /** 8 and 9: 'Unblock user' → PUT /friend/unblock/{id} (PROF-035, PROF-036). */
  | 'unblock';

export interface MemberActions {
  /** False: no button at all (own profile, or blocked by them: 6, 7; PROF-037, PROF-042). */
  visible: boolean;
  friend: FriendAction | null;
  /** The Follow / Unfollow button shows (forced off when hidden, FOLLOW-009). */
  follow: boolean;
  /** 'Block' is offered in the menu (not for 6, 7, 8, 9; PROF-040). */
  block: boolean;
}

const BLOCKED_BY_THEM = new Set([6, 7]);
const NO_BLOCK = new Set([6, 7, 8, 9]);

/** The actions for a friend status; `own` is true on the member's own profile. */
export function memberActions(status: number | null, own: boolean): MemberActions {
  if (own || (status !== null && BLOCKED_BY_THEM.has(status))) {
    return { visible: false, friend: null, follow: false, block: false };
  }
  return {
    visible: true,
    friend: friendActionOf(status),
    follow: true,
    block: status === null || !NO_BLOCK.has(status),
  };
}

function friendActionOf(status: number | null): FriendAction | null {
  switch (status) {
    case null:
    case 4:
      return 'invite';
    case 1:
      return 'invitationSent';
    case 2:
      return 'requestAwaiting';
    case 3:
      return 'message';
    case 8:
    case 9:
      return 'unblock';
    default:
      return 'invite';
  }
}

/** FOLLOW-009 / PROF-037: whether the profile counts as followed (forced off when blocked by them). */
export function shownFollowed(isFollowed: boolean, status: number | null): boolean {
  return status !== null && BLOCKED_BY_THEM.has(status) ? false : isFollowed;
}
