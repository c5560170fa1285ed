import type { UiLanguage } from './enums.js';

/**
 * The page table (decision 033): every screen of the SPA declared once. The router
 * (apps/web route-switch), the served HTML's status, head and cache headers (apps/server
 * `seo`, `page-cache`), the sitemap, the translated paths (ROUTE-011 / OPEN-015) and the
 * shell's menus read it; none of them keeps a list of its own.
 *
 * A page is a route kind of `routes.ts` (`course`, `postDetail`…) or a fixed `.html` page
 * (`playerFinder`…). To add a fixed page: one entry in `FIXED_PAGES` (its six paths) plus its
 * screen in route-switch (the compiler asks for it). A page with parameters also needs its path
 * shape in `routes.ts` (English) and `localized-paths.ts` (the other languages).
 *
 * This module imports types only, so every other module of the package may import it.
 */

/**
 * Who may open a page (ROUTE-002..005):
 *  - `guest`: everyone (rendered on the server for a guest);
 *  - `member`: signed in (a guest is sent to the login page);
 *  - `admin`: signed in, the screen itself checks the administrator rights (D-03, D-04);
 *  - `signedOut`: logged-out visitors only (a signed-in member is sent to the ranking).
 */
export type PageAccess = 'guest' | 'member' | 'admin' | 'signedOut';

/**
 * How the served HTML may be kept (decision 020, decision 033):
 *  - `public`: shared caches keep a guest's page briefly (`s-maxage`) and the server keeps it
 *    in its page cache, keyed on the normalized path and only the `query` keys listed (plus
 *    `ln`); any other query key is dropped from the key and from the render;
 *  - `private`: `private, no-store`, never kept by the server either (pages carrying a
 *    one-time code, personal pages).
 */
export type PageCachePolicy =
  { readonly kind: 'public'; readonly query: readonly string[] } | { readonly kind: 'private' };

/** One page of the table. */
export interface PageDeclaration {
  /**
   * The fixed path in each UI language (`.html` pages); null for a route with parameters,
   * whose shapes are in `routes.ts` / `localized-paths.ts`.
   */
  readonly paths: Readonly<Record<UiLanguage, string>> | null;
  readonly access: PageAccess;
  /**
   * Title and description of the served HTML, as `namespace:dotted.key` of the SPA catalogs
   * (D-13, I18N-010; the screen sets the same text) or `server:key` for the longer texts only
   * the served HTML shows (apps/server seo.texts.ts); null when the SEO service builds them
   * from the page's data (a course's name, a post's text) or, for a description, the home's.
   */
  readonly title: string | null;
  readonly description: string | null;
  /** Catalog namespaces loaded with the page's chunk besides 'common' (bench/bundle.mjs reads them). */
  readonly namespaces: readonly string[];
  /** Listed in sitemap.xml (pages with parameters: the SEO service lists their instances). */
  readonly sitemap: boolean;
  /** `<meta name="robots" content="noindex">` (and never in the sitemap). */
  readonly noindex: boolean;
  /**
   * The page carries a one-time code (D-01 transfer code, reset token): its head never repeats
   * the address, and it is served with `Referrer-Policy: no-referrer` (decision 033).
   */
  readonly oneTimeCode: boolean;
  readonly cache: PageCachePolicy;
}

/** Cache of a guest page whose address carries no query the screen reads. */
const PUBLIC: PageCachePolicy = { kind: 'public', query: [] };
const PRIVATE: PageCachePolicy = { kind: 'private' };

/** A guest page listed in the sitemap, with its catalog title/description and query keys. */
const guestPage = <P extends Record<UiLanguage, string> | null>(
  paths: P,
  title: string | null,
  description: string | null,
  options: { namespaces?: readonly string[]; query?: readonly string[]; sitemap?: boolean } = {},
): PageDeclaration & { readonly paths: P } => ({
  paths,
  access: 'guest',
  title,
  description,
  namespaces: options.namespaces ?? [],
  sitemap: options.sitemap ?? true,
  noindex: false,
  oneTimeCode: false,
  cache: options.query ? { kind: 'public', query: options.query } : PUBLIC,
});

/**
 * A page for members, administrators or logged-out visitors only, or one carrying a one-time
 * code: not indexed, not kept.
 */
const restrictedPage = <P extends Record<UiLanguage, string> | null>(
  access: PageAccess,
  paths: P,
  title: string | null,
  options: { namespaces?: readonly string[]; oneTimeCode?: boolean } = {},
): PageDeclaration & { readonly paths: P } => ({
  paths,
  access,
  title,
  description: null,
  namespaces: options.namespaces ?? [],
  sitemap: false,
  noindex: true,
  oneTimeCode: options.oneTimeCode ?? false,
  cache: PRIVATE,
});

/**
 * The fixed `.html` pages (ROUTE-011 / OPEN-015 paths: ASCII, lower case, hyphenated, each
 * distinct from every other page's path in any language).
 */
export const FIXED_PAGES = {
  newsfeed: guestPage(
    {
      en: '/newsfeed.html',
      fr: '/fil-d-actualite.html',
      vi: '/bang-tin.html',
      it: '/notizie.html',
      de: '/neuigkeiten.html',
      es: '/noticias.html',
    },
    'feed:newsfeed.title',
    'feed:newsfeed.description',
    // FEED-*: the reviews list of an area, a hashtag's posts
    { query: ['type', 'country', 'zone', 'tag'] },
  ),
  coaches: guestPage(
    {
      en: '/coaches.html',
      fr: '/vloggeurs-coachs.html',
      vi: '/vlogger-huan-luyen-vien.html',
      it: '/vlogger-istruttori.html',
      de: '/vlogger-trainer.html',
      es: '/vloggers-entrenadores.html',
    },
    'community:coaches.title',
    'community:coaches.description',
  ),
  playerFinder: guestPage(
    {
      en: '/player-finder.html',
      fr: '/trouver-des-partenaires.html',
      vi: '/tim-ban-choi.html',
      it: '/trova-giocatori.html',
      de: '/mitspieler-finden.html',
      es: '/buscar-jugadores.html',
    },
    'finder:title',
    'finder:description',
  ),
  community: guestPage(
    {
      en: '/community.html',
      fr: '/communaute.html',
      vi: '/cong-dong.html',
      it: '/comunita.html',
      de: '/gemeinschaft.html',
      es: '/comunidad.html',
    },
    'community:community.title',
    'community:community.description',
    // COMM-003: the discussions' filters
    { query: ['language', 'tag', 'sort'] },
  ),
  aboutUs: guestPage(
    {
      en: '/about-us.html',
      fr: '/a-propos.html',
      vi: '/gioi-thieu.html',
      it: '/chi-siamo.html',
      de: '/ueber-uns.html',
      es: '/sobre-nosotros.html',
    },
    'home:about.metaTitle',
    'home:about.metaDescription',
  ),
  register: restrictedPage(
    'signedOut',
    {
      en: '/register.html',
      fr: '/inscription.html',
      vi: '/dang-ky.html',
      it: '/registrazione.html',
      de: '/registrieren.html',
      es: '/registro.html',
    },
    'auth:register.metaTitle',
  ),
  login: restrictedPage(
    'signedOut',
    {
      en: '/login.html',
      fr: '/connexion.html',
      vi: '/dang-nhap.html',
      it: '/accedi.html',
      de: '/anmelden.html',
      es: '/iniciar-sesion.html',
    },
    'auth:login.metaTitle',
  ),
  forgot: restrictedPage(
    'signedOut',
    {
      en: '/forgot-password.html',
      fr: '/mot-de-passe-oublie.html',
      vi: '/quen-mat-khau.html',
      it: '/password-dimenticata.html',
      de: '/passwort-vergessen.html',
      es: '/olvide-mi-contrasena.html',
    },
    'auth:forgot.metaTitle',
  ),
  rgpd: guestPage(
    {
      en: '/rgpd.html',
      fr: '/protection-des-donnees.html',
      vi: '/bao-ve-du-lieu.html',
      it: '/protezione-dei-dati.html',
      de: '/datenschutz.html',
      es: '/proteccion-de-datos.html',
    },
    'legal:rgpd.title',
    'legal:rgpd.metaDescription',
  ),
  legal: guestPage(
    {
      en: '/legal.html',
      fr: '/mentions-legales.html',
      vi: '/thong-tin-phap-ly.html',
      it: '/note-legali.html',
      de: '/impressum.html',
      es: '/aviso-legal.html',
    },
    'legal:cookies.title',
    'legal:cookies.metaDescription',
  ),
  terms: guestPage(
    {
      en: '/terms.html',
      fr: '/conditions-d-utilisation.html',
      vi: '/dieu-khoan-su-dung.html',
      it: '/termini-di-utilizzo.html',
      de: '/nutzungsbedingungen.html',
      es: '/terminos-de-uso.html',
    },
    'legal:terms.title',
    'legal:terms.metaDescription',
  ),
  service: guestPage(
    {
      en: '/service.html',
      fr: '/services-pour-les-golfs.html',
      vi: '/dich-vu-cho-san-golf.html',
      it: '/servizi-per-i-golf-club.html',
      de: '/leistungen-fuer-golfclubs.html',
      es: '/servicios-para-clubes-de-golf.html',
    },
    // SVC-001: the served HTML's longer title and description (server texts)
    'server:serviceTitle',
    'server:serviceDescription',
    { query: ['view'] },
  ),
  contact: guestPage(
    {
      en: '/contact.html',
      fr: '/contact-partenariat.html',
      vi: '/lien-he.html',
      it: '/contatti.html',
      de: '/kontakt.html',
      es: '/contacto.html',
    },
    'server:contactTitle',
    'server:contactDescription',
  ),
} as const satisfies Readonly<Record<string, PageDeclaration>>;

/** A fixed `.html` page. */
export type FixedPage = keyof typeof FIXED_PAGES;

/**
 * The pages with parameters or a path of their own shape, keyed by their route kind
 * (`AppRoute['name']`); their path shapes live in `routes.ts` and `localized-paths.ts`.
 */
export const ROUTE_PAGES = {
  homepage: guestPage(null, 'home:meta.title', 'home:meta.description', {
    namespaces: ['home'],
  }),
  // RANK-*: titles from the area's name; the sitemap lists every area and step
  ranking: guestPage(null, null, null, {
    // 'corrections' (delete mode, administrators) loads with the delete-mode switch
    namespaces: ['ranking', 'ux', 'map'],
  }),
  // COURSE-*: titles from the course; REV-*: the review to edit
  course: guestPage(null, null, null, {
    namespaces: [
      'course',
      'facts',
      'posts',
      'feed',
      'profile',
      'media',
      'reviews',
      'ux',
      'corrections',
    ],
    query: ['edit'],
  }),
  mediaView: guestPage(null, null, null, { sitemap: false }),
  postDetail: guestPage(null, null, null, {
    namespaces: ['posts', 'feed', 'profile'],
    sitemap: false,
  }),
  communityDetail: guestPage(null, null, null, {
    namespaces: ['community', 'posts', 'feed', 'profile'],
    sitemap: false,
  }),
  profilePerson: guestPage(null, null, null, {
    namespaces: ['profile', 'posts', 'feed'],
    sitemap: false,
    query: ['tab'],
  }),
  // SVC-003: the sample site of each website pack
  packSample: guestPage(null, 'server:sampleTitle', 'server:sampleDescription'),
  profile: restrictedPage('member', null, 'profile:meta.ownTitle', {
    namespaces: ['profile', 'posts', 'feed'],
  }),
  // ROUTE-022: the reset token rides in the query (`?token=`)
  resetPassword: restrictedPage('signedOut', null, 'auth:reset.metaTitle', { oneTimeCode: true }),
  // ROUTE-041 / D-01: the transfer code rides in the path
  loginToken: restrictedPage('guest', null, 'auth:reset.metaTitle', {
    oneTimeCode: true,
  }),
  adminClaims: restrictedPage('admin', null, 'admin:claims.title'),
  adminModeration: restrictedPage('admin', null, null),
  adminCorrections: restrictedPage('admin', null, 'admin:claims.title'),
  adminContacts: restrictedPage('admin', null, null),
} as const satisfies Readonly<Record<string, PageDeclaration>>;

/** A page with parameters (a route kind other than `static` and `notFound`). */
export type RoutePage = keyof typeof ROUTE_PAGES;
/** Any page of the table. */
export type PageName = FixedPage | RoutePage;

/** The whole table, by page name. */
export const PAGES: Readonly<Record<PageName, PageDeclaration>> = {
  ...ROUTE_PAGES,
  ...FIXED_PAGES,
};

/** The page of a route value (`{ name: 'static', page }` → its fixed page), null for `notFound`. */
export function pageNameOf(route: { name: string; page?: string }): PageName | null {
  if (route.name === 'static' && route.page && Object.hasOwn(FIXED_PAGES, route.page))
    return route.page as FixedPage;
  return Object.hasOwn(ROUTE_PAGES, route.name) ? (route.name as RoutePage) : null;
}

/** The declaration of a route value's page, null for `notFound`. */
export function pageOf(route: { name: string; page?: string }): PageDeclaration | null {
  const name = pageNameOf(route);
  return name ? PAGES[name] : null;
}

/**
 * D-08: `ln` names the page's language in any address (hreflang, sitemap): every page's cache
 * key keeps it besides the keys the page declares.
 */
export const PAGE_LANGUAGE_QUERY = 'ln';
