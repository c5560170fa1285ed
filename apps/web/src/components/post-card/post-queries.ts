import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths, type MediaItem, type Post } from '@bgc/shared';
import { api, ApiError } from '../../lib/api-client.js';
import type { ViewerLocationState } from '../../lib/viewer-location.js';

/**
 * Server state of one post (POST-026) and the media viewer opened from a post card
 * (MEDIA-005, C-03). Keys: ['post', id] → the post or null when it is gone.
 */
export const postKeys = {
  detail: (id: number) => ['post', id] as const,
};

/** Parent type of the viewer address for a post's media: `/photo/{id}/post/{postId}`. */
export const POST_MEDIA_PARENT = 'post';

/** POST-026/027: GET /posts?filter_id — the post, or null when it is no longer available. */
export async function fetchPost(id: number, signal?: AbortSignal): Promise<Post | null> {
  const page = await api.get('/posts', { query: { filter_id: id }, signal });
  return page.list.find((post) => post.id === id) ?? null;
}

/** POST-026: one post; `data` null = 'The post is not longer available' (POST-027). */
export function usePost(id: number, enabled = true) {
  return useQuery<Post | null, Error>({
    queryKey: postKeys.detail(id),
    queryFn: ({ signal }) => fetchPost(id, signal),
    enabled: enabled && id > 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}

/** MEDIA-005: the viewer type of a media item. */
export const viewTypeOfItem = (item: Pick<MediaItem, 'type'>): 'photo' | 'video' =>
  item.type === 2 ? 'video' : 'photo';

/**
 * MEDIA-005 / C-03: opens the full-screen viewer on a post's media item at
 * `/photo|video/{id}/post/{postId}`, keeping the current page underneath; the viewer then
 * browses that post's media (videos first).
 */
export function useOpenPostMedia(postId: number): (item: MediaItem) => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (item: MediaItem) => {
      const state: ViewerLocationState = { background: { pathname, search, hash } };
      void navigate(paths.mediaView(viewTypeOfItem(item), item.id, POST_MEDIA_PARENT, postId), {
        state,
      });
    },
    [navigate, pathname, search, hash, postId],
  );
}
