import { eq, sql } from 'drizzle-orm';
import type { RankingContext } from '@bgc/shared';
import { queryRows, type Db } from '../../db/client.js';
import { appMeta } from '../../db/schema/index.js';

/** app_meta key of the last recompute's C and max log popularity. */
export const RANKING_CONTEXT_META_KEY = 'ranking_context';

/** Stores the constants of the last recompute, for the 'why this rank' breakdown. */
export async function saveRankingContext(db: Db, context: RankingContext): Promise<void> {
  const value = JSON.stringify(context);
  await db
    .insert(appMeta)
    .values({ key: RANKING_CONTEXT_META_KEY, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}

/** The constants of the last recompute, or zeros before the first one. */
export async function loadRankingContext(db: Db): Promise<RankingContext> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, RANKING_CONTEXT_META_KEY));
  try {
    const parsed = JSON.parse(rows[0]?.value ?? '{}') as Partial<RankingContext>;
    return {
      meanRating: Number(parsed.meanRating ?? 0),
      maxLogPopularity: Number(parsed.maxLogPopularity ?? 0),
    };
  } catch {
    return { meanRating: 0, maxLogPopularity: 0 };
  }
}

/** Course ids per statement when a recompute reads every course (decision 082). */
const RANKING_READ_RANGE = 4000;

/**
 * Reads every course in ranges of RANKING_READ_RANGE ids, one statement per range (decision
 * 082): the rows of one answer are decoded in one go on the server's thread, and a single
 * answer for all 31,000 courses held it for about 180 ms. Returns the ranges' rows in order.
 */
async function readByIdRanges<T>(
  db: Db,
  read: (after: number, upTo: number) => Promise<T[]>,
): Promise<T[]> {
  const [top] = await queryRows<{ max: number | null }>(
    db,
    sql`SELECT max(id)::int AS max FROM courses`,
  );
  const last = Number(top?.max ?? 0);
  const rows: T[] = [];
  for (let after = 0; after < last; after += RANKING_READ_RANGE) {
    for (const row of await read(after, after + RANKING_READ_RANGE)) rows.push(row);
  }
  return rows;
}

/** One course's ranking inputs: its grouping keys and its platform stats. */
export interface RankingInputRow {
  id: number;
  name: string;
  countryId: number;
  zoneId: number | null;
  state: string | null;
  /** RANK-018: false for non-courses, removed and merged rows (no ranks). */
  ranked: boolean;
  rating: number | null;
  reviewCount: number | null;
  followerCount: number | null;
}

/** The computed ranking columns of one course (D-05). */
export interface RankingResultRow {
  id: number;
  point: number;
  shrunkRating: number;
  reviewCount: number;
  followerCount: number;
  popularity: number;
  provisional: boolean;
  worldRank: number | null;
  zoneRank: number | null;
  countryRank: number | null;
  stateRank: number | null;
}

/** Reads every course with each of its platform stats (one row per course and platform). */
export async function loadRankingInputs(db: Db): Promise<RankingInputRow[]> {
  const rows = await readByIdRanges(db, (after, upTo) =>
    queryRows<{
      id: number;
      name: string;
      country_id: number;
      zone_id: number | null;
      state: string | null;
      ranked: boolean;
      rating: number | null;
      review_count: number | null;
      follower_count: number | null;
    }>(
      db,
      sql`
      SELECT c.id, c.name, c.country_id, c.zone_id, c.state,
             (c.kind = 'course' AND c.removed_reason IS NULL AND c.merged_into_id IS NULL) AS ranked,
             s.rating, s.review_count, s.follower_count
      FROM courses c
      LEFT JOIN course_platform_stats s ON s.course_id = c.id
      WHERE c.id > ${after} AND c.id <= ${upTo}
    `,
    ),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    countryId: Number(r.country_id),
    zoneId: r.zone_id === null ? null : Number(r.zone_id),
    state: r.state,
    ranked: r.ranked,
    rating: r.rating === null ? null : Number(r.rating),
    reviewCount: r.review_count === null ? null : Number(r.review_count),
    followerCount: r.follower_count === null ? null : Number(r.follower_count),
  }));
}

/** Writes the ranking columns of every given course in one statement per 5,000 rows. */
export async function saveRankingResults(db: Db, rows: readonly RankingResultRow[]): Promise<void> {
  const chunk = 5000;
  for (let i = 0; i < rows.length; i += chunk) {
    const json = JSON.stringify(rows.slice(i, i + chunk));
    await db.execute(sql`
      UPDATE courses AS c SET
        point = v."point", shrunk_rating = v."shrunkRating", review_count = v."reviewCount",
        follower_count = v."followerCount", popularity = v."popularity", provisional = v."provisional",
        world_rank = v."worldRank", zone_rank = v."zoneRank", country_rank = v."countryRank",
        state_rank = v."stateRank", updated_at = now()
      FROM jsonb_to_recordset(${json}::jsonb) AS v(
        "id" int, "point" numeric, "shrunkRating" double precision, "reviewCount" int,
        "followerCount" int, "popularity" double precision, "provisional" boolean,
        "worldRank" int, "zoneRank" int, "countryRank" int, "stateRank" int)
      WHERE c.id = v."id"
        -- rows whose ranking did not change are left alone (a restart rewrites nothing)
        AND (c.point, c.shrunk_rating, c.review_count, c.follower_count, c.popularity, c.provisional,
             c.world_rank, c.zone_rank, c.country_rank, c.state_rank)
            IS DISTINCT FROM
            (v."point"::numeric(6,2), v."shrunkRating", v."reviewCount", v."followerCount", v."popularity",
             v."provisional", v."worldRank", v."zoneRank", v."countryRank", v."stateRank")
    `);
  }
}

/** Refreshes the planner statistics after a recompute (bulk updates leave them stale). */
export async function analyzeCourses(db: Db): Promise<void> {
  await db.execute(sql`ANALYZE courses`);
}

/**
 * Refreshes the course totals of countries and zones (DATA-007 totalCourse): the ranked
 * courses only, so totals match the ranking pages.
 */
export async function refreshAreaTotals(db: Db): Promise<void> {
  const areas = [
    { table: 'countries', courseColumn: 'country_id' },
    { table: 'zones', courseColumn: 'zone_id' },
  ];
  for (const { table, courseColumn } of areas) {
    const area = sql.identifier(table);
    await db.execute(sql`
      UPDATE ${area} SET total_course = coalesce(t.n, 0)
      FROM (SELECT a.id, count(c.id)::int AS n FROM ${area} a
            LEFT JOIN courses c ON c.${sql.identifier(courseColumn)} = a.id
              AND c.world_rank IS NOT NULL GROUP BY a.id) t
      WHERE ${area}.id = t.id
    `);
  }
}

/** The stored ranking columns of every course, to write only what a recompute changed. */
export async function loadStoredRanking(db: Db): Promise<Map<number, RankingResultRow>> {
  const rows = await readByIdRanges(db, (after, upTo) =>
    queryRows<{
      id: number;
      point: string | number;
      shrunk_rating: number;
      review_count: number;
      follower_count: number;
      popularity: number;
      provisional: boolean;
      world_rank: number | null;
      zone_rank: number | null;
      country_rank: number | null;
      state_rank: number | null;
    }>(
      db,
      sql`SELECT id, point, shrunk_rating, review_count, follower_count, popularity, provisional,
                 world_rank, zone_rank, country_rank, state_rank FROM courses
          WHERE id > ${after} AND id <= ${upTo}`,
    ),
  );
  return new Map(
    rows.map((r) => [
      Number(r.id),
      {
        id: Number(r.id),
        point: Number(r.point),
        shrunkRating: Number(r.shrunk_rating),
        reviewCount: Number(r.review_count),
        followerCount: Number(r.follower_count),
        popularity: Number(r.popularity),
        provisional: r.provisional,
        worldRank: r.world_rank === null ? null : Number(r.world_rank),
        zoneRank: r.zone_rank === null ? null : Number(r.zone_rank),
        countryRank: r.country_rank === null ? null : Number(r.country_rank),
        stateRank: r.state_rank === null ? null : Number(r.state_rank),
      },
    ]),
  );
}
