import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_TOTAL_COUNTRIES, DEFAULT_TOTAL_COURSES, type Home, type Zone } from '@bgc/shared';
import { api } from '../lib/api-client.js';
import { useLocalizedQuery } from './use-localized-query.js';

/**
 * Site data (SHELL-017): site totals and the zone/country tree of the 'Golf courses' menu.
 * Shared by the shell's header and drawer and by the home and about pages.
 */

/** Query key of `GET /api/categories` in a UI language (names are translated). */
export const categoriesQueryKey = (lang: string) => ['categories', lang] as const;
export const homeQueryKey = ['home'] as const;

/** HOME-006 / SHELL-012: the site totals (`GET /api/home`), kept ten minutes. */
export const homeQuery = queryOptions({
  queryKey: homeQueryKey,
  queryFn: ({ signal }) => api.get('/home', { signal }),
  staleTime: 10 * 60_000,
});

/** HOME-009, MAP-*: the server's client configuration (`GET /api/client-config`), read once. */
export const clientConfigQuery = queryOptions({
  queryKey: ['client-config'],
  queryFn: ({ signal }) => api.get('/client-config', { signal }),
  staleTime: Infinity,
});

/** SHELL-021: the editions configured on the server (`GET /api/editions`), read once. */
export const editionsQuery = queryOptions({
  queryKey: ['editions'],
  queryFn: ({ signal }) => api.get('/editions', { signal }),
  staleTime: Infinity,
});

/**
 * HOME-006 / SHELL-012: course and country totals from `GET /api/home`; the
 * defaults (31155, 168) stand until the server answers or when it fails.
 */
export function useHomeTotals(): Home {
  const { data } = useQuery(homeQuery);
  return data ?? { totalCourse: DEFAULT_TOTAL_COURSES, totalCountry: DEFAULT_TOTAL_COUNTRIES };
}

const CATEGORIES_STALE_MS = 10 * 60_000;

/**
 * SHELL-002 / HOME-*: the zones with their countries in `lang` (`GET /api/categories`); what
 * `useZones` reads, for the server render to fetch before its first pass (decision 078).
 */
export const categoriesQuery = (lang: string) =>
  queryOptions({
    queryKey: categoriesQueryKey(lang),
    queryFn: ({ signal }) => api.get('/categories', { signal }),
    staleTime: CATEGORIES_STALE_MS,
  });

/**
 * SHELL-002: the 10 zones in menu order, each with its countries (names in the
 * current UI language). `zones` is empty until the answer arrives.
 */
export function useZones(): { zones: Zone[]; isLoading: boolean } {
  const { data, isLoading } = useLocalizedQuery(categoriesQuery);
  return { zones: data?.list ?? [], isLoading };
}
