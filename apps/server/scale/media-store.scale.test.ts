import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import S3rver from 's3rver';
import { signRequest, type AuthAnswer } from '@bgc/shared';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { DiskMediaStore, S3MediaStore, isMediaKey, mediaKeyOf } from '../src/lib/media-store.js';
import { freePort, listenOnLoopback, startPreparedPostgres } from './servers.js';

/**
 * with S3_* settings, uploads go to an S3-compatible bucket that every API
 * instance shares: a photo uploaded through instance A is served by instance B, whose disk
 * never saw it. The bucket is a real S3-protocol server (s3rver) on loopback.
 */
const BUCKET = 'bgc-media';
let pg: { url: string; stop: () => void };
let s3: S3rver;
let s3Url: string;
const dirs: string[] = [];
const running: FastifyInstance[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bgc-media-store-'));
  dirs.push(dir);
  return dir;
};
const s3Env = () => ({
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: s3Url,
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});

/** A store on the test bucket, with the default key prefix `media/` (S3_PREFIX). */
const bucketStore = () =>
  new S3MediaStore({
    bucket: BUCKET,
    region: 'us-east-1',
    endpoint: s3Url,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    prefix: 'media/',
  });

async function startInstance(dataDir: string): Promise<{ app: FastifyInstance; url: string }> {
  const database = await openDatabase({ databaseUrl: pg.url, dataDir });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: pg.url,
    FIRST_MEMBER_ADMIN: 'false',
    SEED_DEMO: 'false',
    RANKING_DEBOUNCE_MS: '600000',
    YOUTUBE_OEMBED_URL: '',
    ...s3Env(),
  });
  const app = await buildApp({ config, database });
  running.push(app);
  return { app, url: await listenOnLoopback(app) };
}

beforeAll(async () => {
  pg = await startPreparedPostgres('bgc_media_store');
  const port = await freePort();
  s3 = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: tempDir(),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  await s3.run();
  s3Url = `http://127.0.0.1:${port}`;
}, 120_000);

afterAll(async () => {
  for (const app of running.splice(0)) await app.close().catch(() => undefined);
  await s3?.close();
  pg?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('media keys', () => {
  it('accepts stored names and refuses paths that leave the store', () => {
    expect(isMediaKey('users/12/ab12cd.jpg')).toBe(true);
    expect(mediaKeyOf('/media/posts/3/x.jpg')).toBe('posts/3/x.jpg');
    for (const bad of [
      '../etc/passwd',
      'users/../../x',
      '/abs.jpg',
      'a\\b.jpg',
      'users//x.jpg',
      '',
    ])
      expect(isMediaKey(bad), bad).toBe(false);
    expect(mediaKeyOf('/flags/fr.svg')).toBeNull();
  });
});

describe('S3MediaStore against an S3-protocol server', () => {
  it('puts, gets and removes an object; an absent key reads as null', async () => {
    const store = bucketStore();
    const bytes = Buffer.from('not really a jpeg');
    await store.put('tests/one.jpg', bytes, 'image/jpeg');
    const file = await store.get('tests/one.jpg');
    expect(file?.data.equals(bytes)).toBe(true);
    expect(file?.contentType).toBe('image/jpeg');
    expect(await store.get('tests/none.jpg')).toBeNull();
    expect(await store.get('../escape.jpg')).toBeNull();
    await store.remove('tests/one.jpg');
    expect(await store.get('tests/one.jpg')).toBeNull();
    await expect(store.put('../escape.jpg', bytes, 'image/jpeg')).rejects.toThrow(/invalid/);
    // decision 030: the purge removes a member's folder at any depth, nothing beside it
    await store.put('users/7/a.jpg', bytes, 'image/jpeg');
    await store.put('users/7/thumbs/b.jpg', bytes, 'image/jpeg');
    await store.put('users/70/c.jpg', bytes, 'image/jpeg');
    await store.removeFolder('users/7');
    expect(await store.get('users/7/a.jpg')).toBeNull();
    expect(await store.get('users/7/thumbs/b.jpg')).toBeNull();
    expect((await store.get('users/70/c.jpg'))?.data.equals(bytes)).toBe(true);
    await store.removeFolder('users/404');
    store.close();
  });

  it('the disk store keeps files under its root only', async () => {
    const root = tempDir();
    const disk = new DiskMediaStore(root);
    await disk.put('a/b.jpg', Buffer.from('x'), 'image/jpeg');
    expect(existsSync(path.join(root, 'a/b.jpg'))).toBe(true);
    expect((await disk.get('a/b.jpg'))?.data.toString()).toBe('x');
    await expect(disk.put('../out.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    await disk.remove('a/b.jpg');
    expect(await disk.get('a/b.jpg')).toBeNull();
    await disk.put('a/c/d.jpg', Buffer.from('x'), 'image/jpeg');
    await disk.put('ab/e.jpg', Buffer.from('x'), 'image/jpeg');
    await disk.removeFolder('a');
    expect(existsSync(path.join(root, 'a'))).toBe(false);
    expect(existsSync(path.join(root, 'ab/e.jpg'))).toBe(true);
    await expect(disk.removeFolder('../out')).rejects.toThrow();
  });

  it('a photo uploaded through instance A is served by instance B from the bucket', async () => {
    const dirA = tempDir();
    const dirB = tempDir();
    const a = await startInstance(dirA);
    const b = await startInstance(dirB);
    const reg = await fetch(`${a.url}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: `media.${Date.now()}@s3.test`,
        password: 'secret12',
        firstName: 'Bucket',
        lastName: 'Golfer',
        subRoles: [2],
        languages: [30],
      }),
    });
    expect(reg.status).toBe(201);
    const { token } = (await reg.json()) as AuthAnswer;
    const png = await sharp({
      create: { width: 320, height: 200, channels: 3, background: '#2e7d32' },
    })
      .png()
      .toBuffer();
    const put = await fetch(`${a.url}/api/me/photo`, {
      method: 'PUT',
      headers: {
        Authorization: await signRequest(token, 'PUT', '/api/me/photo'),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ photoContent: `data:image/png;base64,${png.toString('base64')}` }),
    });
    expect(put.status).toBe(200);
    const { picture } = (await put.json()) as { picture: string };
    expect(picture).toMatch(/^\/media\/users\/\d+\/[0-9a-f]+\.jpg$/);
    // nothing on either instance's disk
    for (const dir of [dirA, dirB])
      expect(
        existsSync(path.join(dir, 'media')) ? readdirSync(path.join(dir, 'media')) : [],
      ).toEqual([]);
    const served = await fetch(`${b.url}${picture}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 150, 150]);
    expect((await fetch(`${b.url}/media/users/1/absent.jpg`)).status).toBe(404);
    expect((await fetch(`${b.url}/media/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });

  it('serves an object planted as text/html as an attachment, never as a page (decision 031)', async () => {
    const store = bucketStore();
    const page = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    await store.put('planted/evil.html', page, 'text/html');
    await store.put('planted/evil.jpg', page, 'text/html; charset=utf-8');
    await store.put('planted/real.jpg', Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg');
    store.close();
    const a = await startInstance(tempDir());
    for (const key of ['planted/evil.html', 'planted/evil.jpg']) {
      const res = await fetch(`${a.url}/media/${key}`);
      expect(res.status, key).toBe(200);
      expect(res.headers.get('content-type'), key).toBe('application/octet-stream');
      expect(res.headers.get('content-disposition'), key).toBe('attachment');
      expect(res.headers.get('x-content-type-options'), key).toBe('nosniff');
    }
    const real = await fetch(`${a.url}/media/planted/real.jpg`);
    expect(real.headers.get('content-type')).toBe('image/jpeg');
    expect(real.headers.get('content-disposition')).toBeNull();
  });
});
