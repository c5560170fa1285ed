import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES, type UiLanguage } from './enums.js';
import { detectUiLanguage } from './language-detection.js';
import { RANKING_TOP_STEPS } from './constants.js';
import {
  LOCALIZED_ROUTE_PATHS,
  localizePath,
  localizedHref,
  parseLocalizedPath,
  pathLanguage,
  translatedRoutePath,
} from './localized-paths.js';
import {
  COURSE_TABS,
  STATIC_PAGES,
  parsePath,
  parsePathLanguage,
  paths,
  type AppRoute,
} from './routes.js';

/** Every guest route with translations, with awkward but valid values. */
const ROUTES: AppRoute[] = [
  ...RANKING_TOP_STEPS.map((top) => ({
    name: 'ranking' as const,
    scope: 'worldwide' as const,
    top,
    all: false,
  })),
  { name: 'ranking', scope: 'worldwide', top: 10, all: true },
  ...RANKING_TOP_STEPS.map((top) => ({
    name: 'ranking' as const,
    scope: 'country' as const,
    slug: 'united-kingdom',
    top,
    all: false,
  })),
  { name: 'ranking', scope: 'country', slug: 'france', top: 10, all: true },
  { name: 'ranking', scope: 'zone', slug: 'western-europe', top: 50, all: false },
  { name: 'ranking', scope: 'zone', slug: 'oceania', top: 10, all: true },
  ...COURSE_TABS.map((tab) => ({
    name: 'course' as const,
    country: 'france',
    slug: 'golf-de-saint-cloud-parcours-vert',
    tab,
  })),
  // a course slug that looks like other shapes must still come back as that course
  { name: 'course', country: 'spain', slug: 'classement-top20-spain', tab: 'home' },
  { name: 'postDetail', id: 12, commentId: null },
  { name: 'postDetail', id: 12, commentId: 345 },
  { name: 'communityDetail', id: 7 },
  { name: 'profilePerson', key: '42' },
  ...Object.keys(STATIC_PAGES).map((page) => ({
    name: 'static' as const,
    page: page as keyof typeof STATIC_PAGES,
  })),
];
const OTHER_LANGUAGES = UI_LANGUAGES.filter((l) => l !== 'en');

describe('translated paths (ROUTE-011, OPEN-015)', () => {
  it.each(OTHER_LANGUAGES)(
    'gives every guest route a %s path that opens the same route',
    (lang) => {
      for (const route of ROUTES) {
        const path = translatedRoutePath(route, lang);
        expect(path, JSON.stringify(route)).toMatch(/^\/[a-z0-9./{}-]+$/);
        expect(path).not.toMatch(/[{}]/);
        expect(parsePath(path!), path!).toEqual(route);
        expect(parseLocalizedPath(path!)?.lang, path!).toBe(lang);
        expect(pathLanguage(path!)).toBe(lang);
      }
    },
  );

  it('round-trips every route between every pair of languages', () => {
    for (const route of ROUTES) {
      const english = localizePath(translatedRoutePath(route, 'fr')!, 'en');
      expect(parsePath(english)).toEqual(route);
      expect(pathLanguage(english)).toBeNull();
      for (const from of UI_LANGUAGES) {
        const start = localizePath(english, from);
        for (const to of UI_LANGUAGES) {
          const there = localizePath(start, to);
          expect(parsePath(there), `${start} → ${to}`).toEqual(route);
          expect(localizePath(there, from)).toBe(start);
        }
      }
    }
  });

  it('keeps English paths English and working, and no translated path is an English one', () => {
    expect(localizePath('/top-golf-courses-worldwide.html', 'en')).toBe(
      '/top-golf-courses-worldwide.html',
    );
    expect(localizePath('/top-golf-courses-worldwide.html', 'fr')).toBe(
      '/classement-top10/meilleurs-parcours-de-golf-du-monde.html',
    );
    expect(localizePath('/classement-top10/meilleurs-parcours-de-golf-du-monde.html', 'en')).toBe(
      '/top-golf-courses-worldwide.html',
    );
    expect(localizePath(paths.course('france', 'le-golf-national'), 'de')).toBe(
      '/beste-golfplaetze-france/golfplatz-le-golf-national.html',
    );
    for (const byLang of Object.values(LOCALIZED_ROUTE_PATHS))
      for (const template of Object.values(byLang)) {
        const sample = template
          .replace(/\{top\}/g, '20')
          .replace(/\{(country|zone|slug)\}/g, 'abc')
          .replace(/\{\w+\}/g, '5');
        expect(sample in STATIC_PAGES).toBe(false);
        expect(pathLanguage(sample), sample).not.toBeNull();
        // no English pattern takes it first (parsePathLanguage reads English paths first)
        expect(parsePathLanguage(sample).lang, sample).toBe(pathLanguage(sample));
      }
  });

  it('keeps one template per path: no two keys or languages share a path shape', () => {
    const seen = new Map<string, string>();
    for (const [key, byLang] of Object.entries(LOCALIZED_ROUTE_PATHS))
      for (const [lang, template] of Object.entries(byLang)) {
        expect(seen.get(template), `${lang}:${key}`).toBeUndefined();
        seen.set(template, `${lang}:${key}`);
      }
  });

  it('reads a translated path with one trailing slash, and only a whole template', () => {
    const fixed = translatedRoutePath({ name: 'static', page: 'community' }, 'fr')!;
    const country = '/meilleurs-parcours-de-golf-france/classement-top20-france.html';
    for (const path of [fixed, country]) {
      expect(parseLocalizedPath(`${path}/`), path).toEqual(parseLocalizedPath(path));
      expect(parseLocalizedPath(`${path}//`), path).toBeNull();
      expect(parseLocalizedPath(path.replace('.html', '.htm')), path).toBeNull();
    }
    expect(parseLocalizedPath(country)).toEqual({
      route: { name: 'ranking', scope: 'country', slug: 'france', top: 20, all: false },
      lang: 'fr',
    });
    // the same beginning and end as the country template, another middle
    expect(parseLocalizedPath('/meilleurs-parcours-de-golf-france/x-top20-france.html')).toBeNull();
  });

  it('leaves routes without translations, unknown paths and bad values alone', () => {
    for (const path of ['/', '/profile', '/reset-password', '/photo/3/course-media/9', '/x/y']) {
      for (const lang of UI_LANGUAGES) expect(localizePath(path, lang)).toBe(path);
    }
    expect(parsePath('/publications/0')).toEqual({ name: 'notFound' });
    expect(parsePath('/meilleurs-parcours-de-golf-france/classement-top20-spain.html')).toEqual({
      name: 'notFound',
    });
    expect(pathLanguage('/%E0%A4%A')).toBeNull();
    // a translated ranking step off the list goes to the nearest step, like the English one
    expect(parsePath('/classement-top15/meilleurs-parcours-de-golf-du-monde.html')).toMatchObject({
      top: 20,
    });
  });

  it('gives hrefs whose language is clear: translated paths alone, shared paths with ln', () => {
    const world = '/top-golf-courses-worldwide.html';
    const hrefs = Object.fromEntries(
      UI_LANGUAGES.map((l: UiLanguage) => [l, localizedHref(world, l)]),
    );
    expect(hrefs).toEqual({
      en: '/top-golf-courses-worldwide.html?ln=en',
      fr: '/classement-top10/meilleurs-parcours-de-golf-du-monde.html',
      vi: '/xep-hang-top10/san-golf-tot-nhat-the-gioi.html',
      it: '/classifica-top10/migliori-campi-da-golf-del-mondo.html',
      de: '/rangliste-top10/beste-golfplaetze-der-welt.html',
      es: '/clasificacion-top10/mejores-campos-de-golf-del-mundo.html',
    });
    expect(localizedHref('/', 'fr')).toBe('/?ln=fr');
  });

  it('a translated path picks the UI language after host, stored choice and ln (D-08)', () => {
    const base = { hostname: 'bestgolfcourses.com', port: '', stored: null, search: '' };
    const fr = pathLanguage('/classement-top20/meilleurs-parcours-de-golf-du-monde.html');
    expect(detectUiLanguage({ ...base, pathLanguage: fr })).toBe('fr');
    expect(detectUiLanguage({ ...base, pathLanguage: fr, search: '?ln=de' })).toBe('de');
    expect(detectUiLanguage({ ...base, pathLanguage: fr, stored: 'es' })).toBe('es');
    expect(
      detectUiLanguage({ ...base, pathLanguage: fr, hostname: 'it.bestgolfcourses.com' }),
    ).toBe('it');
    expect(detectUiLanguage({ ...base, pathLanguage: pathLanguage('/about-us.html') })).toBe('en');
  });
});
