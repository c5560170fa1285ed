import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { POST_PAGE_SIZE } from '@bgc/shared';
import { useInfiniteScroll } from '../../hooks/use-infinite-scroll.js';
import { api } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';
import {
  feedItems,
  firstFeedParam,
  loadFeedPage,
  nextFeedParam,
  type FeedFetchers,
} from './feed-phases.js';

/** FEED-006: 10 posts a page, newest first. */
function fetchers(signal: AbortSignal): FeedFetchers {
  return {
    subscription: (page) =>
      api.get('/posts/my-subscription', { query: { page, limit: POST_PAGE_SIZE }, signal }),
    general: (page, exceptIds) =>
      api.get('/posts', {
        query: {
          sort_desc: 'createdDate',
          except_id: exceptIds.length ? exceptIds.join(',') : undefined,
          page,
          limit: POST_PAGE_SIZE,
        },
        signal,
      }),
  };
}

/**
 * FEED-001..008: the newsfeed's infinite query as `viewer` (user id, 0 for a visitor) reads it
 * in `lang`; read by `useNewsfeed`, and by the server render before its first pass (decision
 * 078).
 */
export const newsfeedQuery = (viewer: number, lang: string) =>
  infiniteQueryOptions({
    queryKey: ['posts', 'feed', viewer, lang],
    queryFn: ({ pageParam, signal }) => loadFeedPage(pageParam, fetchers(signal)),
    initialPageParam: firstFeedParam(viewer !== 0),
    getNextPageParam: (last, pages) => nextFeedParam(last, pages),
    retry: 1,
  });

/**
 * FEED-001..008: the newsfeed timeline as one infinite query under ['posts', 'feed', …]:
 * subscriptions first (signed in), then the general feed without the posts already shown;
 * `items` holds the posts and the 'You're All Caught Up' card in display order.
 */
export function useNewsfeed() {
  const { i18n } = useTranslation();
  const viewer = useSession()?.user.id ?? 0;
  const result = useInfiniteQuery(newsfeedQuery(viewer, i18n.language));
  const sentinelRef = useInfiniteScroll({
    hasMore: result.hasNextPage,
    paused: result.isFetching || result.isError,
    onLoadMore: () => void result.fetchNextPage(),
  });
  return { items: feedItems(result.data?.pages ?? []), result, sentinelRef };
}
