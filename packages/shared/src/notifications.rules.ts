/**
 * Notification types and the mention syntax of comments (NOTIF-*, COMMENT-*), without zod: the
 * SPA's comments import them without loading the schemas.
 */

/**
 * NOTIF-009: the eight notification types, and type 9 (decision 042): an Administrator hid
 * the member's post or comment after a report.
 */
export const NotificationType = {
  NewPost: 1,
  GolfRequest: 2,
  Mention: 3,
  Follow: 4,
  FriendRequest: 5,
  NewMessage: 6,
  Comment: 7,
  Reply: 8,
  ContentHidden: 9,
} as const;

export type NotificationTypeId = (typeof NotificationType)[keyof typeof NotificationType];

export const NOTIFICATION_TYPES: readonly NotificationTypeId[] = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * The types a member may turn off on the profile (NOTIF-009's eight). A moderation notice
 * (type 9) always reaches its author (decision 042).
 */
export const OPTIONAL_NOTIFICATION_TYPES: readonly NotificationTypeId[] = [1, 2, 3, 4, 5, 6, 7, 8];

/** NOTIF-005: 1 unread, 2 read. */
export const NotificationStatus = { Unread: 1, Read: 2 } as const;

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
