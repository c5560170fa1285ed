import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { PostType, type CourseClub } from '@bgc/shared';
import { oncePerDatabase, prepareNamed, type Db } from '../../db/client.js';
import { countries, courses, zones } from '../../db/schema/index.js';
import { courseColumns, type CourseRow } from './courses.repository.js';

/** D-05: one platform row of a course, as the 'why this rank' breakdown shows it. */
export interface PlatformStat {
  source: string;
  rating: number;
  reviewCount: number;
  followerCount: number;
  synthetic: boolean;
}

/** D-06: one championship played on a course. */
export interface CourseFact {
  event: string;
  eventKind: string;
  years: number[];
  sourceUrls: string[];
}

/** Decision 035: one panel-ranking appearance of a course. */
export interface CourseRecognition {
  list: string;
  listScope: string;
  edition: number;
  position: number | null;
  sourceUrls: string[];
}

/** DATA-006: one peer-course row of the About tab. */
export interface CoursePeerRow {
  id: number;
  courseId: number;
  name: string;
  holeTotal: string | null;
  par: string | null;
  courseType: string | null;
  courseArchitect: string | null;
  openDate: string | null;
  guestPolicy: string | null;
  weekdayPrice: string | null;
  weekendPrice: string | null;
  twilightPrice: string | null;
  fairway: string | null;
  green: string | null;
}

/** Everything a course page shows beyond the course row (DATA-005), read with it. */
export interface CourseDetailParts {
  /** D-05 inputs, largest review count first, then by source. */
  platforms: PlatformStat[];
  /** REV-001: our members' live reviews, how many demo members wrote, their mean overall (0 without). */
  reviews: { total: number; demo: number; overall: number };
  /** D-06, by first year played, then event. */
  facts: CourseFact[];
  /** Decision 035, newest edition first, world lists first, then position and list. */
  recognitions: CourseRecognition[];
  /** DATA-006, by position then id. */
  peers: CoursePeerRow[];
  /** D-16 / decision 034: the club and its other live courses, or null without a club. */
  club: CourseClub | null;
}

/** A course row with the parts of its page. */
export type CourseDetailRow = CourseRow & { parts: CourseDetailParts };

/** A json column as both drivers may hand it over: parsed, or as its text. */
const parsed = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * The page's parts as correlated subqueries of the course row, each a JSON value, so a course
 * page is one statement (decision 050, prepared: decision 070) instead of one query per part.
 * Each subquery reads its own index: course_platform_stats' key, posts_course_type_idx,
 * course_facts_course_event_idx, course_panel_rankings_course_list_edition_idx,
 * course_peers_course_idx, courses_club_idx.
 */
const partColumns = {
  platforms: sql<unknown>`(SELECT coalesce(json_agg(json_build_object(
      'source', s.source, 'rating', s.rating, 'reviewCount', s.review_count,
      'followerCount', s.follower_count, 'synthetic', s.synthetic)
      ORDER BY s.review_count DESC, s.source), '[]'::json)
    FROM course_platform_stats s WHERE s.course_id = ${courses.id})`,
  reviews: sql<unknown>`(SELECT json_build_object('total', count(*),
      'demo', count(*) FILTER (WHERE u.demo), 'overall', avg(r.overall))
    FROM posts p JOIN review_ratings r ON r.post_id = p.id JOIN users u ON u.id = p.author_id
    WHERE p.course_id = ${courses.id} AND p.type = ${sql.raw(String(PostType.Review))}
      AND p.deleted_at IS NULL AND p.hidden_at IS NULL)`,
  facts: sql<unknown>`(SELECT coalesce(json_agg(json_build_object('event', f.event,
      'eventKind', f.event_kind, 'years', f.years, 'sourceUrls', f.source_urls)), '[]'::json)
    FROM course_facts f WHERE f.course_id = ${courses.id})`,
  recognitions: sql<unknown>`(SELECT coalesce(json_agg(json_build_object('list', k.list,
      'listScope', k.list_scope, 'edition', k.edition, 'position', k.position,
      'sourceUrls', k.source_urls)), '[]'::json)
    FROM course_panel_rankings k WHERE k.course_id = ${courses.id})`,
  peers: sql<unknown>`(SELECT coalesce(json_agg(json_build_object('id', e.id,
      'courseId', e.course_id, 'name', e.name, 'holeTotal', e.hole_total, 'par', e.par,
      'courseType', e.course_type, 'courseArchitect', e.course_architect,
      'openDate', e.open_date, 'guestPolicy', e.guest_policy, 'weekdayPrice', e.weekday_price,
      'weekendPrice', e.weekend_price, 'twilightPrice', e.twilight_price,
      'fairway', e.fairway, 'green', e.green) ORDER BY e.position, e.id), '[]'::json)
    FROM course_peers e WHERE e.course_id = ${courses.id})`,
  club: sql<unknown>`(SELECT json_build_object('id', b.id, 'name', b.name,
      'otherCourses', coalesce((SELECT json_agg(json_build_object('id', o.id, 'name', o.name,
          'courseLabel', o.course_label, 'slug', o.slug, 'countrySlug', oc.slug,
          'rank', o.world_rank) ORDER BY o.world_rank NULLS LAST, o.name)
        FROM courses o JOIN countries oc ON oc.id = o.country_id
        WHERE o.club_id = b.id AND o.id <> ${courses.id}
          AND o.merged_into_id IS NULL AND o.removed_reason IS NULL), '[]'::json))
    FROM clubs b WHERE b.id = ${courses.clubId})`,
};

const byFirstYear = (a: CourseFact, b: CourseFact) =>
  (a.years[0] ?? 0) - (b.years[0] ?? 0) || a.event.localeCompare(b.event);

const worldFirst = (scope: string) => (scope === 'world' ? 0 : 1);
const byEdition = (a: CourseRecognition, b: CourseRecognition) =>
  b.edition - a.edition ||
  worldFirst(a.listScope) - worldFirst(b.listScope) ||
  (a.position ?? 10_000) - (b.position ?? 10_000) ||
  a.list.localeCompare(b.list);

/** The course page's statement for one way of naming the course (id, slug in a country, slug). */
function detailStatement(db: Db, match: SQL, name: string) {
  return prepareNamed(
    db
      .select({ ...courseColumns, ...partColumns })
      .from(courses)
      .innerJoin(countries, eq(countries.id, courses.countryId))
      .leftJoin(zones, eq(zones.id, courses.zoneId))
      .where(match)
      .orderBy(asc(courses.worldRank))
      .limit(1),
    name,
  );
}

/**
 * Decision 070: the three shapes of the course page's statement, prepared once per database
 * handle. Each is a named statement: on PostgreSQL every connection of the prepared statements'
 * pool plans it once (those connections force generic plans, decisions 062 and 083); PGlite
 * parses it once and keeps its generic plan (decision 083).
 */
const detailStatements = oncePerDatabase((db) => ({
  byId: detailStatement(db, eq(courses.id, sql.placeholder('id')), 'course_detail_by_id'),
  bySlugInCountry: detailStatement(
    db,
    and(eq(courses.slug, sql.placeholder('slug')), eq(countries.slug, sql.placeholder('country')))!,
    'course_detail_by_country_slug',
  ),
  bySlug: detailStatement(db, eq(courses.slug, sql.placeholder('slug')), 'course_detail_by_slug'),
}));

/**
 * T18 / T19 (DATA-005): a course with its country, zone and page parts in one statement, by id
 * or by slug (with `countrySlug` exact; without it the best-ranked course of that slug,
 * OPEN-011); null when unknown. Merged and removed rows are returned as they are.
 */
export async function findCourseDetail(
  db: Db,
  where: { id: number } | { slug: string; countrySlug?: string | undefined },
): Promise<CourseDetailRow | null> {
  const prepared = detailStatements(db);
  const rows =
    'id' in where
      ? await prepared.byId.execute({ id: where.id })
      : where.countrySlug
        ? await prepared.bySlugInCountry.execute({ slug: where.slug, country: where.countrySlug })
        : await prepared.bySlug.execute({ slug: where.slug });
  const r = rows[0];
  if (!r) return null;
  const platforms = parsed<PlatformStat[]>(r.platforms).map((p) => ({
    source: p.source,
    rating: Math.round(Number(p.rating) * 100) / 100,
    reviewCount: Number(p.reviewCount),
    followerCount: Number(p.followerCount),
    synthetic: p.synthetic,
  }));
  const reviews = parsed<{ total: number; demo: number; overall: number | null }>(r.reviews);
  const club = parsed<CourseClub | null>(r.club);
  return {
    course: r.course,
    country: r.country,
    zone: r.zone,
    parts: {
      platforms,
      reviews: {
        total: Number(reviews.total),
        demo: Number(reviews.demo),
        overall: reviews.overall === null ? 0 : Number(reviews.overall),
      },
      facts: parsed<CourseFact[]>(r.facts).sort(byFirstYear),
      recognitions: parsed<CourseRecognition[]>(r.recognitions).sort(byEdition),
      peers: parsed<CoursePeerRow[]>(r.peers),
      club,
    },
  };
}
