import { useCallback, useEffect } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import {
  COURSE_MEDIA_PARENT,
  MediaType,
  paths,
  type AppRoute,
  type MediaItem,
  type MediaWithCourse,
} from '@bgc/shared';
import {
  POST_MEDIA_PARENT,
  usePost,
  viewTypeOfItem,
} from '../../components/post-card/post-queries.js';
import { api, ApiError } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';
import { nextStep, previousIndex } from '../../components/media/media-format.js';
import { mediaKeys, useMediaList } from '../../components/media/media-queries.js';
import { viewerBackground } from '../../lib/viewer-location.js';

export type MediaViewRoute = Extract<AppRoute, { name: 'mediaView' }>;

/** Pages the viewer reads at most, on a direct visit, to find the item among its course's media. */
const SEARCH_PAGES_MAX = 10;

/**
 * State and actions of the media viewer (MEDIA-001..007, C-03): the item (GET /media with
 * its course, MEDIA-002), the signed-in member (GET /me, MEDIA-003), the course's list of the
 * same type to browse (GET /media/list, shared with the tab), the current index, and
 * next / previous / go-to (address replaced, MEDIA-005) and close.
 */
export function useMediaViewer(route: MediaViewRoute) {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const background = viewerBackground(location.state);
  const typeId = route.type === 'video' ? MediaType.Video : MediaType.Photo;
  const inCourse = route.parentType === COURSE_MEDIA_PARENT && route.parentId > 0;
  // a post's media (MEDIA-005): the post's own list, videos first
  const inPost = route.parentType === POST_MEDIA_PARENT && route.parentId > 0;
  const post = usePost(route.parentId, inPost);

  const media = useQuery<MediaWithCourse, Error>({
    queryKey: mediaKeys.item(route.mediaId),
    queryFn: ({ signal }) =>
      api.get('/media', { query: { id: route.mediaId, courseDetail: 'true' }, signal }),
    placeholderData: keepPreviousData,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
  const me = useQuery({
    queryKey: ['me'],
    queryFn: ({ signal }) => api.get('/me', { signal }),
    enabled: session !== null,
  });
  const courseList = useMediaList(route.parentId, typeId, inCourse);
  const { result } = courseList;
  const items = inPost ? (post.data?.media ?? []) : courseList.items;

  const found = items.findIndex((item) => item.id === route.mediaId);
  const loadedPages = result.data?.pages.length ?? 0;
  const searching = inCourse && found < 0 && result.hasNextPage && loadedPages < SEARCH_PAGES_MAX;
  useEffect(() => {
    if (searching && !result.isFetching) void result.fetchNextPage();
  }, [searching, result]);

  // the item alone first when the list does not hold it (another parent, or an older item)
  const exact = media.data?.id === route.mediaId ? media.data : undefined;
  const slides: MediaItem[] = found >= 0 ? items : exact ? [exact, ...items] : items;
  const index = found >= 0 ? found : exact ? 0 : -1;
  const current: MediaItem | undefined = slides[index];
  const notFound = media.error instanceof ApiError && media.error.status === 404 && found < 0;

  const goTo = useCallback(
    (item: MediaItem | undefined) => {
      if (!item || item.id === route.mediaId) return;
      void navigate(
        paths.mediaView(viewTypeOfItem(item), item.id, route.parentType, route.parentId),
        {
          replace: true,
          state: location.state as unknown,
        },
      );
    },
    [navigate, route, location.state],
  );

  const next = async () => {
    const step = nextStep(index, slides.length, inCourse && result.hasNextPage);
    if (step.kind === 'go') return goTo(slides[step.index]);
    if (step.kind !== 'loadMore' || result.isFetching) return;
    const loaded = await result.fetchNextPage();
    const all = loaded.data?.pages.flatMap((page) => page.list) ?? [];
    const at = all.findIndex((item) => item.id === route.mediaId);
    goTo(at >= 0 ? all[at + 1] : all[slides.length - 1]);
  };

  const previous = () => {
    const target = previousIndex(index);
    if (target !== null) goTo(slides[target]);
  };

  /** C-03 / MEDIA-004: back in history when opened in the app, else the course's media tab. */
  const close = useCallback(() => {
    if (background) {
      void navigate(-1);
      return;
    }
    const course = media.data;
    if (inPost) void navigate(paths.postDetail(route.parentId), { replace: true });
    else if (course?.courseCountry && course.courseSlug) {
      void navigate(paths.course(course.courseCountry, course.courseSlug, 'videosPhotos'), {
        replace: true,
        state: route.type === 'video' ? { mediaTab: 'videos' } : undefined,
      });
    } else void navigate(paths.home(), { replace: true });
  }, [background, navigate, media.data, route.type, route.parentId, inPost]);

  return {
    overlay: background !== null,
    media,
    me: me.data ?? null,
    slides,
    index,
    current,
    notFound,
    loading: !current && !notFound && !media.isError,
    failed: !current && media.isError && !notFound,
    hasPrevious: index > 0,
    hasNext: index < slides.length - 1 || (inCourse && result.hasNextPage),
    loadingMore: result.isFetchingNextPage,
    next,
    previous,
    goTo,
    close,
    retry: () => void media.refetch(),
  };
}
