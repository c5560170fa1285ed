import {
  FIXED_PAGES,
  ROUTE_PAGES,
  WEBSITE_PACKS,
  WORLDWIDE_TOTAL_DEFAULT,
  localizedHref,
  paths,
  visibleTopSteps,
  type UiLanguage,
} from '@bgc/shared';
import type { Db } from '../../db/client.js';
import { listCoursePaths } from '../courses/courses.repository.js';
import type { GeoService } from '../geo/geo.service.js';

/** Escapes text for an HTML or XML attribute or text node. */
export const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The paths a sitemap lists (English), from the page table (decision 033): each page marked
 * `sitemap` (never a `noindex` one); the pages with parameters contribute their instances —
 * the packs' sample sites, every visible ranking step of the world, each zone and country with
 * their "all" pages, and every course.
 */
export async function sitemapPaths(db: Db, geo: GeoService): Promise<string[]> {
  const listed = (page: { sitemap: boolean; noindex: boolean }) => page.sitemap && !page.noindex;
  const locs: string[] = [];
  if (listed(ROUTE_PAGES.homepage)) locs.push(paths.home());
  for (const page of Object.values(FIXED_PAGES)) if (listed(page)) locs.push(page.paths.en);
  if (listed(ROUTE_PAGES.packSample))
    locs.push(...WEBSITE_PACKS.map((p) => paths.packSample(p.slug)));
  if (listed(ROUTE_PAGES.ranking)) {
    for (const top of visibleTopSteps(WORLDWIDE_TOTAL_DEFAULT)) locs.push(paths.worldwide(top));
    locs.push(paths.worldwideAll());
    const { list: zones } = await geo.categories('en');
    for (const zone of zones) {
      for (const top of visibleTopSteps(zone.totalCourse)) locs.push(paths.zone(zone.slug, top));
      locs.push(paths.zoneAll(zone.slug));
      for (const country of zone.countries) {
        for (const top of visibleTopSteps(country.totalCourse))
          locs.push(paths.country(country.slug, top));
        locs.push(paths.countryAll(country.slug));
      }
    }
  }
  if (listed(ROUTE_PAGES.course))
    for (const c of await listCoursePaths(db)) locs.push(paths.course(c.country, c.slug));
  return locs;
}

/**
 * sitemap.xml of `lang` (OPEN-015): with a language other than English, each page at its path
 * in that language (`localizedHref`: translated paths, shared ones with `?ln=`).
 */
export async function buildSitemap(
  db: Db,
  geo: GeoService,
  origin: string,
  lang: UiLanguage = 'en',
): Promise<string> {
  const at = (p: string) => (lang === 'en' ? p : localizedHref(p, lang));
  const body = (await sitemapPaths(db, geo))
    .map((p) => `<url><loc>${escapeHtml(origin + at(p))}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}
