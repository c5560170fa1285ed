import { describe, expect, it } from 'vitest';
import type { CourseSummary, Page } from '@bgc/shared';
import { expectNoindexNotFound, json } from '../../../test/test-app.js';
import { apiSuite } from '../../../test/suite.js';

const suite = apiSuite();
const page = (url: string, headers: Record<string, string> = {}) =>
  suite.app.inject({ method: 'GET', url, headers });

describe('served HTML carries per-route SEO tags (D-13)', () => {
  it('home: title, description, canonical, six hreflang alternates and Open Graph', async () => {
    const res = await page('/', { host: 'bgc.test' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>World golf course rankings by area and country</title>');
    expect(res.body).toMatch(/<meta name="description" content="[^"]+"/);
    expect(res.body).toContain('<link rel="canonical" href="http://bgc.test/" />');
    for (const lang of ['en', 'fr', 'vi', 'it', 'de', 'es']) {
      expect(res.body).toContain(`hreflang="${lang}" href="http://bgc.test/?ln=${lang}"`);
    }
    expect(res.body).toContain('<meta property="og:title"');
    expect(res.body).toContain('<div id="root"></div>');
  });

  it('ranking pages name the top and the area (RANK-002, OPEN-034), in the asked language', async () => {
    const res = await page('/top-golf-courses-france/ranking-top20-france.html');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Top 20 best golf courses France</title>');
    expect(res.body).toContain('Ranking of the top 20 golf courses in France');
    const fr = await page('/western-europe-top-golf-courses.html?ln=fr');
    expect(fr.body).toContain('<html lang="fr">');
    expect(fr.body).toContain('Europe de l');
    const world = await page('/ranking-top15/top-golf-courses-worldwide.html');
    expect(world.body).toContain('<title>Top 20 best golf courses worldwide</title>');
    expect(world.body).toContain('/ranking-top20/top-golf-courses-worldwide.html"');
  });

  it('course pages carry the course and country names', async () => {
    const first = json<Page<CourseSummary>>(await page('/api/courses?limit=1')).list[0]!;
    const res = await page(
      `/top-golf-courses-${first.country.slug}/${first.slug}-golf-course.html`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      `${first.name.replace(/&/g, '&amp;').replace(/'/g, '&#39;')} – golf course in ${first.country.name}`,
    );
    expect(res.body).toContain('og:type" content="article"');
  });

  it('unknown paths and slugs answer 404 with noindex, still rendering the SPA', async () => {
    const answers = await expectNoindexNotFound(page, [
      '/no/such/page',
      '/top-golf-courses-atlantis.html',
      '/top-golf-courses-france/nope-golf-course.html',
    ]);
    for (const { url, body } of answers) {
      expect(body, url).toContain('<title>Page not found');
      expect(body, url).toContain('<div id="root"></div>');
    }
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists every ranking and course page', async () => {
    const res = await page('/sitemap.xml', { host: 'bgc.test' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const urls = res.body.match(/<loc>/g) ?? [];
    expect(urls.length).toBeGreaterThan(31157 + 163);
    expect(res.body).toContain('<loc>http://bgc.test/top-golf-courses-worldwide.html</loc>');
    expect(res.body).toContain(
      '<loc>http://bgc.test/ranking-top1000/top-golf-courses-worldwide.html</loc>',
    );
    expect(res.body).toContain(
      '<loc>http://bgc.test/top-golf-courses-france/ranking-top500-france.html</loc>',
    );
    expect(res.body).toContain('/top-golf-courses-austria/ranking-top200-austria.html</loc>');
    expect(res.body).not.toContain('ranking-top300-austria.html');
    expect(res.body).toContain(
      '<loc>http://bgc.test/oceania-top-golf-course/all-golf-courses.html</loc>',
    );
    expect(res.body).toContain(
      '<loc>http://bgc.test/top-golf-courses-france/chateau-l-arc-golf-club-golf-course.html</loc>',
    );
  });

  it('robots.txt points to the sitemap and keeps crawlers out of the API', async () => {
    const res = await page('/robots.txt', { host: 'bgc.test' });
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: http://bgc.test/sitemap.xml');
  });
});
