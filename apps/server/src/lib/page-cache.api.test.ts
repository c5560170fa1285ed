import { mkdtempSync, rmSync, writeFileSync, mkdirSync, copyFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paths, type Post } from '@bgc/shared';
import { queryRows } from '../db/client.js';
import { SPA_TEMPLATE_DIR, decodedText, extraApp, json } from '../../test/test-app.js';
import { createMember, makeFriends, signed } from '../../test/factories.js';
import { ENGLISH, createPost } from '../../test/content-fixtures.js';
import { apiSuite } from '../../test/suite.js';

/**
 * Decision 033 (caches that cannot mislead): the served page cache is keyed on the normalized
 * path and the query keys a page declares, a read-only POST keeps it, a review empties its
 * course's pages only, a chat message empties nothing, a like or a new post the pages showing
 * the post; precompressed assets vary by Accept-Encoding.
 */
const suite = apiSuite({ courses: { salt: 'page-cache', count: 2 } });
const get = (url: string) => suite.app.inject({ url });
const cacheOf = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  return res.headers['x-page-cache'];
};
const review = (course: number) => ({
  course,
  content: 'Firm fairways and fast greens.',
  language: ENGLISH,
  type: 4,
  reviewData: {
    facilities: 4,
    maintenance: 4,
    surroundings: 4,
    clubhouse: 4,
    value: 4,
    overall: 4,
  },
});

afterAll(async () => {
  await suite.app.ranking.flush();
});

describe('the served page cache (decision 033)', () => {
  it('serves two different junk query strings from one render', async () => {
    const first = await cacheOf('/player-finder.html?utm_source=a1b2c3');
    expect(['miss', 'hit']).toContain(first);
    expect(await cacheOf('/player-finder.html?fbclid=zz99&x=1')).toBe('hit');
    // a query key the page declares is part of the key (the community's filters, COMM-003)
    await cacheOf('/community.html?tag=links&junk=1');
    expect(await cacheOf('/community.html?junk=2&tag=links')).toBe('hit');
    expect(await cacheOf('/community.html?tag=parkland')).toBe('miss');
    // pages that are never kept
    expect((await get('/reset-password?token=abc')).headers['x-page-cache']).toBe('none');
  });

  it('keeps the cache across an anonymous POST /api/hosts/search', async () => {
    const course = paths.course(suite.course(0).countrySlug, suite.course(0).slug);
    const [place] = await queryRows<{ country: number; state: number }>(
      suite.database.db,
      sql`SELECT c.id AS country, s.id AS state FROM states s JOIN countries c ON c.id = s.country_id
          WHERE c.code = 'FR' ORDER BY s.id LIMIT 1`,
    );
    await cacheOf(course);
    const search = await suite.app.inject({
      method: 'POST',
      url: '/api/hosts/search',
      payload: {
        filter_country: Number(place!.country),
        state: Number(place!.state),
        dateFrom: '2030-01-01',
        dateTo: '2030-01-05',
      },
    });
    expect(search.statusCode, search.body).toBe(200);
    expect(await cacheOf(course)).toBe('hit');
  });

  it("a review empties its course's pages, not another course's", async () => {
    const member = await createMember(suite.app);
    const [a, b] = [suite.course(0), suite.course(1)];
    const pageA = paths.course(a.countrySlug, a.slug);
    const reviewsA = paths.course(a.countrySlug, a.slug, 'reviews');
    const pageB = paths.course(b.countrySlug, b.slug);
    const world = paths.worldwide();
    for (const url of [pageA, reviewsA, pageB, world]) await cacheOf(url);
    for (const url of [pageA, reviewsA, pageB, world]) expect(await cacheOf(url), url).toBe('hit');
    const res = await signed(suite.app, member.token, 'POST', '/api/courses/review', review(a.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(await cacheOf(pageA)).toBe('miss');
    expect(await cacheOf(reviewsA)).toBe('miss');
    // the ranking pages list the latest reviews (RANK-016)
    expect(await cacheOf(world)).toBe('miss');
    expect(await cacheOf(pageB)).toBe('hit');
  });
});

describe('writes that name the pages they change (decision 033)', () => {
  const coursePage = (i: number) => paths.course(suite.course(i).countrySlug, suite.course(i).slug);
  const writePost = async (token: string, course: number | null) => {
    const res = await createPost(suite.app, token, [
      ['type', '1'],
      ['language', String(ENGLISH)],
      ['content', '<p>A dawn round with a kind wind.</p>'],
      ...(course ? ([['course', String(course)]] as Array<[string, string]>) : []),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    return json<Post>(res);
  };
  const expectCache = async (expected: Record<string, string>) => {
    for (const [url, state] of Object.entries(expected))
      expect(await cacheOf(url), url).toBe(state);
  };
  const warm = async (urls: string[]) => {
    for (const url of urls) await cacheOf(url);
    await expectCache(Object.fromEntries(urls.map((url) => [url, 'hit'])));
  };

  it('a chat message between friends keeps every page (CHAT-008: messages are private)', async () => {
    const [a, b] = [await createMember(suite.app), await createMember(suite.app)];
    await makeFriends(suite.app, a, b);
    await warm(['/', coursePage(0)]);
    const res = await signed(suite.app, a.token, 'POST', '/api/chat/push-message', {
      partner: b.id,
      messages: [[Date.now(), 'See you on the first tee']],
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectCache({ '/': 'hit', [coursePage(0)]: 'hit' });
  });

  it("a like of a course's post empties the post's page, its course's and the lists only (LIKE-001)", async () => {
    const [author, fan] = [await createMember(suite.app), await createMember(suite.app)];
    const post = await writePost(author.token, suite.course(0).id);
    const postPage = paths.postDetail(post.id);
    await warm([postPage, coursePage(0), coursePage(1), '/', paths.worldwide()]);
    const res = await signed(suite.app, fan.token, 'POST', '/api/likes', {
      entityName: 'post',
      entityId: post.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectCache({ [postPage]: 'miss', [coursePage(0)]: 'miss', '/': 'miss' });
    // the ranking pages show no like counts (RANK-016)
    await expectCache({ [coursePage(1)]: 'hit', [paths.worldwide()]: 'hit' });
    // taking the like back empties them again
    await warm([postPage, coursePage(0)]);
    const undo = await signed(suite.app, fan.token, 'DELETE', `/api/likes/post/${post.id}`);
    expect(undo.statusCode, undo.body).toBe(200);
    await expectCache({ [postPage]: 'miss', [coursePage(0)]: 'miss', [coursePage(1)]: 'hit' });
  });

  it('a new post about no course empties the lists, not the course pages (POST-001)', async () => {
    const author = await createMember(suite.app);
    await warm(['/', '/newsfeed.html', coursePage(0), paths.worldwide()]);
    await writePost(author.token, null);
    await expectCache({ '/': 'miss', '/newsfeed.html': 'miss' });
    // neither a review nor a vlog: the ranking pages' side cards did not change (RANK-016/017)
    await expectCache({ [coursePage(0)]: 'hit', [paths.worldwide()]: 'hit' });
    // a post about a course empties that course's pages too
    await warm([coursePage(0), coursePage(1)]);
    await writePost(author.token, suite.course(0).id);
    await expectCache({ [coursePage(0)]: 'miss', [coursePage(1)]: 'hit' });
  });
});

describe('kept pages compressed once (decision 074)', () => {
  const page = () => paths.course(suite.course(1).countrySlug, suite.course(1).slug);
  const fetchPage = (accept?: string, method: 'GET' | 'HEAD' = 'GET') =>
    suite.app.inject({
      method,
      url: page(),
      headers: accept === undefined ? {} : { 'accept-encoding': accept },
    });

  it('answers br, gzip or the page as it is, the same bytes from the render and from the cache', async () => {
    const plain = await fetchPage('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
    expect(plain.body).toContain('</html>');
    for (const [accept, coding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['*', 'gzip'],
    ] as const) {
      const first = await fetchPage(accept);
      const again = await fetchPage(accept);
      for (const res of [first, again]) {
        expect(res.statusCode, accept).toBe(200);
        expect(res.headers['content-encoding'], accept).toBe(coding);
        expect(String(res.headers.vary), accept).toMatch(
          /^Accept-Language, Cookie, accept-encoding$/,
        );
        expect(decodedText(res), accept).toBe(plain.body);
      }
      expect(again.headers['x-page-cache'], accept).toBe('hit');
      expect(again.rawPayload.equals(first.rawPayload), accept).toBe(true);
    }
    // no Accept-Encoding at all: the page as it is
    expect((await fetchPage()).headers['content-encoding']).toBeUndefined();
  });

  it('answers a HEAD of a page like its GET, without a body', async () => {
    const head = await fetchPage('br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
    // an unknown page is still the 404 page, compressed like the others
    const missing = await suite.app.inject({
      url: '/no-such-page.html',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(decodedText(missing)).toContain('</html>');
  });
});

describe('precompressed assets (decision 033)', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'bgc-assets-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('answer br or gzip by Accept-Encoding, immutable for a year, with Vary: Accept-Encoding', async () => {
    copyFileSync(path.join(SPA_TEMPLATE_DIR, 'index.html'), path.join(dist, 'index.html'));
    mkdirSync(path.join(dist, 'assets'));
    const js = 'export const answer = 42;\n'.repeat(200);
    const file = path.join(dist, 'assets', 'app-abc123.js');
    writeFileSync(file, js);
    writeFileSync(`${file}.br`, brotliCompressSync(js));
    writeFileSync(`${file}.gz`, gzipSync(js));
    const app = await extraApp({ DATA_DIR: path.join(dist, 'data'), WEB_DIST_DIR: dist });
    try {
      const url = '/assets/app-abc123.js';
      for (const [accept, encoding] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const res = await app.inject({ url, headers: { 'accept-encoding': accept } });
        expect(res.statusCode, accept).toBe(200);
        expect(res.headers['content-encoding'], accept).toBe(encoding);
        expect(res.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
        expect(String(res.headers.vary), accept).toMatch(/accept-encoding/i);
      }
    } finally {
      await app.close();
    }
  });
});
