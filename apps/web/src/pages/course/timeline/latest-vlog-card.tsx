import type { CourseDetail } from '@bgc/shared';
import { LatestVlogsCard } from '../../../components/post-list/latest-vlogs-card.js';

/**
 * COURSE-013 / VLOG-009: the latest vlog card of the Timeline side column: up to 3 vlogs of
 * this course that have media, with 'See all' to its Golf VLOG tab.
 */
export function LatestVlogCard({ course }: { course: CourseDetail }) {
  return <LatestVlogsCard course={course} />;
}
