import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { POST_PAGE_SIZE, PostType, type Post, type PostPage } from '@bgc/shared';
import { useInfiniteScroll } from '../../hooks/use-infinite-scroll.js';
import { api } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';

/**
 * Post lists over GET /posts (POST-025, POST-031): the filters a list is made of, its query
 * key (under ['posts'], so that saves and deletes reach it) and the infinite query.
 */

/** Filters of GET /posts; `filter_type` may list several types ('2,3'). */
export interface PostQuery {
  filter_profile?: number;
  filter_type?: string;
  filter_course?: number;
  /** posts on the courses of a country or a zone. */
  filter_country?: number;
  filter_zone?: number;
  filter_language?: number;
  has_tags_name?: string;
  sort_desc?: 'createdDate' | 'totalComment';
}

/** Query keys of the post lists; `viewer` (user id or 0) keeps likes and abilities apart. */
export const postKeys = {
  all: ['posts'] as const,
  list: (query: PostQuery, viewer: number, lang: string) =>
    ['posts', 'list', query, viewer, lang] as const,
  latest: (name: string, query: PostQuery, viewer: number, lang: string) =>
    ['posts', 'latest', name, query, viewer, lang] as const,
};

/** FEED-007: the next page, or undefined once currentPage >= totalPages or a page is empty. */
export function nextPostPage(page: Pick<PostPage, 'currentPage' | 'totalPages' | 'list'>) {
  return page.currentPage < page.totalPages && page.list.length > 0
    ? page.currentPage + 1
    : undefined;
}

/** Posts of all loaded pages, each once (a post can move between pages as new ones arrive). */
export function uniquePosts(pages: ReadonlyArray<{ list: Post[] }>): Post[] {
  const seen = new Set<number>();
  const out: Post[] = [];
  for (const page of pages)
    for (const post of page.list) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      out.push(post);
    }
  return out;
}

/** One page of GET /posts. */
export function fetchPosts(
  query: PostQuery,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<PostPage> {
  return api.get('/posts', {
    query: {
      ...query,
      sort_desc: query.sort_desc ?? 'createdDate',
      page,
      limit,
    },
    signal,
  });
}

/** COURSE-007: the filter of a course's Timeline (its type 7 posts). */
export const courseTimelineFilter = (courseId: number): PostQuery => ({
  filter_course: courseId,
  filter_type: String(PostType.CoursePost),
});

/**
 * POST-031: the infinite query of a post list, 10 a page, as `viewer` (user id, 0 for a
 * visitor) sees it in `lang`. Read by `usePostList`, and by the server render before its first
 * pass (decision 078).
 */
export const postListQuery = (query: PostQuery, viewer: number, lang: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.list(query, viewer, lang),
    queryFn: ({ pageParam, signal }) => fetchPosts(query, pageParam, POST_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPostPage,
    retry: 1,
  });

/**
 * POST-031: an infinite post list, 10 a page, loading the next page when the sentinel nears
 * the viewport bottom (250 px, 500 ms). `enabled` false keeps it idle.
 */
export function usePostList(query: PostQuery, enabled = true) {
  const { i18n } = useTranslation();
  const viewer = useSession()?.user.id ?? 0;
  const result = useInfiniteQuery({ ...postListQuery(query, viewer, i18n.language), enabled });
  const sentinelRef = useInfiniteScroll({
    hasMore: result.hasNextPage,
    paused: result.isFetching || result.isError,
    onLoadMore: () => void result.fetchNextPage(),
  });
  const posts = uniquePosts(result.data?.pages ?? []);
  return { posts, result, sentinelRef };
}

/** The post form's reference to a course page's course (POST-035, COURSE-008). */
export const coursePostRef = (course: {
  id: number;
  name: string;
  slug: string;
  country: { slug: string };
}) => ({ id: course.id, name: course.name, slug: course.slug, countrySlug: course.country.slug });
