import { describe, expect, it } from 'vitest';
import type { CourseSummary, Page } from '@bgc/shared';
import { expectNoindexNotFound, json } from '../../../test/test-app.js';
import { apiSuite } from '../../../test/suite.js';

/**
 * ROUTE-011 / OPEN-015 / D-13: a page opened at its path in any language is
 * served in that language, its canonical is that language's path, its hreflang alternates are
 * each language's path, the per-language sitemaps list them, and the English paths still work.
 */
const suite = apiSuite();
const page = (url: string, headers: Record<string, string> = {}) =>
  suite.app.inject({ method: 'GET', url, headers: { host: 'bgc.test', ...headers } });
const link = (rel: string, href: string, hreflang?: string) =>
  hreflang
    ? `<link rel="${rel}" hreflang="${hreflang}" href="http://bgc.test${href}" />`
    : `<link rel="${rel}" href="http://bgc.test${href}" />`;

describe('translated paths in the served HTML (ROUTE-011, D-13)', () => {
  it('a French ranking path opens the ranking in French with French canonical', async () => {
    const res = await page('/classement-top20/meilleurs-parcours-de-golf-du-monde.html');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="fr">');
    expect(res.body).toMatch(/<title>[^<]*20[^<]*monde[^<]*<\/title>/i);
    expect(res.body).toContain(
      link('canonical', '/classement-top20/meilleurs-parcours-de-golf-du-monde.html'),
    );
    expect(res.body).toContain(
      link('alternate', '/ranking-top20/top-golf-courses-worldwide.html?ln=en', 'en'),
    );
    expect(res.body).toContain(
      link('alternate', '/classement-top20/meilleurs-parcours-de-golf-du-monde.html', 'fr'),
    );
    expect(res.body).toContain(
      link('alternate', '/rangliste-top20/beste-golfplaetze-der-welt.html', 'de'),
    );
    expect(res.body).toContain(
      link('alternate', '/xep-hang-top20/san-golf-tot-nhat-the-gioi.html', 'vi'),
    );
    expect(res.body).toContain(
      link('alternate', '/ranking-top20/top-golf-courses-worldwide.html', 'x-default'),
    );
  });

  it('the English path still works; with ln or Accept-Language its canonical is that language', async () => {
    const en = await page('/top-golf-courses-worldwide.html');
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain(link('canonical', '/top-golf-courses-worldwide.html'));
    const de = await page('/top-golf-courses-worldwide.html?ln=de');
    expect(de.body).toContain('<html lang="de">');
    expect(de.body).toContain(
      link('canonical', '/rangliste-top10/beste-golfplaetze-der-welt.html'),
    );
    const es = await page('/top-golf-courses-worldwide.html', { 'accept-language': 'es-ES' });
    expect(es.body).toContain(
      link('canonical', '/clasificacion-top10/mejores-campos-de-golf-del-mundo.html'),
    );
    // ln wins over the path's language
    const it = await page('/classement-top20/meilleurs-parcours-de-golf-du-monde.html?ln=it');
    expect(it.body).toContain('<html lang="it">');
    expect(it.body).toContain(
      link('canonical', '/classifica-top20/migliori-campi-da-golf-del-mondo.html'),
    );
  });

  it('country, zone and course pages and their tabs open at their translated paths', async () => {
    const first = json<Page<CourseSummary>>(await page('/api/courses?limit=1')).list[0]!;
    const c = first.country.slug;
    for (const [url, lang] of [
      [`/meilleurs-parcours-de-golf-${c}/classement-top50-${c}.html`, 'fr'],
      [`/beste-golfplaetze-${c}/alle-golfplaetze.html`, 'de'],
      ['/western-europe-mejores-campos/clasificacion-top20-western-europe.html', 'es'],
      [`/migliori-campi-da-golf-${c}/campo-da-golf-${first.slug}.html`, 'it'],
      [`/san-golf-tot-nhat-${c}/san-golf-${first.slug}/danh-gia.html`, 'vi'],
    ] as const) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(`<html lang="${lang}">`);
      expect(res.body, url).toContain(link('canonical', url));
    }
    const course = await page(`/migliori-campi-da-golf-${c}/campo-da-golf-${first.slug}.html`);
    expect(course.body).toContain(
      link('alternate', `/top-golf-courses-${c}/${first.slug}-golf-course.html?ln=en`, 'en'),
    );
    expect(course.body).toContain(
      link(
        'alternate',
        `/meilleurs-parcours-de-golf-${c}/parcours-de-golf-${first.slug}.html`,
        'fr',
      ),
    );
  });

  it('static pages open at their translated paths; unknown slugs stay 404', async () => {
    const about = await page('/ueber-uns.html');
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<html lang="de">');
    expect(about.body).toContain(link('canonical', '/ueber-uns.html'));
    expect(about.body).toContain(link('alternate', '/about-us.html?ln=en', 'en'));
    expect(about.body).toContain(link('alternate', '/a-propos.html', 'fr'));
    await expectNoindexNotFound(page, [
      '/meilleurs-parcours-de-golf-atlantis/classement-top20-atlantis.html',
      '/meilleurs-parcours-de-golf-france/parcours-de-golf-nope-nope.html',
      '/meilleurs-parcours-de-golf-france/classement-top20-spain.html',
    ]);
  });

  it('the home page and untranslated routes keep one path with ln per language', async () => {
    const home = await page('/?ln=fr');
    expect(home.body).toContain(link('canonical', '/'));
    expect(home.body).toContain(link('alternate', '/?ln=vi', 'vi'));
  });
});

describe('sitemaps per language (OPEN-015)', () => {
  it('sitemap-fr.xml lists the same pages at their French paths; robots lists every sitemap', async () => {
    const en = await page('/sitemap.xml');
    const fr = await page('/sitemap-fr.xml');
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toContain('application/xml');
    const count = (body: string) => (body.match(/<loc>/g) ?? []).length;
    expect(count(fr.body)).toBe(count(en.body));
    expect(fr.body).toContain(
      '<loc>http://bgc.test/classement-top1000/meilleurs-parcours-de-golf-du-monde.html</loc>',
    );
    expect(fr.body).toContain(
      '<loc>http://bgc.test/meilleurs-parcours-de-golf-france/parcours-de-golf-chateau-l-arc-golf-club.html</loc>',
    );
    expect(fr.body).toContain('<loc>http://bgc.test/a-propos.html</loc>');
    expect(fr.body).toContain('<loc>http://bgc.test/?ln=fr</loc>');
    expect(fr.body).not.toContain('http://bgc.test/top-golf-courses-');
    const de = await page('/sitemap-de.xml');
    expect(de.body).toContain(
      '<loc>http://bgc.test/beste-golfplaetze-austria/alle-golfplaetze.html</loc>',
    );
    const robots = await page('/robots.txt');
    for (const lang of ['fr', 'vi', 'it', 'de', 'es'])
      expect(robots.body).toContain(`Sitemap: http://bgc.test/sitemap-${lang}.xml`);
    expect((await page('/sitemap-en.xml')).statusCode).toBe(404);
  });
});
