import { useEffect } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { FOLLOWING_PAGE_SIZE, type CourseSummary, type Page } from '@bgc/shared';
import { api } from '../../lib/api-client.js';
import { updateSessionUser } from '../../lib/session.js';
import { useInfiniteScroll } from '../../hooks/use-infinite-scroll.js';
import { nextPageOf } from './profile-format.js';

/**
 * Server state of the profile screens (TanStack Query). Keys:
 *  - ['me']                         GET /me (PROF-045)
 *  - ['courses-played', owner]      GET /courses-played (owner 'me' or a member id, PROF-025)
 *  - ['following', owner]           GET /follow/following[/{id}] (FOLLOW-007)
 *  - ['member', id, language, viewer] GET /users/{id} (PROF-029; viewer: signed-in id or 0)
 * The follow button refreshes every ['following'] list and patches ['member'] and ['course'].
 */
export type ListOwner = 'me' | number;

export const profileKeys = {
  me: ['me'] as const,
  played: (owner: ListOwner) => ['courses-played', owner] as const,
  following: (owner: ListOwner) => ['following', owner] as const,
  member: (id: number, language: string, viewer: number) =>
    ['member', id, language, viewer] as const,
};

/** A course-played item (DATA-011). */
export interface PlayedItem {
  course: CourseSummary;
}

/**
 * PROF-045: loads GET /me when the own profile opens and keeps the stored session user in
 * step with it (the page itself renders from the session user, so it shows at once).
 */
export function useMeRefresh(): void {
  const { data } = useQuery({
    queryKey: profileKeys.me,
    queryFn: ({ signal }) => api.get('/me', { signal }),
    staleTime: 0,
  });
  useEffect(() => {
    if (data) updateSessionUser(data);
  }, [data]);
}

/**
 * An infinite list (PROF-025, PROF-026, CONST-008): page 1 first, the next page when the
 * sentinel nears the viewport bottom, stopping when currentPage reaches totalPages.
 * Returns the items, the query and the sentinel's ref callback.
 */
function usePagedList<T>(
  queryKey: readonly unknown[],
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>,
) {
  const result = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => nextPageOf(last),
  });
  const sentinelRef = useInfiniteScroll({
    hasMore: result.hasNextPage,
    paused: result.isFetching || result.isError,
    onLoadMore: () => void result.fetchNextPage(),
  });
  const items = result.data?.pages.flatMap((page) => page.list) ?? [];
  const total = result.data?.pages[0]?.total ?? 0;
  return { items, total, result, sentinelRef };
}

/** PROF-025 / PROF-030: the played courses of the signed-in member ('me') or of a member. */
export function usePlayedCourses(owner: ListOwner) {
  return usePagedList(profileKeys.played(owner), (page, signal) =>
    api.get('/courses-played', {
      query: { filter_user: owner === 'me' ? undefined : owner, page },
      signal,
    }),
  );
}

/** PROF-026 / PROF-030 / FOLLOW-007: own subscriptions, or a member's (page size 10). */
export function useFollowing(owner: ListOwner) {
  return usePagedList(profileKeys.following(owner), (page, signal) =>
    api.get(owner === 'me' ? '/follow/following' : `/follow/following/${owner}`, {
      query: { limit: FOLLOWING_PAGE_SIZE, page },
      signal,
    }),
  );
}
