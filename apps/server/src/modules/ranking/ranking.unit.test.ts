import { describe, expect, it } from 'vitest';
import {
  computeRanking,
  computeRankingInTurns,
  computeRankingWithContext,
  rankingChanged,
} from './ranking.service.js';
import type { RankingInputRow, RankingResultRow } from './ranking.repository.js';

const row = (
  id: number,
  name: string,
  countryId: number,
  zoneId: number | null,
  state: string | null,
  stats: Array<[number, number, number]>,
  ranked = true,
): RankingInputRow[] => {
  const course = { id, name, countryId, zoneId, state, ranked };
  // a course without stats still comes as one row, its figures null (the LEFT JOIN)
  return stats.length === 0
    ? [{ ...course, rating: null, reviewCount: null, followerCount: null }]
    : stats.map(([rating, reviewCount, followerCount]) => ({
        ...course,
        rating,
        reviewCount,
        followerCount,
      }));
};

describe('computeRanking (D-05)', () => {
  const results = computeRanking([
    ...row(1, 'Alpha', 10, 1, 'CA', [
      [4.8, 300, 1000],
      [4.6, 100, 0],
    ]),
    ...row(2, 'Bravo', 10, 1, 'ca ', [[3.0, 20, 10]]),
    ...row(3, 'Charlie', 20, 1, null, [[5.0, 5, 0]]),
    ...row(4, 'Delta', 30, 2, 'NSW', []),
  ]);
  const byId = new Map(results.map((r) => [r.id, r]));

  it('ranks world, zone, country and state by point', () => {
    expect(results.map((r) => r.worldRank).sort()).toEqual([1, 2, 3, 4]);
    expect(byId.get(1)!.worldRank).toBe(1);
    expect(byId.get(1)!.zoneRank).toBe(1);
    expect(byId.get(4)!.zoneRank).toBe(1);
    expect(byId.get(2)!.countryRank).toBe(2);
    expect(byId.get(3)!.countryRank).toBe(1);
  });

  it('groups states case- and space-insensitively within a country and leaves stateless courses unranked', () => {
    expect(byId.get(1)!.stateRank).toBe(1);
    expect(byId.get(2)!.stateRank).toBe(2);
    expect(byId.get(3)!.stateRank).toBeNull();
  });

  it('keeps the inputs of "why this rank"', () => {
    const a = byId.get(1)!;
    expect(a.reviewCount).toBe(400);
    expect(a.followerCount).toBe(1000);
    expect(a.provisional).toBe(false);
    expect(byId.get(3)!.provisional).toBe(true);
    expect(byId.get(4)!.reviewCount).toBe(0);
  });
});

describe('computeRanking keeps non-courses out', () => {
  const results = computeRanking([
    ...row(1, 'Links', 10, 1, 'X', [[4.0, 50, 0]]),
    ...row(2, 'Pitch & Putt', 10, 1, 'X', [[5.0, 5000, 90000]], false),
    ...row(3, 'Parkland', 10, 1, 'X', [[3.5, 20, 0]]),
  ]);
  const byId = new Map(results.map((r) => [r.id, r]));
  it('gives the excluded row a point but no rank, and ranks the others 1..N', () => {
    expect(byId.get(2)).toMatchObject({ worldRank: null, zoneRank: null, countryRank: null });
    expect(byId.get(2)!.stateRank).toBeNull();
    expect([byId.get(1)!.worldRank, byId.get(3)!.worldRank]).toEqual([1, 2]);
    expect(byId.get(1)!.countryRank).toBe(1);
  });
  it('leaves the excluded row out of the popularity maximum', () => {
    expect(byId.get(1)!.popularity).toBeCloseTo(1, 6);
  });
});

describe('a recompute on the server (decision 082)', () => {
  const inputs = [
    ...row(1, 'Alpha', 10, 1, 'CA', [[4.8, 300, 1000]]),
    ...row(2, 'Beta', 10, 1, 'ca ', [[4.2, 40, 10]]),
    ...row(3, 'Gamma', 20, 2, null, []),
    ...row(4, 'Delta', 20, 2, null, [[3.9, 12, 0]], false),
  ];

  it('computes in turns exactly what it computes at once', async () => {
    expect(await computeRankingInTurns(inputs)).toEqual(computeRankingWithContext(inputs));
  });

  it('writes a course again only when what readers see of it changed', () => {
    const [stored] = computeRanking(inputs);
    const moved = (by: Partial<RankingResultRow>) => ({ ...stored!, ...by });
    expect(rankingChanged(stored!, stored)).toBe(false);
    expect(rankingChanged(stored!, undefined)).toBe(true);
    // a new review elsewhere moves C, and B with it, by millionths: nothing shown changes
    expect(rankingChanged(moved({ shrunkRating: stored!.shrunkRating + 1e-6 }), stored)).toBe(
      false,
    );
    // B's part of the point (100 · 0.8 · B / 5, to 2 decimals) moves by 0.01: written
    expect(rankingChanged(moved({ shrunkRating: stored!.shrunkRating + 0.01 / 16 }), stored)).toBe(
      true,
    );
    expect(rankingChanged(moved({ popularity: stored!.popularity + 0.001 }), stored)).toBe(true);
    expect(rankingChanged(moved({ countryRank: 2 }), stored)).toBe(true);
  });
});
