import type {
  FetchInfiniteQueryOptions,
  FetchQueryOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';
import type { AppRoute, UiLanguage } from '@bgc/shared';
import {
  categoriesQuery,
  clientConfigQuery,
  editionsQuery,
  homeQuery,
} from './components/site-queries.js';
import { courseTimelineFilter, postListQuery } from './components/post-list/post-queries.js';
import { latestReviewPostsQuery, latestVlogsQuery } from './components/post-list/latest-posts.js';
import {
  parseReviewsFeed,
  parseTagFeed,
  type PostArea,
} from './components/post-list/latest-posts-model.js';
import { courseQuery } from './pages/course/course-query.js';
import { latestReviewsQuery } from './pages/course/reviews/review-queries.js';
import type { AreaFilter } from './pages/ranking/ranking-query.js';
import { rankingAreaQuery, rankingCoursesQuery } from './pages/ranking/use-ranking-data.js';
import { newsfeedQuery } from './pages/newsfeed/use-newsfeed.js';

/**
 * Decision 078: what a server render is known to need, fetched before its first pass. The
 * render still finds what it needs by itself (decision 025: render, fetch the queries it
 * created, render again); each query fetched here spares it a pass. The queries are the
 * components' own (the same options factories), so keys cannot drift apart; one that did would
 * cost a pass, never change the page. A guest's view: viewer 0, no retry (a failure is left to
 * the browser, as in the render's own passes).
 */

/** A visitor's id in the query keys that carry the viewer. */
const GUEST = 0;

/** Fetches a query (`prefetch`) or an infinite query's first page (`prefetchInfinite`), no retry. */
const prefetch = <T, K extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
) => client.prefetchQuery({ ...options, retry: false });

const prefetchInfinite = <T, K extends QueryKey, P>(
  client: QueryClient,
  options: FetchInfiniteQueryOptions<T, Error, T, K, P>,
) => client.prefetchInfiniteQuery({ ...options, retry: false });

/** The shell's reads, on every page (SHELL-012 totals, HOME-009 configuration, SHELL-021). */
function prefetchShell(client: QueryClient): Promise<unknown> {
  return Promise.all([
    prefetch(client, homeQuery),
    prefetch(client, clientConfigQuery),
    prefetch(client, editionsQuery),
  ]);
}

/**
 * A course page (COURSE-001): the course, then for the Timeline (COURSE-007..013) its posts,
 * its latest reviews and latest vlogs, which need the course's id. Other tabs find their own
 * reads in the render's next pass.
 */
async function prefetchCourse(
  client: QueryClient,
  route: Extract<AppRoute, { name: 'course' }>,
  lang: UiLanguage,
): Promise<void> {
  const course = courseQuery(route.country, route.slug, lang);
  await prefetch(client, course);
  const detail = client.getQueryData(course.queryKey);
  if (!detail || route.tab !== 'home') return;
  await Promise.all([
    prefetchInfinite(client, postListQuery(courseTimelineFilter(detail.id), GUEST, lang)),
    prefetch(client, latestReviewsQuery(detail.id, GUEST)),
    prefetch(client, latestVlogsQuery(detail.id, undefined, GUEST, lang)),
  ]);
}

/**
 * A ranking page (RANK-007/008, RANK-016/017): the zone or country (none for the world), then
 * the list's first page and the side cards' latest reviews and vlogs of that area.
 */
async function prefetchRanking(
  client: QueryClient,
  route: Extract<AppRoute, { name: 'ranking' }>,
  lang: UiLanguage,
): Promise<void> {
  let filter: AreaFilter = { scope: 'worldwide' };
  if (route.scope !== 'worldwide') {
    const area = rankingAreaQuery(route, lang);
    await prefetch(client, area);
    const found = client.getQueryData(area.queryKey);
    if (!found) return;
    filter = { scope: route.scope, id: found.id };
  }
  const postArea: PostArea = filter;
  await Promise.all([
    prefetchInfinite(client, rankingCoursesQuery(route, filter, lang)),
    prefetch(client, latestReviewPostsQuery(postArea, GUEST, lang)),
    prefetch(client, latestVlogsQuery(0, postArea, GUEST, lang)),
  ]);
}

/**
 * The newsfeed (FEED-001..008) as a visitor reads it, with its side cards' latest reviews and
 * vlogs of all courses; not its reviews or hashtag views (`search`), which list other posts.
 */
function prefetchNewsfeed(
  client: QueryClient,
  search: URLSearchParams,
  lang: UiLanguage,
): Promise<unknown> | undefined {
  if (parseReviewsFeed(search) || parseTagFeed(search)) return undefined;
  return Promise.all([
    prefetchInfinite(client, newsfeedQuery(GUEST, lang)),
    prefetch(client, latestReviewPostsQuery(undefined, GUEST, lang)),
    prefetch(client, latestVlogsQuery(0, undefined, GUEST, lang)),
  ]);
}

/**
 * Fetches into `client` what the page of `route` (its query string `search`) in `lang` is known
 * to read; never throws.
 */
export async function prefetchPage(
  client: QueryClient,
  route: AppRoute,
  search: URLSearchParams,
  lang: UiLanguage,
): Promise<void> {
  await Promise.all([
    prefetchShell(client),
    route.name === 'homepage' ? prefetch(client, categoriesQuery(lang)) : undefined,
    route.name === 'course' ? prefetchCourse(client, route, lang) : undefined,
    route.name === 'ranking' ? prefetchRanking(client, route, lang) : undefined,
    route.name === 'static' && route.page === 'newsfeed'
      ? prefetchNewsfeed(client, search, lang)
      : undefined,
  ]);
}
