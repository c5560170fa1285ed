import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  aggregatePlatforms,
  compareForRank,
  ranksInOrder,
  rankingContext,
  scoreCourse,
  shownRankingBasis,
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

/** A ranking run's results and its constants C and max log popularity. */
export interface RankingRun {
  results: RankingResultRow[];
  context: RankingContext;
}

/** {@link computeRanking} with the run's constants C and max log popularity. */
export function computeRankingWithContext(rows: readonly RankingInputRow[]): RankingRun {
  const work = rankingWork(rows);
  let step = work.next();
  while (!step.done) step = work.next();
  return step.value;
}

/**
 * {@link computeRankingWithContext} that gives the event loop a turn (`setImmediate`) between
 * its steps (decision 082): on the server a recompute of every course takes a few hundred ms of
 * CPU, which in one piece held every request arriving meanwhile.
 */
export async function computeRankingInTurns(rows: readonly RankingInputRow[]): Promise<RankingRun> {
  const work = rankingWork(rows);
  let step = work.next();
  while (!step.done) {
    await nextTurn();
    step = work.next();
  }
  return step.value;
}

/**
 * The ranking's computation in steps of tens of ms each for all 31,000 courses: it yields
 * between steps and returns the run. Pure.
 */
function* rankingWork(rows: readonly RankingInputRow[]): Generator<void, RankingRun, void> {
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
  yield;
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
  yield;

  // one sort (D-05 order) for the four levels
  const ranked = scored.filter((s) => s.row.ranked).sort(compareForRank);
  yield;
  const world = ranksInOrder(ranked, () => 'world');
  const zone = ranksInOrder(ranked, (c) => c.row.zoneId);
  yield;
  const country = ranksInOrder(ranked, (c) => c.row.countryId);
  const state = ranksInOrder(ranked, (c) => {
    const st = c.row.state?.trim().toLowerCase();
    return st ? `${c.row.countryId}|${st}` : null;
  });
  yield;

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

/**
 * Whether a computed row differs from the stored one in what readers see: the point to 2
 * decimals, B and P as the course page shows them (`shownRankingBasis`), counts and ranks.
 * Decision 082: each review moves C, and with it every course's B by a few millionths; a
 * stricter test rewrote nearly all 31,000 courses at every recompute.
 */
export function rankingChanged(
  next: RankingResultRow,
  stored: RankingResultRow | undefined,
): boolean {
  if (!stored) return true;
  const shown = shownRankingBasis(next.shrunkRating, next.popularity);
  const was = shownRankingBasis(stored.shrunkRating, stored.popularity);
  return (
    Math.round(next.point * 100) !== Math.round(stored.point * 100) ||
    shown.rating !== was.rating ||
    shown.popularity !== was.popularity ||
    shown.ratingPart !== was.ratingPart ||
    shown.popularityPart !== was.popularityPart ||
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
 * Recomputes every course's point and ranks (D-05) and writes only the rows whose shown values
 * changed (`rankingChanged`), so a recompute after one review touches a handful of rows and
 * holds the database briefly. `full` (start, imports) also refreshes the area totals and the
 * planner statistics.
 */
export async function recomputeRanking(
  db: Db,
  options: { full?: boolean } = { full: true },
): Promise<{ courses: number; changed: number }> {
  const [inputs, stored] = await Promise.all([loadRankingInputs(db), loadStoredRanking(db)]);
  const { results, context } = await computeRankingInTurns(inputs);
  await nextTurn();
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
