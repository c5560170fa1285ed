import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_LANGUAGE_QUERY, PostType, type PageDeclaration, type UiLanguage } from '@bgc/shared';
import type { CodedCopies } from './content-coding.js';

/**
 * Decision 033: the server's cache of served guest pages (the SEO-tagged HTML with the
 * server-side render, decision 025). A page is kept PAGE_CACHE_MS under a key made of its
 * language, its normalized path and only the query keys its page declares in the page table
 * (`cache.query`, plus `ln`): an address with a junk or unique query string is served from the
 * cache and rendered without that query. Pages declared `private` (one-time codes, personal
 * pages) and unknown paths are never kept.
 *
 * Each kept page carries the tags of the data it shows (`course:12`, `post:7`, `member:3`). A
 * successful write empties what it changed, as its route declares with `config.pageWrites`:
 *  - `'none'`: it changes no page's data (a search sent by POST): nothing is emptied;
 *  - a function: the tags of the pages it changes (a review: `course:<id>`), or null when it
 *    cannot tell (everything is emptied);
 *  - {@link PAGES_NAMED_BY_HANDLER}: the tags the handler named with {@link pagesWritten}
 *    once it knew what it changed (a like: the post's page, its course's, the lists);
 *  - absent: any page may have changed: everything is emptied (the safe default).
 * A ranking recompute empties everything too (every list and course page shows positions).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a successful write changes among the served pages (see `page-cache.ts`). */
    pageWrites?: PageWrites;
  }
  interface FastifyRequest {
    /** The tags a handler named with {@link pagesWritten}. */
    pageTagsWritten?: readonly string[];
  }
}

/** A write route's effect on the served pages (decision 033). */
export type PageWrites = 'none' | ((request: FastifyRequest) => readonly string[] | null);

/** Names, from a write's handler, the tags of the pages it changed (decision 033). */
export function pagesWritten(request: FastifyRequest, tags: readonly string[]): void {
  request.pageTagsWritten = tags;
}

/**
 * `pageWrites` of a route whose handler names what it changed with {@link pagesWritten}; a
 * success whose handler named nothing empties every page.
 */
export const PAGES_NAMED_BY_HANDLER: PageWrites = (request) => request.pageTagsWritten ?? null;

/**
 * Tag of the pages listing posts or reviews of any course or member (the home, the news feed,
 * the community, the coaches, member pages).
 */
export const FEED_PAGE_TAG = 'feed';
/** The pages of the page table whose lists show posts and reviews of any course or member. */
const FEED_PAGES: ReadonlySet<string> = new Set([
  'homepage',
  'newsfeed',
  'community',
  'coaches',
  'profilePerson',
]);
/**
 * Tag of the ranking pages. Their list changes with the ranking's recompute only (which empties
 * every page); besides it they show the area's latest reviews and vlogs (RANK-016/017), without
 * like or comment counts: only a review or a vlog changes them.
 */
export const RANKING_PAGE_TAG = 'ranking';

/** The tags of a served page: those of its data (`course:12`), `feed` or `ranking` for the lists. */
export function pageTags(pageName: string | null, dataTags: readonly string[] = []): string[] {
  if (pageName === 'ranking') return [...dataTags, RANKING_PAGE_TAG];
  return pageName && FEED_PAGES.has(pageName) ? [...dataTags, FEED_PAGE_TAG] : [...dataTags];
}

/**
 * The tags of the pages showing a post and its counters: its own page, its author's page, its
 * course's pages when it is about a course, and the lists (`feed`). The ranking pages show no
 * counters; a new review or vlog changes them too ({@link newPostPageTags}).
 */
export function postPageTags(post: {
  id: number;
  authorId: number | null;
  courseId: number | null;
}): string[] {
  return [
    `post:${post.id}`,
    ...(post.authorId !== null ? [`member:${post.authorId}`] : []),
    ...(post.courseId !== null ? [`course:${post.courseId}`] : []),
    FEED_PAGE_TAG,
  ];
}

/**
 * The tags of the pages a new post changes: those showing it ({@link postPageTags}) and, for a
 * review or a vlog, the ranking pages (their latest reviews and vlogs, RANK-016/017).
 */
export function newPostPageTags(post: {
  id: number;
  type: number;
  authorId: number | null;
  courseId: number | null;
}): string[] {
  const lists = post.type === PostType.Review || post.type === PostType.Vlog;
  return [...postPageTags(post), ...(lists ? [RANKING_PAGE_TAG] : [])];
}

/** How long a served page is reused (decision 020 lets shared caches keep it 60 s). */
export const PAGE_CACHE_MS = 5000;
/** Pages kept at most (path × language × declared query). */
export const PAGE_CACHE_ENTRIES = 500;
/** A query value longer than this is not part of any key (nor of the render). */
const QUERY_VALUE_MAX = 200;

/** A served page as kept: its status, its HTML and the tags of the data it shows. */
export interface CachedPage {
  status: number;
  html: string;
  tags: readonly string[];
}

/**
 * The cache key of a request for a page, and the address to render it at (the normalized
 * path with only the declared query keys, sorted); null when the page must not be kept.
 */
export function pageCacheKey(
  url: string,
  lang: UiLanguage,
  page: PageDeclaration | null,
): { key: string; renderUrl: string } | null {
  if (!page || page.cache.kind !== 'public') return null;
  const [rawPath = '/', rawQuery = ''] = url.split('?', 2);
  const pathname = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  const given = new URLSearchParams(rawQuery);
  const kept = new URLSearchParams();
  for (const name of [...page.cache.query, PAGE_LANGUAGE_QUERY].sort()) {
    const value = given.get(name);
    if (value !== null && value.length <= QUERY_VALUE_MAX) kept.set(name, value);
  }
  const query = kept.toString();
  const renderUrl = query ? `${pathname}?${query}` : pathname;
  return { key: `${lang} ${renderUrl}`, renderUrl };
}

/** A kept page: what was served, until when, and its compressed bodies (decision 074). */
export interface KeptPage extends CachedPage {
  until: number;
  coded: CodedCopies;
}

/** A bounded least-recently-used map of served pages with tag invalidation. */
export class PageCache {
  private readonly entries = new Map<string, KeptPage>();

  /** The kept page of `key`, or undefined (absent or expired). */
  get(key: string): KeptPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    this.entries.delete(key);
    if (hit.until <= Date.now()) return undefined;
    this.entries.set(key, hit); // most recently used last
    return hit;
  }

  /** Keeps `page` under `key` for PAGE_CACHE_MS; answers the kept entry. */
  set(key: string, page: CachedPage): KeptPage {
    const kept: KeptPage = { ...page, until: Date.now() + PAGE_CACHE_MS, coded: {} };
    this.entries.delete(key);
    this.entries.set(key, kept);
    while (this.entries.size > PAGE_CACHE_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return kept;
  }

  /** Forgets the pages carrying one of `tags`; every page when `tags` is null. */
  invalidate(tags: readonly string[] | null): void {
    if (tags === null) {
      this.entries.clear();
      return;
    }
    if (tags.length === 0) return;
    const wanted = new Set(tags);
    for (const [key, page] of this.entries)
      if (page.tags.some((tag) => wanted.has(tag))) this.entries.delete(key);
  }
}

/**
 * Empties the pages a successful write (any method but GET/HEAD answered below 400) changed,
 * as its route declares (`config.pageWrites`, see above).
 */
export function registerPageCacheInvalidation(app: FastifyInstance, cache: PageCache): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    const writes = request.routeOptions.config.pageWrites;
    if (writes === 'none') return;
    cache.invalidate(writes ? writes(request) : null);
  });
}
