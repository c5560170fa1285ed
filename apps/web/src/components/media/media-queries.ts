import { useCallback } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import {
  COURSE_MEDIA_PARENT,
  MediaType,
  paths,
  type MediaItem,
  type MediaViewType,
} from '@bgc/shared';
import { api } from '../../lib/api-client.js';
import { apiUpload } from '../../lib/upload.js';
import type { ViewerLocationState } from '../../lib/viewer-location.js';
import { nextMediaPage } from './media-format.js';

/**
 * Server state of a course's gallery (TanStack Query), shared by the Photos & Videos tab and
 * the media viewer so the viewer browses the pages the tab already loaded. Keys:
 *  - ['media-list', courseId, type]  GET /media/list?courseId&filter_type&page (COURSE-037/038)
 *  - ['media', id]                   GET /media?id&courseDetail=true (MEDIA-002)
 */
export type MediaTypeId = (typeof MediaType)[keyof typeof MediaType];

export const mediaKeys = {
  list: (courseId: number, type: MediaTypeId) => ['media-list', courseId, type] as const,
  item: (id: number) => ['media', id] as const,
};

/** The viewer address type of a media type id (MEDIA-001). */
export const viewTypeOf = (type: MediaTypeId): MediaViewType =>
  type === MediaType.Video ? 'video' : 'photo';

/**
 * COURSE-037 / COURSE-038 / MEDIA-018: the media of one type of a course, newest first, page
 * by page (10 a page). `enabled` false keeps it idle (viewer opened on another parent).
 */
export function useMediaList(courseId: number, type: MediaTypeId, enabled = true) {
  const result = useInfiniteQuery({
    queryKey: mediaKeys.list(courseId, type),
    queryFn: ({ pageParam, signal }) =>
      api.get('/media/list', {
        query: { courseId, filter_type: type, page: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => nextMediaPage(last),
    enabled,
  });
  const items = result.data?.pages.flatMap((page) => page.list) ?? [];
  return { items, result };
}

/**
 * COURSE-040: POST /media (multipart) for a course gallery; refreshes that course's lists.
 * Answers `{list: MediaItem[]}`.
 */
export function useMediaUpload(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => apiUpload('POST', '/media', { body: form, kind: 'photos' }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['media-list', courseId] });
    },
  });
}

/**
 * COURSE-040 / MEDIA-005 / C-03: opens the full-screen viewer on a course's media item at
 * `/photo|video/{id}/course-media/{courseId}`, keeping the current tab as the page underneath.
 */
export function useOpenMedia(courseId: number): (item: MediaItem) => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    (item: MediaItem) => {
      const state: ViewerLocationState = { background: { pathname, search, hash } };
      void navigate(
        paths.mediaView(viewTypeOf(item.type), item.id, COURSE_MEDIA_PARENT, courseId),
        {
          state,
        },
      );
    },
    [navigate, pathname, search, hash, courseId],
  );
}
