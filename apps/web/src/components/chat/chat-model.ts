import {
  CHAT_MAX_ACTIVE,
  CHAT_MAX_BOXES,
  CHAT_RECENT_FRIENDS,
  CHAT_TIME_GROUP_MS,
  type ChatMessage,
} from '@bgc/shared';

/** Pure rules of the chat widget (unit tested). */

/** Merges messages by time (unique in a conversation), newest copy wins, oldest first. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byTime = new Map<number, ChatMessage>();
  for (const m of current) byTime.set(m[1], m);
  for (const m of incoming) byTime.set(m[1], m);
  return [...byTime.values()].sort((a, b) => a[1] - b[1]);
}

/** CHAT-016: the time is shown unless the previous message is from the same sender within 60 s. */
export function showsTime(previous: ChatMessage | undefined, message: ChatMessage): boolean {
  return !previous || previous[0] !== message[0] || message[1] - previous[1] > CHAT_TIME_GROUP_MS;
}

/** CHAT-004: opening a box puts it last; beyond CHAT_MAX_BOXES the oldest closes. */
export function openBox(boxes: number[], id: number): number[] {
  const next = [...boxes.filter((b) => b !== id), id];
  return next.slice(Math.max(0, next.length - CHAT_MAX_BOXES));
}

/** CHAT-005: most recent first, without duplicates, at most `max`. */
export function pushRecent(list: number[], id: number, max: number): number[] {
  return [id, ...list.filter((x) => x !== id)].slice(0, max);
}
export const pushActive = (list: number[], id: number) => pushRecent(list, id, CHAT_MAX_ACTIVE);
export const pushRecentFriend = (list: number[], id: number) =>
  pushRecent(list, id, CHAT_RECENT_FRIENDS);

/** CHAT-007: a message is sent only when it holds more than blanks. */
export function isSendable(text: string): boolean {
  return text.trim().length > 0;
}

/** Removes from `pending` the messages named in `clientIds` (stored: acknowledged, CHAT-009). */
export function withoutAcknowledged<P extends { id: string }>(
  pending: P[],
  clientIds: readonly string[],
): P[] {
  const done = new Set(clientIds);
  return pending.filter((p) => !done.has(p.id));
}

/** Decision 038: a random id per message (24 URL-safe characters), kept across retries. */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/**
 * CHAT-029: the friend list as it stands after `messages` of the conversation with `partner`
 * (a live message, a push's answer or a read of the newest block), without asking the server
 * again: the newest message becomes `lastMessage`; messages from the partner add to `unread`
 * unless `read` (an open box reads what arrives); a read conversation has `unread` 0 and
 * `readMessage` true. Returns null when the partner is not in the list (the caller refetches).
 */
export function withConversationUpdate<F extends FriendEntryLike>(
  list: readonly F[],
  partner: number,
  messages: readonly ChatMessage[],
  read: boolean,
): F[] | null {
  const index = list.findIndex((f) => f.user.id === partner);
  if (index < 0) return null;
  const entry = list[index]!;
  let last = entry.lastMessage;
  for (const m of messages) if (m[3] === 0 && (!last || m[1] >= last[1])) last = m;
  const fromPartner = messages.filter(
    (m) => m[0] === partner && m[3] === 0 && (!entry.lastMessage || m[1] > entry.lastMessage[1]),
  ).length;
  const unread = read ? 0 : entry.unread + fromPartner;
  const next: F = {
    ...entry,
    lastMessage: last,
    unread,
    readMessage: unread === 0 || (last !== null && last[0] !== partner),
  };
  return list.map((f, i) => (i === index ? next : f));
}

/** The fields of a friend-list entry (FriendEntry) the chat rules read. */
export interface FriendEntryLike {
  user: { id: number };
  lastMessage: ChatMessage | null;
  unread: number;
  readMessage: boolean;
}
