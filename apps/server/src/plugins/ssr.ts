import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  isUiLanguage,
  pageNameOf,
  pageOf,
  parsePath,
  pathLanguage,
  pickAcceptLanguage,
  type UiLanguage,
} from '@bgc/shared';
import { errorBody } from '../lib/errors.js';
import { setPageCacheHeaders } from '../lib/http-cache.js';
import { codedBody, negotiatedCoding } from '../lib/content-coding.js';
import {
  PageCache,
  pageCacheKey,
  pageTags,
  registerPageCacheInvalidation,
  type KeptPage,
} from '../lib/page-cache.js';
import { composePage, createPageRenderer, loadServerEntry } from '../lib/ssr.js';
import { measureServerLoad } from '../lib/server-load.js';
import { onRankingChanged } from '../modules/ranking/ranking.service.js';
import type { SeoService } from '../modules/seo/seo.service.js';
import { missingMedia } from './static-files.js';

/** What the pages are made from. */
export interface SsrOptions {
  /** The built SPA folder (plugins/static-files.ts `webDistDir`); null: no pages, API only. */
  dist: string | null;
  seo: SeoService;
  /** D-14: the one configured origin of the SEO tags. */
  publicOrigin: string;
  /** Decision 030: subscribes to account deletions (they change what kept pages show). */
  onAccountRemoved: (listener: () => void) => void;
}

/** The main routes' paths, rendered once after start so their chunks and catalogs are loaded. */
const WARM_PATHS = ['/', '/top-golf-courses-worldwide.html', '/about-us.html'];

/**
 * Language of a page request: `ln` query first (hreflang links), then the language of a
 * translated path (ROUTE-011), then Accept-Language.
 */
function pageLanguage(request: FastifyRequest): UiLanguage {
  const ln = (request.query as Record<string, unknown> | undefined)?.ln;
  if (isUiLanguage(ln)) return ln;
  return (
    pathLanguage(request.url.split('?')[0] ?? '/') ??
    pickAcceptLanguage(request.headers['accept-language'])
  );
}

/**
 * Sends a kept page (decision 074): in the coding the client accepts, compressed once per kept
 * page and coding ({@link codedBody}) with `Content-Encoding` (so @fastify/compress leaves the
 * body alone), else as it is; `setPageCacheHeaders` has set its `Vary`.
 */
async function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: KeptPage,
  answer: 'hit' | 'miss',
): Promise<FastifyReply> {
  reply.status(kept.status).header('X-Page-Cache', answer).type('text/html; charset=utf-8');
  const coding = negotiatedCoding(request);
  if (!coding) return reply.send(kept.html);
  let body: Buffer;
  try {
    body = await codedBody(kept.html, kept.coded, coding);
  } catch (err) {
    request.log.warn({ err }, 'page compression failed');
    return reply.send(kept.html);
  }
  return reply.header('Content-Encoding', coding).send(body);
}

/**
 * The SPA's pages: every GET (or HEAD) outside `/api` and the static files is index.html with
 * the route's SEO tags (D-13: status, title, description, canonical, hreflang; a 301 for an
 * old path) and, decision 025, the page rendered on the server for a guest when the server
 * entry was built (the empty shell when that fails or is too slow). Decision 033: the pages
 * are kept by path and declared query (`X-Page-Cache: hit | miss | none`), and emptied by the
 * writes that change them (the page-cache `onResponse` hook), by an account deletion and by a
 * ranking recompute; a page with a one-time code is sent with `Referrer-Policy: no-referrer`.
 * Decision 057: concurrent requests for a page share its render, a few renders run at once,
 * and the shell answered in place of a skipped or too slow render is not kept. Decision 074: a
 * kept page is sent compressed once per coding. A `/media/…` path that reached here is a
 * missing upload; other methods and unknown `/api` paths get the JSON 404. Wrapped with
 * fastify-plugin: the hooks and the not-found handler belong to the root instance. Register
 * it last, after the API and the static files.
 */
export const ssr = fp<SsrOptions>(
  async (app, { dist, seo, publicOrigin, onAccountRemoved }) => {
    const template = dist ? readFileSync(path.join(dist, 'index.html'), 'utf8') : null;
    const load = measureServerLoad(app.server);
    app.addHook('onClose', async () => load.stop());
    const pages = createPageRenderer(app, dist ? await loadServerEntry(dist, app.log) : null, load);
    const pageCache = new PageCache();
    registerPageCacheInvalidation(app, pageCache);
    // decision 030: a deletion, and the ranking recompute it starts, change what kept pages show
    onAccountRemoved(() => pageCache.invalidate(null));
    const stopPageDrops = onRankingChanged(() => pageCache.invalidate(null));
    app.addHook('onClose', async () => stopPageDrops());
    app.addHook('onReady', async () => {
      // after start, in the background: the main routes' chunks and catalogs load before a visitor
      setImmediate(() => void pages.warm(WARM_PATHS));
    });

    const serveSpa = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname.startsWith('/media/')) return missingMedia(request, reply);
      if (
        (request.method !== 'GET' && request.method !== 'HEAD') ||
        pathname.startsWith('/api/') ||
        pathname === '/api' ||
        !template
      ) {
        return reply
          .status(404)
          .send(errorBody('not_found', `Route ${request.method} ${pathname} not found`));
      }
      const lang = pageLanguage(request);
      const route = parsePath(pathname);
      const cacheKey = pageCacheKey(request.url, lang, pageOf(route));
      const kept = cacheKey ? pageCache.get(cacheKey.key) : undefined;
      if (kept) {
        setPageCacheHeaders(request, reply, kept.status, pageOf(route));
        return sendKept(request, reply, kept, 'hit');
      }
      const meta = await seo.describe(pathname, lang);
      if (meta.redirect) return reply.redirect(meta.redirect, 301);
      setPageCacheHeaders(request, reply, meta.status, meta.page);
      // decision 033: a one-time code never leaves in a Referer header
      if (meta.page?.oneTimeCode) reply.header('Referrer-Policy', 'no-referrer');
      const { page, keep } = await pages.renderPage(cacheKey?.renderUrl ?? request.url, lang);
      const html = composePage(seo.render(template, meta, lang, publicOrigin), page);
      // decision 057: the shell standing in for a skipped or too slow render is not kept
      if (cacheKey && meta.status === 200 && keep) {
        const made = pageCache.set(cacheKey.key, {
          status: meta.status,
          html,
          tags: pageTags(pageNameOf(route), meta.tags),
        });
        return sendKept(request, reply, made, 'miss');
      }
      return reply
        .status(meta.status)
        .header('X-Page-Cache', cacheKey ? 'miss' : 'none')
        .type('text/html; charset=utf-8')
        .send(html);
    };
    // decision 074: a route, not only the not-found handler, so a page gets the routes' hooks
    // (compression) and a HEAD answer; `/assets/*`, `/media/*`, `/flags/*` and `/api/…` are
    // more specific and win
    app.get('/', serveSpa);
    app.get('/index.html', serveSpa);
    app.get('/*', serveSpa);
    app.setNotFoundHandler(serveSpa);
  },
  { name: 'bgc-ssr' },
);
