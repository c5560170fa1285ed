import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from './enums.js';
import { FIXED_PAGES, PAGES, pageNameOf, type PageName } from './pages.js';
import { parsePath, type AppRoute } from './routes.js';

/** Decision 033: the page table is coherent, and every fixed path opens its own page. */
describe('the page table (decision 033)', () => {
  it('gives each fixed page six distinct paths that parse back to that page', () => {
    const seen = new Set<string>();
    for (const [name, page] of Object.entries(FIXED_PAGES)) {
      for (const lang of UI_LANGUAGES) {
        const path = page.paths[lang];
        expect(seen.has(path), path).toBe(false);
        seen.add(path);
        expect(pageNameOf(parsePath(path)), `${name} ${lang}`).toBe(name);
      }
    }
    expect(seen.size).toBe(Object.keys(FIXED_PAGES).length * UI_LANGUAGES.length);
  });

  it('never lists a noindex page in the sitemap and never keeps a one-time code', () => {
    for (const [name, page] of Object.entries(PAGES)) {
      if (page.noindex) expect(page.sitemap, name).toBe(false);
      if (page.oneTimeCode) {
        expect(page.cache.kind, name).toBe('private');
        expect(page.noindex, name).toBe(true);
      }
      if (page.access !== 'guest' || page.oneTimeCode)
        expect(page.cache.kind, name).toBe('private');
    }
  });

  it('names a page for every route kind but notFound', () => {
    // a Record over the route kinds: a new kind fails to compile until it is listed here
    const listed: Record<Exclude<AppRoute['name'], 'static' | 'notFound'>, true> = {
      homepage: true,
      ranking: true,
      course: true,
      mediaView: true,
      postDetail: true,
      communityDetail: true,
      profilePerson: true,
      packSample: true,
      profile: true,
      resetPassword: true,
      loginToken: true,
      adminClaims: true,
      adminModeration: true,
      adminCorrections: true,
      adminContacts: true,
    };
    const kinds = Object.keys(listed);
    for (const name of kinds) expect(Object.hasOwn(PAGES, name as PageName), name).toBe(true);
    expect(pageNameOf({ name: 'notFound' })).toBeNull();
    expect(pageNameOf({ name: 'static', page: 'playerFinder' })).toBe('playerFinder');
  });
});
