import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { descNullsLast } from '../../db/order.js';
import {
  countries,
  courses,
  languages,
  posts,
  reviewRatings,
  users,
} from '../../db/schema/index.js';
import type { ReviewData } from '@bgc/shared';
import { courseRefColumns, languageRefColumns, memberCardColumns } from '../../db/columns.js';
import { countedPage } from '../../db/paging.js';

const REVIEW = 4;

const reviewColumns = {
  post: posts,
  rating: reviewRatings,
  author: memberCardColumns,
  language: languageRefColumns,
  course: courseRefColumns,
  countrySlug: countries.slug,
};

/** A live review with its scores, author, language and course. */
export type ReviewRow = {
  post: typeof posts.$inferSelect;
  rating: typeof reviewRatings.$inferSelect;
  author: { id: number; firstName: string; lastName: string; picture: string | null };
  language: { id: number; names: typeof languages.$inferSelect.names } | null;
  course: { id: number; name: string; slug: string };
  countrySlug: string;
};

function baseQuery(db: Db) {
  return db
    .select(reviewColumns)
    .from(posts)
    .innerJoin(reviewRatings, eq(reviewRatings.postId, posts.id))
    .innerJoin(users, eq(users.id, posts.authorId))
    .innerJoin(courses, eq(courses.id, posts.courseId))
    .innerJoin(countries, eq(countries.id, courses.countryId))
    .leftJoin(languages, eq(languages.id, posts.languageId));
}

const live = and(eq(posts.type, REVIEW), isNull(posts.deletedAt), isNull(posts.hiddenAt));

/** T53: a page of a course's live reviews, newest first; `languageId` 0 = every language. */
export async function findReviewPage(
  db: Db,
  courseId: number,
  languageId: number,
  page: number,
  limit: number,
): Promise<{ rows: ReviewRow[]; total: number }> {
  const where = and(
    live,
    eq(posts.courseId, courseId),
    languageId > 0 ? eq(posts.languageId, languageId) : undefined,
  );
  const query = baseQuery(db)
    .where(where)
    .orderBy(descNullsLast(posts.createdAt), descNullsLast(posts.id))
    .$dynamic();
  return countedPage(db, posts, where, query, page, limit);
}

/** A live review by id, or null. */
export async function findReview(db: Db, id: number): Promise<ReviewRow | null> {
  const rows = await baseQuery(db)
    .where(and(live, eq(posts.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** The member's live review of a course, or null (D-09). */
export async function findMemberReviewId(
  db: Db,
  courseId: number,
  authorId: number,
): Promise<number | null> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(live, eq(posts.courseId, courseId), eq(posts.authorId, authorId)))
    .limit(1);
  return rows[0]?.id ?? null;
}

export interface ReviewTotals {
  total: number;
  overall: number;
  facilities: number;
  maintenance: number;
  surroundings: number;
  clubhouse: number;
  value: number;
}

/** REV-006: count and means of a course's live reviews (0 when none). */
export async function findReviewTotals(db: Db, courseId: number): Promise<ReviewTotals> {
  const rows = await queryRows<Record<keyof ReviewTotals, string | number | null>>(
    db,
    sql`SELECT count(*) AS total, avg(r.overall) AS overall, avg(r.facilities) AS facilities,
          avg(r.maintenance) AS maintenance, avg(r.surroundings) AS surroundings,
          avg(r.clubhouse) AS clubhouse, avg(r.value) AS value
        FROM posts p JOIN review_ratings r ON r.post_id = p.id
        WHERE p.course_id = ${courseId} AND p.type = ${REVIEW} AND p.deleted_at IS NULL AND p.hidden_at IS NULL`,
  );
  const r = rows[0];
  const n = (v: string | number | null | undefined) =>
    v === null || v === undefined ? 0 : Number(v);
  return {
    total: n(r?.total),
    overall: n(r?.overall),
    facilities: n(r?.facilities),
    maintenance: n(r?.maintenance),
    surroundings: n(r?.surroundings),
    clubhouse: n(r?.clubhouse),
    value: n(r?.value),
  };
}

/** REV-003: review counts per language of a course. */
export async function findReviewLanguages(db: Db, courseId: number) {
  return db
    .select({ id: languages.id, names: languages.names, count: count() })
    .from(posts)
    .innerJoin(languages, eq(languages.id, posts.languageId))
    .where(and(live, eq(posts.courseId, courseId)))
    .groupBy(languages.id, languages.names)
    .orderBy(desc(count()), languages.id);
}

/** Writes a new review and its scores in one transaction; returns the post id. */
export async function insertReview(
  db: Db,
  values: { authorId: number; courseId: number; languageId: number; content: string },
  scores: ReviewData,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .insert(posts)
      .values({ ...values, type: REVIEW })
      .returning({ id: posts.id });
    await tx.insert(reviewRatings).values({ postId: post!.id, ...scores });
    await tx
      .update(users)
      .set({ totalPost: sql`${users.totalPost} + 1` })
      .where(eq(users.id, values.authorId));
    return post!.id;
  });
}

/** Updates a review's text, language and scores in one transaction. */
export async function updateReview(
  db: Db,
  id: number,
  values: { languageId: number; content: string },
  scores: ReviewData,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(posts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(posts.id, id));
    await tx.update(reviewRatings).set(scores).where(eq(reviewRatings.postId, id));
  });
}

/** REV-017: deletes a review (the post is kept as deleted for its comments). */
export async function deleteReview(db: Db, id: number, authorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, id));
    await tx
      .update(users)
      .set({ totalPost: sql`greatest(${users.totalPost} - 1, 0)` })
      .where(eq(users.id, authorId));
  });
}

/**
 * D-05: our own reviews are one rating platform (`bgc`): rating = mean overall, reviewCount =
 * live reviews, followerCount = course followers. The row is removed when both are zero.
 */
export async function refreshOwnPlatformStats(db: Db, courseId: number): Promise<void> {
  await db.execute(sql`
    WITH agg AS (
      SELECT count(*)::int AS n, coalesce(avg(r.overall), 0) AS rating
      FROM posts p JOIN review_ratings r ON r.post_id = p.id
      WHERE p.course_id = ${courseId} AND p.type = ${REVIEW} AND p.deleted_at IS NULL AND p.hidden_at IS NULL
    ), src AS (
      SELECT ${courseId}::int AS course_id, agg.n, agg.rating, c.total_follow
      FROM agg, courses c WHERE c.id = ${courseId}
    ), removed AS (
      DELETE FROM course_platform_stats s USING src
      WHERE s.course_id = src.course_id AND s.source = 'bgc' AND src.n = 0 AND src.total_follow = 0
    )
    INSERT INTO course_platform_stats (course_id, source, rating, review_count, follower_count, synthetic, updated_at)
    SELECT course_id, 'bgc', rating, n, total_follow, false, now() FROM src
    WHERE src.n > 0 OR src.total_follow > 0
    ON CONFLICT (course_id, source) DO UPDATE SET rating = excluded.rating,
      review_count = excluded.review_count, follower_count = excluded.follower_count,
      updated_at = now()`);
}
