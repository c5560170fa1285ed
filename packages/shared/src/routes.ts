import { normalizeTop } from './ranking-pager.js';
import type { RankingTop } from './constants.js';

/**
 * The SPA's path shapes (ROUTE-012..041, OPEN-012, OPEN-013), built and parsed
 * in one place so the SPA, the server's SEO injection and the sitemap agree.
 *
 * Ranking paths:
 *  - worldwide: `/ranking-top{top}/top-golf-courses-worldwide.html`, alias `/top-golf-courses-worldwide.html`
 *  - country:   `/top-golf-courses-{country}/ranking-top{top}-{countryName}.html`, alias `/top-golf-courses-{country}.html`
 *  - zone:      `/{zone}-top-golf-course/ranking-top{top}-{zoneName}.html`, alias `/{zone}-top-golf-courses.html`
 *  - all:       `/all-golf-courses-worldwide.html`, `/top-golf-courses-{country}/all-golf-courses.html`,
 *               `/{zone}-top-golf-course/all-golf-courses.html`
 * Course page: `/top-golf-courses-{country}/{slug}-golf-course.html`.
 */
export type AppRoute =
  | { name: 'homepage' }
  | { name: 'ranking'; scope: 'worldwide'; top: RankingTop; all: boolean }
  | { name: 'ranking'; scope: 'country' | 'zone'; slug: string; top: RankingTop; all: boolean }
  | { name: 'course'; country: string; slug: string }
  | { name: 'static'; page: StaticPage }
  | { name: 'profile' }
  | { name: 'profilePerson'; key: string }
  | { name: 'resetPassword' }
  | { name: 'loginToken'; email: string; token: string }
  | { name: 'notFound' };

/** Routes whose page is a fixed `.html` path. */
export const STATIC_PAGES = {
  newsfeed: '/newsfeed.html',
  coaches: '/coaches.html',
  playerFinder: '/player-finder.html',
  community: '/community.html',
  aboutUs: '/about-us.html',
  register: '/register.html',
  login: '/login.html',
  forgot: '/forgot-password.html',
  rgpd: '/rgpd.html',
  legal: '/legal.html',
  terms: '/terms.html',
  service: '/service.html',
  contact: '/contact.html',
} as const;
export type StaticPage = keyof typeof STATIC_PAGES;

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';

export const paths = {
  home: (): string => '/',
  worldwide: (top: RankingTop = 10): string =>
    top === 10
      ? '/top-golf-courses-worldwide.html'
      : `/ranking-top${top}/top-golf-courses-worldwide.html`,
  worldwideAll: (): string => '/all-golf-courses-worldwide.html',
  country: (country: string, top: RankingTop = 10): string =>
    top === 10
      ? `/top-golf-courses-${country}.html`
      : `/top-golf-courses-${country}/ranking-top${top}-${country}.html`,
  countryAll: (country: string): string => `/top-golf-courses-${country}/all-golf-courses.html`,
  zone: (zone: string, top: RankingTop = 10): string =>
    top === 10
      ? `/${zone}-top-golf-courses.html`
      : `/${zone}-top-golf-course/ranking-top${top}-${zone}.html`,
  zoneAll: (zone: string): string => `/${zone}-top-golf-course/all-golf-courses.html`,
  course: (country: string, slug: string): string =>
    `/top-golf-courses-${country}/${slug}-golf-course.html`,
  static: (page: StaticPage): string => STATIC_PAGES[page],
  /** ROUTE-024: own profile (login required). */
  profile: (): string => '/profile',
  /** ROUTE-025: another member's profile. */
  profilePerson: (key: string | number): string => `/profiles/${key}`,
  /** ROUTE-022: reset password (query `token`). */
  resetPassword: (): string => '/reset-password',
  /** ROUTE-020 / ROUTE-002: login, with the page to come back to. */
  login: (redirect?: string): string =>
    redirect ? `/login.html?redirect=${encodeURIComponent(redirect)}` : '/login.html',
  /** ROUTE-041: login by a one-time transfer code (D-01). */
  loginToken: (email: string, token: string): string =>
    `/login-token/${encodeURIComponent(email)}/${encodeURIComponent(token)}`,
};

/** ROUTE-004: routes for logged-out visitors only. */
export const LOGGED_OUT_ONLY: ReadonlyArray<StaticPage | 'resetPassword'> = [
  'login',
  'register',
  'forgot',
  'resetPassword',
];

/** Builds the path of a ranking route value (used by the pager and the menus). */
export function rankingPath(route: Extract<AppRoute, { name: 'ranking' }>): string {
  if (route.scope === 'worldwide')
    return route.all ? paths.worldwideAll() : paths.worldwide(route.top);
  if (route.scope === 'country')
    return route.all ? paths.countryAll(route.slug) : paths.country(route.slug, route.top);
  return route.all ? paths.zoneAll(route.slug) : paths.zone(route.slug, route.top);
}

const patterns: Array<[RegExp, (m: RegExpMatchArray) => AppRoute]> = [
  [/^\/(?:.*index\.html)?$/, () => ({ name: 'homepage' })],
  [/^\/profile\/?$/, () => ({ name: 'profile' })],
  [/^\/profiles\/([A-Za-z0-9_-]{1,64})\/?$/, (m) => ({ name: 'profilePerson', key: m[1]! })],
  [/^\/reset-password\/?$/, () => ({ name: 'resetPassword' })],
  [
    /^\/login-token\/([^/]+)\/([^/]+)$/,
    (m) => ({ name: 'loginToken', email: m[1]!, token: m[2]! }),
  ],
  [
    /^\/top-golf-courses-worldwide\.html$/,
    () => ({ name: 'ranking', scope: 'worldwide', top: 10, all: false }),
  ],
  [
    /^\/ranking-top(\d+)\/top-golf-courses-worldwide\.html$/,
    (m) => ({ name: 'ranking', scope: 'worldwide', top: normalizeTop(m[1]), all: false }),
  ],
  [
    /^\/all-golf-courses-worldwide\.html$/,
    () => ({ name: 'ranking', scope: 'worldwide', top: 10, all: true }),
  ],
  [
    new RegExp(`^/top-golf-courses-(${SLUG})/all-golf-courses\\.html$`),
    (m) => ({ name: 'ranking', scope: 'country', slug: m[1]!, top: 10, all: true }),
  ],
  [
    new RegExp(`^/top-golf-courses-(${SLUG})/ranking-top(\\d+)(?:-${SLUG})?\\.html$`),
    (m) => ({
      name: 'ranking',
      scope: 'country',
      slug: m[1]!,
      top: normalizeTop(m[2]),
      all: false,
    }),
  ],
  [
    new RegExp(`^/top-golf-courses-(${SLUG})/(${SLUG})-golf-course\\.html$`),
    (m) => ({ name: 'course', country: m[1]!, slug: m[2]! }),
  ],
  [
    new RegExp(`^/top-golf-courses-(${SLUG})\\.html$`),
    (m) => ({ name: 'ranking', scope: 'country', slug: m[1]!, top: 10, all: false }),
  ],
  [
    new RegExp(`^/(${SLUG})-top-golf-course/all-golf-courses\\.html$`),
    (m) => ({ name: 'ranking', scope: 'zone', slug: m[1]!, top: 10, all: true }),
  ],
  [
    new RegExp(`^/(${SLUG})-top-golf-course/ranking-top(\\d+)(?:-${SLUG})?\\.html$`),
    (m) => ({ name: 'ranking', scope: 'zone', slug: m[1]!, top: normalizeTop(m[2]), all: false }),
  ],
  [
    new RegExp(`^/(${SLUG})-top-golf-courses\\.html$`),
    (m) => ({ name: 'ranking', scope: 'zone', slug: m[1]!, top: 10, all: false }),
  ],
];

/**
 * Resolves a pathname (no query) to a route. Unknown shapes give `notFound`
 * (ROUTE-007); whether a slug exists is checked later against the API.
 */
export function parsePath(pathname: string): AppRoute {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { name: 'notFound' };
  }
  for (const [page, path] of Object.entries(STATIC_PAGES)) {
    if (decoded === path) return { name: 'static', page: page as StaticPage };
  }
  for (const [re, build] of patterns) {
    const m = decoded.match(re);
    if (m) return build(m);
  }
  return { name: 'notFound' };
}
