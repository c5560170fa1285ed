import { describe, expect, it } from 'vitest';
import {
  aggregatePlatforms,
  compareForRank,
  rankWithin,
  shownRankingBasis,
  rankingContext,
  scoreCourse,
} from './ranking-formula.js';

describe('D-05 ranking formula', () => {
  it('weights each platform rating by its review count', () => {
    const a = aggregatePlatforms([
      { rating: 5, reviewCount: 30, followerCount: 100 },
      { rating: 3, reviewCount: 10, followerCount: 50 },
    ]);
    expect(a).toEqual({ reviewCount: 40, rating: 4.5, followerCount: 150 });
    expect(aggregatePlatforms([])).toEqual({ reviewCount: 0, rating: null, followerCount: 0 });
  });

  it('takes C over courses with reviews and the largest log popularity', () => {
    const ctx = rankingContext([
      { reviewCount: 40, rating: 4.5, followerCount: 959 },
      { reviewCount: 0, rating: null, followerCount: 9 },
      { reviewCount: 10, rating: 3.5, followerCount: 0 },
    ]);
    expect(ctx.meanRating).toBe(4);
    expect(ctx.maxLogPopularity).toBeCloseTo(3, 10); // log10(1 + 40 + 959)
  });

  it('computes point = round(100·(0.8·B/5 + 0.2·P), 2) with B shrunk toward C (m = 50)', () => {
    const ctx = { meanRating: 4, maxLogPopularity: 3 };
    const s = scoreCourse({ reviewCount: 50, rating: 5, followerCount: 949 }, ctx);
    expect(s.shrunkRating).toBe(4.5); // (50·5 + 50·4) / 100
    expect(s.popularity).toBeCloseTo(1, 10);
    expect(s.point).toBe(92); // 100 · (0.8 · 0.9 + 0.2 · 1)
    expect(s.provisional).toBe(false);
  });

  it('gives a course without reviews the mean rating and marks it provisional below 10 reviews', () => {
    const s = scoreCourse(
      { reviewCount: 0, rating: null, followerCount: 0 },
      { meanRating: 4, maxLogPopularity: 3 },
    );
    expect(s.shrunkRating).toBe(4);
    expect(s.point).toBe(64);
    expect(s.provisional).toBe(true);
    expect(
      scoreCourse(
        { reviewCount: 9, rating: 5, followerCount: 0 },
        { meanRating: 4, maxLogPopularity: 3 },
      ).provisional,
    ).toBe(true);
  });

  it('breaks ties by reviews then name', () => {
    const list = [
      { id: 1, name: 'B', point: 80, reviewCount: 5 },
      { id: 2, name: 'A', point: 80, reviewCount: 5 },
      { id: 3, name: 'C', point: 80, reviewCount: 9 },
      { id: 4, name: 'D', point: 90, reviewCount: 0 },
    ];
    expect([...list].sort(compareForRank).map((c) => c.id)).toEqual([4, 3, 2, 1]);
  });

  it('ranks within groups and skips courses without a group', () => {
    const list = [
      { id: 1, name: 'A', point: 70, reviewCount: 1, g: 'x' },
      { id: 2, name: 'B', point: 90, reviewCount: 1, g: 'x' },
      { id: 3, name: 'C', point: 80, reviewCount: 1, g: null },
    ];
    const ranks = rankWithin(list, (c) => c.g);
    expect([...ranks.entries()]).toEqual([
      [2, 1],
      [1, 2],
    ]);
  });
});

describe('shownRankingBasis', () => {
  it('rounds B and P, and their parts of the point, as a course page shows them', () => {
    expect(shownRankingBasis(4.123456, 0.654321)).toEqual({
      rating: 4.12,
      popularity: 0.6543,
      ratingPart: 65.98,
      popularityPart: 13.09,
    });
  });
});
