import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DISCUSSION_PAGE_SIZE, type PostPage } from '@bgc/shared';
import {
  fetchPosts,
  nextPostPage,
  uniquePosts,
  type PostQuery,
} from '../../components/post-list/post-queries.js';
import { useInfiniteScroll } from '../../hooks/use-infinite-scroll.js';
import { api } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';

/**
 * Server state of the community pages (COMM-002..009). Every key sits under ['posts'] so
 * that creating, editing and deleting a post refresh or update them.
 */

export interface TagCount {
  name: string;
  counter: number;
}
export interface LanguageCount {
  id: number;
  name: string;
  count: number;
}

/**
 * COMM-006 / COMM-012: the discussions, 5 a page, the next page as the end nears (250 px,
 * 500 ms). The tag and language counts come with the pages (COMM-007); the previous result
 * stays on screen while another filter loads.
 */
export function useDiscussions(query: PostQuery) {
  const { i18n } = useTranslation();
  const viewer = useSession()?.user.id ?? 0;
  const result = useInfiniteQuery({
    queryKey: ['posts', 'community', query, viewer, i18n.language],
    queryFn: ({ pageParam, signal }) => fetchPosts(query, pageParam, DISCUSSION_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPostPage,
    placeholderData: keepPreviousData,
    retry: 1,
  });
  const sentinelRef = useInfiniteScroll({
    hasMore: result.hasNextPage,
    paused: result.isFetching || result.isError,
    onLoadMore: () => void result.fetchNextPage(),
  });
  const pages: PostPage[] = result.data?.pages ?? [];
  const first = pages[0];
  return {
    discussions: uniquePosts(pages),
    total: first?.total ?? 0,
    tags: first?.tags,
    languages: first?.languages,
    result,
    sentinelRef,
  };
}

/** COMM-003: the most used tags (GET /tags?sort_desc=counter), when the list gave none. */
export function useTopTags(enabled: boolean) {
  return useQuery({
    queryKey: ['posts', 'tags'],
    queryFn: ({ signal }) =>
      api.get('/tags', { query: { sort_desc: 'counter', limit: 20 }, signal }),
    enabled,
    staleTime: 60_000,
    retry: 1,
  });
}
