import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { parsePath, type UiLanguage } from '@bgc/shared';
import i18n, { routeNamespaces } from './i18n/index.js';
import { Providers } from './app/providers.js';
import { createQueryClient } from './lib/query-client.js';
import { AppRoutes } from './app/router.js';
import { setServerContextGetter, type ServerRequestContext } from './lib/server-context.js';
import { EMOTION_KEY, SERVER_STYLES_ATTRIBUTE, SSR_STATE_ID, type SsrState } from './ssr-state.js';
import { prefetchPage } from './ssr-prefetch.js';

/**
 * the server render of a guest page. Built by `vite build --ssr` into
 * apps/web/dist-ssr and imported once by the API server (apps/server `serveSpa`).
 * See docs/decisions/025-server-side-rendering.md.
 */

/**
 * The page's Emotion rules as `<style>` elements for the head (decision 072). The page's own
 * rules (key `css`) carry their ids in SERVER_STYLES_ATTRIBUTE, which the browser's cache reads
 * (`serverStyleCache`) without taking the elements into its sheet; a sheet takes an element by
 * removing and re-inserting it, and each such move made the browser drop and re-parse its rules
 * and recalculate the style of the whole page while it hydrated. The global rules (`css-global`,
 * found by name by Emotion's `Global`) are written as `constructStyleTagsFromChunks` writes them,
 * plus `data-s=""`, which spares them the cache's first move to the end of the head.
 */
function styleTags(styles: readonly { key: string; ids: string[]; css: string }[]): string {
  return styles
    .map((style) =>
      style.key === EMOTION_KEY
        ? `<style ${SERVER_STYLES_ATTRIBUTE}="${style.ids.join(' ')}">${style.css}</style>`
        : `<style data-s="" data-emotion="${style.key} ${style.ids.join(' ')}">${style.css}</style>`,
    )
    .join('');
}

/** How the server entry reaches the API: one in-process GET, no credentials (a guest). */
export type FetchApi = ServerRequestContext['fetch'];

export interface RenderInput {
  /** Path and query of the page, as requested. */
  url: string;
  /** The page language (the server's `pageLanguage`). */
  lang: UiLanguage;
  fetchApi: FetchApi;
  /** Aborts the render (the server's time limit). */
  signal?: AbortSignal;
}

export interface RenderResult {
  /** The markup of #root. */
  html: string;
  /** The critical CSS of that markup (emotion style tags), for the head. */
  head: string;
  /** A `<script type="application/json">` with the query cache and language, for hydration. */
  state: string;
  /** The dehydrated query cache (tests, diagnostics). */
  dehydratedState: SsrState['queries'];
  /** 200, or 404 when the page rendered the not-found screen. */
  status: number;
  /** How many times the tree was rendered (1 when every read was fetched before; decision 078). */
  passes: number;
}

const requestContext = new AsyncLocalStorage<ServerRequestContext>();
setServerContextGetter(() => requestContext.getStore());

/** Data passes: render, fetch the queries the render asked for, render again (at most this often). */
const MAX_DATA_PASSES = 3;

function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer | string) =>
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk),
    );
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

/** One render of the whole tree, waiting for lazy routes and i18n Suspense (onAllReady). */
async function renderOnce(tree: ReactNode, signal?: AbortSignal): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, {
    signal,
    // every boundary inline: no out-of-order segments, so no inline script (CSP 'self' only)
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // a component that throws renders its nearest boundary on the client; the server logs nothing
    onError: () => undefined,
  });
  return readStream(prelude);
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === 'function') return (enabled as (q: Query) => boolean)(query) !== false;
  return enabled !== false;
}

/** Queries the last render created and that have not been fetched (nor failed) yet. */
function pendingQueries(client: QueryClient, failed: ReadonlySet<string>): Query[] {
  return client
    .getQueryCache()
    .findAll()
    .filter(
      (q) =>
        q.state.status === 'pending' &&
        q.state.fetchStatus === 'idle' &&
        !failed.has(q.queryHash) &&
        isEnabled(q),
    );
}

/** Escapes JSON for a `<script>` element (no `</script>`, no HTML comment openers). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Takes the failed among `queries` out of the cache and notes them, so none is fetched again. */
function dropFailed(client: QueryClient, queries: readonly Query[], failed: Set<string>): void {
  for (const q of queries) {
    if (q.state.status !== 'error') continue;
    failed.add(q.queryHash);
    client.getQueryCache().remove(q);
  }
}

/**
 * Renders `url` as a guest in `lang`: a fresh query client, i18next instance
 * and emotion cache per request; the reads the page is known to need fetched first
 * (`prefetchPage`, decision 078), then up to MAX_DATA_PASSES rounds of "render, fetch the
 * queries the render created (in process, through `fetchApi`), render again"; then the critical
 * CSS and the dehydrated cache. Failed queries are dropped before the last render, so server and
 * client both show their loading state and the client fetches them.
 */
export async function render({ url, lang, fetchApi, signal }: RenderInput): Promise<RenderResult> {
  const pathname = url.split('?')[0] ?? '/';
  const route = parsePath(pathname);
  const t = i18n.cloneInstance({ lng: lang });
  // react-i18next's `useTranslation` reports each namespace it uses here (one set per request)
  const used = new Set<string>();
  Object.assign(t, {
    reportNamespaces: {
      addUsedNamespaces: (namespaces: readonly string[]) => namespaces.forEach((n) => used.add(n)),
      getUsedNamespaces: () => [...used],
    },
  });
  await t.changeLanguage(lang);
  await t.loadNamespaces(['common', ...routeNamespaces(route.name)]);

  const client = createQueryClient(0);
  const cache = createCache({ key: EMOTION_KEY });
  const emotion = createEmotionServer(cache);
  const tree = (
    <StrictMode>
      <CacheProvider value={cache}>
        <I18nextProvider i18n={t}>
          <Providers client={client}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </Providers>
        </I18nextProvider>
      </CacheProvider>
    </StrictMode>
  );

  return requestContext.run({ lang, fetch: fetchApi }, async () => {
    const failed = new Set<string>();
    const search = new URLSearchParams(url.split('?')[1] ?? '');
    await prefetchPage(client, route, search, lang);
    signal?.throwIfAborted();
    dropFailed(client, client.getQueryCache().findAll(), failed);
    let html = await renderOnce(tree, signal);
    let passes = 1;
    for (let pass = 0; pass < MAX_DATA_PASSES; pass += 1) {
      const pending = pendingQueries(client, failed);
      if (pending.length === 0) break;
      await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
      signal?.throwIfAborted();
      dropFailed(client, pending, failed);
      html = await renderOnce(tree, signal);
      passes += 1;
    }
    const queries = dehydrate(client);
    const head = styleTags(emotion.extractCriticalToChunks(html).styles);
    const state: SsrState = { lang, queries, namespaces: [...used].sort() };
    client.clear();
    return {
      html,
      head,
      state: `<script id="${SSR_STATE_ID}" type="application/json">${scriptJson(state)}</script>`,
      dehydratedState: queries,
      status: route.name === 'notFound' ? 404 : 200,
      passes,
    };
  });
}
