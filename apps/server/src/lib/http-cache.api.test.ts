import { describe, expect, it } from 'vitest';

import { apiSuite } from '../../test/suite.js';
import { decodedText } from '../../test/test-app.js';

const suite = apiSuite();
const get = (url: string, headers: Record<string, string> = {}) =>
  suite.app.inject({ method: 'GET', url, headers });

describe('ETags on public API reads', () => {
  it('the ranking list carries a weak ETag and answers a matching If-None-Match with an empty 304', async () => {
    const url = '/api/courses?page=1&limit=10&sort_desc=point';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(String(first.headers.vary)).toMatch(/accept-language/i);

    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    // a list of tags, and the strong form of the same tag, match too (weak comparison)
    const listed = await get(url, { 'if-none-match': `"other", ${etag.slice(2)}` });
    expect(listed.statusCode).toBe(304);

    const stale = await get(url, { 'if-none-match': 'W/"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('another page or another language has another ETag', async () => {
    const one = await get('/api/courses?page=1&limit=10&sort_desc=point');
    const two = await get('/api/courses?page=2&limit=10&sort_desc=point');
    expect(two.headers.etag).not.toBe(one.headers.etag);
    const en = await get('/api/countries/all', { 'accept-language': 'en' });
    const fr = await get('/api/countries/all', { 'accept-language': 'fr' });
    expect(en.statusCode).toBe(200);
    expect(en.headers.etag).toBeTruthy();
    expect(fr.headers.etag).not.toBe(en.headers.etag);
  });

  it('personal reads keep no-store and no ETag', async () => {
    const me = await get('/api/me');
    expect(me.headers.etag).toBeUndefined();
    expect(me.headers['cache-control']).toBe('no-store');
  });
});

describe('kept answers, serialized and compressed once (decision 075)', () => {
  const url = '/api/courses?page=3&limit=20&sort_desc=point';

  it('a cached ranking page is the same JSON, ETag and list in every coding the client accepts', async () => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((JSON.parse(plain.body) as { list: unknown[] }).list).toHaveLength(20);

    for (const [accept, coding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate, br;q=0', 'gzip'],
      ['*', 'gzip'],
    ] as const) {
      // twice: the copy made by the first answer is sent by the second
      for (let i = 0; i < 2; i += 1) {
        const res = await get(url, { 'accept-encoding': accept });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(coding);
        expect(decodedText(res)).toBe(plain.body);
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(String(res.headers.vary)).toMatch(/accept-language/i);
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      }
    }

    const identity = await get(url, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
    const refused = await get(url, { 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('a matching If-None-Match still answers an empty 304, compressed or not', async () => {
    const first = await get(url, { 'accept-encoding': 'br' });
    const again = await get(url, {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('each language of a kept list has its own body', async () => {
    const en = await get('/api/countries/all', {
      'accept-language': 'en',
      'accept-encoding': 'br',
    });
    const fr = await get('/api/countries/all', {
      'accept-language': 'fr',
      'accept-encoding': 'br',
    });
    expect(en.headers['content-encoding']).toBe('br');
    expect(fr.headers['content-encoding']).toBe('br');
    const names = (res: typeof en) =>
      (
        JSON.parse(decodedText(res)) as {
          list: Array<{ code: string; name: string }>;
        }
      ).list;
    const germanyIn = (res: typeof en) => names(res).find((c) => c.code === 'DE')?.name;
    expect(germanyIn(en)).toBe('Germany');
    expect(germanyIn(fr)).toBe('Allemagne');
  });
});

describe('Cache-Control of the served HTML', () => {
  it('a guest page may be shared briefly and served stale while refreshed, varied by language', async () => {
    const res = await get('/top-golf-courses-worldwide.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
    expect(String(res.headers.vary)).toMatch(/accept-language/i);
    expect(String(res.headers.vary)).toMatch(/cookie/i);
  });

  it('requests with credentials bypass shared caches', async () => {
    const withAuth = await get('/', { authorization: 'BGC something' });
    expect(withAuth.headers['cache-control']).toBe('private, no-cache');
    const withCookie = await get('/', { cookie: 'a=b' });
    expect(withCookie.headers['cache-control']).toBe('private, no-cache');
  });

  it('a not-found page is not stored by shared caches', async () => {
    const res = await get('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
