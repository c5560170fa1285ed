import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, courses, coursesPlayed, users, zones } from '../../db/schema/index.js';
import { countedPage } from '../../db/paging.js';

/** Adds played courses and the member's counter in the caller's transaction; returns how many were new. */
export async function insertPlayed(tx: Db, userId: number, courseIds: number[]): Promise<number> {
  const rows = await tx
    .insert(coursesPlayed)
    .values(courseIds.map((courseId) => ({ userId, courseId })))
    .onConflictDoNothing()
    .returning({ courseId: coursesPlayed.courseId });
  if (rows.length > 0) {
    await tx
      .update(users)
      .set({ totalCoursePlayed: sql`${users.totalCoursePlayed} + ${rows.length}` })
      .where(eq(users.id, userId));
  }
  return rows.length;
}

export async function deletePlayed(tx: Db, userId: number, courseId: number): Promise<boolean> {
  const rows = await tx
    .delete(coursesPlayed)
    .where(and(eq(coursesPlayed.userId, userId), eq(coursesPlayed.courseId, courseId)))
    .returning({ courseId: coursesPlayed.courseId });
  if (rows.length > 0) {
    await tx
      .update(users)
      .set({ totalCoursePlayed: sql`greatest(${users.totalCoursePlayed} - 1, 0)` })
      .where(eq(users.id, userId));
  }
  return rows.length > 0;
}

export async function playedAmong(db: Db, userId: number, courseIds: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: coursesPlayed.courseId })
    .from(coursesPlayed)
    .where(and(eq(coursesPlayed.userId, userId), inArray(coursesPlayed.courseId, courseIds)));
  return rows.map((r) => r.id);
}

export async function existingCourseIds(db: Db, ids: number[]): Promise<Set<number>> {
  const rows = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** One page of a member's played courses, newest first, joined like the course lists. */
export async function findPlayed(db: Db, userId: number, page: number, limit: number) {
  const where = eq(coursesPlayed.userId, userId);
  const query = db
    .select({
      course: courses,
      country: {
        id: countries.id,
        code: countries.code,
        slug: countries.slug,
        names: countries.names,
      },
      zone: { id: zones.id, slug: zones.slug, names: zones.names },
    })
    .from(coursesPlayed)
    .innerJoin(courses, eq(courses.id, coursesPlayed.courseId))
    .innerJoin(countries, eq(countries.id, courses.countryId))
    .leftJoin(zones, eq(zones.id, courses.zoneId))
    .where(where)
    .orderBy(desc(coursesPlayed.createdAt), desc(coursesPlayed.courseId))
    .$dynamic();
  return countedPage(db, coursesPlayed, where, query, page, limit);
}
