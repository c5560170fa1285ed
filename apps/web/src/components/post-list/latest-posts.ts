import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Review } from '@bgc/shared';
import { useSession } from '../../lib/session.js';
import { LATEST_REVIEWS, VLOG_SCAN, postAsReview, withMedia } from './latest-posts-model.js';
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

/** VLOG-009: up to 3 latest vlogs with media, of one course or of all (`courseId` 0). */
export function useLatestVlogs(courseId: number) {
  const query: PostQuery = courseId
    ? { filter_type: '2', filter_course: courseId }
    : { filter_type: '2' };
  const result = useLatest('vlogs', query, VLOG_SCAN);
  return { ...result, vlogs: withMedia(result.data?.list ?? []) };
}

/** FEED-001: the 3 latest reviews over all courses (`GET /posts?filter_type=4&limit=3`). */
export function useLatestReviewPosts() {
  const result = useLatest('reviews', { filter_type: '4' }, LATEST_REVIEWS);
  const reviews = (result.data?.list ?? [])
    .map(postAsReview)
    .filter((review): review is Review => review !== null);
  return { ...result, reviews };
}
