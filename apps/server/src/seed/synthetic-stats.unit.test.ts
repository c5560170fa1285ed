import { describe, expect, it } from 'vitest';
import { notabilityOf } from '@bgc/shared';
import { aggregatePlatforms } from '@bgc/shared';
import { syntheticStats } from './synthetic-stats.js';

describe('notability from championship facts (issue 11.2, decision 009)', () => {
  const augusta = notabilityOf([{ event: 'The Masters', kind: 'men_major', editions: 89 }]);
  const oneOpen = notabilityOf([{ event: 'U.S. Open', kind: 'men_major', editions: 1 }]);
  const oneSolheim = notabilityOf([{ event: 'Solheim Cup', kind: 'team_cup', editions: 1 }]);
  const oneWomensOpen = notabilityOf([
    { event: "U.S. Women's Open", kind: 'women_major', editions: 1 },
  ]);
  const oneNational = notabilityOf([{ event: 'Irish Open', kind: 'national_open', editions: 1 }]);
  it('is 0 without facts and below 1 with many', () => {
    expect(notabilityOf([])).toBe(0);
    expect(augusta).toBeGreaterThan(0.85);
    expect(augusta).toBeLessThan(1);
  });
  it("weighs men's majors most, then team cups, women's majors, national opens", () => {
    expect(oneOpen).toBeGreaterThan(oneSolheim);
    expect(oneSolheim).toBeGreaterThan(oneWomensOpen);
    expect(oneWomensOpen).toBeGreaterThan(oneNational);
  });
  it('grows with editions and events, with diminishing returns', () => {
    const two = notabilityOf([{ event: 'U.S. Open', kind: 'men_major', editions: 2 }]);
    expect(two).toBeGreaterThan(oneOpen);
    expect(two).toBeLessThan(2 * oneOpen);
    expect(
      notabilityOf([
        { event: 'U.S. Open', kind: 'men_major', editions: 1 },
        { event: 'Ryder Cup', kind: 'team_cup', editions: 1 },
      ]),
    ).toBeGreaterThan(oneOpen);
  });
});

describe('synthetic platform stats (D-06, decision 009)', () => {
  const input = {
    sourceId: 'golfstats:abc',
    hasWebsite: true,
    hasPhone: false,
    holeTotal: 18,
    notability: 0,
  };
  it('is deterministic for the same course', () => {
    expect(syntheticStats(input)).toEqual(syntheticStats({ ...input }));
  });
  it('gives three platforms with ratings 1..5 and non-negative integer counts', () => {
    for (let i = 0; i < 200; i += 1) {
      const stats = syntheticStats({ ...input, sourceId: `s:${i}`, notability: (i % 10) / 9 });
      expect(stats.map((s) => s.source)).toEqual(['google', 'tripadvisor', 'facebook']);
      for (const s of stats) {
        expect(s.rating).toBeGreaterThanOrEqual(1);
        expect(s.rating).toBeLessThanOrEqual(5);
        expect(Number.isInteger(s.reviewCount) && s.reviewCount >= 0).toBe(true);
        expect(Number.isInteger(s.followerCount) && s.followerCount >= 0).toBe(true);
      }
    }
  });
  it('keeps courses without facts ordinary: rating at most 4.4, a few hundred reviews', () => {
    for (let i = 0; i < 500; i += 1) {
      const agg = aggregatePlatforms(syntheticStats({ ...input, sourceId: `s:${i}` }));
      expect(agg.rating ?? 0).toBeLessThanOrEqual(4.4);
      expect(agg.reviewCount).toBeLessThan(3000);
    }
  });
  it('gives championship venues many reviews and high ratings, more with more notability', () => {
    const venue = (n: number, id: string) =>
      aggregatePlatforms(syntheticStats({ ...input, sourceId: id, notability: n }));
    for (let i = 0; i < 50; i += 1) {
      const small = venue(0.2, `v:${i}`);
      const big = venue(0.9, `v:${i}`);
      expect(small.rating ?? 0).toBeGreaterThanOrEqual(4.4);
      expect(big.rating ?? 0).toBeGreaterThan(small.rating ?? 0);
      expect(big.reviewCount).toBeGreaterThan(small.reviewCount);
      expect(big.reviewCount).toBeGreaterThan(4000);
    }
  });
});
