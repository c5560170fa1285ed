import { createHash } from 'node:crypto';

/**
 * D-06: deterministic synthetic platform stats for a course, marked `synthetic`.
 * The same `sourceId` always gives the same figures. Courses with richer data
 * (website, phone, holes) get more reviews and followers, so the demo ranking
 * looks plausible; ratings are 2.8..5.0 with one decimal.
 */
export const SYNTHETIC_PLATFORMS = ['google', 'tripadvisor', 'facebook'] as const;

export interface SyntheticInput {
  sourceId: string;
  hasWebsite: boolean;
  hasPhone: boolean;
  holeTotal: number | null;
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

export function syntheticStats(input: SyntheticInput): SyntheticStat[] {
  const richness =
    1 +
    (input.hasWebsite ? 1.5 : 0) +
    (input.hasPhone ? 0.7 : 0) +
    (input.holeTotal === 18 ? 0.5 : 0);
  const quality = unit(`${input.sourceId}:quality`);
  return SYNTHETIC_PLATFORMS.map((source) => {
    const u = unit(`${input.sourceId}:${source}:reviews`);
    const v = unit(`${input.sourceId}:${source}:rating`);
    const f = unit(`${input.sourceId}:${source}:followers`);
    // heavy-tailed counts: most courses have few reviews, some have thousands
    const reviewCount = Math.floor(Math.pow(u, 3) * 900 * richness);
    const rating = Math.round((2.8 + 2.2 * (0.6 * quality + 0.4 * v)) * 10) / 10;
    const followerCount =
      source === 'facebook'
        ? Math.floor(Math.pow(f, 3) * 12_000 * richness)
        : Math.floor(reviewCount * f * 3);
    return { source, rating: Math.min(5, rating), reviewCount, followerCount };
  });
}
