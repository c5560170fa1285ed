import { normalizeTop } from './ranking-pager.js';
import { DB_ID_MAX, type RankingTop } from './constants.js';
import { parseLocalizedPath } from './localized-paths.js';
import { FIXED_PAGES, ROUTE_PAGES, type FixedPage } from './pages.js';
import type { UiLanguage } from './enums.js';

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
  | { name: 'course'; country: string; slug: string; tab: CourseTab }
  | {
      name: 'mediaView';
      type: MediaViewType;
      mediaId: number;
      parentType: string;
      parentId: number;
    }
  | { name: 'adminClaims' }
  | { name: 'postDetail'; id: number; commentId: number | null }
  | { name: 'communityDetail'; id: number }
  | { name: 'adminModeration' }
  | { name: 'adminCorrections' }
  | { name: 'static'; page: StaticPage }
  | { name: 'profile' }
  | { name: 'profilePerson'; key: string }
  | { name: 'resetPassword' }
  | { name: 'loginToken'; email: string; token: string }
  | { name: 'packSample'; pack: string }
  | { name: 'adminContacts' }
  | { name: 'notFound' };

/** The English path of each fixed `.html` page (the page table, decision 033). */
export const STATIC_PAGES = Object.fromEntries(
  Object.entries(FIXED_PAGES).map(([page, declaration]) => [page, declaration.paths.en]),
) as Readonly<Record<FixedPage, string>>;
/** A fixed `.html` page (a name of the page table's `FIXED_PAGES`). */
export type StaticPage = FixedPage;

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';

/**
 * COURSE-004 / ROUTE-034 (OPEN-012): the course tabs in the spec's order. `home` is the
 * Timeline at the course path itself; the others add `/{segment}.html` to it.
 */
export const COURSE_TABS = [
  'home',
  'about',
  'directorInterview',
  'reviews',
  'vlog',
  'videosPhotos',
  'promotions',
] as const;
export type CourseTab = (typeof COURSE_TABS)[number];
const COURSE_TAB_SEGMENTS: Readonly<Record<Exclude<CourseTab, 'home'>, string>> = {
  about: 'about',
  directorInterview: 'directors-interview',
  reviews: 'reviews',
  vlog: 'golf-vlog',
  videosPhotos: 'photos-videos',
  promotions: 'promotions',
};
const TAB_BY_SEGMENT = new Map(
  Object.entries(COURSE_TAB_SEGMENTS).map(([tab, segment]) => [segment, tab as CourseTab]),
);

/** MEDIA-001: the media viewer types. */
export type MediaViewType = 'photo' | 'video';
/** MEDIA-005: parent type of the viewer address when browsing a course's media. */
export const COURSE_MEDIA_PARENT = 'course-media';

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
  /** ROUTE-033/034: a course tab (`home` = Timeline at the bare course path). */
  course: (country: string, slug: string, tab: CourseTab = 'home'): string =>
    tab === 'home'
      ? `/top-golf-courses-${country}/${slug}-golf-course.html`
      : `/top-golf-courses-${country}/${slug}-golf-course/${COURSE_TAB_SEGMENTS[tab]}.html`,
  /** ROUTE-037 / MEDIA-005: the media viewer address. */
  mediaView: (
    type: MediaViewType,
    mediaId: number,
    parentType: string = COURSE_MEDIA_PARENT,
    parentId: number = 0,
  ): string => `/${type}/${mediaId}/${parentType}/${parentId}`,
  /** D-03: administrators' page of pending course claims. */
  adminClaims: (): string => '/admin/course-claims.html',
  /** D-04: administrators' moderation queue of reports. */
  adminModeration: (): string => '/admin/moderation.html',
  /** RANK-018: administrators' list of removed courses and course corrections. */
  adminCorrections: (): string => '/admin/course-corrections.html',
  /** ROUTE-017 / COMM-008: one community discussion. */
  communityDetail: (id: number): string => `/community/${id}`,
  /** ROUTE-035/036: a post alone, optionally with the comment to highlight. */
  postDetail: (id: number, commentId?: number | null): string =>
    commentId ? `/posts/${id}/${commentId}` : `/posts/${id}`,
  static: (page: StaticPage): string => STATIC_PAGES[page],
  /** SVC-003: the sample site of a website pack (`slug` of WEBSITE_PACKS). */
  packSample: (slug: string): string => `/service/${slug}-sample.html`,
  /** administrators' list of contact requests. */
  adminContacts: (): string => '/admin/contact-requests.html',
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

/** ROUTE-004: routes for logged-out visitors only (access `signedOut` in the page table). */
export const LOGGED_OUT_ONLY: ReadonlyArray<StaticPage | 'resetPassword'> = [
  ...(Object.keys(FIXED_PAGES) as FixedPage[]).filter(
    (page) => FIXED_PAGES[page].access === 'signedOut',
  ),
  ...(ROUTE_PAGES.resetPassword.access === 'signedOut' ? (['resetPassword'] as const) : []),
];

/** Builds the path of a ranking route value (used by the pager and the menus). */
export function rankingPath(route: Extract<AppRoute, { name: 'ranking' }>): string {
  if (route.scope === 'worldwide')
    return route.all ? paths.worldwideAll() : paths.worldwide(route.top);
  if (route.scope === 'country')
    return route.all ? paths.countryAll(route.slug) : paths.country(route.slug, route.top);
  return route.all ? paths.zoneAll(route.slug) : paths.zone(route.slug, route.top);
}

/**
 * The ids of a path (digits only, by their patterns) as numbers; null when one is past the
 * database's id range, where no row can exist: the path is then an unknown id (404), and no
 * lookup asks the database for a value its id columns refuse.
 */
function pathIds(...digits: Array<string | undefined>): number[] | null {
  const ids = digits.map((d) => (d === undefined ? 0 : Number(d)));
  return ids.every((id) => id <= DB_ID_MAX) ? ids : null;
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
    (m) => ({ name: 'course', country: m[1]!, slug: m[2]!, tab: 'home' }),
  ],
  [
    new RegExp(`^/top-golf-courses-(${SLUG})/(${SLUG})-golf-course/(${SLUG})\\.html$`),
    (m) => {
      const tab = TAB_BY_SEGMENT.get(m[3]!);
      return tab ? { name: 'course', country: m[1]!, slug: m[2]!, tab } : { name: 'notFound' };
    },
  ],
  [
    /^\/(photo|video)\/(\d{1,10})\/([a-z][a-z-]{0,30})\/(\d{1,10})\/?$/,
    (m) => {
      const ids = pathIds(m[2], m[4]);
      return ids
        ? {
            name: 'mediaView',
            type: m[1] as MediaViewType,
            mediaId: ids[0]!,
            parentType: m[3]!,
            parentId: ids[1]!,
          }
        : { name: 'notFound' };
    },
  ],
  [/^\/admin\/course-claims\.html$/, () => ({ name: 'adminClaims' })],
  [/^\/admin\/moderation\.html$/, () => ({ name: 'adminModeration' })],
  [/^\/admin\/course-corrections\.html$/, () => ({ name: 'adminCorrections' })],
  [/^\/admin\/contact-requests\.html$/, () => ({ name: 'adminContacts' })],
  [new RegExp(`^/service/(${SLUG})-sample\\.html$`), (m) => ({ name: 'packSample', pack: m[1]! })],
  [
    /^\/community\/([1-9]\d{0,9})\/?$/,
    (m) => {
      const ids = pathIds(m[1]);
      return ids ? { name: 'communityDetail', id: ids[0]! } : { name: 'notFound' };
    },
  ],
  [
    /^\/posts\/([1-9]\d{0,9})(?:\/([1-9]\d{0,9}))?\/?$/,
    (m) => {
      const ids = pathIds(m[1], m[2]);
      return ids
        ? { name: 'postDetail', id: ids[0]!, commentId: m[2] ? ids[1]! : null }
        : { name: 'notFound' };
    },
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
  return parsePathLanguage(pathname).route;
}

/**
 * `parsePath`, with the language whose translated path `pathname` is (ROUTE-011), or null for
 * an English path and an unknown one. English paths are tried first and no translated path is
 * also an English one (`localized-paths.ts`), so a path is read once, not once per language.
 */
export function parsePathLanguage(pathname: string): {
  route: AppRoute;
  lang: Exclude<UiLanguage, 'en'> | null;
} {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { route: { name: 'notFound' }, lang: null };
  }
  for (const [page, path] of Object.entries(STATIC_PAGES)) {
    if (decoded === path)
      return { route: { name: 'static', page: page as StaticPage }, lang: null };
  }
  for (const [re, build] of patterns) {
    const m = decoded.match(re);
    if (m) return { route: build(m), lang: null };
  }
  // ROUTE-011 / OPEN-015: a path of another language opens the same screen
  return parseLocalizedPath(decoded) ?? { route: { name: 'notFound' }, lang: null };
}
