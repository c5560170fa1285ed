import { and, asc, desc, eq, gt, inArray, lte, ne, or, sql } from 'drizzle-orm';
import { CHAT_BLOCK_SIZE } from '@bgc/shared';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  chatBlocks,
  chatConversations,
  chatMessages,
  chatPeerKeys,
  chatReads,
  friends,
  users,
} from '../../db/schema/index.js';
import { memberCardColumns } from '../../db/columns.js';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** The first row a query returns, or null when it returns none. */
async function firstOrNull<T>(query: PromiseLike<T[]>): Promise<T | null> {
  const [row] = await query;
  return row ?? null;
}

/** The conversation key of two members: (lower id, higher id). */
export const pair = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);

/** The conversation of two members, or null before their first message. */
export async function findConversation(db: Db, a: number, b: number) {
  const [low, high] = pair(a, b);
  return firstOrNull(
    db
      .select()
      .from(chatConversations)
      .where(and(eq(chatConversations.userLow, low), eq(chatConversations.userHigh, high))),
  );
}

/** D-15: the pair's conversation row, created if needed and locked for the transaction. */
export async function lockConversation(tx: Db, a: number, b: number): Promise<ConversationRow> {
  const [low, high] = pair(a, b);
  await tx.insert(chatConversations).values({ userLow: low, userHigh: high }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.userLow, low), eq(chatConversations.userHigh, high)))
    .for('update');
  return row!;
}

/**
 * Decision 038: the messages `senderId` already stored under `clientIds`, by client id, with
 * their conversation, block and time (a retried push answers from these).
 */
export async function messagesByClientIds(db: Db, senderId: number, clientIds: string[]) {
  if (clientIds.length === 0) return new Map<string, StoredClientMessage>();
  const rows = await db
    .select({
      clientId: chatMessages.clientId,
      conversationId: chatBlocks.conversationId,
      blockId: chatMessages.blockId,
      time: chatMessages.time,
    })
    .from(chatMessages)
    .innerJoin(chatBlocks, eq(chatBlocks.id, chatMessages.blockId))
    .where(and(eq(chatMessages.senderId, senderId), inArray(chatMessages.clientId, clientIds)));
  return new Map(rows.map((r) => [r.clientId!, r]));
}
export interface StoredClientMessage {
  conversationId: number;
  blockId: number;
  time: number;
}

/**
 * Stores `contents` from `senderId` in the newest block, or a new one when they would not fit
 * (CHAT_BLOCK_SIZE). Times are `max(now, last + 1)` and increasing, unique in the conversation.
 * `clientIds[i]` (decision 038) is kept with message i. Runs inside the transaction that locked
 * `conv`. Returns the block id and the stored times.
 */
export async function appendMessages(
  tx: Db,
  conv: ConversationRow,
  senderId: number,
  contents: string[],
  now: number,
  clientIds?: readonly (string | null)[],
): Promise<{ blockId: number; blockIndex: number; times: number[] }> {
  let blockId = conv.lastBlockId;
  let blockIndex = conv.lastBlockIndex;
  let count = conv.lastBlockCount;
  if (blockId === null || count + contents.length > CHAT_BLOCK_SIZE) {
    blockIndex += 1;
    const [block] = await tx
      .insert(chatBlocks)
      .values({ conversationId: conv.id, index: blockIndex })
      .returning({ id: chatBlocks.id });
    blockId = block!.id;
    count = 0;
  }
  let time = conv.lastTime;
  const times = contents.map(() => {
    time = Math.max(now, time + 1);
    return time;
  });
  await tx.insert(chatMessages).values(
    contents.map((content, i) => ({
      blockId: blockId,
      senderId,
      time: times[i]!,
      content,
      clientId: clientIds?.[i] ?? null,
    })),
  );
  await tx
    .update(chatConversations)
    .set({
      lastBlockId: blockId,
      lastBlockIndex: blockIndex,
      lastBlockCount: count + contents.length,
      lastTime: time,
    })
    .where(eq(chatConversations.id, conv.id));
  return { blockId, blockIndex, times };
}

/** The block of a conversation with that index, or null. */
export async function findBlock(db: Db, conversationId: number, index: number) {
  return firstOrNull(
    db
      .select()
      .from(chatBlocks)
      .where(and(eq(chatBlocks.conversationId, conversationId), eq(chatBlocks.index, index))),
  );
}

/** A block by id with its conversation's members. */
export async function findBlockById(db: Db, blockId: number) {
  return firstOrNull(
    db
      .select({
        id: chatBlocks.id,
        index: chatBlocks.index,
        conversationId: chatBlocks.conversationId,
        userLow: chatConversations.userLow,
        userHigh: chatConversations.userHigh,
      })
      .from(chatBlocks)
      .innerJoin(chatConversations, eq(chatConversations.id, chatBlocks.conversationId))
      .where(eq(chatBlocks.id, blockId)),
  );
}

/** Messages of a block, oldest first. */
export async function blockMessages(db: Db, blockId: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.blockId, blockId))
    .orderBy(asc(chatMessages.time));
}

export async function findMessage(db: Db, blockId: number, time: number) {
  return firstOrNull(
    db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.blockId, blockId), eq(chatMessages.time, time))),
  );
}

export async function updateMessage(
  db: Db,
  id: number,
  set: Partial<Pick<MessageRow, 'unsent' | 'hiddenForSender' | 'hiddenForRecipient' | 'content'>>,
) {
  await db.update(chatMessages).set(set).where(eq(chatMessages.id, id));
}

/** Read state and hidden history of `userId` for `friendId` (zeros when never set). */
export async function findRead(db: Db, userId: number, friendId: number) {
  const [row] = await db
    .select()
    .from(chatReads)
    .where(and(eq(chatReads.userId, userId), eq(chatReads.friendId, friendId)));
  return row ?? { userId, friendId, readTime: 0, hiddenBefore: 0 };
}

/** Moves `readTime` / `hiddenBefore` forward (never back). */
export async function upsertRead(
  db: Db,
  userId: number,
  friendId: number,
  set: { readTime?: number; hiddenBefore?: number },
) {
  const readTime = set.readTime ?? 0;
  const hiddenBefore = set.hiddenBefore ?? 0;
  await db
    .insert(chatReads)
    .values({ userId, friendId, readTime, hiddenBefore })
    .onConflictDoUpdate({
      target: [chatReads.userId, chatReads.friendId],
      set: {
        readTime: sql`greatest(${chatReads.readTime}, ${readTime})`,
        hiddenBefore: sql`greatest(${chatReads.hiddenBefore}, ${hiddenBefore})`,
      },
    });
}

/** FRIEND-018: my friend rows in the listed statuses, with the friend's name and picture. */
export async function friendRows(db: Db, userId: number, statuses: readonly number[]) {
  return db
    .select({
      ...memberCardColumns,
      status: friends.status,
      requestData: friends.requestData,
      updatedAt: friends.updatedAt,
      readTime: sql<number>`coalesce(${chatReads.readTime}, 0)`.mapWith(Number),
      hiddenBefore: sql<number>`coalesce(${chatReads.hiddenBefore}, 0)`.mapWith(Number),
    })
    .from(friends)
    .innerJoin(users, eq(users.id, friends.friendId))
    .leftJoin(
      chatReads,
      and(eq(chatReads.userId, friends.userId), eq(chatReads.friendId, friends.friendId)),
    )
    .where(and(eq(friends.userId, userId), inArray(friends.status, [...statuses])))
    .orderBy(desc(friends.updatedAt));
}

/** `columns` of the messages joined to their blocks (a message's conversation is its block's). */
function messagesWithBlocks<S extends SelectedFields>(db: Db, columns: S) {
  return db
    .select(columns)
    .from(chatMessages)
    .innerJoin(chatBlocks, eq(chatBlocks.id, chatMessages.blockId));
}

/** Newest message of a conversation visible to `viewer` after `hiddenBefore`, or null. */
export async function lastVisibleMessage(
  db: Db,
  conversationId: number,
  viewer: number,
  hiddenBefore: number,
) {
  const [row] = await messagesWithBlocks(db, { m: chatMessages })
    .where(
      and(
        eq(chatBlocks.conversationId, conversationId),
        gt(chatMessages.time, hiddenBefore),
        or(
          and(eq(chatMessages.senderId, viewer), eq(chatMessages.hiddenForSender, false)),
          and(ne(chatMessages.senderId, viewer), eq(chatMessages.hiddenForRecipient, false)),
        ),
      ),
    )
    .orderBy(desc(chatMessages.time))
    .limit(1);
  return row?.m ?? null;
}

/** Messages from `friendId` in a conversation newer than `after` and not deleted. */
export async function countUnread(db: Db, conversationId: number, friendId: number, after: number) {
  const [row] = await messagesWithBlocks(db, { n: sql<number>`count(*)`.mapWith(Number) }).where(
    and(
      eq(chatBlocks.conversationId, conversationId),
      eq(chatMessages.senderId, friendId),
      gt(chatMessages.time, after),
      eq(chatMessages.unsent, false),
      eq(chatMessages.hiddenForRecipient, false),
    ),
  );
  return row?.n ?? 0;
}

/** All conversations of a member (friend list), keyed by the other member. */
export async function conversationsOf(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(chatConversations)
    .where(or(eq(chatConversations.userLow, userId), eq(chatConversations.userHigh, userId)));
  return new Map(rows.map((r) => [r.userLow === userId ? r.userHigh : r.userLow, r]));
}

// ---- peer keys (CHAT-017) ----

export async function addPeerKey(db: Db, userId: number, key: string) {
  await db
    .insert(chatPeerKeys)
    .values({ key, userId })
    .onConflictDoUpdate({ target: chatPeerKeys.key, set: { userId, createdAt: new Date() } });
}

/** Deletes a key of `userId`; true when one was removed. */
export async function deletePeerKey(db: Db, userId: number, key: string) {
  const rows = await db
    .delete(chatPeerKeys)
    .where(and(eq(chatPeerKeys.key, key), eq(chatPeerKeys.userId, userId)))
    .returning({ key: chatPeerKeys.key });
  return rows.length > 0;
}

/** Newest keys of a member, newest first. */
export async function peerKeysOf(db: Db, userId: number) {
  const rows = await db
    .select({ key: chatPeerKeys.key })
    .from(chatPeerKeys)
    .where(eq(chatPeerKeys.userId, userId))
    .orderBy(desc(chatPeerKeys.createdAt));
  return rows.map((r) => r.key);
}

export async function peerKeyOwner(db: Db, key: string) {
  const [row] = await db
    .select({ userId: chatPeerKeys.userId })
    .from(chatPeerKeys)
    .where(eq(chatPeerKeys.key, key));
  return row?.userId ?? null;
}

/** Removes keys older than `before` (a tab that never sent its beacon). */
export async function prunePeerKeys(db: Db, before: Date) {
  await db.delete(chatPeerKeys).where(lte(chatPeerKeys.createdAt, before));
}
