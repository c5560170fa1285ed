import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { oncePerDatabase, prepareNamed, queryRows, type Db } from '../../db/client.js';
import { countries, courses, zones } from '../../db/schema/index.js';
import { tokenSearch } from '../../lib/token-search.js';
import { countedPage } from '../../db/paging.js';

/** Filters of GET /courses (T17), already validated. */
export interface CourseFilters {
  countryId?: number | undefined;
  zoneId?: number | undefined;
  nameLike?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
}

const countryColumns = {
  id: countries.id,
  code: countries.code,
  slug: countries.slug,
  names: countries.names,
};

/** The select of a course row with its country and zone (course page, look-ups). */
export const courseColumns = {
  course: courses,
  country: countryColumns,
  zone: { id: zones.id, slug: zones.slug, names: zones.names },
};

/**
 * DATA-004: the columns a ranking card shows, so a list page reads 18 of the course's 60-odd
 * columns (no description, facilities or search words) and no zone (decision 050).
 */
const summaryColumns = {
  course: {
    id: courses.id,
    name: courses.name,
    latinName: courses.latinName,
    kind: courses.kind,
    slug: courses.slug,
    picture: courses.picture,
    state: courses.state,
    city: courses.city,
    address: courses.address,
    point: courses.point,
    worldRank: courses.worldRank,
    zoneRank: courses.zoneRank,
    countryRank: courses.countryRank,
    stateRank: courses.stateRank,
    provisional: courses.provisional,
    reviewCount: courses.reviewCount,
    websiteLogo: courses.websiteLogo,
    websiteBanner: courses.websiteBanner,
  },
  country: countryColumns,
};

/** A course row joined with its country and zone. */
export type CourseRow = {
  course: typeof courses.$inferSelect;
  country: { id: number; code: string; slug: string; names: typeof countries.$inferSelect.names };
  zone: { id: number; slug: string; names: typeof zones.$inferSelect.names } | null;
};

/** DATA-004: what a ranking card needs of a course row (a full {@link CourseRow} will do). */
export type CourseSummaryRow = {
  course: Pick<CourseRow['course'], keyof (typeof summaryColumns)['course']>;
  country: CourseRow['country'];
};

/**
 * Lists without a name filter are rankings: ranked rows only (RANK-018). A name
 * search also finds non-courses, as what they are, but never removed or merged rows.
 */
function whereOf(f: CourseFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (f.nameLike === undefined) parts.push(sql`${courses.worldRank} IS NOT NULL`);
  else parts.push(sql`${courses.removedReason} IS NULL AND ${courses.mergedIntoId} IS NULL`);
  if (f.countryId !== undefined) parts.push(eq(courses.countryId, f.countryId));
  if (f.zoneId !== undefined) parts.push(eq(courses.zoneId, f.zoneId));
  if (f.nameLike !== undefined) parts.push(searchOf(f.nameLike)?.match ?? sql`false`);
  if (f.city !== undefined) parts.push(sql`lower(${courses.city}) = lower(${f.city})`);
  if (f.state !== undefined) parts.push(sql`lower(${courses.state}) = lower(${f.state})`);
  return parts.length > 0 ? and(...parts) : undefined;
}

/**
 * Decision 034: every typed token against the course's search words (names,
 * club, aliases, town, Latin transliteration), quality tiers on the display name.
 */
function searchOf(text: string) {
  return tokenSearch(sql`${courses.searchText}`, sql`${courses.searchName}`, text);
}

/**
 * The rank column matching the filter, so each list reads its own index in order; a name
 * search orders by match quality (decision 034's tiers), then notability (point, 11.4).
 */
function orderOf(f: CourseFilters) {
  const search = f.nameLike !== undefined ? searchOf(f.nameLike) : null;
  if (search) return [asc(search.tier), desc(courses.point), asc(courses.id)];
  if (f.countryId !== undefined) return [asc(courses.countryRank), asc(courses.id)];
  if (f.zoneId !== undefined) return [asc(courses.zoneRank), asc(courses.id)];
  return [asc(courses.worldRank), asc(courses.id)];
}

/**
 * Ranks are contiguous (1..N) within the world, a zone and a country, so a ranking page is
 * a range of its rank column: an index range scan instead of an OFFSET that reads every
 * skipped row. The area of such a list (filtered by one area at most), or null.
 */
function rankedArea(f: CourseFilters): 'world' | 'zone' | 'country' | null {
  if (f.nameLike !== undefined || f.city !== undefined || f.state !== undefined) return null;
  if (f.countryId !== undefined && f.zoneId !== undefined) return null;
  return f.countryId !== undefined ? 'country' : f.zoneId !== undefined ? 'zone' : 'world';
}

/** A ranking statement: the ranked courses of one area whose `rank` is in [first, last]. */
function rankingStatement(
  db: Db,
  area: SQL | undefined,
  rank: typeof courses.worldRank | typeof courses.zoneRank | typeof courses.countryRank,
  name: string,
) {
  return prepareNamed(
    db
      .select(summaryColumns)
      .from(courses)
      .innerJoin(countries, eq(countries.id, courses.countryId))
      .where(
        and(
          sql`${courses.worldRank} IS NOT NULL`,
          area,
          sql`${rank} BETWEEN ${sql.placeholder('first')} AND ${sql.placeholder('last')}`,
        ),
      )
      .orderBy(asc(rank), asc(courses.id)),
    name,
  );
}

/**
 * Decision 070: the ranking pages of the world, a zone and a country (RANK-007, RANK-019), each
 * prepared once per database handle, so PostgreSQL plans each once per pool connection.
 */
const rankingStatements = oncePerDatabase((db) => {
  const area = sql.placeholder('area');
  return {
    world: rankingStatement(db, undefined, courses.worldRank, 'ranking_world_range'),
    zone: rankingStatement(db, eq(courses.zoneId, area), courses.zoneRank, 'ranking_zone_range'),
    country: rankingStatement(
      db,
      eq(courses.countryId, area),
      courses.countryRank,
      'ranking_country_range',
    ),
  };
});

/**
 * One page of courses in rank order (point desc, D-05 tie-breaks) and the total
 * matching the filters. `page` from 1. `knownTotal` (the area's course count) spares the count.
 */
export async function findCoursePage(
  db: Db,
  filters: CourseFilters,
  page: number,
  limit: number,
  knownTotal?: number,
): Promise<{ rows: CourseSummaryRow[]; total: number }> {
  const where = whereOf(filters);
  const area = rankedArea(filters);
  if (area) {
    const first = (page - 1) * limit + 1;
    const rows = await rankingStatements(db)[area].execute({
      area: filters.countryId ?? filters.zoneId,
      first,
      last: first + limit - 1,
    });
    const total =
      knownTotal ?? (await db.select({ n: count() }).from(courses).where(where))[0]?.n ?? 0;
    return { rows, total };
  }
  const query = db
    .select(summaryColumns)
    .from(courses)
    .innerJoin(countries, eq(countries.id, courses.countryId))
    .where(where)
    .orderBy(...orderOf(filters))
    .$dynamic();
  return countedPage(db, courses, where, query, page, limit);
}

/** A course by id, or null. */
export async function findCourseById(db: Db, id: number): Promise<CourseRow | null> {
  const rows = await db
    .select(courseColumns)
    .from(courses)
    .innerJoin(countries, eq(countries.id, courses.countryId))
    .leftJoin(zones, eq(zones.id, courses.zoneId))
    .where(eq(courses.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Whether any platform stat of the course is synthetic (D-06). */
export async function hasSyntheticStats(db: Db, courseId: number): Promise<boolean> {
  const rows = await queryRows<{ synthetic: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM course_platform_stats WHERE course_id = ${courseId} AND synthetic) AS synthetic`,
  );
  return Boolean(rows[0]?.synthetic);
}

/** Every course's country slug and slug, in world-rank order (sitemap). */
export async function listCoursePaths(db: Db): Promise<Array<{ country: string; slug: string }>> {
  return db
    .select({ country: countries.slug, slug: courses.slug })
    .from(courses)
    .innerJoin(countries, eq(countries.id, courses.countryId))
    .where(sql`${courses.mergedIntoId} IS NULL`)
    .orderBy(asc(courses.worldRank));
}

/** Course counts per country and zone and in the world (kept by the ranking recompute). */
export interface AreaTotals {
  world: number;
  countries: Map<number, number>;
  zones: Map<number, number>;
}

export async function findAreaTotals(db: Db): Promise<AreaTotals> {
  const [countryRows, zoneRows] = await Promise.all([
    db.select({ id: countries.id, n: countries.totalCourse }).from(countries),
    db.select({ id: zones.id, n: zones.totalCourse }).from(zones),
  ]);
  return {
    world: countryRows.reduce((sum, r) => sum + r.n, 0),
    countries: new Map(countryRows.map((r) => [r.id, r.n])),
    zones: new Map(zoneRows.map((r) => [r.id, r.n])),
  };
}

/** MAP-003: id and coordinates of the courses of an area (or the world) that have them. */
export async function findLocations(
  db: Db,
  filter: { countryId?: number | undefined; zoneId?: number | undefined },
): Promise<Array<{ id: number; lat: number; lng: number }>> {
  const parts: SQL[] = [
    sql`${courses.latitude} IS NOT NULL`,
    sql`${courses.longitude} IS NOT NULL`,
    // RANK-018: removed and merged rows are off the map too
    sql`${courses.removedReason} IS NULL AND ${courses.mergedIntoId} IS NULL`,
  ];
  if (filter.countryId !== undefined) parts.push(eq(courses.countryId, filter.countryId));
  if (filter.zoneId !== undefined) parts.push(eq(courses.zoneId, filter.zoneId));
  const rows = await db
    .select({ id: courses.id, lat: courses.latitude, lng: courses.longitude })
    .from(courses)
    .where(and(...parts))
    .orderBy(asc(courses.id));
  return rows as Array<{ id: number; lat: number; lng: number }>;
}
