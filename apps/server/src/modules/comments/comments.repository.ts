import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ascNullsFirst, descNullsLast } from '../../db/order.js';
import { comments, media, posts, users } from '../../db/schema/index.js';
import { memberCardColumns } from '../../db/columns.js';
import { recountComments, recountPosts } from '../posts/counters.repository.js';

export type CommentRecord = typeof comments.$inferSelect;

/** A live comment with its author. */
export type CommentRow = {
  comment: CommentRecord;
  author: { id: number; firstName: string; lastName: string; picture: string | null };
};

const liveComment = and(
  isNull(comments.deletedAt),
  isNull(comments.hiddenAt),
  isNull(users.suspendedAt),
);

/**
 * T69: a page of the top-level comments of an entity (parent null) or of a comment's replies,
 * newest first, or oldest first with `oldestFirst` (replies).
 */
export async function findCommentPage(
  db: Db,
  entityName: 'post' | 'media',
  entityId: number,
  parentId: number | null,
  page: number,
  limit: number,
  oldestFirst = false,
): Promise<{ rows: CommentRow[]; total: number }> {
  const order = oldestFirst ? ascNullsFirst : descNullsLast;
  const where = and(
    liveComment,
    eq(comments.entityName, entityName),
    eq(comments.entityId, entityId),
    parentId === null ? isNull(comments.parentId) : eq(comments.parentId, parentId),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        comment: comments,
        author: memberCardColumns,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(where)
      .orderBy(order(comments.createdAt), order(comments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: count() })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.authorId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** A comment by id (live or not), or null. */
export async function findComment(db: Db, id: number): Promise<CommentRecord | null> {
  const rows = await db.select().from(comments).where(eq(comments.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The owner of a commentable entity: a live post (with its deletion) or a media item. */
export async function findCommentTarget(
  db: Db,
  entityName: 'post' | 'media',
  entityId: number,
): Promise<{ authorId: number | null; postId: number | null; deleted: boolean } | null> {
  if (entityName === 'post') {
    const rows = await db
      .select({ authorId: posts.authorId, deletedAt: posts.deletedAt, hiddenAt: posts.hiddenAt })
      .from(posts)
      .where(eq(posts.id, entityId))
      .limit(1);
    const p = rows[0];
    if (!p) return null;
    return {
      authorId: p.authorId,
      postId: entityId,
      deleted: p.deletedAt !== null || p.hiddenAt !== null,
    };
  }
  const rows = await db
    .select({
      uploaderId: media.uploaderId,
      entityName: media.entityName,
      entityId: media.entityId,
    })
    .from(media)
    .where(eq(media.id, entityId))
    .limit(1);
  const m = rows[0];
  if (!m) return null;
  return {
    authorId: m.uploaderId,
    postId: m.entityName === 'post' ? m.entityId : null,
    deleted: false,
  };
}

/** Inserts a comment and bumps the counters (post totals, parent's replies) in one transaction. */
export async function insertComment(
  db: Db,
  values: {
    entityName: 'post' | 'media';
    entityId: number;
    postId: number | null;
    parentId: number | null;
    authorId: number;
    text: string;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(comments).values(values).returning({ id: comments.id });
    await bumpCounters(tx, values.entityName, values.entityId, values.parentId, 1);
    return row!.id;
  });
}

/**
 * Soft-deletes a comment; a top-level comment takes its replies with it. The post's totals
 * and the parent's replies are recounted from the rows (decision 042: a hidden comment or one
 * under a hidden parent was not counted, so a step of one would drift).
 */
export async function deleteComment(db: Db, c: CommentRecord): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(comments).set({ deletedAt: now }).where(eq(comments.id, c.id));
    if (c.parentId === null) {
      await tx
        .update(comments)
        .set({ deletedAt: now })
        .where(and(eq(comments.parentId, c.id), isNull(comments.deletedAt)));
    }
    if (c.entityName === 'post') await recountPosts(tx, [c.entityId]);
    if (c.parentId !== null) await recountComments(tx, [c.parentId]);
  });
}

export async function updateCommentText(db: Db, id: number, text: string): Promise<void> {
  await db.update(comments).set({ text, updatedAt: new Date() }).where(eq(comments.id, id));
}

async function bumpCounters(
  tx: Db,
  entityName: 'post' | 'media',
  entityId: number,
  parentId: number | null,
  delta: 1 | -1,
): Promise<void> {
  if (entityName === 'post') {
    await tx
      .update(posts)
      .set({
        totalComment: sql`greatest(${posts.totalComment} + ${delta}, 0)`,
        ...(parentId === null
          ? { totalParentComment: sql`greatest(${posts.totalParentComment} + ${delta}, 0)` }
          : {}),
      })
      .where(eq(posts.id, entityId));
  }
  if (parentId !== null) {
    await tx
      .update(comments)
      .set({ totalReply: sql`greatest(${comments.totalReply} + ${delta}, 0)` })
      .where(eq(comments.id, parentId));
  }
}

/** Whether the post of these comments is deleted (CMT-008). */
export async function isPostDeleted(db: Db, postId: number): Promise<boolean> {
  const rows = await db
    .select({ deletedAt: posts.deletedAt })
    .from(posts)
    .where(eq(posts.id, postId))
    .limit(1);
  return rows[0]?.deletedAt != null;
}

/** One live comment with its author, or null. */
export async function findCommentRow(db: Db, id: number): Promise<CommentRow | null> {
  const rows = await db
    .select({
      comment: comments,
      author: memberCardColumns,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .where(and(liveComment, eq(comments.id, id)))
    .limit(1);
  return rows[0] ?? null;
}
