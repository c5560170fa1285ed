import type { CourseDetail } from '@bgc/shared';
import { CourseRankingCard } from '../course-ranking-card.js';
import { LatestReviewsCard } from '../reviews/latest-reviews-card.js';
import { CourseInfoCard } from './course-info-card.js';
import { LatestVlogCard } from './latest-vlog-card.js';

/** COURSE-009..013: the side cards (ranking timeline, information, latest reviews and vlogs). */
export function SideCards({ course }: { course: CourseDetail }) {
  return (
    <>
      <CourseRankingCard course={course} />
      <CourseInfoCard course={course} />
      <LatestReviewsCard course={course} />
      <LatestVlogCard course={course} />
    </>
  );
}
