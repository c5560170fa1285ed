import { describe, expect, it } from 'vitest';
import { notabilityOf } from '@bgc/shared';
import { aggregatePlatforms } from '@bgc/shared';
import { syntheticStats } from './synthetic-stats.js';

describe('notability from championship facts (decision 009)', () => {
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

describe('synthetic platform stats (D-06, decision 036)', () => {
  it('gives no rows without evidence: the course keeps the neutral prior', () => {
    expect(syntheticStats(0)).toEqual([]);
  });
  it('depends on the notability only (no per-course noise)', () => {
    expect(syntheticStats(0.42)).toEqual(syntheticStats(0.42));
  });
  it('gives three platforms with ratings 4.3..5 and integer counts of at least 10', () => {
    for (let i = 1; i <= 100; i += 1) {
      const stats = syntheticStats(i / 100);
      expect(stats.map((s) => s.source)).toEqual(['google', 'tripadvisor', 'facebook']);
      for (const s of stats) {
        expect(s.rating).toBeGreaterThanOrEqual(4.3);
        expect(s.rating).toBeLessThanOrEqual(5);
        expect(Number.isInteger(s.reviewCount) && s.reviewCount >= 10).toBe(true);
        expect(Number.isInteger(s.followerCount) && s.followerCount >= 0).toBe(true);
      }
    }
  });
  it('never lowers rating, reviews or followers as notability grows', () => {
    let prev = aggregatePlatforms(syntheticStats(0.001));
    for (let i = 1; i <= 100; i += 1) {
      const next = aggregatePlatforms(syntheticStats(i / 100));
      expect(next.rating ?? 0).toBeGreaterThanOrEqual(prev.rating ?? 0);
      expect(next.reviewCount).toBeGreaterThanOrEqual(prev.reviewCount);
      expect(next.followerCount).toBeGreaterThanOrEqual(prev.followerCount);
      prev = next;
    }
    expect(prev.reviewCount).toBeGreaterThan(8000);
  });
});
