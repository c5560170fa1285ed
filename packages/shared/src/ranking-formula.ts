import {
  RANKING_POPULARITY_WEIGHT,
  RANKING_PRIOR_WEIGHT,
  RANKING_PROVISIONAL_BELOW,
  RANKING_RATING_WEIGHT,
} from './constants.js';

/** One platform's figures for a course (D-05): rating 0..5, counts >= 0. */
export interface PlatformStat {
  rating: number;
  reviewCount: number;
  followerCount: number;
}

/** The per-course aggregate of D-05 before the global constants are known. */
export interface CourseAggregate {
  /** N = sum of review counts. */
  reviewCount: number;
  /** R = review-weighted mean rating (0..5); null when N = 0. */
  rating: number | null;
  /** Sum of follower counts. */
  followerCount: number;
}

/** D-05: N, R and the follower sum of one course over its platforms. */
export function aggregatePlatforms(stats: readonly PlatformStat[]): CourseAggregate {
  let n = 0;
  let weighted = 0;
  let followers = 0;
  for (const s of stats) {
    n += s.reviewCount;
    weighted += s.reviewCount * s.rating;
    followers += s.followerCount;
  }
  return { reviewCount: n, rating: n > 0 ? weighted / n : null, followerCount: followers };
}

/** Global constants of one ranking run: C (mean rating) and the largest log popularity. */
export interface RankingContext {
  meanRating: number;
  maxLogPopularity: number;
}

/** D-05: C = mean of R over the courses that have reviews; max of log10(1 + N + followers). */
export function rankingContext(aggregates: readonly CourseAggregate[]): RankingContext {
  let sum = 0;
  let count = 0;
  let maxLog = 0;
  for (const a of aggregates) {
    if (a.rating !== null) {
      sum += a.rating;
      count += 1;
    }
    maxLog = Math.max(maxLog, Math.log10(1 + a.reviewCount + a.followerCount));
  }
  return { meanRating: count > 0 ? sum / count : 0, maxLogPopularity: maxLog };
}

export interface CourseScore {
  /** B: rating shrunk toward C (0..5). */
  shrunkRating: number;
  /** P: popularity 0..1. */
  popularity: number;
  /** point = round(100 · (0.8 · B/5 + 0.2 · P), 2), 0..100. */
  point: number;
  /** N < 10: ranked but provisional. */
  provisional: boolean;
}

/** D-05: the score of one course given the run's context. */
export function scoreCourse(a: CourseAggregate, ctx: RankingContext): CourseScore {
  const m = RANKING_PRIOR_WEIGHT;
  const n = a.reviewCount;
  const shrunkRating = (n * (a.rating ?? 0) + m * ctx.meanRating) / (n + m);
  const popularity =
    ctx.maxLogPopularity > 0 ? Math.log10(1 + n + a.followerCount) / ctx.maxLogPopularity : 0;
  const raw =
    100 * (RANKING_RATING_WEIGHT * (shrunkRating / 5) + RANKING_POPULARITY_WEIGHT * popularity);
  return {
    shrunkRating,
    popularity,
    point: Math.round(raw * 100) / 100,
    provisional: n < RANKING_PROVISIONAL_BELOW,
  };
}

/** `v` rounded to `digits` decimals (`Math.round`: halves up), for the figures the API sends. */
export const roundTo = (v: number, digits: number): number =>
  Math.round(v * 10 ** digits) / 10 ** digits;

/** B and P as a course page shows them (its ranking basis, D-06), each part in points. */
export interface ShownRankingBasis {
  /** B to 2 decimals. */
  rating: number;
  /** P to 4 decimals. */
  popularity: number;
  /** B's share of the point, 100 · 0.8 · B / 5, to 2 decimals. */
  ratingPart: number;
  /** P's share of the point, 100 · 0.2 · P, to 2 decimals. */
  popularityPart: number;
}

/**
 * What readers see of a course's B and P: the course page shows these figures, and a ranking
 * recompute writes a course's B and P again only when they change (decision 082).
 */
export function shownRankingBasis(shrunkRating: number, popularity: number): ShownRankingBasis {
  return {
    rating: roundTo(shrunkRating, 2),
    popularity: roundTo(popularity, 4),
    ratingPart: roundTo(100 * RANKING_RATING_WEIGHT * (shrunkRating / 5), 2),
    popularityPart: roundTo(100 * RANKING_POPULARITY_WEIGHT * popularity, 2),
  };
}

/** Sort key of D-05 ranks: point desc, then N desc, then name, then id. */
export interface RankableCourse {
  id: number;
  name: string;
  point: number;
  reviewCount: number;
}

/** D-05 tie-break order, usable with Array.prototype.sort. */
export function compareForRank(a: RankableCourse, b: RankableCourse): number {
  return (
    b.point - a.point ||
    b.reviewCount - a.reviewCount ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
    a.id - b.id
  );
}

/**
 * Ranks within groups: returns id -> rank (from 1) for each group key given by `groupOf`
 * (null key = not ranked in that level, e.g. a course without a state).
 */
export function rankWithin<T extends RankableCourse>(
  courses: readonly T[],
  groupOf: (c: T) => string | number | null,
): Map<number, number> {
  return ranksInOrder([...courses].sort(compareForRank), groupOf);
}

/**
 * {@link rankWithin} of courses already in D-05 order (sorted with compareForRank), so that
 * one sort serves every level (world, zone, country, state).
 */
export function ranksInOrder<T extends RankableCourse>(
  sorted: readonly T[],
  groupOf: (c: T) => string | number | null,
): Map<number, number> {
  const counters = new Map<string | number, number>();
  const ranks = new Map<number, number>();
  for (const c of sorted) {
    const key = groupOf(c);
    if (key === null) continue;
    const next = (counters.get(key) ?? 0) + 1;
    counters.set(key, next);
    ranks.set(c.id, next);
  }
  return ranks;
}
