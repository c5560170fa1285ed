import {
  aggregatePlatforms,
  rankWithin,
  rankingContext,
  scoreCourse,
  type PlatformStat,
  type RankingContext,
} from '@bgc/shared';
import type { Db } from '../../db/client.js';
import {
  loadRankingInputs,
  loadStoredRanking,
  refreshAreaTotals,
  analyzeCourses,
  saveRankingResults,
  saveRankingContext,
  type RankingInputRow,
  type RankingResultRow,
} from './ranking.repository.js';

/**
 * D-05: computes point and world / zone / country / state ranks of every course from
 * its platform stats. Pure; the formula itself lives in @bgc/shared (ranking-formula.ts).
 * Rows that are not `ranked` (non-courses, removed, merged: RANK-018, decision 009) get a point
 * but no ranks, and take no part in C or the popularity maximum.
 */
export function computeRanking(rows: readonly RankingInputRow[]): RankingResultRow[] {
  return computeRankingWithContext(rows).results;
}

/** {@link computeRanking} with the run's constants C and max log popularity. */
export function computeRankingWithContext(rows: readonly RankingInputRow[]): {
  results: RankingResultRow[];
  context: RankingContext;
} {
  const byCourse = new Map<number, { row: RankingInputRow; stats: PlatformStat[] }>();
  for (const row of rows) {
    let entry = byCourse.get(row.id);
    if (!entry) {
      entry = { row, stats: [] };
      byCourse.set(row.id, entry);
    }
    if (row.rating !== null && row.reviewCount !== null) {
      entry.stats.push({
        rating: row.rating,
        reviewCount: row.reviewCount,
        followerCount: row.followerCount ?? 0,
      });
    }
  }
  const courses = [...byCourse.values()].map(({ row, stats }) => ({
    row,
    agg: aggregatePlatforms(stats),
  }));
  const ctx = rankingContext(courses.filter((c) => c.row.ranked).map((c) => c.agg));
  const scored = courses.map(({ row, agg }) => ({
    row,
    agg,
    score: scoreCourse(agg, ctx),
    id: row.id,
    name: row.name,
    point: 0,
    reviewCount: agg.reviewCount,
  }));
  for (const s of scored) s.point = s.score.point;

  const ranked = scored.filter((s) => s.row.ranked);
  const world = rankWithin(ranked, () => 'world');
  const zone = rankWithin(ranked, (c) => c.row.zoneId);
  const country = rankWithin(ranked, (c) => c.row.countryId);
  const state = rankWithin(ranked, (c) => {
    const st = c.row.state?.trim().toLowerCase();
    return st ? `${c.row.countryId}|${st}` : null;
  });

  const results = scored.map((s) => ({
    id: s.id,
    point: s.score.point,
    shrunkRating: s.score.shrunkRating,
    reviewCount: s.agg.reviewCount,
    followerCount: s.agg.followerCount,
    popularity: s.score.popularity,
    provisional: s.score.provisional,
    worldRank: world.get(s.id) ?? null,
    zoneRank: zone.get(s.id) ?? null,
    countryRank: country.get(s.id) ?? null,
    stateRank: state.get(s.id) ?? null,
  }));
  return { results, context: ctx };
}

/** Listeners told after each recompute (e.g. response caches to drop). */
const listeners = new Set<() => void>();
export function onRankingChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a computed row differs from the stored one in what readers see (4-decimal inputs). */
function rankingChanged(next: RankingResultRow, stored: RankingResultRow | undefined): boolean {
  if (!stored) return true;
  const near = (a: number, b: number) => Math.abs(a - b) < 5e-5;
  return (
    Math.round(next.point * 100) !== Math.round(stored.point * 100) ||
    !near(next.shrunkRating, stored.shrunkRating) ||
    !near(next.popularity, stored.popularity) ||
    next.reviewCount !== stored.reviewCount ||
    next.followerCount !== stored.followerCount ||
    next.provisional !== stored.provisional ||
    next.worldRank !== stored.worldRank ||
    next.zoneRank !== stored.zoneRank ||
    next.countryRank !== stored.countryRank ||
    next.stateRank !== stored.stateRank
  );
}

/**
 * Recomputes every course's point and ranks (D-05) and writes only the rows whose values
 * changed, so a recompute after one review touches a handful of rows and holds the database
 * briefly. `full` (start, imports) also refreshes the area totals and the planner statistics.
 */
export async function recomputeRanking(
  db: Db,
  options: { full?: boolean } = { full: true },
): Promise<{ courses: number; changed: number }> {
  const [inputs, stored] = await Promise.all([loadRankingInputs(db), loadStoredRanking(db)]);
  const { results, context } = computeRankingWithContext(inputs);
  const changed = results.filter((r) => rankingChanged(r, stored.get(r.id)));
  await saveRankingResults(db, changed);
  await saveRankingContext(db, context);
  if (options.full !== false) {
    await refreshAreaTotals(db);
    await analyzeCourses(db);
  }
  for (const listener of listeners) listener();
  return { courses: results.length, changed: changed.length };
}

/** A debounced run: `trigger` schedules it, `flush` runs a pending one now, `cancel` drops it. */
export interface DebouncedRun {
  trigger(): void;
  flush(): Promise<void>;
  cancel(): void;
}

/**
 * Runs `work` once `delayMs` after the last `trigger`, but never later than `maxWaitMs` after
 * the first trigger not yet served, so a steady stream of triggers (reviews less than `delayMs`
 * apart) still runs it every `maxWaitMs`. Runs never overlap: one that comes due while another
 * runs starts after it. A failure goes to `onError`.
 */
export function debounceWithMaxWait(
  work: () => Promise<unknown>,
  delayMs: number,
  maxWaitMs: number,
  onError: (err: unknown) => void,
): DebouncedRun {
  let timer: NodeJS.Timeout | undefined;
  let firstPendingAt: number | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    timer = undefined;
    firstPendingAt = undefined;
    running = running.then(() => work().then(() => undefined)).catch(onError);
    return running;
  };
  return {
    trigger() {
      const now = Date.now();
      firstPendingAt ??= now;
      if (timer) clearTimeout(timer);
      const wait = Math.max(0, Math.min(delayMs, firstPendingAt + maxWaitMs - now));
      timer = setTimeout(() => void run(), wait);
      timer.unref();
    },
    async flush() {
      if (timer) {
        clearTimeout(timer);
        await run();
      } else {
        await running;
      }
    },
    cancel() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      firstPendingAt = undefined;
    },
  };
}

/** How many debounce delays a pending recompute waits at most under steady rating changes. */
export const RANKING_MAX_WAIT_DELAYS = 6;

/**
 * D-05 "recomputed after review changes (debounced)": returns a trigger that runs
 * `recomputeRanking` once, `delayMs` after the last call, and at the latest
 * `RANKING_MAX_WAIT_DELAYS × delayMs` after the first call it has not served (30 s with the
 * default 5 s), so reviews arriving faster than the delay do not hold the ranking back.
 */
export function debouncedRecompute(
  db: Db,
  delayMs: number,
  onError: (err: unknown) => void,
): DebouncedRun {
  return debounceWithMaxWait(
    () => recomputeRanking(db, { full: false }),
    delayMs,
    delayMs * RANKING_MAX_WAIT_DELAYS,
    onError,
  );
}
