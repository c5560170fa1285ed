import { z } from 'zod';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PUSH_MAX_MESSAGES,
  PEER_KEY_MAX_LENGTH,
} from './constants.js';

/**
 * CHAT-006: a message as the positional list of the seeds:
 * `[sender id, time (ms since epoch, unique in the conversation), content, deletion flag, block id]`.
 * Flag 0 normal, 1 deleted for me (content emptied), 2 deleted for both (content emptied);
 * block id -1 marks a message refused because the friend is blocked (client side only).
 */
export type ChatMessage = [
  sender: number,
  time: number,
  content: string,
  flag: 0 | 1 | 2,
  blockId: number,
];

/** FRIEND-020: one entry of GET /friend/list. */
export interface FriendEntry {
  user: { id: number; name: string; picture: string | null; isOnline: boolean };
  /** D-02 status as seen by me (only 1, 2, 3, 6 and 8 are listed). */
  status: number;
  /** The friend's newest peer key (CHAT-017), null when no tab of theirs is open. */
  key: string | null;
  /** True when every message of the friend is read (or the last one is mine). */
  readMessage: boolean;
  /** Newest message visible to me, or null. */
  lastMessage: ChatMessage | null;
  /** Unread messages from the friend. */
  unread: number;
  /** What a player-finder request carried (C-13), else null. */
  requestData: Record<string, unknown> | null;
}

const content = z
  .string()
  .max(CHAT_MESSAGE_MAX_LENGTH, `A message holds at most ${CHAT_MESSAGE_MAX_LENGTH} characters`)
  .refine((s) => s.trim().length > 0, 'A message cannot be blank');

/** CHAT-008: POST /chat/push-message `{partner, messages: [[time, content], …]}`. */
export const pushMessageSchema = z.object({
  partner: z.coerce.number().int().positive(),
  messages: z
    .array(z.tuple([z.number().int().nonnegative(), content]))
    .min(1)
    .max(CHAT_PUSH_MAX_MESSAGES),
});
export type PushMessageBody = z.infer<typeof pushMessageSchema>;

/** CHAT-009: answer of push-message; `messageTimeList[i]` is the stored time of message i. */
export interface PushMessageAnswer {
  blockId: number;
  messageTimeList: number[];
}

/** CHAT-014 / CHAT-015: GET /chat/get-conversation/{friend}/{blockIndex}; -1 = newest block. */
export const conversationParamsSchema = z.object({
  a: z.coerce.number().int().positive(),
  b: z.coerce.number().int().min(-1).max(1_000_000),
});

/** CHAT-014: one block of a conversation, oldest message first. */
export interface ConversationAnswer {
  /** Id of the block (null when the conversation is empty). */
  blockId: number | null;
  /** Index of the block in the conversation (0 = oldest); ask `blockIndex - 1` for older ones. */
  blockIndex: number;
  messages: ChatMessage[];
  noMoreBlock: boolean;
}

/** CHAT-013: DELETE /chat/delete-message `{blockId, time, unSent}` (unSent: delete for both). */
export const deleteMessageSchema = z.object({
  blockId: z.coerce.number().int().positive(),
  time: z.coerce.number().int().nonnegative(),
  unSent: z.boolean().default(false),
});

/** CHAT-017: a peer key (one per open tab). */
export const peerKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/)
  .min(16)
  .max(PEER_KEY_MAX_LENGTH);
export const peerKeyParamsSchema = z.object({ id: peerKeySchema });
export const peerKeyLookupSchema = z.object({ key: peerKeySchema });
/** CHAT-017: POST /chat/get-key-retry `{friend, keys: [already tried]}`. */
export const peerKeyRetrySchema = z.object({
  friend: z.coerce.number().int().positive(),
  keys: z.array(peerKeySchema).max(50).default([]),
});

/** Live event payloads of the chat (D-15, CHAT-019), sent over /api/live. */
export interface ChatLiveMessage {
  /** The other member of the conversation, seen from the recipient. */
  partner: number;
  messages: ChatMessage[];
}
export interface ChatLiveDelete {
  partner: number;
  blockId: number;
  time: number;
  /** 1 hidden for me (my other tabs), 2 deleted for both. */
  flag: 1 | 2;
}
export interface ChatLiveRead {
  partner: number;
  /** Newest message time the partner has read. */
  readTime: number;
}
