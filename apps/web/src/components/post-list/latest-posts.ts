import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Review } from '@bgc/shared';
import { useSession } from '../../lib/session.js';
import {
  LATEST_REVIEWS,
  VLOG_SCAN,
  areaQuery,
  postAsReview,
  withMedia,
  type PostArea,
} from './latest-posts-model.js';
import { fetchPosts, postKeys, type PostQuery } from './post-queries.js';

function useLatest(name: string, query: PostQuery, limit: number) {
  const { i18n } = useTranslation();
  const viewer = useSession()?.user.id ?? 0;
  return useQuery({
    queryKey: postKeys.latest(name, query, viewer, i18n.language),
    queryFn: ({ signal }) => fetchPosts(query, 1, limit, signal),
    retry: 1,
  });
}

/**
 * VLOG-009: up to 3 latest vlogs with media, of one course, else of an area (a ranking page's
 * zone or country), else of all (`courseId` 0, no area).
 */
export function useLatestVlogs(courseId: number, area?: PostArea) {
  const query: PostQuery = courseId
    ? { filter_type: '2', filter_course: courseId }
    : { filter_type: '2', ...areaQuery(area) };
  const result = useLatest('vlogs', query, VLOG_SCAN);
  return { ...result, vlogs: withMedia(result.data?.list ?? []) };
}

/**
 * FEED-001: the 3 latest reviews over all courses (`GET /posts?filter_type=4&limit=3`), or of
 * the courses of an area.
 */
export function useLatestReviewPosts(area?: PostArea) {
  const result = useLatest('reviews', { filter_type: '4', ...areaQuery(area) }, LATEST_REVIEWS);
  const reviews = (result.data?.list ?? [])
    .map(postAsReview)
    .filter((review): review is Review => review !== null);
  return { ...result, reviews };
}
