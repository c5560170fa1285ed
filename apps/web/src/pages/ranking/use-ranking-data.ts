import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
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

/**
 * RANK-008: loads the zone (`GET /zones/{slug}`) or country (`GET /countries/{slug}`) of a
 * ranking route; worldwide needs no call and uses WORLDWIDE_TOTAL_DEFAULT (CONST-003).
 * Names come back in the UI language, so the language is part of the cache key.
 */
export function useRankingArea(route: RankingRoute): RankingAreaState {
  const { i18n } = useTranslation('ranking');
  const scope = route.scope;
  const slug = route.scope === 'worldwide' ? '' : route.slug;
  const query = useQuery<Zone | Country, Error>({
    queryKey: ['area', scope, slug, i18n.language],
    queryFn: ({ signal }) =>
      scope === 'zone'
        ? api.get(`/zones/${encodeURIComponent(slug)}`, { signal })
        : api.get(`/countries/${encodeURIComponent(slug)}`, { signal }),
    enabled: scope !== 'worldwide',
    retry: retryUnlessNotFound,
  });

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
 * RANK-007, RANK-014, RANK-015, RANK-021: the ranking list as an infinite query over
 * `GET /courses` (10 per page, by point), starting at the start page of the route's top
 * (page 1 for the `all` routes). Disabled until the area is known.
 */
export function useRankingCourses(route: RankingRoute, area: RankingArea | null) {
  const { i18n } = useTranslation('ranking');
  const filter: AreaFilter = area?.filter ?? { scope: 'worldwide' };
  const firstPage = firstPageOf(route);
  // The key names the route's area, so a zone still loading never shows the cached
  // worldwide list (the filter is null until the area is known).
  const slug = route.scope === 'worldwide' ? '' : route.slug;
  return useInfiniteQuery<Page<CourseSummary>, Error>({
    queryKey: [
      'ranking-courses',
      route.scope,
      slug,
      area?.filter ?? null,
      firstPage,
      i18n.language,
    ],
    queryFn: ({ pageParam, signal }) =>
      api.get('/courses', { query: coursesQuery(filter, pageParam as number), signal }),
    initialPageParam: firstPage,
    getNextPageParam: nextRankingPage,
    enabled: area !== null,
  });
}
