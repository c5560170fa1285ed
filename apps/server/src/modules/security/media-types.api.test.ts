import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { extraApp } from '../../../test/test-app.js';
import { mediaResponseHeaders } from '../../lib/media-store.js';

/**
 * Decision 031: `/media/*` serves a file as media only with an allowed image or video type
 * that agrees with its name; anything else found in the store (a planted page, an SVG) is an
 * attachment of type application/octet-stream, and every answer says nosniff.
 */
let app: FastifyInstance;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bgc-media-types-'));

beforeAll(async () => {
  const planted = path.join(dataDir, 'media', 'planted');
  mkdirSync(planted, { recursive: true });
  const page = '<html><body><script>alert(document.cookie)</script></body></html>';
  for (const name of ['evil.html', 'evil.svg', 'evil.htm', 'evil'])
    writeFileSync(path.join(planted, name), page);
  writeFileSync(path.join(planted, 'photo.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xe0]));
  app = await extraApp({ DATA_DIR: dataDir });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('media served as media (decision 031)', () => {
  it.each(['evil.html', 'evil.svg', 'evil.htm', 'evil'])(
    'a planted %s on disk is an attachment, never a page',
    async (name) => {
      const res = await app.inject({ url: `/media/planted/${name}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toBe('attachment');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('an image on disk keeps its type, inline', async () => {
    const res = await app.inject({ url: '/media/planted/photo.jpg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('trusts a recorded type only from the allow-list and when it agrees with the name', () => {
    const inline = { 'Content-Type': 'image/webp', 'X-Content-Type-Options': 'nosniff' };
    expect(mediaResponseHeaders('users/1/a.webp', 'image/webp')).toEqual(inline);
    expect(mediaResponseHeaders('users/1/a.webp', undefined)).toEqual(inline);
    expect(mediaResponseHeaders('videos/1/a.mp4', 'video/mp4')['Content-Type']).toBe('video/mp4');
    for (const [key, recorded] of [
      ['users/1/a.jpg', 'text/html'],
      ['users/1/a.html', 'text/html'],
      ['users/1/a.svg', 'image/svg+xml'],
      ['users/1/a.jpg', 'image/png'],
      ['users/1/a.bin', undefined],
    ] as const)
      expect(mediaResponseHeaders(key, recorded), `${key} ${recorded}`).toEqual({
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': 'attachment',
        'X-Content-Type-Options': 'nosniff',
      });
  });
});
