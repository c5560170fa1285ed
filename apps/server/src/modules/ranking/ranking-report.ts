import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { loadCourseEvidence, notabilityByCourse } from '../../seed/course-evidence.js';
import { syntheticStats } from '../../seed/synthetic-stats.js';
import { courseIdsBySourceId, readShippedCsv } from '../../seed/shipped-csv.js';
import { defaultPanelConsensusFile } from '../../seed/panel-consensus-import.js';
import type { RankingInputRow } from './ranking.repository.js';
import { computeRanking } from './ranking.service.js';

/**
 * Decision 035's targets, measured on the whole list in memory (the database is only read):
 * the synthetic stats are regenerated from the evidence (optionally leaving one list edition
 * out) and ranked with D-05 beside the real (non-synthetic) platform rows.
 */

/** A course as the report ranks it. */
interface ReportCourse {
  id: number;
  name: string;
  country: string;
  countryId: number;
  zoneId: number | null;
  state: string | null;
  ranked: boolean;
}

/** Minimum world-list editions that make a course 'world-listed' (target 1). */
export const WORLD_LISTED_EDITIONS = 3;
/** Countries whose latest national top 10 is compared leave-one-out (target 3). */
export const OVERLAP_COUNTRIES = ['US', 'AU', 'NZ', 'IE'] as const;
/** An edition is 'a top 10' when the file holds at least this many of its positions 1–10. */
export const TOP10_READ_AT_LEAST = 8;

export interface CountryFit {
  country: string;
  listed: number;
  inTop10: number;
  /** min(10, listed): how many fit. */
  target: number;
}

export interface Overlap {
  country: string;
  list: string;
  edition: number;
  /** Courses of that edition's top 10 linked to our table. */
  linked: number;
  /** Of those, how many have evidence besides the left-out edition (the best possible overlap). */
  withOtherEvidence: number;
  overlap: number;
  ourTop10: string[];
}

export interface RankingReport {
  worldListed: { count: number; inTop100: number; missing: string[] };
  countries: CountryFit[];
  overlaps: Overlap[];
  worldTop30: string[];
  countryTop10: Record<string, string[]>;
  memberReview: { course: string; before: number; after: number }[];
}

async function loadCourses(db: Db): Promise<{ courses: ReportCourse[]; real: RankingInputRow[] }> {
  const rows = await queryRows<{
    id: number;
    name: string;
    code: string;
    country_id: number;
    zone_id: number | null;
    state: string | null;
    ranked: boolean;
  }>(
    db,
    sql`SELECT c.id, c.name, k.code, c.country_id, c.zone_id, c.state,
               (c.kind = 'course' AND c.removed_reason IS NULL AND c.merged_into_id IS NULL) AS ranked
        FROM courses c JOIN countries k ON k.id = c.country_id`,
  );
  const courses = rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    country: r.code,
    countryId: Number(r.country_id),
    zoneId: r.zone_id === null ? null : Number(r.zone_id),
    state: r.state,
    ranked: r.ranked,
  }));
  const byId = new Map(courses.map((c) => [c.id, c]));
  const stats = await queryRows<{
    course_id: number;
    rating: number;
    review_count: number;
    follower_count: number;
  }>(
    db,
    sql`SELECT course_id, rating, review_count, follower_count FROM course_platform_stats
        WHERE NOT synthetic`,
  );
  const real = stats.flatMap((s) => {
    const c = byId.get(Number(s.course_id));
    return c
      ? [
          row(c, {
            rating: Number(s.rating),
            reviewCount: Number(s.review_count),
            followerCount: Number(s.follower_count),
          }),
        ]
      : [];
  });
  return { courses, real };
}

function row(
  c: ReportCourse,
  s: { rating: number; reviewCount: number; followerCount: number } | null,
): RankingInputRow {
  return {
    id: c.id,
    name: c.name,
    countryId: c.countryId,
    zoneId: c.zoneId,
    state: c.state,
    ranked: c.ranked,
    rating: s?.rating ?? null,
    reviewCount: s?.reviewCount ?? null,
    followerCount: s?.followerCount ?? null,
  };
}

/** World rank and country rank by course id for the given notability and extra rows. */
function rank(
  courses: readonly ReportCourse[],
  real: readonly RankingInputRow[],
  notability: Map<number, number>,
  extra: readonly RankingInputRow[] = [],
): Map<number, { world: number | null; country: number | null }> {
  const inputs: RankingInputRow[] = [...real, ...extra];
  for (const c of courses) {
    inputs.push(row(c, null));
    for (const s of syntheticStats(notability.get(c.id) ?? 0)) inputs.push(row(c, s));
  }
  return new Map(
    computeRanking(inputs).map((r) => [r.id, { world: r.worldRank, country: r.countryRank }]),
  );
}

/** Ids of a ranking's top `n` (world, or one country), best first. */
function top(
  ranks: Map<number, { world: number | null; country: number | null }>,
  courses: readonly ReportCourse[],
  n: number,
  country?: string,
): ReportCourse[] {
  return courses
    .filter((c) => (country === undefined || c.country === country) && ranks.get(c.id)?.world)
    .sort((a, b) => ranks.get(a.id)!.world! - ranks.get(b.id)!.world!)
    .slice(0, n);
}

/** The latest national edition of `country` with ≥ TOP10_READ_AT_LEAST of its top 10 in the file. */
function latestTop10(records: Record<string, string>[], country: string) {
  const editions = new Map<string, { list: string; edition: number; sourceIds: string[] }>();
  for (const r of records) {
    const position = Number(r.position || 0);
    if (r.list_scope !== country || position < 1 || position > 10) continue;
    const key = `${r.list}|${r.edition}`;
    const e = editions.get(key) ?? { list: r.list!, edition: Number(r.edition), sourceIds: [] };
    e.sourceIds.push((r.source_id ?? '').trim());
    editions.set(key, e);
  }
  return [...editions.values()]
    .filter((e) => e.sourceIds.length >= TOP10_READ_AT_LEAST)
    .sort((a, b) => b.edition - a.edition || b.sourceIds.length - a.sourceIds.length)[0];
}

/**
 * Computes the figures of decision 035 (targets) on the database's courses and evidence:
 * world-listed courses in the world top 100 and in their country's top 10, the leave-one-out
 * overlaps, the world top 30, five countries' top 10s, and how one 5-star member review moves
 * an ordinary and a famous course (D-05 unchanged).
 */
export async function rankingReport(
  db: Db,
  panelFile: string = defaultPanelConsensusFile(),
  shownCountries: readonly string[] = ['US', 'GB', 'AU', 'FR', 'JP'],
): Promise<RankingReport> {
  const [{ courses, real }, evidence] = await Promise.all([
    loadCourses(db),
    loadCourseEvidence(db),
  ]);
  const byId = new Map(courses.map((c) => [c.id, c]));
  const ranks = rank(courses, real, notabilityByCourse(evidence));

  const listed = [...evidence.byCourse]
    .filter(([id, e]) => {
      const editions = new Set(
        e.appearances.filter((a) => a.listScope === 'world').map((a) => `${a.list}|${a.edition}`),
      );
      return editions.size >= WORLD_LISTED_EDITIONS && byId.get(id)?.ranked;
    })
    .map(([id]) => byId.get(id)!);
  const top100 = new Set(top(ranks, courses, 100).map((c) => c.id));
  const countries = [...new Set(listed.map((c) => c.country))].sort().map((country) => {
    const mine = listed.filter((c) => c.country === country);
    const top10 = new Set(top(ranks, courses, 10, country).map((c) => c.id));
    return {
      country,
      listed: mine.length,
      inTop10: mine.filter((c) => top10.has(c.id)).length,
      target: Math.min(10, mine.length),
    };
  });

  const { records } = readShippedCsv(panelFile);
  const overlaps: Overlap[] = [];
  for (const country of OVERLAP_COUNTRIES) {
    const ed = latestTop10(records, country);
    if (!ed) continue;
    const ids = await courseIdsBySourceId(db, ed.sourceIds.filter(Boolean), { followMerges: true });
    const theirs = new Set(ids.values());
    const keep = (a: { list: string; edition: number }) =>
      !(a.list === ed.list && a.edition === ed.edition);
    const left = notabilityByCourse(evidence, keep);
    const ours = top(rank(courses, real, left), courses, 10, country);
    overlaps.push({
      country,
      list: ed.list,
      edition: ed.edition,
      linked: theirs.size,
      withOtherEvidence: [...theirs].filter((id) => left.has(id)).length,
      overlap: ours.filter((c) => theirs.has(c.id)).length,
      ourTop10: ours.map((c) => c.name),
    });
  }

  const worldTop = top(ranks, courses, 30);
  const rated = new Set(real.map((r) => r.id));
  const ordinary = courses
    .filter((c) => c.ranked && !evidence.byCourse.has(c.id) && !rated.has(c.id))
    .sort((a, b) => a.id - b.id)[0];
  const memberReview = [];
  for (const c of [ordinary, worldTop[0]]) {
    if (!c) continue;
    const review = row(c, { rating: 5, reviewCount: 1, followerCount: 0 });
    const after = rank(courses, real, notabilityByCourse(evidence), [review]);
    memberReview.push({
      course: c.name,
      before: ranks.get(c.id)!.world!,
      after: after.get(c.id)!.world!,
    });
  }
  return {
    worldListed: {
      count: listed.length,
      inTop100: listed.filter((c) => top100.has(c.id)).length,
      missing: listed.filter((c) => !top100.has(c.id)).map((c) => c.name),
    },
    countries,
    overlaps,
    worldTop30: worldTop.map((c) => `${c.name} (${c.country})`),
    countryTop10: Object.fromEntries(
      shownCountries.map((k) => [k, top(ranks, courses, 10, k).map((c) => c.name)]),
    ),
    memberReview,
  };
}
