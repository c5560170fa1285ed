/**
 * D-06 / decision 036 (generator version 3): deterministic synthetic platform stats of a course,
 * stored with `synthetic = true`, computed from its notability alone (0..1, from the real panel
 * rankings and championship facts, `evidenceNotability` in @bgc/shared, decision 035). No
 * per-course noise: the same notability always gives the same figures, and a course without
 * evidence (n = 0) gets no synthetic rows at all — it keeps D-05's neutral prior (B = C, P = 0),
 * so all such courses share one point and are listed by the D-05 tie-break.
 *
 * For n > 0, per platform (share: Google 1, Tripadvisor 0.5, Facebook 0.3):
 * - rating `4.3 + 0.65·n`, rounded to 0.1 (4.3..4.95);
 * - reviews `round(n · 5000 · share)`, at least 10 (a course with evidence is never provisional);
 * - followers: Facebook `round(n · 120000)`, the others `round(reviews · 1.5)`.
 */
export const SYNTHETIC_PLATFORMS = ['google', 'tripadvisor', 'facebook'] as const;

/** Bump when the generator changes: start-up regenerates every synthetic row (decision 009). */
export const SYNTHETIC_STATS_VERSION = 3;

export const SYNTHETIC_RATING_FLOOR = 4.3;
export const SYNTHETIC_RATING_GAIN = 0.65;
export const SYNTHETIC_REVIEWS = 5000;
export const SYNTHETIC_MIN_REVIEWS = 10;
export const SYNTHETIC_FOLLOWERS = 120_000;
export const SYNTHETIC_FOLLOWERS_PER_REVIEW = 1.5;
const PLATFORM_SHARE: Readonly<Record<(typeof SYNTHETIC_PLATFORMS)[number], number>> = {
  google: 1,
  tripadvisor: 0.5,
  facebook: 0.3,
};

export interface SyntheticStat {
  source: (typeof SYNTHETIC_PLATFORMS)[number];
  rating: number;
  reviewCount: number;
  followerCount: number;
}

/**
 * The synthetic platform rows of a course of notability `notability` (0..1): three rows
 * (rating 0..5 with one decimal, integer counts) when it is above 0, none without evidence.
 */
export function syntheticStats(notability: number): SyntheticStat[] {
  const n = Math.min(1, Math.max(0, notability));
  if (!(n > 0)) return [];
  const rating = Math.round((SYNTHETIC_RATING_FLOOR + SYNTHETIC_RATING_GAIN * n) * 10) / 10;
  return SYNTHETIC_PLATFORMS.map((source) => {
    const reviewCount = Math.max(
      SYNTHETIC_MIN_REVIEWS,
      Math.round(n * SYNTHETIC_REVIEWS * PLATFORM_SHARE[source]),
    );
    const followerCount =
      source === 'facebook'
        ? Math.round(n * SYNTHETIC_FOLLOWERS)
        : Math.round(reviewCount * SYNTHETIC_FOLLOWERS_PER_REVIEW);
    return { source, rating, reviewCount, followerCount };
  });
}
