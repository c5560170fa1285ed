import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '@bgc/shared';
import { platformFiguresOf } from './platform-figures.js';

type Basis = CourseDetail['rankingBasis'];
const row = (source: string, reviewCount: number) => ({
  source,
  rating: 4,
  reviewCount,
  followerCount: 0,
  synthetic: false,
});
const basis = (over: Partial<Basis>): Pick<CourseDetail, 'rankingBasis'> => ({
  rankingBasis: {
    rating: 3.5,
    reviewCount: 0,
    followerCount: 0,
    popularity: 0,
    provisional: true,
    synthetic: false,
    rawRating: null,
    meanRating: 3.5,
    priorWeight: 50,
    ratingPart: 0,
    popularityPart: 0,
    platforms: [],
    memberReviews: { count: 0, demo: 0 },
    ...over,
  },
});

describe('platformFiguresOf (decision 036, REV-005)', () => {
  it('counts every platform row but our own', () => {
    const figures = platformFiguresOf(
      basis({ reviewCount: 15, platforms: [row('google', 10), row('bgc', 2), row('golfpass', 3)] }),
    );
    expect(figures).toEqual({ count: 13, synthetic: false });
  });

  it('says nothing came from another platform right after a member deleted the only review', () => {
    // N (reviewCount) still holds the deleted review until the debounced recompute (D-05)
    const figures = platformFiguresOf(
      basis({ reviewCount: 1, platforms: [], memberReviews: { count: 0, demo: 0 } }),
    );
    expect(figures.count).toBe(0);
  });

  it('keeps the demo flag of the generated figures (D-06)', () => {
    expect(platformFiguresOf(basis({ synthetic: true, platforms: [row('google', 4)] }))).toEqual({
      count: 4,
      synthetic: true,
    });
  });
});
