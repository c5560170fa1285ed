import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  WORLDWIDE_TOTAL_DEFAULT,
  type CourseSummary,
  type Country,
  type Page,
  type Zone,
} from '@bgc/shared';
import { api, ApiError, retryUnlessNotFound } from '../../lib/api-client.js';
import {
  coursesQuery,
  firstPageOf,
  nextRankingPage,
  type AreaFilter,
  type RankingRoute,
} from './ranking-query.js';

/** The area a ranking route is about, once known. `name` is null for worldwide. */
export interface RankingArea {
  filter: AreaFilter;
  /** Area name in the UI language (from the API), null for worldwide. */
  name: string | null;
  /** Course total the pager steps are computed from (RANK-010, RANK-011). */
  total: number;
}

export type RankingAreaState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; area: RankingArea };

/** The slug of a ranking route's area ('' for worldwide). */
const areaSlug = (route: RankingRoute): string => (route.scope === 'worldwide' ? '' : route.slug);

/**
 * RANK-008: the query of a ranking route's zone (`GET /zones/{slug}`) or country
 * (`GET /countries/{slug}`) in `lang`; disabled for worldwide. Read by `useRankingArea`, and by
 * the server render before its first pass (decision 078).
 */
export function rankingAreaQuery(route: RankingRoute, lang: string) {
  const scope = route.scope;
  const slug = areaSlug(route);
  return queryOptions<Zone | Country, Error>({
    queryKey: ['area', scope, slug, lang],
    queryFn: ({ signal }) =>
      scope === 'zone'
        ? api.get(`/zones/${encodeURIComponent(slug)}`, { signal })
        : api.get(`/countries/${encodeURIComponent(slug)}`, { signal }),
    enabled: scope !== 'worldwide',
    retry: retryUnlessNotFound,
  });
}

/**
 * RANK-008: loads the zone (`GET /zones/{slug}`) or country (`GET /countries/{slug}`) of a
 * ranking route; worldwide needs no call and uses WORLDWIDE_TOTAL_DEFAULT (CONST-003).
 * Names come back in the UI language, so the language is part of the cache key.
 */
export function useRankingArea(route: RankingRoute): RankingAreaState {
  const { i18n } = useTranslation('ranking');
  const scope = route.scope;
  const query = useQuery(rankingAreaQuery(route, i18n.language));

  if (scope === 'worldwide') {
    return {
      status: 'ready',
      area: { filter: { scope }, name: null, total: WORLDWIDE_TOTAL_DEFAULT },
    };
  }
  if (query.data) {
    return {
      status: 'ready',
      area: {
        filter: { scope, id: query.data.id },
        name: query.data.name,
        total: query.data.totalCourse,
      },
    };
  }
  if (query.error) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return { status: 'notFound' };
    return { status: 'error', retry: () => void query.refetch() };
  }
  return { status: 'loading' };
}

/**
 * RANK-007, RANK-014, RANK-015, RANK-021: the query of a ranking list over `GET /courses` (10
 * per page, by point) in `lang`, from the start page of the route's top (page 1 for the `all`
 * routes), for the area's `filter` (null while the area loads: disabled). Read by
 * `useRankingCourses`, and by the server render before its first pass (decision 078).
 */
export function rankingCoursesQuery(route: RankingRoute, filter: AreaFilter | null, lang: string) {
  const firstPage = firstPageOf(route);
  // The key names the route's area, so a zone still loading never shows the cached
  // worldwide list (the filter is null until the area is known).
  return infiniteQueryOptions<Page<CourseSummary>, Error>({
    queryKey: ['ranking-courses', route.scope, areaSlug(route), filter, firstPage, lang],
    queryFn: ({ pageParam, signal }) =>
      api.get('/courses', {
        query: coursesQuery(filter ?? { scope: 'worldwide' }, pageParam as number),
        signal,
      }),
    initialPageParam: firstPage,
    getNextPageParam: nextRankingPage,
    enabled: filter !== null,
  });
}

/**
 * RANK-007, RANK-014, RANK-015, RANK-021: the ranking list as an infinite query (see
 * `rankingCoursesQuery`). Disabled until the area is known.
 */
export function useRankingCourses(route: RankingRoute, area: RankingArea | null) {
  const { i18n } = useTranslation('ranking');
  return useInfiniteQuery(rankingCoursesQuery(route, area?.filter ?? null, i18n.language));
}
