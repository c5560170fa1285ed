import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { COOKIE_CONSENT_SCRIPT, type UiLanguage } from '@bgc/shared';
import type { ServerLoad } from './server-load.js';

/**
 * Decision 025: server-side rendering of guest pages. The web build's server
 * entry (apps/web/dist-ssr/entry-server.js, `vite build --ssr`) renders the React tree; this
 * module loads it once, gives it an in-process, credential-free way into the API, bounds its
 * time and the renders running at once (decision 057), starts none while the server is busy
 * (decision 082); the page cache keeps its output a few seconds. Whatever goes wrong, the
 * caller serves the empty shell as before: SSR never causes a 5xx.
 */

/** What the server entry returns (apps/web/src/entry-server.tsx `RenderResult`). */
export interface RenderedPage {
  html: string;
  head: string;
  state: string;
  /** How many times the tree was rendered (decision 078: 1 when its reads were known). */
  passes?: number;
}

interface ServerEntry {
  render(input: {
    url: string;
    lang: UiLanguage;
    fetchApi: (
      url: string,
      init: { method: string; headers: Record<string, string> },
    ) => Promise<Response>;
    signal?: AbortSignal;
  }): Promise<RenderedPage>;
}

/** A render taking longer is abandoned (the shell is served). */
export const SSR_TIME_LIMIT_MS = 1500;

/** Headers the render may pass on to the API (never credentials). */
const FORWARDED = ['accept', 'accept-language', 'x-profile-id'] as const;

/**
 * Renders running at once, at most (decision 057). Past it a page is answered with the shell
 * at once: on a saturated server every render slowed the others past the time limit, so the
 * CPU went to renders that were thrown away.
 */
export const SSR_MAX_CONCURRENT_RENDERS = 4;

/**
 * Decision 082: a new render starts only while the server has room for it: no other request
 * in flight (this many in all, the page's own included), or the event loop busy at most
 * SSR_BUSY_UTILIZATION of its last window. Otherwise the page gets the shell, not kept.
 */
export const SSR_BUSY_IN_FLIGHT = 1;
/** Decision 082: event-loop utilization (0–1) past which a busy server skips renders. */
export const SSR_BUSY_UTILIZATION = 0.5;

/**
 * A render's outcome: the page (null: serve the shell) and whether the answer may be kept by
 * the page cache (false when the shell stands in for a render that was skipped or too slow,
 * which a less busy moment would have rendered).
 */
export interface RenderOutcome {
  page: RenderedPage | null;
  keep: boolean;
}

export interface PageRenderer {
  /** The rendered page, or null (no entry, failure, time limit, too busy): serve the shell. */
  render(url: string, lang: UiLanguage): Promise<RenderedPage | null>;
  /**
   * As `render`, with whether the answer may be kept. Requests for a page (`url` × `lang`)
   * being rendered share that render; past SSR_MAX_CONCURRENT_RENDERS others get the shell
   * at once, not kept (decision 057).
   */
  renderPage(url: string, lang: UiLanguage): Promise<RenderOutcome>;
  /**
   * Renders `urls` once in `lang` (English by default), one after the other, so the route
   * chunks and that language's catalogs are loaded before the first visitor (a cold render can
   * pass the time limit on a busy machine).
   */
  warm(urls: readonly string[], lang?: UiLanguage): Promise<void>;
}

/** The server entry next to the web build `dist`, or null when it was not built. */
export async function loadServerEntry(
  dist: string,
  log: FastifyBaseLogger,
): Promise<ServerEntry | null> {
  const file = path.resolve(dist, '../dist-ssr/entry-server.js');
  if (!existsSync(file)) return null;
  try {
    const entry = (await import(pathToFileURL(file).href)) as Partial<ServerEntry>;
    return typeof entry.render === 'function' ? (entry as ServerEntry) : null;
  } catch (err) {
    log.warn({ err }, 'server-side rendering disabled: the server entry failed to load');
    return null;
  }
}

/**
 * A renderer of guest pages over `entry`: the API calls of the render go through
 * `app.inject` (GET only, no Authorization, no cookie: a guest); a render is abandoned after
 * SSR_TIME_LIMIT_MS. Rendered pages are kept by the page cache (`page-cache.ts`, decision 033),
 * which also empties them after the writes that change them: the browser takes a page's data
 * as fresh (it does not fetch again while hydrating, which would race the hydration of lazy
 * parts), so a page is never served after a write that changed its data. With `load` (the
 * server's, `server-load.ts`), a busy server answers the shell instead of starting a render
 * (decision 082); without it (tests through `app.inject`), only the concurrency bound applies.
 */
export function createPageRenderer(
  app: FastifyInstance,
  entry: ServerEntry | null,
  load?: Pick<ServerLoad, 'inFlight' | 'utilization'>,
): PageRenderer {
  const busy = () =>
    load !== undefined &&
    load.inFlight() > SSR_BUSY_IN_FLIGHT &&
    load.utilization() > SSR_BUSY_UTILIZATION;
  const fetchApi = async (
    url: string,
    init: { method: string; headers: Record<string, string> },
  ): Promise<Response> => {
    const headers: Record<string, string> = {};
    for (const name of FORWARDED) {
      const value = Object.entries(init.headers).find(([k]) => k.toLowerCase() === name)?.[1];
      if (value) headers[name] = value;
    }
    const res = await app.inject({ method: 'GET', url, headers });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };

  /** One bounded render: kept unless it passed the time limit. */
  const renderBounded = async (url: string, lang: UiLanguage): Promise<RenderOutcome> => {
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => {
        abort.abort();
        resolve(null);
      }, SSR_TIME_LIMIT_MS);
    });
    try {
      const page = await Promise.race([
        entry!.render({ url, lang, fetchApi, signal: abort.signal }),
        timeout,
      ]);
      if (!page) {
        app.log.warn({ url, lang }, 'server-side render over its time limit: shell served');
        app.pageRender('over_time');
        return { page: null, keep: false };
      }
      app.pageRender('rendered');
      return { page, keep: true };
    } catch (err) {
      app.log.warn({ err, url, lang }, 'server-side render failed: shell served');
      app.pageRender('failed');
      return { page: null, keep: true };
    } finally {
      clearTimeout(timer);
    }
  };

  const running = new Map<string, Promise<RenderOutcome>>();
  const renderer: PageRenderer = {
    async warm(urls, lang = 'en') {
      if (!entry) return;
      for (const url of urls) {
        try {
          await entry.render({ url, lang, fetchApi });
        } catch {
          // a warm-up failure only means the first visitor may get the shell
        }
      }
    },
    renderPage(url, lang) {
      if (!entry) return Promise.resolve({ page: null, keep: true });
      const key = `${lang} ${url}`;
      const same = running.get(key);
      if (same) return same;
      if (running.size >= SSR_MAX_CONCURRENT_RENDERS || busy()) {
        app.log.debug({ url, lang }, 'server-side renders busy or no room: shell served');
        app.pageRender('busy');
        return Promise.resolve({ page: null, keep: false });
      }
      const render = renderBounded(url, lang).finally(() => running.delete(key));
      running.set(key, render);
      return render;
    },
    async render(url, lang) {
      return (await renderer.renderPage(url, lang)).page;
    },
  };
  return renderer;
}

/**
 * Puts a rendered page into the SEO-tagged index.html (critical CSS in the head, state after
 * #root). The head also gets the consent script (COOKIE_CONSENT_SCRIPT, allowed by its hash in
 * the CSP), which hides the rendered cookie notice before the first paint when this browser
 * has consented.
 */
export function composePage(document: string, page: RenderedPage | null): string {
  if (!page) return document;
  return document
    .replace('</head>', () => `<script>${COOKIE_CONSENT_SCRIPT}</script>\n${page.head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.state}`);
}
