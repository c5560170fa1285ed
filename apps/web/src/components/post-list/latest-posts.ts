import { queryOptions, useQuery } from '@tanstack/react-query';
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

/** The first `limit` posts of `query`, newest first, as `viewer` (user id or 0) sees them. */
const latestQuery = (name: string, query: PostQuery, limit: number, viewer: number, lang: string) =>
  queryOptions({
    queryKey: postKeys.latest(name, query, viewer, lang),
    queryFn: ({ signal }) => fetchPosts(query, 1, limit, signal),
    retry: 1,
  });

/**
 * VLOG-009: the query of the latest vlogs of one course, else of an area, else of all
 * (`courseId` 0, no area). Read by `useLatestVlogs`, and by the server render before its
 * first pass (decision 078).
 */
export function latestVlogsQuery(
  courseId: number,
  area: PostArea | undefined,
  viewer: number,
  lang: string,
) {
  const query: PostQuery = courseId
    ? { filter_type: '2', filter_course: courseId }
    : { filter_type: '2', ...areaQuery(area) };
  return latestQuery('vlogs', query, VLOG_SCAN, viewer, lang);
}

/**
 * VLOG-009: up to 3 latest vlogs with media, of one course, else of an area (a ranking page's
 * zone or country), else of all (`courseId` 0, no area).
 */
export function useLatestVlogs(courseId: number, area?: PostArea) {
  const { i18n } = useTranslation();
  const viewer = useSession()?.user.id ?? 0;
  const result = useQuery(latestVlogsQuery(courseId, area, viewer, i18n.language));
  return { ...result, vlogs: withMedia(result.data?.list ?? []) };
}

/**
 * FEED-001: the query of the 3 latest reviews over all courses, or of the courses of an area;
 * read by `useLatestReviewPosts`, and by the server render before its first pass (decision 078).
 */
export const latestReviewPostsQuery = (area: PostArea | undefined, viewer: number, lang: string) =>
  latestQuery('reviews', { filter_type: '4', ...areaQuery(area) }, LATEST_REVIEWS, viewer, lang);

/**
 * FEED-001: the 3 latest reviews over all courses (`GET /posts?filter_type=4&limit=3`), or of
 * the courses of an area.
 */
export function useLatestReviewPosts(area?: PostArea) {
  const { i18n } = useTranslation();
  const viewer = useSession()?.user.id ?? 0;
  const result = useQuery(latestReviewPostsQuery(area, viewer, i18n.language));
  const reviews = (result.data?.list ?? [])
    .map(postAsReview)
    .filter((review): review is Review => review !== null);
  return { ...result, reviews };
}
