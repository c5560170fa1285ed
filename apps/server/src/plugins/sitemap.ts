import fp from 'fastify-plugin';
import { UI_LANGUAGES } from '@bgc/shared';
import type { SeoService } from '../modules/seo/seo.service.js';

/** The SEO service and the one configured origin (D-14) the files name. */
export interface SitemapOptions {
  seo: SeoService;
  publicOrigin: string;
}

/**
 * `GET /sitemap.xml` (the English paths), `GET /sitemap-{lang}.xml` for each other UI language
 * (OPEN-015: the pages at their paths in that language), both kept an hour by caches, and
 * `GET /robots.txt`; every URL on the configured origin (D-14). Wrapped with fastify-plugin:
 * the routes sit at the root.
 */
export const sitemap = fp<SitemapOptions>(
  async (app, { seo, publicOrigin }) => {
    app.get('/sitemap.xml', async (_request, reply) =>
      reply
        .type('application/xml')
        .header('Cache-Control', 'public, max-age=3600')
        .send(await seo.sitemap(publicOrigin)),
    );
    for (const lang of UI_LANGUAGES.filter((l) => l !== 'en'))
      app.get(`/sitemap-${lang}.xml`, async (_request, reply) =>
        reply
          .type('application/xml')
          .header('Cache-Control', 'public, max-age=3600')
          .send(await seo.sitemap(publicOrigin, lang)),
      );
    app.get('/robots.txt', async (_request, reply) =>
      reply.type('text/plain').send(seo.robots(publicOrigin)),
    );
  },
  { name: 'bgc-sitemap' },
);
