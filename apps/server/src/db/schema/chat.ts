import * as pg from './pg.js';
import { memberRef, users } from './members.js';

/**
 * A side of a conversation: set to null when that member is erased (LEGAL-005, decision 030),
 * so the other side keeps their own words.
 */
const conversationSide = () => pg.integer().references(() => users.id, { onDelete: 'set null' });

/**
 * D-15: one private conversation per pair of members (`userLow` < `userHigh`). Its row is locked
 * while a push assigns the block and the time, so times are unique and increasing. A side is
 * null once its member was erased (their own messages go with them).
 */
export const chatConversations = pg.pgTable(
  'chat_conversations',
  {
    id: pg.id(),
    userLow: conversationSide(),
    userHigh: conversationSide(),
    /** Newest block (null before the first message), its index and how many messages it holds. */
    lastBlockId: pg.integer(),
    lastBlockIndex: pg.integer().notNull().default(-1),
    lastBlockCount: pg.integer().notNull().default(0),
    /** Time (ms) of the newest message. */
    lastTime: pg.bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [pg.uniqueIndex('chat_conversations_pair_idx').on(t.userLow, t.userHigh)],
);

/** D-15: blocks of at most CHAT_BLOCK_SIZE messages, numbered from 0 in each conversation. */
export const chatBlocks = pg.pgTable(
  'chat_blocks',
  {
    id: pg.id(),
    conversationId: pg.cascadeRef(() => chatConversations.id),
    index: pg.integer().notNull(),
  },
  (t) => [pg.uniqueIndex('chat_blocks_conversation_index_idx').on(t.conversationId, t.index)],
);

/** CHAT-006: stored messages; deletion is kept per side (flag 1) or for both (flag 2). */
export const chatMessages = pg.pgTable(
  'chat_messages',
  {
    id: pg.bigserial({ mode: 'number' }).primaryKey(),
    blockId: pg.cascadeRef(() => chatBlocks.id),
    senderId: memberRef(),
    time: pg.bigint({ mode: 'number' }).notNull(),
    content: pg.text().notNull(),
    /** Deleted for both by its sender (flag 2). */
    unsent: pg.boolean().notNull().default(false),
    hiddenForSender: pg.boolean().notNull().default(false),
    hiddenForRecipient: pg.boolean().notNull().default(false),
    /**
     * The sender's id of the message (CHAT-009, decision 038): a retried push carrying the same
     * id is answered from the stored row instead of storing it twice. Null for older rows.
     */
    clientId: pg.varchar({ length: 64 }),
  },
  (t) => [
    pg.uniqueIndex('chat_messages_block_time_idx').on(t.blockId, t.time),
    pg.uniqueIndex('chat_messages_sender_client_idx').on(t.senderId, t.clientId),
  ],
);

/**
 * Per member and partner: what was read (`readTime`, ms of the newest read message) and where
 * 'Delete conversation' hid the history (`hiddenBefore`, FRIEND-016).
 */
export const chatReads = pg.pgTable(
  'chat_reads',
  {
    userId: memberRef(),
    friendId: memberRef(),
    readTime: pg.bigint({ mode: 'number' }).notNull().default(0),
    hiddenBefore: pg.bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.friendId] })],
);

/** CHAT-017: the peer key of each open tab (WebRTC calls, D-15). */
export const chatPeerKeys = pg.pgTable(
  'chat_peer_keys',
  {
    key: pg.text().primaryKey(),
    userId: memberRef(),
    createdAt: pg.timestampNow(),
  },
  (t) => [pg.index('chat_peer_keys_user_idx').on(t.userId, t.createdAt)],
);
