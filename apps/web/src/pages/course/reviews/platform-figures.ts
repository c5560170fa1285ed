import type { CourseDetail } from '@bgc/shared';

/** Reviews counted in a course's score that are not our members' (platform figures). */
export interface PlatformFigures {
  /** The reviews of every platform row but our own (`bgc`), ≥ 0. */
  count: number;
  /** True while they are the generated demo figures of D-06 (decision 036). */
  synthetic: boolean;
}

/**
 * Decision 036: the platform reviews a course's score counts beside our members' own, so the
 * empty review list can say where the course page's 'reviews, all sources' figure comes from.
 * Summed from the platform rows, not worked out as N minus our members' reviews: N is the
 * stored figure of the last ranking recompute (D-05, debounced), so right after a member
 * deletes a review it still counts that review, while the `bgc` row and the other platforms'
 * rows are current.
 */
export function platformFiguresOf(course: Pick<CourseDetail, 'rankingBasis'>): PlatformFigures {
  const b = course.rankingBasis;
  return {
    count: b.platforms
      .filter((p) => p.source !== 'bgc')
      .reduce((sum, p) => sum + Math.max(0, p.reviewCount), 0),
    synthetic: b.synthetic,
  };
}
