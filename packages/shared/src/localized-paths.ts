import { normalizeTop } from './ranking-pager.js';
import type { UiLanguage } from './enums.js';
import { FIXED_PAGES, type FixedPage } from './pages.js';
import {
  STATIC_PAGES,
  parsePathLanguage,
  paths,
  rankingPath,
  type AppRoute,
  type CourseTab,
  type StaticPage,
} from './routes.js';

/**
 * ROUTE-011 / OPEN-015: the paths of the guest routes in each UI language,
 * listed once. The English paths of `routes.ts` stay canonical for English and keep working
 * in every language; each other language has its own path for the same screen.
 *
 * The table is keyed by the route's kind/name (`LocalizedRouteKey`); a route or a language
 * without an entry falls back to the route's English path, so a new route needs no entry to
 * work. Templates hold `{placeholders}`:
 *  - `{top}`: a ranking step (ranking-pager),
 *  - `{country}`, `{zone}`, `{slug}`: data slugs (the same in every language, OPEN-015 asks
 *    for route translations, not for translated place names),
 *  - `{id}`, `{commentId}`: positive numbers; `{key}`: a member key.
 * A placeholder used twice (the country in a country ranking) must hold the same value.
 * Words are ASCII, lower case, hyphenated (Vietnamese without tone marks), and every
 * template of a language is distinct from the others and from the English paths.
 */
const PARAMETER_ROUTE_PATHS = {
  rankingWorldwide: {
    fr: '/classement-top{top}/meilleurs-parcours-de-golf-du-monde.html',
    vi: '/xep-hang-top{top}/san-golf-tot-nhat-the-gioi.html',
    it: '/classifica-top{top}/migliori-campi-da-golf-del-mondo.html',
    de: '/rangliste-top{top}/beste-golfplaetze-der-welt.html',
    es: '/clasificacion-top{top}/mejores-campos-de-golf-del-mundo.html',
  },
  rankingWorldwideAll: {
    fr: '/tous-les-parcours-de-golf-du-monde.html',
    vi: '/tat-ca-san-golf-the-gioi.html',
    it: '/tutti-i-campi-da-golf-del-mondo.html',
    de: '/alle-golfplaetze-der-welt.html',
    es: '/todos-los-campos-de-golf-del-mundo.html',
  },
  rankingCountry: {
    fr: '/meilleurs-parcours-de-golf-{country}/classement-top{top}-{country}.html',
    vi: '/san-golf-tot-nhat-{country}/xep-hang-top{top}-{country}.html',
    it: '/migliori-campi-da-golf-{country}/classifica-top{top}-{country}.html',
    de: '/beste-golfplaetze-{country}/rangliste-top{top}-{country}.html',
    es: '/mejores-campos-de-golf-{country}/clasificacion-top{top}-{country}.html',
  },
  rankingCountryAll: {
    fr: '/meilleurs-parcours-de-golf-{country}/tous-les-parcours-de-golf.html',
    vi: '/san-golf-tot-nhat-{country}/tat-ca-san-golf.html',
    it: '/migliori-campi-da-golf-{country}/tutti-i-campi-da-golf.html',
    de: '/beste-golfplaetze-{country}/alle-golfplaetze.html',
    es: '/mejores-campos-de-golf-{country}/todos-los-campos-de-golf.html',
  },
  rankingZone: {
    fr: '/{zone}-meilleurs-parcours/classement-top{top}-{zone}.html',
    vi: '/{zone}-san-golf-hang-dau/xep-hang-top{top}-{zone}.html',
    it: '/{zone}-migliori-campi/classifica-top{top}-{zone}.html',
    de: '/{zone}-beste-plaetze/rangliste-top{top}-{zone}.html',
    es: '/{zone}-mejores-campos/clasificacion-top{top}-{zone}.html',
  },
  rankingZoneAll: {
    fr: '/{zone}-meilleurs-parcours/tous-les-parcours-de-golf.html',
    vi: '/{zone}-san-golf-hang-dau/tat-ca-san-golf.html',
    it: '/{zone}-migliori-campi/tutti-i-campi-da-golf.html',
    de: '/{zone}-beste-plaetze/alle-golfplaetze.html',
    es: '/{zone}-mejores-campos/todos-los-campos-de-golf.html',
  },
  course: {
    fr: '/meilleurs-parcours-de-golf-{country}/parcours-de-golf-{slug}.html',
    vi: '/san-golf-tot-nhat-{country}/san-golf-{slug}.html',
    it: '/migliori-campi-da-golf-{country}/campo-da-golf-{slug}.html',
    de: '/beste-golfplaetze-{country}/golfplatz-{slug}.html',
    es: '/mejores-campos-de-golf-{country}/campo-de-golf-{slug}.html',
  },
  'course.about': {
    fr: '/meilleurs-parcours-de-golf-{country}/parcours-de-golf-{slug}/a-propos.html',
    vi: '/san-golf-tot-nhat-{country}/san-golf-{slug}/gioi-thieu.html',
    it: '/migliori-campi-da-golf-{country}/campo-da-golf-{slug}/informazioni.html',
    de: '/beste-golfplaetze-{country}/golfplatz-{slug}/ueber-den-platz.html',
    es: '/mejores-campos-de-golf-{country}/campo-de-golf-{slug}/acerca-de.html',
  },
  'course.directorInterview': {
    fr: '/meilleurs-parcours-de-golf-{country}/parcours-de-golf-{slug}/interview-du-directeur.html',
    vi: '/san-golf-tot-nhat-{country}/san-golf-{slug}/phong-van-giam-doc.html',
    it: '/migliori-campi-da-golf-{country}/campo-da-golf-{slug}/intervista-al-direttore.html',
    de: '/beste-golfplaetze-{country}/golfplatz-{slug}/interview-mit-dem-direktor.html',
    es: '/mejores-campos-de-golf-{country}/campo-de-golf-{slug}/entrevista-al-director.html',
  },
  'course.reviews': {
    fr: '/meilleurs-parcours-de-golf-{country}/parcours-de-golf-{slug}/avis.html',
    vi: '/san-golf-tot-nhat-{country}/san-golf-{slug}/danh-gia.html',
    it: '/migliori-campi-da-golf-{country}/campo-da-golf-{slug}/recensioni.html',
    de: '/beste-golfplaetze-{country}/golfplatz-{slug}/bewertungen.html',
    es: '/mejores-campos-de-golf-{country}/campo-de-golf-{slug}/opiniones.html',
  },
  'course.vlog': {
    fr: '/meilleurs-parcours-de-golf-{country}/parcours-de-golf-{slug}/vlog-golf.html',
    vi: '/san-golf-tot-nhat-{country}/san-golf-{slug}/vlog-golf.html',
    it: '/migliori-campi-da-golf-{country}/campo-da-golf-{slug}/vlog-di-golf.html',
    de: '/beste-golfplaetze-{country}/golfplatz-{slug}/golf-vlog.html',
    es: '/mejores-campos-de-golf-{country}/campo-de-golf-{slug}/vlog-de-golf.html',
  },
  'course.videosPhotos': {
    fr: '/meilleurs-parcours-de-golf-{country}/parcours-de-golf-{slug}/photos-et-videos.html',
    vi: '/san-golf-tot-nhat-{country}/san-golf-{slug}/anh-va-video.html',
    it: '/migliori-campi-da-golf-{country}/campo-da-golf-{slug}/foto-e-video.html',
    de: '/beste-golfplaetze-{country}/golfplatz-{slug}/fotos-und-videos.html',
    es: '/mejores-campos-de-golf-{country}/campo-de-golf-{slug}/fotos-y-videos.html',
  },
  'course.promotions': {
    fr: '/meilleurs-parcours-de-golf-{country}/parcours-de-golf-{slug}/offres.html',
    vi: '/san-golf-tot-nhat-{country}/san-golf-{slug}/khuyen-mai.html',
    it: '/migliori-campi-da-golf-{country}/campo-da-golf-{slug}/offerte.html',
    de: '/beste-golfplaetze-{country}/golfplatz-{slug}/angebote.html',
    es: '/mejores-campos-de-golf-{country}/campo-de-golf-{slug}/ofertas.html',
  },
  postDetail: {
    fr: '/publications/{id}',
    vi: '/bai-viet/{id}',
    it: '/pubblicazioni/{id}',
    de: '/beitraege/{id}',
    es: '/publicaciones/{id}',
  },
  postComment: {
    fr: '/publications/{id}/{commentId}',
    vi: '/bai-viet/{id}/{commentId}',
    it: '/pubblicazioni/{id}/{commentId}',
    de: '/beitraege/{id}/{commentId}',
    es: '/publicaciones/{id}/{commentId}',
  },
  communityDetail: {
    fr: '/communaute/{id}',
    vi: '/cong-dong/{id}',
    it: '/comunita/{id}',
    de: '/gemeinschaft/{id}',
    es: '/comunidad/{id}',
  },
  profilePerson: {
    fr: '/profils/{key}',
    vi: '/ho-so/{key}',
    it: '/profili/{key}',
    de: '/profile/{key}',
    es: '/perfiles/{key}',
  },
} as const satisfies Readonly<
  Record<string, Readonly<Partial<Record<Exclude<UiLanguage, 'en'>, string>>>>
>;

type Params = Record<string, string>;
type Lang = Exclude<UiLanguage, 'en'>;

/**
 * The translated path templates: those of the routes with parameters above, and the fixed
 * pages' paths of the page table (`FIXED_PAGES`, decision 033), keyed by page name.
 */
export const LOCALIZED_ROUTE_PATHS: Readonly<
  Record<string, Readonly<Partial<Record<Lang, string>>>>
> = {
  ...PARAMETER_ROUTE_PATHS,
  ...Object.fromEntries(
    Object.entries(FIXED_PAGES).map(([page, { paths }]) => {
      const { en: _english, ...others } = paths;
      return [page, others];
    }),
  ),
};
/** A key of the table: a route kind (`rankingCountry`, `course.reviews`) or a fixed page. */
export type LocalizedRouteKey = keyof typeof PARAMETER_ROUTE_PATHS | FixedPage;

/** The table key and placeholder values of a route, or null when it has no translations. */
function keyOf(route: AppRoute): { key: string; params: Params } | null {
  // if-chains, not a switch: a route kind added elsewhere simply has no translations
  if (route.name === 'ranking') {
    const scope =
      route.scope === 'worldwide' ? 'Worldwide' : route.scope === 'country' ? 'Country' : 'Zone';
    const params: Params = { top: String(route.top) };
    if (route.scope === 'country') params.country = route.slug;
    if (route.scope === 'zone') params.zone = route.slug;
    return { key: `ranking${scope}${route.all ? 'All' : ''}`, params };
  }
  if (route.name === 'course')
    return {
      key: route.tab === 'home' ? 'course' : `course.${route.tab}`,
      params: { country: route.country, slug: route.slug },
    };
  if (route.name === 'postDetail')
    return route.commentId
      ? {
          key: 'postComment',
          params: { id: String(route.id), commentId: String(route.commentId) },
        }
      : { key: 'postDetail', params: { id: String(route.id) } };
  if (route.name === 'communityDetail')
    return { key: 'communityDetail', params: { id: String(route.id) } };
  if (route.name === 'profilePerson') return { key: 'profilePerson', params: { key: route.key } };
  if (route.name === 'static') return { key: route.page, params: {} };
  return null;
}

/** The route of a table key and its placeholder values (the inverse of `keyOf`). */
function routeOf(key: string, p: Params): AppRoute | null {
  const ranking = /^ranking(Worldwide|Country|Zone)(All)?$/.exec(key);
  if (ranking) {
    const all = ranking[2] === 'All';
    const top = all ? 10 : normalizeTop(p.top);
    if (ranking[1] === 'Worldwide') return { name: 'ranking', scope: 'worldwide', top, all };
    const scope = ranking[1] === 'Country' ? 'country' : 'zone';
    return { name: 'ranking', scope, slug: p[scope]!, top, all };
  }
  if (key === 'course' || key.startsWith('course.')) {
    const tab = (key === 'course' ? 'home' : key.slice('course.'.length)) as CourseTab;
    return { name: 'course', country: p.country!, slug: p.slug!, tab };
  }
  if (key === 'postDetail' || key === 'postComment')
    return {
      name: 'postDetail',
      id: Number(p.id),
      commentId: p.commentId ? Number(p.commentId) : null,
    };
  if (key === 'communityDetail') return { name: 'communityDetail', id: Number(p.id) };
  if (key === 'profilePerson') return { name: 'profilePerson', key: p.key! };
  if (Object.hasOwn(STATIC_PAGES, key)) return { name: 'static', page: key as StaticPage };
  return null;
}

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const PLACEHOLDER_PATTERNS: Readonly<Record<string, string>> = {
  top: '\\d{1,5}',
  country: SLUG,
  zone: SLUG,
  slug: SLUG,
  id: '[1-9]\\d{0,9}',
  commentId: '[1-9]\\d{0,9}',
  key: '[A-Za-z0-9_-]{1,64}',
};

/** A template with placeholders, matched by regex once its literal ends agree with the path. */
interface ParameterTemplate {
  lang: Lang;
  key: string;
  template: string;
  /** The literal text before the first placeholder and after the last one. */
  prefix: string;
  suffix: string;
  re: RegExp | null;
}
interface Templates {
  parameters: ParameterTemplate[];
  /** Templates without placeholders, by path (no trailing slash). */
  literals: Map<string, { lang: Lang; key: string }>;
}
let templates: Templates | null = null;

/** Regex of a template: placeholders captured by name, a repeated one must match the first. */
function compile(template: string): RegExp {
  const seen = new Set<string>();
  let source = '';
  let last = 0;
  for (const m of template.matchAll(/\{(\w+)\}/g)) {
    source += template.slice(last, m.index).replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
    const name = m[1]!;
    source += seen.has(name) ? `\\k<${name}>` : `(?<${name}>${PLACEHOLDER_PATTERNS[name]!})`;
    seen.add(name);
    last = m.index + m[0].length;
  }
  source += template.slice(last).replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  return new RegExp(`^${source}/?$`);
}

/**
 * Split into the two kinds on first use (routes.ts imports this module; nothing runs at import
 * time). A path is tried against a template's regex only when it starts and ends as the template
 * does, and a regex is compiled when first tried: a browser parsing its first path (an English
 * one, most often) compiled 150 regexes before, a phone's longest piece of the entry's start-up.
 */
function table(): Templates {
  if (templates) return templates;
  const parameters: ParameterTemplate[] = [];
  const literals = new Map<string, { lang: Lang; key: string }>();
  for (const [key, byLang] of Object.entries(LOCALIZED_ROUTE_PATHS)) {
    for (const [lang, template] of Object.entries(byLang) as [Lang, string][]) {
      const open = template.indexOf('{');
      if (open < 0) {
        if (!literals.has(template)) literals.set(template, { lang, key });
        continue;
      }
      const prefix = template.slice(0, open);
      const suffix = template.slice(template.lastIndexOf('}') + 1);
      parameters.push({ lang, key, template, prefix, suffix, re: null });
    }
  }
  templates = { parameters, literals };
  return templates;
}

/**
 * ROUTE-011: the route and language of a translated path (already URI-decoded, no query),
 * or null when `pathname` is no language's translated path. English paths are parsed by
 * `parsePath`, which calls this for what it does not know. Templates with placeholders are
 * tried first, in the table's order, then the fixed paths.
 */
export function parseLocalizedPath(pathname: string): { route: AppRoute; lang: Lang } | null {
  const { parameters, literals } = table();
  const bare = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const entry of parameters) {
    if (!bare.startsWith(entry.prefix) || !bare.endsWith(entry.suffix)) continue;
    entry.re ??= compile(entry.template);
    const m = entry.re.exec(pathname);
    if (!m) continue;
    const route = routeOf(entry.key, { ...m.groups });
    if (route) return { route, lang: entry.lang };
  }
  const literal = literals.get(bare);
  const route = literal ? routeOf(literal.key, {}) : null;
  return literal && route ? { route, lang: literal.lang } : null;
}

/**
 * ROUTE-011 / OPEN-015: the path of `route` in `lang`, or null when the route has no
 * translation in that language (English always: its paths are those of `paths`).
 */
export function translatedRoutePath(route: AppRoute, lang: UiLanguage): string | null {
  if (lang === 'en') return null;
  const found = keyOf(route);
  if (!found) return null;
  const byLang = LOCALIZED_ROUTE_PATHS[found.key];
  const template = byLang?.[lang];
  if (!template) return null;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => found.params[name] ?? '');
}

/** The English path of a route that has translations (null for the others). */
function englishPath(route: AppRoute): string | null {
  if (route.name === 'ranking') return rankingPath(route);
  if (route.name === 'course') return paths.course(route.country, route.slug, route.tab);
  if (route.name === 'postDetail') return paths.postDetail(route.id, route.commentId);
  if (route.name === 'communityDetail') return paths.communityDetail(route.id);
  if (route.name === 'profilePerson') return paths.profilePerson(route.key);
  if (route.name === 'static') return paths.static(route.page);
  return null;
}

/** The language a path is written in: a translated path's language, else null (English or shared). */
export function pathLanguage(pathname: string): Exclude<UiLanguage, 'en'> | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return parseLocalizedPath(decoded)?.lang ?? null;
}

/**
 * OPEN-015: the same screen's path in `lang` (a path of any language in, no query). Routes
 * without a translation in `lang` keep their English path; unknown paths come back unchanged.
 */
export function localizePath(pathname: string, lang: UiLanguage): string {
  const { route, lang: from } = parsePathLanguage(pathname);
  if (route.name === 'notFound') return pathname;
  const translated = translatedRoutePath(route, lang);
  if (translated) return translated;
  return from ? (englishPath(route) ?? pathname) : pathname;
}

/**
 * D-13 / OPEN-015: the address of a page in `lang` for canonical, hreflang and sitemap links:
 * its translated path, with `?ln={lang}` unless the path itself says the language (English
 * paths and untranslated routes are shared by every language, so they carry `ln`).
 */
export function localizedHref(pathname: string, lang: UiLanguage): string {
  const path = localizePath(pathname, lang);
  return pathLanguage(path) === lang ? path : `${path}?ln=${lang}`;
}
