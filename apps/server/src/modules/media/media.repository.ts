import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { descNullsLast } from '../../db/order.js';
import { countries, courses, media, users } from '../../db/schema/index.js';
import { memberCardColumns } from '../../db/columns.js';
import { countedPage } from '../../db/paging.js';

export type MediaRecord = typeof media.$inferSelect;
export type NewMedia = typeof media.$inferInsert;

const mediaColumns = {
  media,
  uploader: memberCardColumns,
};

/** A media row with its uploader (null when the member was deleted). */
export type MediaRow = {
  media: MediaRecord;
  uploader: { id: number; firstName: string; lastName: string; picture: string | null } | null;
};

/** T75: a page of a course's photos or videos, newest first. */
export async function findCourseMediaPage(
  db: Db,
  courseId: number,
  type: 1 | 2,
  page: number,
  limit: number,
): Promise<{ rows: MediaRow[]; total: number }> {
  const where = and(eq(media.courseId, courseId), eq(media.type, type));
  const query = db
    .select(mediaColumns)
    .from(media)
    .leftJoin(users, eq(users.id, media.uploaderId))
    .where(where)
    .orderBy(descNullsLast(media.id))
    .$dynamic();
  return countedPage(db, media, where, query, page, limit);
}

/** T76: one media item with its uploader and its course's name and slugs. */
export async function findMediaWithCourse(db: Db, id: number) {
  const rows = await db
    .select({
      ...mediaColumns,
      course: { name: courses.name, slug: courses.slug },
      countrySlug: countries.slug,
    })
    .from(media)
    .leftJoin(users, eq(users.id, media.uploaderId))
    .leftJoin(courses, eq(courses.id, media.courseId))
    .leftJoin(countries, eq(countries.id, courses.countryId))
    .where(eq(media.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Media of one owner (an interview or a post), in order. */
export async function findEntityMedia(
  db: Db,
  entityName: 'course' | 'interview' | 'post',
  entityId: number,
): Promise<MediaRow[]> {
  return db
    .select(mediaColumns)
    .from(media)
    .leftJoin(users, eq(users.id, media.uploaderId))
    .where(and(eq(media.entityName, entityName), eq(media.entityId, entityId)))
    .orderBy(media.position, media.id);
}

/** Inserts media rows; returns them with their ids. */
export async function insertMedia(db: Db, rows: NewMedia[]): Promise<MediaRecord[]> {
  if (rows.length === 0) return [];
  return db.insert(media).values(rows).returning();
}

/** Deletes the given media of one owner; returns the deleted rows (their files are removed later). */
export async function deleteEntityMedia(
  db: Db,
  entityName: 'course' | 'interview' | 'post',
  entityId: number,
  ids: number[],
): Promise<MediaRecord[]> {
  if (ids.length === 0) return [];
  return db
    .delete(media)
    .where(
      and(eq(media.entityName, entityName), eq(media.entityId, entityId), inArray(media.id, ids)),
    )
    .returning();
}

/** Re-titles one media item of an owner. */
export async function retitleEntityMedia(
  db: Db,
  entityName: 'course' | 'interview' | 'post',
  entityId: number,
  id: number,
  title: string,
): Promise<void> {
  await db
    .update(media)
    .set({ description: title })
    .where(and(eq(media.entityName, entityName), eq(media.entityId, entityId), eq(media.id, id)));
}
