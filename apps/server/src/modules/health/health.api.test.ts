import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/test-app.js';
import { apiSuite } from '../../../test/suite.js';

const suite = apiSuite();

describe('GET /api/healthz', () => {
  it('answers ok', async () => {
    const res = await suite.app.inject({ url: '/api/healthz' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok' });
  });
});

describe('unknown API routes', () => {
  it('answer 404 in the error shape, never the SPA', async () => {
    const res = await suite.app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(json<{ error: { code: string } }>(res).error.code).toBe('not_found');
  });
});

describe('GET /api/open-data/courses.csv (ODbL §4.6)', () => {
  it('offers the course database as CSV, gzipped when accepted', async () => {
    const gz = await suite.app.inject({
      url: '/api/open-data/courses.csv',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    const text = gunzipSync(gz.rawPayload).toString('utf8');
    expect(text.split('\n')[0]).toMatch(/^source_id,name,country_code,/);
    expect(text.trim().split('\n').length).toBeGreaterThan(31157);
    const plain = await suite.app.inject({
      url: '/api/open-data/courses.csv',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.startsWith('source_id,name,country_code,')).toBe(true);
  });
});
