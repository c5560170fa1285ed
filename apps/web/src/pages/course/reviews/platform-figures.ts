import type { CourseDetail } from '@bgc/shared';

/** Reviews counted in a course's score that are not our members' (platform figures). */
export interface PlatformFigures {
  /** N minus our members' live reviews (≥ 0). */
  count: number;
  /** True while they are the generated demo figures of D-06 (decision 036). */
  synthetic: boolean;
}

/**
 * Decision 036: the platform reviews a course's score counts beside our members' own, so the
 * empty review list can say where the course page's 'reviews, all sources' figure comes from.
 */
export function platformFiguresOf(course: Pick<CourseDetail, 'rankingBasis'>): PlatformFigures {
  const b = course.rankingBasis;
  return {
    count: Math.max(0, b.reviewCount - b.memberReviews.count),
    synthetic: b.synthetic,
  };
}
