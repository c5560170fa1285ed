import { createHash } from 'node:crypto';

/**
 * D-06 / issue 11.2 (decision 009): deterministic synthetic platform stats of a course, stored
 * with `synthetic = true`, anchored on its notability (0..1, from the real championship facts,
 * `notabilityOf` in @bgc/shared). The same inputs always give the same figures.
 *
 * - A hidden quality `q` in 0..1 is hashed from the course's `source_id`.
 * - Rating target: `3.4 + 0.9·q` without facts (3.4..4.3, ordinary); a championship venue gets
 *   at least `4.45 + 0.4·n + 0.1·q` (4.45..4.95). Each platform adds ±0.1 and rounds to 0.1.
 * - Reviews per platform: `u³ · 250 · richness` (heavy-tailed, richness 1..3.7 from website,
 *   phone, 18 holes) plus, for venues, `n · 5000 · (0.6 + 0.8·u')` scaled by the platform's share
 *   (Google 1, Tripadvisor 0.5, Facebook 0.3).
 * - Followers: Facebook `u³ · 4000 · richness + n · 120000 · (0.6 + 0.8·u')`; the other
 *   platforms `reviews · 3 · u`.
 */
export const SYNTHETIC_PLATFORMS = ['google', 'tripadvisor', 'facebook'] as const;

/** Bump when the generator changes: start-up regenerates every synthetic row (decision 009). */
export const SYNTHETIC_STATS_VERSION = 2;

export const SYNTHETIC_RATING_BASE = 3.4;
export const SYNTHETIC_RATING_SPREAD = 0.9;
export const SYNTHETIC_VENUE_RATING_FLOOR = 4.35;
export const SYNTHETIC_VENUE_RATING_GAIN = 0.6;
export const SYNTHETIC_BASE_REVIEWS = 250;
export const SYNTHETIC_VENUE_REVIEWS = 5000;
export const SYNTHETIC_BASE_FOLLOWERS = 4000;
export const SYNTHETIC_VENUE_FOLLOWERS = 120_000;
const PLATFORM_SHARE: Readonly<Record<(typeof SYNTHETIC_PLATFORMS)[number], number>> = {
  google: 1,
  tripadvisor: 0.5,
  facebook: 0.3,
};

export interface SyntheticInput {
  sourceId: string;
  hasWebsite: boolean;
  hasPhone: boolean;
  holeTotal: number | null;
  /** 0..1 from the championship facts; 0 for a course without facts. */
  notability: number;
}

export interface SyntheticStat {
  source: (typeof SYNTHETIC_PLATFORMS)[number];
  rating: number;
  reviewCount: number;
  followerCount: number;
}

/** A 0..1 number derived from the hash of `seed`. */
function unit(seed: string): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0) / 0x1_0000_0000;
}

/** The three synthetic platform rows of one course (rating 0..5 with one decimal, counts ≥ 0). */
export function syntheticStats(input: SyntheticInput): SyntheticStat[] {
  const n = Math.min(1, Math.max(0, input.notability));
  const richness =
    1 +
    (input.hasWebsite ? 1.5 : 0) +
    (input.hasPhone ? 0.7 : 0) +
    (input.holeTotal === 18 ? 0.5 : 0);
  const quality = unit(`${input.sourceId}:quality`);
  let target = SYNTHETIC_RATING_BASE + SYNTHETIC_RATING_SPREAD * quality;
  if (n > 0)
    target = Math.max(
      target,
      SYNTHETIC_VENUE_RATING_FLOOR + SYNTHETIC_VENUE_RATING_GAIN * n + 0.05 * quality,
    );
  return SYNTHETIC_PLATFORMS.map((source) => {
    const u = unit(`${input.sourceId}:${source}:reviews`);
    const v = unit(`${input.sourceId}:${source}:rating`);
    const f = unit(`${input.sourceId}:${source}:followers`);
    const fame = unit(`${input.sourceId}:${source}:fame`);
    const reviewCount = Math.floor(
      Math.pow(u, 3) * SYNTHETIC_BASE_REVIEWS * richness +
        n * SYNTHETIC_VENUE_REVIEWS * PLATFORM_SHARE[source] * (0.6 + 0.8 * fame),
    );
    // platform jitter: ±0.1 for ordinary courses, ±0.05 for venues (their order follows n)
    const jitter = (n > 0 ? 0.1 : 0.2) * (v - 0.5);
    const rating = Math.min(5, Math.max(1, Math.round((target + jitter) * 10) / 10));
    const followerCount =
      source === 'facebook'
        ? Math.floor(
            Math.pow(f, 3) * SYNTHETIC_BASE_FOLLOWERS * richness +
              n * SYNTHETIC_VENUE_FOLLOWERS * (0.6 + 0.8 * fame),
          )
        : Math.floor(reviewCount * f * 3);
    return { source, rating, reviewCount, followerCount };
  });
}
