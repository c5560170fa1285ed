import {
  CHAT_PUSH_MAX_MESSAGES,
  CHAT_SEND_DELAY_MS,
  type ChatLiveDelete,
  type ChatLiveMessage,
  type ChatMessage,
} from '@bgc/shared';
import { queryClient } from '../../app/providers.js';
import { api, ApiError } from '../../lib/api-client.js';
import { getSession } from '../../lib/session.js';
import { mergeMessages, openBox, pushActive, pushRecentFriend } from './chat-model.js';
import { externalStore } from './external-store.js';
import type { LiveMessage } from './live-socket.js';

/** A message held locally until the server stores it (CHAT-008). */
export interface PendingMessage {
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

let state: ChatState = { boxes: [], listOpen: false, active: [], recent: [], conversations: {} };
const store = externalStore(() => state);
const timers = new Map<number, ReturnType<typeof setTimeout>>();
let counter = 0;

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
  for (const t of timers.values()) clearTimeout(t);
  timers.clear();
  set({ boxes: [], listOpen: false, active: [], recent: [], conversations: {} });
}

export function setListOpen(open: boolean): void {
  set({ ...state, listOpen: open });
}

/** CHAT-027: opens (or brings forward) the box of a friend and loads its newest block. */
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
  void loadNewest(friendId);
}

export function closeChat(friendId: number): void {
  set({ ...state, boxes: state.boxes.filter((b) => b !== friendId) });
}

/** CHAT-014: the newest block (also marks it read on the server). */
export async function loadNewest(friendId: number): Promise<void> {
  try {
    const answer = await api.get(`/chat/get-conversation/${friendId}/-1`);
    const c = conv(friendId);
    patch(friendId, {
      messages: mergeMessages(c.messages, answer.messages),
      oldestIndex: c.oldestIndex === null ? answer.blockIndex : c.oldestIndex,
      noMore: c.oldestIndex === null ? answer.noMoreBlock : c.noMore,
    });
    void queryClient.invalidateQueries({ queryKey: FRIEND_LIST_KEY });
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

/** CHAT-008: holds a message locally; the held ones are pushed together after 1.5 s. */
export function sendMessage(friendId: number, content: string): void {
  counter += 1;
  const pending: PendingMessage = {
    id: `p${counter}`,
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
  if (!timers.has(friendId))
    timers.set(
      friendId,
      setTimeout(() => {
        timers.delete(friendId);
        void flush(friendId);
      }, CHAT_SEND_DELAY_MS),
    );
}

async function flush(friendId: number): Promise<void> {
  const batch = conv(friendId)
    .pending.filter((p) => p.state === 'pending')
    .slice(0, CHAT_PUSH_MAX_MESSAGES);
  if (batch.length === 0) return;
  const ids = new Set(batch.map((p) => p.id));
  try {
    const answer = await api.post('/chat/push-message', {
      body: { partner: friendId, messages: batch.map((p) => [p.time, p.content]) },
    });
    // CHAT-009: confirmed with the stored times
    const me = getSession()?.user.id ?? 0;
    const stored: ChatMessage[] = batch.map((p, i) => [
      me,
      answer.messageTimeList[i] ?? p.time,
      p.content,
      0,
      answer.blockId,
    ]);
    const c = conv(friendId);
    patch(friendId, {
      messages: mergeMessages(c.messages, stored),
      pending: c.pending.filter((p) => !ids.has(p.id)),
    });
  } catch (err) {
    const blocked = err instanceof ApiError && err.code === 'friend_blocked';
    patch(friendId, {
      pending: conv(friendId).pending.map((p) =>
        ids.has(p.id) ? { ...p, state: blocked ? 'blocked' : 'failed' } : p,
      ),
    });
    if (blocked) void queryClient.invalidateQueries({ queryKey: FRIEND_LIST_KEY });
  }
  if (conv(friendId).pending.some((p) => p.state === 'pending')) void flush(friendId);
  void queryClient.invalidateQueries({ queryKey: FRIEND_LIST_KEY });
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

/** D-15 live events: messages, deletions, read state, friend changes and presence. */
export function handleLiveEvent(event: LiveMessage): void {
  if (event.type === 'message') {
    const data = event.data as ChatLiveMessage;
    if (state.conversations[data.partner] || state.boxes.includes(data.partner)) {
      patch(data.partner, {
        messages: mergeMessages(conv(data.partner).messages, data.messages),
      });
      // an open box reads what arrives (marks it read on the server)
      if (state.boxes.includes(data.partner) && event.from === data.partner)
        void loadNewest(data.partner);
    }
  } else if (event.type === 'deleteMessage') {
    const data = event.data as ChatLiveDelete;
    applyDelete(data.partner, data.blockId, data.time, data.flag);
  }
  if (event.type !== 'signal') void queryClient.invalidateQueries({ queryKey: FRIEND_LIST_KEY });
}

/** Decision 011: after every (re)connection, fetch what may have been missed. */
export function catchUp(): void {
  void queryClient.invalidateQueries({ queryKey: FRIEND_LIST_KEY });
  for (const id of state.boxes) void loadNewest(id);
  for (const [id, c] of Object.entries(state.conversations))
    if (c.pending.some((p) => p.state === 'failed')) {
      patch(Number(id), {
        pending: c.pending.map((p) => (p.state === 'failed' ? { ...p, state: 'pending' } : p)),
      });
      void flush(Number(id));
    }
}
