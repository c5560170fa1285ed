import { and, desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, courses, follows, users } from '../../db/schema/index.js';
import { countedPage } from '../../db/paging.js';
import { memberOnEntity } from '../../db/where.js';

export type EntityName = 'course' | 'user';

/**
 * Moves the follower's totalFollowing and the followed member's or course's totalFollow by one
 * (up on a follow, down on an unfollow, never below 0), in the caller's transaction.
 */
async function moveFollowCounters(
  tx: Db,
  userId: number,
  entityName: EntityName,
  entityId: number,
  delta: 1 | -1,
): Promise<void> {
  const step = (column: AnyColumn) =>
    delta > 0 ? sql`${column} + 1` : sql`greatest(${column} - 1, 0)`;
  await tx
    .update(users)
    .set({ totalFollowing: step(users.totalFollowing) })
    .where(eq(users.id, userId));
  if (entityName === 'user')
    await tx
      .update(users)
      .set({ totalFollow: step(users.totalFollow) })
      .where(eq(users.id, entityId));
  else
    await tx
      .update(courses)
      .set({ totalFollow: step(courses.totalFollow) })
      .where(eq(courses.id, entityId));
}

/**
 * FOLLOW-*: inserts (`followed` true) or deletes (false) a member's follow of a member or course
 * and moves both counters by one in the caller's transaction; false when there was nothing to
 * change (already followed, or not followed).
 */
export async function setFollow(
  tx: Db,
  userId: number,
  entityName: EntityName,
  entityId: number,
  followed: boolean,
): Promise<boolean> {
  const key = { userId: follows.userId };
  const rows = followed
    ? await tx
        .insert(follows)
        .values({ userId, entityName, entityId })
        .onConflictDoNothing()
        .returning(key)
    : await tx
        .delete(follows)
        .where(memberOnEntity(follows, userId, entityName, entityId))
        .returning(key);
  if (rows.length === 0) return false;
  await moveFollowCounters(tx, userId, entityName, entityId, followed ? 1 : -1);
  return true;
}

export async function entityExists(
  db: Db,
  entityName: EntityName,
  entityId: number,
): Promise<boolean> {
  const table = entityName === 'user' ? users : courses;
  const rows = await db.select({ id: table.id }).from(table).where(eq(table.id, entityId)).limit(1);
  return rows.length > 0;
}

/** One page of what `userId` follows, newest first, with the entity's display data (FOLLOW-008). */
export async function findFollowing(db: Db, userId: number, page: number, limit: number) {
  const where = eq(follows.userId, userId);
  const query = db
    .select({
      entityName: follows.entityName,
      entityId: follows.entityId,
      userFirst: users.firstName,
      userLast: users.lastName,
      userPicture: users.picture,
      courseName: courses.name,
      coursePicture: courses.picture,
      courseSlug: courses.slug,
      countrySlug: countries.slug,
    })
    .from(follows)
    .leftJoin(users, and(eq(follows.entityName, 'user'), eq(users.id, follows.entityId)))
    .leftJoin(courses, and(eq(follows.entityName, 'course'), eq(courses.id, follows.entityId)))
    .leftJoin(countries, eq(countries.id, courses.countryId))
    .where(where)
    .orderBy(desc(follows.createdAt), desc(follows.entityId))
    .$dynamic();
  return countedPage(db, follows, where, query, page, limit);
}
