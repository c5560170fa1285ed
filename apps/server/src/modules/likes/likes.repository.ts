import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { comments, likes, posts } from '../../db/schema/index.js';
import { memberOnEntity } from '../../db/where.js';

type Likeable = 'post' | 'comment';

/**
 * A live post or comment's like count, author (null once the author's account is gone) and,
 * for a post, its course (null for a comment or a post about no course); null when it does not
 * exist (or is deleted or hidden).
 */
export async function findLikeTarget(
  db: Db,
  entityName: Likeable,
  entityId: number,
): Promise<{ totalLike: number; authorId: number | null; courseId: number | null } | null> {
  const live = (table: typeof posts | typeof comments) =>
    and(eq(table.id, entityId), isNull(table.deletedAt), isNull(table.hiddenAt));
  const rows =
    entityName === 'post'
      ? await db
          .select({
            totalLike: posts.totalLike,
            authorId: posts.authorId,
            courseId: posts.courseId,
          })
          .from(posts)
          .where(live(posts))
          .limit(1)
      : await db
          .select({
            totalLike: comments.totalLike,
            authorId: comments.authorId,
            courseId: sql<null>`null`,
          })
          .from(comments)
          .where(live(comments))
          .limit(1);
  return rows[0] ?? null;
}

/**
 * LIKE-001: adds (`on`) or removes a like and moves the counter in one transaction; a repeated
 * call changes nothing. Returns the new count.
 */
export async function setLike(
  db: Db,
  userId: number,
  entityName: Likeable,
  entityId: number,
  on: boolean,
): Promise<number> {
  return db.transaction(async (tx) => {
    const changed = on
      ? await tx
          .insert(likes)
          .values({ userId, entityName, entityId })
          .onConflictDoNothing()
          .returning({ id: likes.entityId })
      : await tx
          .delete(likes)
          .where(memberOnEntity(likes, userId, entityName, entityId))
          .returning({ id: likes.entityId });
    const table = entityName === 'post' ? posts : comments;
    if (changed.length > 0) {
      await tx
        .update(table)
        .set({ totalLike: sql`greatest(${table.totalLike} + ${on ? 1 : -1}, 0)` })
        .where(eq(table.id, entityId));
    }
    const rows = await tx.select({ n: table.totalLike }).from(table).where(eq(table.id, entityId));
    return rows[0]?.n ?? 0;
  });
}
