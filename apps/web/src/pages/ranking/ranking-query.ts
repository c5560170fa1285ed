import {
  adjacentTopSteps,
  visibleTopSteps,
  RANKING_PAGE_SIZE,
  RANKING_SORT,
  startPageOfTop,
  type ApiQuery,
  type AppRoute,
  type Page,
  type RankingTop,
} from '@bgc/shared';

/** The ranking variant of the app route (ROUTE-027..032). */
export type RankingRoute = Extract<AppRoute, { name: 'ranking' }>;

/** The area filter of a ranking list (RANK-007): none for worldwide, else a zone or country id. */
export type AreaFilter = { scope: 'worldwide' } | { scope: 'zone' | 'country'; id: number };

/**
 * RANK-006 / RANK-021: first list page of a route. A top step starts at its start page;
 * the `all` routes list every course from page 1.
 */
export function firstPageOf(route: { top: RankingTop; all: boolean }): number {
  return route.all ? 1 : startPageOfTop(route.top);
}

/** RANK-007 / RANK-019: query of `GET /courses` for one ranking page (page from 1). */
export function coursesQuery(filter: AreaFilter, page: number): ApiQuery<'GET /courses'> {
  return {
    page,
    limit: RANKING_PAGE_SIZE,
    sort_desc: RANKING_SORT,
    filter_zoneId: filter.scope === 'zone' ? filter.id : undefined,
    filter_country: filter.scope === 'country' ? filter.id : undefined,
  };
}

/**
 * RANK-015: the page after `last`, or undefined (no more pages) once
 * `currentPage >= totalPages` or the page came back empty.
 */
export function nextRankingPage(
  last: Pick<Page<unknown>, 'list' | 'currentPage' | 'totalPages'>,
): number | undefined {
  if (last.list.length === 0 || last.currentPage >= last.totalPages) return undefined;
  return last.currentPage + 1;
}

/**
 * OPEN-031 and the `all` routes: the steps the arrows lead to. On an `all` route the
 * previous arrow goes back to the last visible step and next is disabled.
 */
export function pagerArrows(
  route: Pick<RankingRoute, 'top' | 'all'>,
  total: number,
): { previous: RankingTop | null; next: RankingTop | null } {
  if (route.all) return { previous: visibleTopSteps(total).at(-1) ?? null, next: null };
  return adjacentTopSteps(route.top, total);
}
