import { BLOCKED_STATUSES, FriendStatus, type FriendAnswer } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import { AppError, notFound, validationError } from '../../lib/errors.js';
import { existingUserIds } from '../members/members.repository.js';
import type { LiveEventType, LiveHub } from '../../lib/live-events.js';
import { notifyFriendRequest, type Notifier } from '../notifications/notifications.events.js';
import { setFollow } from '../follows/follows.repository.js';
import {
  deletePair,
  findPair,
  followsBetween,
  setPair,
  type PairRows,
} from './friends.repository.js';

const S = FriendStatus;
const BLOCKED = BLOCKED_STATUSES;

/** FRIEND-010: Accept and Deny belong to the receiver of a pending request (403 otherwise). */
function receiverOnly(status: number | null): void {
  if (status !== S.RequestReceived) throw new AppError('not_receiver');
}

/**
 * Friend relation state machine of D-02 (FRIEND-*, PROF-031..041). Every action answers
 * `{ myFriend, theirFriend }`. Live events to the other side come with the chat issue.
 */
export class FriendService {
  constructor(
    private readonly db: Db,
    private readonly live?: LiveHub,
    private readonly notifier?: Notifier,
  ) {}

  /** D-02: tells the other side, over its live sockets, what its own row now says. */
  private notify(
    type: LiveEventType,
    me: number,
    other: number,
    answer: FriendAnswer,
  ): FriendAnswer {
    this.live?.send(other, {
      type,
      from: me,
      data: { myFriend: answer.theirFriend, theirFriend: answer.myFriend },
    });
    return answer;
  }

  private async guard(me: number, other: number): Promise<void> {
    if (me === other)
      throw validationError('You cannot do this with yourself', {
        friend: 'You cannot do this with yourself',
      });
    if (!(await existingUserIds(this.db, [other])).has(other)) throw notFound('Member not found');
  }

  private answer(rows: PairRows): FriendAnswer {
    return { myFriend: rows.mine, theirFriend: rows.theirs };
  }

  private async run(
    me: number,
    other: number,
    step: (tx: Db, rows: PairRows) => Promise<void>,
  ): Promise<FriendAnswer> {
    await this.guard(me, other);
    return this.db.transaction(async (tx) => {
      await step(tx, await findPair(tx, me, other));
      return this.answer(await findPair(tx, me, other));
    });
  }

  /** T36: request → 1/2; a crossing request accepts (3/3); blocked pairs → 403; pending or friends → 409. */
  async request(
    me: number,
    other: number,
    requestData: Record<string, unknown> | null,
  ): Promise<FriendAnswer> {
    let notified: number[] = [];
    const answer = await this.run(me, other, async (tx, { mine }) => {
      const status = mine?.status ?? null;
      if (status !== null && BLOCKED.includes(status)) throw new AppError('blocked');
      if (status === S.RequestSent) throw new AppError('request_pending');
      if (status === S.Friends) throw new AppError('already_friends');
      if (status === S.RequestReceived) return setPair(tx, me, other, S.Friends, S.Friends);
      await setPair(tx, me, other, S.RequestSent, S.RequestReceived, requestData);
      // NOTIF-009 type 5, or type 2 for a player-finder request (FIND-011)
      notified = await notifyFriendRequest(tx, {
        actorId: me,
        recipientId: other,
        requestData,
      });
    });
    this.notifier?.push(notified, me);
    return this.notify(
      answer.myFriend?.status === S.Friends ? 'commitFriend' : 'requestFriend',
      me,
      other,
      answer,
    );
  }

  /** T37 / FRIEND-010 / FRIEND-011: only the receiver (status 2) accepts → 3/3; others 403. */
  async accept(me: number, other: number): Promise<FriendAnswer> {
    const answer = await this.run(me, other, async (tx, { mine }) => {
      receiverOnly(mine?.status ?? null);
      await setPair(tx, me, other, S.Friends, S.Friends);
    });
    return this.notify('commitFriend', me, other, answer);
  }

  /** T38 / FRIEND-012: only the receiver (status 2) denies → 4/4; others 403. */
  async deny(me: number, other: number): Promise<FriendAnswer> {
    const answer = await this.run(me, other, async (tx, { mine }) => {
      receiverOnly(mine?.status ?? null);
      await setPair(tx, me, other, S.RequestAllowed, S.RequestAllowed);
    });
    return this.notify('denyFriend', me, other, answer);
  }

  /** T39: a friend → 8/6, anyone else → 9/7; follows between them end (FOLLOW-009). Not at 6, 7, 8, 9. */
  async block(me: number, other: number): Promise<FriendAnswer> {
    const answer = await this.run(me, other, async (tx, { mine }) => {
      const status = mine?.status ?? null;
      if (status !== null && BLOCKED.includes(status)) throw new AppError('already_blocked');
      if (status === S.Friends) await setPair(tx, me, other, S.IBlockedFriend, S.FriendBlockedMe);
      else await setPair(tx, me, other, S.IBlockedStranger, S.StrangerBlockedMe);
      for (const f of await followsBetween(tx, me, other))
        await setFollow(tx, f.userId, 'user', f.entityId, false);
    });
    return this.notify('blockFriend', me, other, answer);
  }

  /** T40: 8 → back to 3/3; 9 → rows removed. Anything else → 409. */
  async unblock(me: number, other: number): Promise<FriendAnswer> {
    const answer = await this.run(me, other, async (tx, { mine }) => {
      if (mine?.status === S.IBlockedFriend) return setPair(tx, me, other, S.Friends, S.Friends);
      if (mine?.status === S.IBlockedStranger) return deletePair(tx, me, other);
      throw new AppError('not_blocked');
    });
    return this.notify(
      answer.myFriend === null ? 'removeFriend' : 'commitFriend',
      me,
      other,
      answer,
    );
  }

  /**
   * FRIEND-015 (decision 011): ends a relation. 3 → 4/4 (a new request is allowed); a pending
   * request (1 or 2) or 4 → rows removed; 8 (I blocked a friend) → 9/7 and 6 (a friend blocked
   * me) → 7/9, so a block survives as a block of a stranger; 7 and 9 → 409 (use unblock).
   * The other side gets removeFriend when the entry leaves its chat list, else blockFriend.
   */
  async disconnect(me: number, other: number): Promise<FriendAnswer> {
    const answer = await this.run(me, other, async (tx, { mine }) => {
      const status = mine?.status ?? null;
      if (status === S.Friends) return setPair(tx, me, other, S.RequestAllowed, S.RequestAllowed);
      if (status === S.IBlockedFriend)
        return setPair(tx, me, other, S.IBlockedStranger, S.StrangerBlockedMe);
      if (status === S.FriendBlockedMe)
        return setPair(tx, me, other, S.StrangerBlockedMe, S.IBlockedStranger);
      if (status === S.RequestSent || status === S.RequestReceived || status === S.RequestAllowed)
        return deletePair(tx, me, other);
      if (status === null) throw notFound('You are not connected to this member');
      throw new AppError('blocked', 'Unblock this member instead');
    });
    const theirs = answer.theirFriend?.status ?? null;
    const listed = theirs === S.FriendBlockedMe || theirs === S.IBlockedFriend;
    return this.notify(listed ? 'blockFriend' : 'removeFriend', me, other, answer);
  }
}
