import { z } from 'zod';

/**
 * Notifications (NOTIF-*, OPEN-024, ADR 012), shared by the server and the SPA bell.
 */

/** NOTIF-009: the eight notification types. */
export const NotificationType = {
  NewPost: 1,
  GolfRequest: 2,
  Mention: 3,
  Follow: 4,
  FriendRequest: 5,
  NewMessage: 6,
  Comment: 7,
  Reply: 8,
} as const;
export type NotificationTypeId = (typeof NotificationType)[keyof typeof NotificationType];
export const NOTIFICATION_TYPES: readonly NotificationTypeId[] = [1, 2, 3, 4, 5, 6, 7, 8];

/** NOTIF-005: 1 unread, 2 read. */
export const NotificationStatus = { Unread: 1, Read: 2 } as const;

/** What a notification is about: the SPA picks the link from it (OPEN-024). */
export type NotificationEntityName = 'post' | 'comment' | 'user' | 'course' | 'conversation';

/** NOTIF-011: one item of the list. */
export interface NotificationItem {
  id: number;
  type: NotificationTypeId;
  status: 1 | 2;
  /** Most recent first; at most NOTIFICATION_NAMED_NOTIFIERS + 1 are listed. */
  notifiers: Array<{ id: number; name: string; picture: string | null }>;
  /** How many members caused it (type 4 'and N others', NOTIF-010). */
  totalNotifiers: number;
  entityName: NotificationEntityName;
  entityId: number;
  entityDetail: {
    /** Post title, course name, or the conversation partner; '' when none. */
    name: string;
    /** For comments (types 3, 7, 8): the post to open with the comment highlighted. */
    postId?: number | null;
    /** Post type of the post (8 opens the discussion page). */
    postType?: number | null;
    /** For courses: the course page address parts. */
    slug?: string | null;
    countrySlug?: string | null;
  };
  createdDate: string;
}

/** NOTIF-002: GET /notification answer. */
export interface NotificationPage {
  list: NotificationItem[];
  totalPages: number;
  currentPage: number;
  total: number;
  totalUnread: number;
}

/** GET /notification?page (page 1..10,000). */
export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** Preferences: the types a member turned off (GET/PUT /notification/preferences). */
export const notificationPreferencesSchema = z.object({
  disabledTypes: z
    .array(z.number().int().min(1).max(8))
    .max(8)
    .transform((types) => [...new Set(types)].sort((a, b) => a - b)),
});
export interface NotificationPreferences {
  disabledTypes: number[];
}

/** Live event pushed to the bell over /api/live. */
export interface NotificationLiveData {
  totalUnread?: number;
}

/**
 * Member mention in comment text (plain text): `@[Name](123)`. Discussions (rich text) use a
 * link to `/profiles/123` marked `data-mention`. Returns the distinct member ids, in order.
 */
export const COMMENT_MENTION = /@\[([^\]\n]{1,80})\]\((\d{1,10})\)/g;

export function commentMentionIds(text: string): number[] {
  const ids = new Set<number>();
  for (const m of text.matchAll(COMMENT_MENTION)) ids.add(Number(m[2]));
  return [...ids];
}

/** Member ids linked from rich text as `/profiles/{id}` (discussion mentions). */
export function htmlMentionIds(html: string): number[] {
  const ids = new Set<number>();
  for (const m of html.matchAll(/href="\/profiles\/(\d{1,10})"/g)) ids.add(Number(m[1]));
  return [...ids];
}

/** Splits comment text into plain parts and mentions, for display. */
export function splitCommentMentions(
  text: string,
): Array<{ text: string } | { mention: { id: number; name: string } }> {
  const parts: Array<{ text: string } | { mention: { id: number; name: string } }> = [];
  let last = 0;
  for (const m of text.matchAll(COMMENT_MENTION)) {
    const at = m.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at) });
    parts.push({ mention: { id: Number(m[2]), name: m[1]! } });
    last = at + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
