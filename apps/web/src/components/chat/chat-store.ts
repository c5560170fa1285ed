import {
  CHAT_PUSH_MAX_MESSAGES,
  type ChatLiveDelete,
  type ChatLiveMessage,
  FriendStatus,
  type ChatMessage,
  type FriendEntry,
} from '@bgc/shared';
import { queryClient } from '../../lib/query-client.js';
import { api, ApiError } from '../../lib/api-client.js';
import { getSession } from '../../lib/session.js';
import {
  mergeMessages,
  newClientId,
  openBox,
  pushActive,
  pushRecentFriend,
  withConversationUpdate,
  withoutAcknowledged,
} from './chat-model.js';
import { externalStore } from './external-store.js';
import type { LiveMessage } from '../../lib/live-socket.js';

/** A message shown as pending until the server acknowledges it (CHAT-008, CHAT-009). */
export interface PendingMessage {
  /** Its client id (decision 038): a retry sends the same id, so it is never stored twice. */
  id: string;
  time: number;
  content: string;
  /** 'blocked' after the 'friend blocked' answer (CHAT-010); 'failed' retries on the next send. */
  state: 'pending' | 'blocked' | 'failed';
}

export interface ConversationState {
  messages: ChatMessage[];
  /** Index of the oldest loaded block (null before the first load). */
  oldestIndex: number | null;
  noMore: boolean;
  loading: boolean;
  pending: PendingMessage[];
}

export interface ChatState {
  /** Open boxes, oldest first (CHAT-004). */
  boxes: number[];
  listOpen: boolean;
  /** CHAT-005: friends whose conversation is kept (8) and recent friends (3). */
  active: number[];
  recent: number[];
  conversations: Record<number, ConversationState>;
}

export const FRIEND_LIST_KEY = ['chat', 'friend-list'] as const;
/** Statuses whose conversation the server lets me read (decision 011: 3, 6, 8). */
export const READABLE_STATUSES: readonly number[] = [
  FriendStatus.Friends,
  FriendStatus.FriendBlockedMe,
  FriendStatus.IBlockedFriend,
];

let state: ChatState = { boxes: [], listOpen: false, active: [], recent: [], conversations: {} };
const store = externalStore(() => state);
/** Friends with a push in flight: what is typed meanwhile goes in the next push. */
const inFlight = new Set<number>();

function set(next: ChatState): void {
  state = next;
  store.notify();
}
function conv(id: number): ConversationState {
  return (
    state.conversations[id] ?? {
      messages: [],
      oldestIndex: null,
      noMore: false,
      loading: false,
      pending: [],
    }
  );
}
function patch(id: number, change: Partial<ConversationState>): void {
  set({ ...state, conversations: { ...state.conversations, [id]: { ...conv(id), ...change } } });
}

/** The chat state, re-rendering on change. */
export function useChatState(): ChatState {
  return store.useSnapshot();
}

/** Forgets everything (sign-out). */
export function resetChat(): void {
  inFlight.clear();
  set({ boxes: [], listOpen: false, active: [], recent: [], conversations: {} });
}

export function setListOpen(open: boolean): void {
  set({ ...state, listOpen: open });
}

/**
 * CHAT-027: opens (or brings forward) the box of a friend. The box loads the newest block once
 * the friend list says the conversation is readable (3, 6, 8), so a pending request's box asks
 * nothing the server would refuse.
 */
export function openChat(friendId: number): void {
  const active = pushActive(state.active, friendId);
  const conversations = Object.fromEntries(
    Object.entries(state.conversations).filter(([id]) => active.includes(Number(id))),
  );
  set({
    ...state,
    boxes: openBox(state.boxes, friendId),
    active,
    recent: pushRecentFriend(state.recent, friendId),
    conversations: { ...conversations, [friendId]: conv(friendId) },
  });
}

export function closeChat(friendId: number): void {
  set({ ...state, boxes: state.boxes.filter((b) => b !== friendId) });
}

/**
 * CHAT-029: applies a conversation's new messages to the cached friend list (last message,
 * unread count) instead of asking for the whole list again; refetches only when the friend is
 * not in it.
 */
function updateFriendList(friendId: number, messages: readonly ChatMessage[], read: boolean): void {
  const list = queryClient.getQueryData<FriendEntry[]>(FRIEND_LIST_KEY);
  const next = list ? withConversationUpdate(list, friendId, messages, read) : null;
  if (next) queryClient.setQueryData(FRIEND_LIST_KEY, next);
  else void queryClient.invalidateQueries({ queryKey: FRIEND_LIST_KEY });
}

/** Reads of the newest block in flight, per friend, and whether another one is wanted after. */
const reading = new Map<number, { again: boolean }>();

/**
 * CHAT-014: the newest block (also marks it read on the server). While one read of a friend's
 * conversation is in flight, further calls make one more read after it, not one each: a burst of
 * incoming messages costs two requests, not one per message.
 */
export async function loadNewest(friendId: number): Promise<void> {
  const running = reading.get(friendId);
  if (running) {
    running.again = true;
    return;
  }
  const entry = { again: false };
  reading.set(friendId, entry);
  try {
    do {
      entry.again = false;
      await readNewest(friendId);
    } while (entry.again);
  } finally {
    reading.delete(friendId);
  }
}

async function readNewest(friendId: number): Promise<void> {
  try {
    const answer = await api.get(`/chat/get-conversation/${friendId}/-1`);
    const c = conv(friendId);
    patch(friendId, {
      messages: mergeMessages(c.messages, answer.messages),
      oldestIndex: c.oldestIndex === null ? answer.blockIndex : c.oldestIndex,
      noMore: c.oldestIndex === null ? answer.noMoreBlock : c.noMore,
    });
    updateFriendList(friendId, answer.messages, true);
  } catch {
    // offline or no longer friends: the friend list shows the state
  }
}

/** CHAT-015: the block before the oldest loaded one, until noMoreBlock. */
export async function loadOlder(friendId: number): Promise<void> {
  const c = conv(friendId);
  if (c.loading || c.noMore || c.oldestIndex === null || c.oldestIndex <= 0) return;
  patch(friendId, { loading: true });
  try {
    const answer = await api.get(`/chat/get-conversation/${friendId}/${c.oldestIndex - 1}`);
    patch(friendId, {
      messages: mergeMessages(conv(friendId).messages, answer.messages),
      oldestIndex: answer.blockIndex,
      noMore: answer.noMoreBlock,
      loading: false,
    });
  } catch {
    patch(friendId, { loading: false });
  }
}

/**
 * CHAT-008 / CHAT-019 (decision 038): shows the message as pending and pushes it at once; what
 * is typed while a push is in flight goes with the next one. Earlier failed ones are retried
 * with their client ids.
 */
export function sendMessage(friendId: number, content: string): void {
  const pending: PendingMessage = {
    id: newClientId(),
    time: Date.now(),
    content,
    state: 'pending',
  };
  patch(friendId, {
    pending: [
      ...conv(friendId).pending.map((p) =>
        p.state === 'failed' ? { ...p, state: 'pending' as const } : p,
      ),
      pending,
    ],
  });
  void flush(friendId);
}

async function flush(friendId: number): Promise<void> {
  if (inFlight.has(friendId)) return;
  const batch = conv(friendId)
    .pending.filter((p) => p.state === 'pending')
    .slice(0, CHAT_PUSH_MAX_MESSAGES);
  if (batch.length === 0) return;
  const ids = batch.map((p) => p.id);
  inFlight.add(friendId);
  try {
    const answer = await api.post('/chat/push-message', {
      body: {
        partner: friendId,
        messages: batch.map((p) => [p.time, p.content]),
        clientIds: ids,
      },
    });
    // CHAT-009: confirmed with the stored times and blocks
    const me = getSession()?.user.id ?? 0;
    const stored: ChatMessage[] = batch.map((p, i) => [
      me,
      answer.messageTimeList[i] ?? p.time,
      p.content,
      0,
      answer.blockIdList[i] ?? answer.blockId,
    ]);
    const c = conv(friendId);
    patch(friendId, {
      messages: mergeMessages(c.messages, stored),
      pending: withoutAcknowledged(c.pending, ids),
    });
    updateFriendList(friendId, stored, false);
  } catch (err) {
    const blocked = err instanceof ApiError && err.code === 'friend_blocked';
    patch(friendId, {
      pending: conv(friendId).pending.map((p) =>
        ids.includes(p.id) ? { ...p, state: blocked ? 'blocked' : 'failed' } : p,
      ),
    });
    // refused or failed: the friend's status may have changed (blocked, removed)
    void queryClient.invalidateQueries({ queryKey: FRIEND_LIST_KEY });
  } finally {
    inFlight.delete(friendId);
  }
  if (conv(friendId).pending.some((p) => p.state === 'pending')) void flush(friendId);
}

/** CHAT-013: deletes for me, or for both (own messages). */
export async function deleteMessage(
  friendId: number,
  message: ChatMessage,
  unSent: boolean,
): Promise<void> {
  const answer = await api.delete('/chat/delete-message', {
    body: { blockId: message[4], time: message[1], unSent },
  });
  applyDelete(friendId, answer.blockId, answer.time, answer.flag);
}

function applyDelete(friendId: number, blockId: number, time: number, flag: 1 | 2): void {
  const c = state.conversations[friendId];
  if (!c) return;
  patch(friendId, {
    messages: c.messages.map((m) =>
      m[4] === blockId && m[1] === time ? ([m[0], m[1], '', flag, m[4]] as ChatMessage) : m,
    ),
  });
}

/** FRIEND-016: hides the conversation for me and closes its box. */
export async function deleteConversation(friendId: number): Promise<void> {
  await api.delete(`/chat/delete-conversation/${friendId}`);
  patch(friendId, { messages: [], pending: [], noMore: true, oldestIndex: null });
  closeChat(friendId);
  void queryClient.invalidateQueries({ queryKey: FRIEND_LIST_KEY });
}

/** Friend events (CHAT-019, D-02): each changes the status a profile and the chat list show. */
const FRIEND_EVENTS: ReadonlySet<string> = new Set([
  'requestFriend',
  'commitFriend',
  'denyFriend',
  'blockFriend',
  'removeFriend',
]);

/**
 * Decision 038: what a live event makes stale elsewhere. A friend event refetches the open member
 * profiles ('Invitation sent' follows an accept or a deny); a notification (a comment, a reply, a
 * mention) refetches the open post and comments and marks the cached lists stale.
 */
function invalidateCaches(event: LiveMessage): void {
  if (FRIEND_EVENTS.has(event.type)) void queryClient.invalidateQueries({ queryKey: ['member'] });
  if (event.type === 'notification') {
    void queryClient.invalidateQueries({ queryKey: ['post'] });
    void queryClient.invalidateQueries({ queryKey: ['comments'] });
    void queryClient.invalidateQueries({ queryKey: ['posts'], refetchType: 'none' });
  }
}

/** D-15 live events: messages, deletions, read state, friend changes and presence. */
export function handleLiveEvent(event: LiveMessage): void {
  if (event.type === 'message') {
    const data = event.data as ChatLiveMessage;
    // the partner's message lands in their open box, which reads it at once
    const readInOpenBox = state.boxes.includes(data.partner) && event.from === data.partner;
    if (state.conversations[data.partner] || state.boxes.includes(data.partner)) {
      const c = conv(data.partner);
      // my own message, stored: its pending copy goes (it may arrive before the push's answer)
      patch(data.partner, {
        messages: mergeMessages(c.messages, data.messages),
        pending: withoutAcknowledged(c.pending, data.clientIds ?? []),
      });
      // an open box reads what arrives (marks it read on the server)
      if (readInOpenBox) void loadNewest(data.partner);
    }
    updateFriendList(data.partner, data.messages, readInOpenBox);
  } else if (event.type === 'deleteMessage') {
    const data = event.data as ChatLiveDelete;
    applyDelete(data.partner, data.blockId, data.time, data.flag);
  }
  invalidateCaches(event);
  // a message changes one entry in place (above); friend events and presence refetch the list
  if (event.type !== 'signal' && event.type !== 'notification' && event.type !== 'message')
    void queryClient.invalidateQueries({ queryKey: FRIEND_LIST_KEY });
}

/** Decision 011: after every (re)connection, fetch what may have been missed. */
export function catchUp(): void {
  void queryClient.invalidateQueries({ queryKey: FRIEND_LIST_KEY });
  const list = queryClient.getQueryData<FriendEntry[]>(FRIEND_LIST_KEY) ?? [];
  for (const id of state.boxes)
    if (list.some((f) => f.user.id === id && READABLE_STATUSES.includes(f.status)))
      void loadNewest(id);
  for (const [id, c] of Object.entries(state.conversations))
    if (c.pending.some((p) => p.state === 'failed')) {
      patch(Number(id), {
        pending: c.pending.map((p) => (p.state === 'failed' ? { ...p, state: 'pending' } : p)),
      });
      void flush(Number(id));
    }
}
