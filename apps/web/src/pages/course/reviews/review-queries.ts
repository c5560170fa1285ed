import { queryOptions, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  LIST_MAX_LIMIT,
  REVIEW_PAGE_SIZE,
  type Page,
  type Review,
  type ReviewInfo,
  type ReviewInput,
} from '@bgc/shared';
import { api } from '../../../lib/api-client.js';
import { getSession } from '../../../lib/session.js';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll.js';
import { nextReviewPage } from './review-format.js';

/**
 * Server state of the Reviews tab (TanStack Query). Keys, all under ['reviews', courseId]:
 *  - ['reviews', courseId, 'info', viewer]           GET /courses/review/info (REV-006)
 *  - ['reviews', courseId, 'list', language, viewer] GET /courses/review (REV-004)
 *  - ['reviews', courseId, 'latest', viewer]         the 3 latest (COURSE-013, REV-022)
 * `viewer` (signed-in profile id or 0) keeps `myReviewId`, canUpdate and canDelete per member.
 */
export const reviewKeys = {
  all: (courseId: number) => ['reviews', courseId] as const,
  info: (courseId: number, viewer: number) => ['reviews', courseId, 'info', viewer] as const,
  list: (courseId: number, language: number, viewer: number) =>
    ['reviews', courseId, 'list', language, viewer] as const,
  latest: (courseId: number, viewer: number) => ['reviews', courseId, 'latest', viewer] as const,
};

/** The signed-in profile id, 0 for a visitor (part of the query keys). */
export function viewerId(): number {
  return getSession()?.user.profile ?? 0;
}

/** REV-025: an empty answer, shown when the totals fail to load. */
export const EMPTY_REVIEW_INFO: ReviewInfo = {
  overallRating: 0,
  totalReview: 0,
  reviewData: { facilities: 0, maintenance: 0, surroundings: 0, clubhouse: 0, value: 0 },
  languages: [],
  myReviewId: null,
};

/** REV-006: totals of a course (overall, count, category means, languages, own review id). */
export function useReviewInfo(courseId: number, viewer: number) {
  return useQuery({
    queryKey: reviewKeys.info(courseId, viewer),
    queryFn: ({ signal }) =>
      api.get('/courses/review/info', { query: { filter_course: courseId }, signal }),
    retry: 1,
  });
}

const listQuery = (courseId: number, language: number, page: number, limit: number) => ({
  filter_course: courseId,
  filter_type: 4,
  filter_language: language,
  page,
  limit,
  sort_desc: 'createdDate' as const,
});

/**
 * REV-004 / REV-025: the review list, newest first, 3 a page, the next page when the sentinel
 * nears the viewport bottom. `language` 0 = all. A failed load shows as an empty list.
 */
export function useReviewList(courseId: number, language: number, viewer: number) {
  const result = useInfiniteQuery({
    queryKey: reviewKeys.list(courseId, language, viewer),
    queryFn: ({ pageParam, signal }) =>
      api.get('/courses/review', {
        query: listQuery(courseId, language, pageParam, REVIEW_PAGE_SIZE),
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => nextReviewPage(last),
    retry: 1,
  });
  const sentinelRef = useInfiniteScroll({
    hasMore: result.hasNextPage,
    paused: result.isFetching || result.isError,
    onLoadMore: () => void result.fetchNextPage(),
  });
  const items = result.data?.pages.flatMap((page) => page.list) ?? [];
  return { items, result, sentinelRef };
}

/**
 * COURSE-013 / REV-022: the query of the 3 latest reviews of a course; read by
 * `useLatestReviews`, and by the server render before its first pass (decision 078).
 */
export const latestReviewsQuery = (courseId: number, viewer: number) =>
  queryOptions({
    queryKey: reviewKeys.latest(courseId, viewer),
    queryFn: ({ signal }) =>
      api.get('/courses/review', {
        query: listQuery(courseId, 0, 1, REVIEW_PAGE_SIZE),
        signal,
      }),
    retry: 1,
  });

/** COURSE-013 / REV-022: the 3 latest reviews of a course (empty on failure, REV-025). */
export function useLatestReviews(courseId: number, viewer: number) {
  return useQuery(latestReviewsQuery(courseId, viewer));
}

/**
 * D-09 / REV-016: one's own review of a course, looked up by id in the loaded lists first,
 * else page by page through `GET /courses/review` (100 a page); null when it is gone.
 */
export async function findReview(
  queryClient: QueryClient,
  courseId: number,
  reviewId: number,
): Promise<Review | null> {
  const cached = queryClient
    .getQueriesData<{ pages: Array<Page<Review>> } | Page<Review>>({
      queryKey: reviewKeys.all(courseId),
    })
    .flatMap(([, data]) => (data && 'pages' in data ? data.pages : data ? [data] : []))
    .flatMap((page) => page.list ?? [])
    .find((item) => item.id === reviewId);
  if (cached) return cached;
  for (let page = 1; ; page += 1) {
    const answer = await api.get('/courses/review', {
      query: listQuery(courseId, 0, page, LIST_MAX_LIMIT),
    });
    const found = answer.list.find((item) => item.id === reviewId);
    if (found) return found;
    if (nextReviewPage(answer) === undefined) return null;
  }
}

/** REV-013: create (`POST /courses/review`) or update (`POST /courses/review/{id}`). */
export function saveReview(body: ReviewInput): Promise<Review> {
  return body.id
    ? api.post(`/courses/review/${body.id}`, { body })
    : api.post('/courses/review', { body });
}

/** REV-017: deletes a review (author or Administrator). */
export function deleteReview(id: number): Promise<{ success: boolean }> {
  return api.delete(`/courses/review/${id}`);
}

/**
 * REV-014 / REV-015: reloads totals, lists and latest card of the course, and the course
 * itself (['course', …]: header and drawer show overallRating and totalReview).
 */
export async function reloadReviews(queryClient: QueryClient, courseId: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: reviewKeys.all(courseId) }),
    queryClient.invalidateQueries({ queryKey: ['course'] }),
  ]);
}
