import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, courses, posts } from '../../db/schema/index.js';

/**
 * Decision 049 (D-16): the courses and course posts a page of notifications names, read by id
 * when the page is served, so every item shows a course's current display name and address.
 */
/** A course as an item names it now (decision 049): display name and address. */
export interface CurrentCourseRef {
  name: string;
  slug: string;
  countrySlug: string | null;
}

/**
 * Decision 049 (D-16): the current display name and address of each course, by id, for the
 * items of a page that name a course (a follow of a course). Missing ids are left out.
 */
export async function findCurrentCourses(
  db: Db,
  courseIds: number[],
): Promise<Map<number, CurrentCourseRef>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: courses.id,
      name: courses.name,
      slug: courses.slug,
      countrySlug: countries.slug,
    })
    .from(courses)
    .leftJoin(countries, eq(countries.id, courses.countryId))
    .where(inArray(courses.id, courseIds));
  return new Map(rows.map(({ id, ...ref }) => [id, ref]));
}

/**
 * Decision 049 (D-16): the title and the course's current display name of each course post, by
 * post id, for the items of a page about a post (a course post has no title, so its items are
 * named after the course). Posts without a course are left out.
 */
export async function findPostCourseNames(
  db: Db,
  postIds: number[],
): Promise<Map<number, { title: string | null; courseName: string }>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ id: posts.id, title: posts.title, courseName: courses.name })
    .from(posts)
    .innerJoin(courses, eq(courses.id, posts.courseId))
    .where(inArray(posts.id, postIds));
  return new Map(rows.map(({ id, ...p }) => [id, p]));
}
