import { z } from 'zod';
import {
  CHAT_CLIENT_ID_MAX_LENGTH,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_PUSH_MAX_MESSAGES,
  PEER_KEY_MAX_LENGTH,
} from './constants.js';
import { dbIdSchema } from './db-id.js';

/**
 * CHAT-006: a message as the positional list of the seeds:
 * `[sender id, time (ms since epoch, unique in the conversation), content, deletion flag, block id]`.
 * Flag 0 normal, 1 deleted for me (content emptied), 2 deleted for both (content emptied);
 * block id -1 marks a message refused because the friend is blocked (client side only).
 */
export const chatMessageSchema = z.tuple([
  z.number().int(),
  z.number().int(),
  z.string(),
  z.union([z.literal(0), z.literal(1), z.literal(2)]),
  z.number().int(),
]);
export type ChatMessage = [
  sender: number,
  time: number,
  content: string,
  flag: 0 | 1 | 2,
  blockId: number,
];

/** FRIEND-020: one entry of GET /friend/list. */
export const friendEntrySchema = z.object({
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    picture: z.string().nullable(),
    isOnline: z.boolean(),
  }),
  /** D-02 status as seen by me (only 1, 2, 3, 6 and 8 are listed). */
  status: z.number().int(),
  /** The friend's newest peer key (CHAT-017), null when no tab of theirs is open. */
  key: z.string().nullable(),
  /** True when every message of the friend is read (or the last one is mine). */
  readMessage: z.boolean(),
  /** Newest message visible to me, or null. */
  lastMessage: chatMessageSchema.nullable(),
  /** Unread messages from the friend. */
  unread: z.number().int(),
  /** What a player-finder request carried (C-13), else null. */
  requestData: z.record(z.string(), z.unknown()).nullable(),
});
export type FriendEntry = Omit<z.infer<typeof friendEntrySchema>, 'lastMessage'> & {
  lastMessage: ChatMessage | null;
};

const content = z
  .string()
  .max(CHAT_MESSAGE_MAX_LENGTH, `A message holds at most ${CHAT_MESSAGE_MAX_LENGTH} characters`)
  .refine((s) => s.trim().length > 0, 'A message cannot be blank');

/** CHAT-009 (decision 038): the sender's id of one message, random per message (8–64 URL-safe). */
export const chatClientIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]+$/, 'A client id holds letters, digits, - and _')
  .min(8)
  .max(CHAT_CLIENT_ID_MAX_LENGTH);

/**
 * CHAT-008: POST /chat/push-message `{partner, messages: [[time, content], …], clientIds?}`.
 * `clientIds[i]` names message i (decision 038): a retried push with the same ids is answered
 * from the stored rows, never stored twice. Same length as `messages`, no repeats.
 */
export const pushMessageSchema = z
  .object({
    partner: dbIdSchema,
    messages: z
      .array(z.tuple([z.number().int().nonnegative(), content]))
      .min(1)
      .max(CHAT_PUSH_MAX_MESSAGES),
    clientIds: z.array(chatClientIdSchema).max(CHAT_PUSH_MAX_MESSAGES).optional(),
  })
  .refine((b) => !b.clientIds || b.clientIds.length === b.messages.length, {
    message: 'One client id per message',
    path: ['clientIds'],
  })
  .refine((b) => !b.clientIds || new Set(b.clientIds).size === b.clientIds.length, {
    message: 'Client ids must differ',
    path: ['clientIds'],
  });
export type PushMessageBody = z.infer<typeof pushMessageSchema>;

/**
 * CHAT-009: answer of push-message; `messageTimeList[i]` is the stored time of message i and
 * `blockIdList[i]` its block (a retried push may answer messages stored in an earlier block).
 */
export const pushMessageAnswerSchema = z.object({
  blockId: z.number().int(),
  messageTimeList: z.array(z.number().int()),
  blockIdList: z.array(z.number().int()),
});
export type PushMessageAnswer = z.infer<typeof pushMessageAnswerSchema>;

/** CHAT-014 / CHAT-015: GET /chat/get-conversation/{friend}/{blockIndex}; -1 = newest block. */
export const conversationParamsSchema = z.object({
  a: dbIdSchema,
  b: z.coerce.number().int().min(-1).max(1_000_000),
});

/** CHAT-014: one block of a conversation, oldest message first. */
export const conversationAnswerSchema = z.object({
  /** Id of the block (null when the conversation is empty). */
  blockId: z.number().int().nullable(),
  /** Index of the block in the conversation (0 = oldest); ask `blockIndex - 1` for older ones. */
  blockIndex: z.number().int(),
  messages: z.array(chatMessageSchema),
  noMoreBlock: z.boolean(),
});
export type ConversationAnswer = Omit<z.infer<typeof conversationAnswerSchema>, 'messages'> & {
  messages: ChatMessage[];
};

/** CHAT-013: DELETE /chat/delete-message `{blockId, time, unSent}` (unSent: delete for both). */
export const deleteMessageSchema = z.object({
  blockId: dbIdSchema,
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
  friend: dbIdSchema,
  keys: z.array(peerKeySchema).max(50).default([]),
});

/** Live event payloads of the chat (D-15, CHAT-019), sent over /api/live. */
export interface ChatLiveMessage {
  /** The other member of the conversation, seen from the recipient. */
  partner: number;
  messages: ChatMessage[];
  /** To the sender's own tabs only: the client ids of `messages` (decision 038). */
  clientIds?: string[];
}
export const chatLiveDeleteSchema = z.object({
  partner: z.number().int(),
  blockId: z.number().int(),
  time: z.number().int(),
  /** 1 hidden for me (my other tabs), 2 deleted for both. */
  flag: z.union([z.literal(1), z.literal(2)]),
});
export type ChatLiveDelete = z.infer<typeof chatLiveDeleteSchema>;
export interface ChatLiveRead {
  partner: number;
  /** Newest message time the partner has read. */
  readTime: number;
}

/** CHAT-018: the ICE servers of a call (STUN, and TURN with a short-lived credential). */
export const iceServersSchema = z.object({
  iceServers: z.array(
    z.object({
      urls: z.array(z.string()),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
  ttl: z.number().int(),
});
