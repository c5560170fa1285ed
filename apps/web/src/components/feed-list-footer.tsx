import type { RefCallback } from 'react';
import { PostListFooter } from './post-list/post-list-parts.js';

/** What `FeedListFooter` reads of an infinite query (TanStack Query's result fits). */
export interface FeedListResult {
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * `PostListFooter` of a feed's infinite query (CONST-008): 'Load more' while it has a next
 * page; after a failure 'Retry' runs the whole query again.
 */
export function FeedListFooter({
  sentinelRef,
  result,
}: {
  sentinelRef: RefCallback<Element>;
  result: FeedListResult;
}) {
  const footer = {
    sentinelRef,
    hasMore: result.hasNextPage,
    loading: result.isFetchingNextPage,
    failed: result.isError,
    onMore: () => void (result.isError ? result.refetch() : result.fetchNextPage()),
  };
  return <PostListFooter {...footer} />;
}
