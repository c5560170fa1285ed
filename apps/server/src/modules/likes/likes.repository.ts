import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { comments, likes, posts } from '../../db/schema/index.js';
import { memberOnEntity } from '../../db/where.js';

type Likeable = 'post' | 'comment';

/** The like count of a live post or comment, or null when it does not exist (or is gone). */
export async function findLikeCount(
  db: Db,
  entityName: Likeable,
  entityId: number,
): Promise<number | null> {
  const table = entityName === 'post' ? posts : comments;
  const rows = await db
    .select({ n: table.totalLike })
    .from(table)
    .where(and(eq(table.id, entityId), isNull(table.deletedAt), isNull(table.hiddenAt)))
    .limit(1);
  return rows[0]?.n ?? null;
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
