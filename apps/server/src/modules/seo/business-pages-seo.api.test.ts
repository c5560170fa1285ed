import { describe, expect, it } from 'vitest';

import { apiSuite } from '../../../test/suite.js';

/** the legal pages are served with their own title and description (LEGAL-001..003). */
const suite = apiSuite();
const page = (url: string) =>
  suite.app.inject({ method: 'GET', url, headers: { host: 'bgc.test' } });

describe('legal, services and partnership pages (LEGAL-001..003, SVC-001/003/027, D-13)', () => {
  it.each([
    ['/rgpd.html', 'en', 'Data-use policy'],
    ['/legal.html', 'en', 'Cookie policy'],
    ['/terms.html', 'en', 'Terms of use'],
    ['/rgpd.html', 'fr', 'Politique d&#39;utilisation des données'],
    ['/terms.html', 'de', 'Nutzungsbedingungen'],
    ['/service.html', 'en', 'Services for golf clubs – websites and BGC pages'],
    ['/contact.html', 'fr', 'Contact partenariat'],
    ['/service/hole-in-one-sample.html', 'en', 'Hole-in-One pack – sample golf club website'],
  ])('%s in %s answers 200 with its title', async (path, lang, title) => {
    const res = await page(`${path}?ln=${lang}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${title} – BGC – Best Golf Courses</title>`);
    // canonical: the page at its path in the page's language (OPEN-015), on the configured origin
    const canonical = /<link rel="canonical" href="http:\/\/bgc\.test([^"]+)" \/>/.exec(
      res.body,
    )?.[1];
    expect(canonical).toBeDefined();
    if (lang === 'en') expect(canonical).toBe(path);
    const again = await page(canonical!);
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain(`<title>${title} – BGC – Best Golf Courses</title>`);
  });

  it('an unknown pack sample is a 404', async () => {
    expect((await page('/service/gold-sample.html')).statusCode).toBe(404);
  });

  it('the sitemap lists the new pages', async () => {
    const body = (await page('/sitemap.xml')).body;
    for (const path of [
      '/rgpd.html',
      '/legal.html',
      '/terms.html',
      '/service.html',
      '/contact.html',
      '/service/par-sample.html',
    ])
      expect(body).toMatch(new RegExp(`<loc>https?://[^<]+${path.replace('.', '\\.')}</loc>`));
  });
});
