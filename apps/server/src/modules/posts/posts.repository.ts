import { and, asc, count, desc, eq, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { descNullsLast } from '../../db/order.js';
import {
  countries,
  courses,
  follows,
  languages,
  likes,
  media,
  posts,
  reviewRatings,
  tags,
  users,
} from '../../db/schema/index.js';
import { courseRefColumns, languageRefColumns, memberCardColumns } from '../../db/columns.js';

export type PostRecord = typeof posts.$inferSelect;

const postColumns = {
  post: posts,
  author: memberCardColumns,
  language: languageRefColumns,
  course: courseRefColumns,
  countrySlug: countries.slug,
};

/** A live post with its author, language and course. */
export type PostRow = {
  post: PostRecord;
  author: { id: number; firstName: string; lastName: string; picture: string | null };
  language: { id: number; names: typeof languages.$inferSelect.names } | null;
  course: { id: number; name: string; slug: string } | null;
  countrySlug: string | null;
};

/** Live = not deleted, not hidden by a moderator, author not suspended (D-04). */
export const livePost = and(
  isNull(posts.deletedAt),
  isNull(posts.hiddenAt),
  isNull(users.suspendedAt),
);

/** Filters of GET /posts (T60), validated. */
export interface PostFilters {
  profileId?: number | undefined;
  types?: number[] | undefined;
  courseId?: number | undefined;
  /** Posts on a course of this country / zone (ranking side cards, RANK-016). */
  countryId?: number | undefined;
  zoneId?: number | undefined;
  languageId?: number | undefined;
  id?: number | undefined;
  exceptIds?: number[] | undefined;
  tag?: string | undefined;
  /** Subscription feed of this member: authors and courses they follow (FEED-002). */
  subscriberId?: number | undefined;
}

function whereOf(f: PostFilters): SQL {
  const parts: Array<SQL | undefined> = [livePost];
  if (f.profileId !== undefined) parts.push(eq(posts.authorId, f.profileId));
  if (f.types?.length) parts.push(inArray(posts.type, f.types));
  if (f.courseId !== undefined) parts.push(eq(posts.courseId, f.courseId));
  if (f.countryId !== undefined)
    parts.push(
      sql`${posts.courseId} IN (SELECT ${courses.id} FROM ${courses} WHERE ${courses.countryId} = ${f.countryId})`,
    );
  if (f.zoneId !== undefined)
    parts.push(
      sql`${posts.courseId} IN (SELECT ${courses.id} FROM ${courses} WHERE ${courses.zoneId} = ${f.zoneId})`,
    );
  if (f.languageId) parts.push(eq(posts.languageId, f.languageId));
  if (f.id !== undefined) parts.push(eq(posts.id, f.id));
  if (f.exceptIds?.length) parts.push(notInArray(posts.id, f.exceptIds));
  if (f.tag) parts.push(sql`${posts.hashtags} @> ARRAY[${f.tag}]::text[]`);
  if (f.subscriberId !== undefined) {
    parts.push(
      sql`(${posts.authorId} IN (SELECT ${follows.entityId} FROM ${follows} WHERE ${follows.userId} = ${f.subscriberId} AND ${follows.entityName} = 'user')
        OR ${posts.courseId} IN (SELECT ${follows.entityId} FROM ${follows} WHERE ${follows.userId} = ${f.subscriberId} AND ${follows.entityName} = 'course'))`,
    );
  }
  return and(...parts)!;
}

function baseQuery(db: Db) {
  return db
    .select(postColumns)
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .leftJoin(languages, eq(languages.id, posts.languageId))
    .leftJoin(courses, eq(courses.id, posts.courseId))
    .leftJoin(countries, eq(countries.id, courses.countryId));
}

/** A page of live posts, newest first (or most commented, OPEN-045). */
export async function findPostPage(
  db: Db,
  filters: PostFilters,
  sort: 'createdDate' | 'totalComment',
  page: number,
  limit: number,
): Promise<PostRow[]> {
  const order =
    sort === 'totalComment'
      ? [descNullsLast(posts.totalComment), descNullsLast(posts.createdAt), descNullsLast(posts.id)]
      : [descNullsLast(posts.createdAt), descNullsLast(posts.id)];
  return baseQuery(db)
    .where(whereOf(filters))
    .orderBy(...order)
    .limit(limit)
    .offset((page - 1) * limit);
}

/** How many live posts match the filters. */
export async function countPosts(db: Db, filters: PostFilters): Promise<number> {
  const totals = await db
    .select({ n: count() })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(whereOf(filters));
  return totals[0]?.n ?? 0;
}

/** A post by id, live or not (for updates and deletes), or null. */
export async function findPostRecord(db: Db, id: number): Promise<PostRecord | null> {
  const rows = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Media of the given posts, in order, grouped by post id. */
export async function findPostMedia(db: Db, postIds: number[]) {
  const map = new Map<number, Array<typeof media.$inferSelect>>();
  if (postIds.length === 0) return map;
  const rows = await db
    .select()
    .from(media)
    .where(and(eq(media.entityName, 'post'), inArray(media.entityId, postIds)))
    .orderBy(asc(media.position), asc(media.id));
  for (const row of rows) {
    const list = map.get(row.entityId) ?? [];
    list.push(row);
    map.set(row.entityId, list);
  }
  return map;
}

/** Review scores of the given type-4 posts by post id. */
export async function findRatings(db: Db, postIds: number[]) {
  if (postIds.length === 0) return new Map<number, typeof reviewRatings.$inferSelect>();
  const rows = await db.select().from(reviewRatings).where(inArray(reviewRatings.postId, postIds));
  return new Map(rows.map((r) => [r.postId, r]));
}

/** Which of the entities the member likes (LIKE-005). */
export async function findLikedIds(
  db: Db,
  userId: number,
  entityName: 'post' | 'comment',
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: likes.entityId })
    .from(likes)
    .where(
      and(eq(likes.userId, userId), eq(likes.entityName, entityName), inArray(likes.entityId, ids)),
    );
  return new Set(rows.map((r) => r.id));
}

/** Inserts a post; returns its id. Bumps the author's post count. */
export async function insertPost(
  tx: Db,
  values: Omit<typeof posts.$inferInsert, 'id'>,
): Promise<number> {
  const [row] = await tx.insert(posts).values(values).returning({ id: posts.id });
  await tx
    .update(users)
    .set({ totalPost: sql`${users.totalPost} + 1` })
    .where(eq(users.id, values.authorId));
  await adjustTags(tx, values.hashtags ?? [], []);
  return row!.id;
}

/** Updates a post's editable fields and its hashtag counters. */
export async function updatePost(
  tx: Db,
  id: number,
  values: Partial<
    Pick<PostRecord, 'type' | 'title' | 'content' | 'languageId' | 'hashtags' | 'courseId'>
  >,
  previousTags: string[],
): Promise<void> {
  await tx
    .update(posts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(posts.id, id));
  if (values.hashtags) {
    const next = new Set(values.hashtags);
    const prev = new Set(previousTags);
    await adjustTags(
      tx,
      [...next].filter((t) => !prev.has(t)),
      [...prev].filter((t) => !next.has(t)),
    );
  }
}

/**
 * Marks a post deleted (comments then read 'post-deleted'); counters follow. A hidden post
 * already left them when it was hidden (decision 042).
 */
export async function softDeletePost(tx: Db, post: PostRecord): Promise<void> {
  await tx.update(posts).set({ deletedAt: new Date() }).where(eq(posts.id, post.id));
  if (post.hiddenAt) return;
  await tx
    .update(users)
    .set({ totalPost: sql`greatest(${users.totalPost} - 1, 0)` })
    .where(eq(users.id, post.authorId));
  await adjustTags(tx, [], post.hashtags);
}

/** Keeps the tag counters (GET /tags) in step with live posts. */
export async function adjustTags(tx: Db, added: string[], removed: string[]): Promise<void> {
  for (const name of added) {
    await tx
      .insert(tags)
      .values({ name, counter: 1 })
      .onConflictDoUpdate({ target: tags.name, set: { counter: sql`${tags.counter} + 1` } });
  }
  if (removed.length > 0) {
    await tx
      .update(tags)
      .set({ counter: sql`greatest(${tags.counter} - 1, 0)` })
      .where(inArray(tags.name, removed));
  }
}

/** T66: tags by counter, most used first. */
export async function findTopTags(db: Db, limit: number) {
  return db
    .select({ name: tags.name, counter: tags.counter })
    .from(tags)
    .where(sql`${tags.counter} > 0`)
    .orderBy(desc(tags.counter), asc(tags.name))
    .limit(limit);
}

/**
 * T61 / COMM-007: counts of live posts of the given types per language; with `tag`, only of
 * the posts carrying that hashtag (facet counts narrowed by the other filter).
 */
export async function findLanguageCounts(db: Db, types: number[], tag?: string) {
  return db
    .select({ id: languages.id, names: languages.names, count: count() })
    .from(posts)
    .innerJoin(users, eq(users.id, posts.authorId))
    .innerJoin(languages, eq(languages.id, posts.languageId))
    .where(
      and(
        livePost,
        inArray(posts.type, types),
        tag === undefined ? undefined : sql`${posts.hashtags} @> ARRAY[${tag}]::text[]`,
      ),
    )
    .groupBy(languages.id, languages.names)
    .orderBy(desc(count()), asc(languages.id));
}

/**
 * COMM-007: hashtag counts among live discussions (type 8), most used first; with
 * `languageId`, only of the discussions in that language (facet counts narrow
 * with the other selected filter).
 */
export async function findDiscussionTagCounts(db: Db, limit: number, languageId?: number) {
  const inLanguage = languageId === undefined ? sql`` : sql`AND p.language_id = ${languageId}`;
  return queryRows<{ name: string; counter: number }>(
    db,
    sql`SELECT t.name, count(*)::int AS counter
        FROM posts p JOIN users u ON u.id = p.author_id, unnest(p.hashtags) AS t(name)
        WHERE p.type = 8 AND p.deleted_at IS NULL AND p.hidden_at IS NULL AND u.suspended_at IS NULL
          ${inLanguage}
        GROUP BY t.name ORDER BY counter DESC, t.name LIMIT ${limit}`,
  );
}
