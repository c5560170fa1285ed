import { describe, expect, it } from 'vitest';
import { syntheticStats } from './synthetic-stats.js';

describe('synthetic platform stats (D-06)', () => {
  const input = { sourceId: 'golfstats:abc', hasWebsite: true, hasPhone: false, holeTotal: 18 };
  it('is deterministic for the same course', () => {
    expect(syntheticStats(input)).toEqual(syntheticStats({ ...input }));
  });
  it('gives three platforms with ratings 2.8..5 and non-negative counts', () => {
    for (let i = 0; i < 200; i += 1) {
      const stats = syntheticStats({ ...input, sourceId: `s:${i}` });
      expect(stats.map((s) => s.source)).toEqual(['google', 'tripadvisor', 'facebook']);
      for (const s of stats) {
        expect(s.rating).toBeGreaterThanOrEqual(2.8);
        expect(s.rating).toBeLessThanOrEqual(5);
        expect(s.reviewCount).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(s.followerCount)).toBe(true);
      }
    }
  });
});
