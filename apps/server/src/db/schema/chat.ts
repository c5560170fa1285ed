import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { memberRef } from './members.js';

/**
 * D-15: one private conversation per pair of members (`userLow` < `userHigh`). Its row is locked
 * while a push assigns the block and the time, so times are unique and increasing.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial().primaryKey(),
    userLow: memberRef(),
    userHigh: memberRef(),
    /** Newest block (null before the first message), its index and how many messages it holds. */
    lastBlockId: integer(),
    lastBlockIndex: integer().notNull().default(-1),
    lastBlockCount: integer().notNull().default(0),
    /** Time (ms) of the newest message. */
    lastTime: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('chat_conversations_pair_idx').on(t.userLow, t.userHigh)],
);

/** D-15: blocks of at most CHAT_BLOCK_SIZE messages, numbered from 0 in each conversation. */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    id: serial().primaryKey(),
    conversationId: integer()
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    index: integer().notNull(),
  },
  (t) => [uniqueIndex('chat_blocks_conversation_index_idx').on(t.conversationId, t.index)],
);

/** CHAT-006: stored messages; deletion is kept per side (flag 1) or for both (flag 2). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    blockId: integer()
      .notNull()
      .references(() => chatBlocks.id, { onDelete: 'cascade' }),
    senderId: memberRef(),
    time: bigint({ mode: 'number' }).notNull(),
    content: text().notNull(),
    /** Deleted for both by its sender (flag 2). */
    unsent: boolean().notNull().default(false),
    hiddenForSender: boolean().notNull().default(false),
    hiddenForRecipient: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('chat_messages_block_time_idx').on(t.blockId, t.time)],
);

/**
 * Per member and partner: what was read (`readTime`, ms of the newest read message) and where
 * 'Delete conversation' hid the history (`hiddenBefore`, FRIEND-016).
 */
export const chatReads = pgTable(
  'chat_reads',
  {
    userId: memberRef(),
    friendId: memberRef(),
    readTime: bigint({ mode: 'number' }).notNull().default(0),
    hiddenBefore: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.friendId] })],
);

/** CHAT-017: the peer key of each open tab (WebRTC calls, D-15). */
export const chatPeerKeys = pgTable(
  'chat_peer_keys',
  {
    key: text().primaryKey(),
    userId: memberRef(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_peer_keys_user_idx').on(t.userId, t.createdAt)],
);
