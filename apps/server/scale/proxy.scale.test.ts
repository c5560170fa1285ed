import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import S3rver from 's3rver';
import WebSocket from 'ws';
import {
  hmacSignature,
  makeNonce,
  signRequest,
  signingMessage,
  splitToken,
  type ChatLiveMessage,
} from '@bgc/shared';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { startNginx } from './nginx.js';
import {
  freePort,
  registerMember,
  scaleEnv,
  startPreparedPostgres,
  startRedis,
} from './servers.js';

/**
 * The production topology of docs/operations.md (decision 040): nginx with
 * deploy/nginx/bgc.conf in front of two API instances sharing PostgreSQL, Redis and an
 * S3-protocol bucket (s3rver), with TRUST_PROXY=1 and PUBLIC_URL. Through the proxy: pages
 * with their cache headers and compression (D-14 origin), signed API calls, an upload to the
 * bucket, and live chat (D-15) between members whose sockets are held by different instances.
 */
const PUBLIC_URL = 'https://bgc.example';
const BUCKET = 'bgc-media';
let pg: { url: string; stop: () => void };
let redis: { url: string; child: ChildProcess };
let nginx: { url: string; child: ChildProcess };
let s3: S3rver;
let root: string;
const apps: FastifyInstance[] = [];
/** WebSocket upgrades each instance received (which instance holds a socket). */
const upgrades = [0, 0];
const sockets: WebSocket[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'bgc-proxy-'));
  // a built SPA in miniature: the shell and one hashed asset (WEB_DIST_DIR)
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>BGC</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dist, 'assets', 'app-3f2a1b.js'),
    `export const courses = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `course ${i}`))};\n`,
  );
  pg = await startPreparedPostgres('bgc_proxy');
  redis = await startRedis();
  const s3Port = await freePort();
  s3 = new S3rver({
    address: '127.0.0.1',
    port: s3Port,
    silent: true,
    directory: path.join(root, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  await s3.run();
  const ports: number[] = [];
  for (const i of [0, 1]) {
    const dataDir = path.join(root, `data-${i}`);
    const database = await openDatabase({ databaseUrl: pg.url, dataDir });
    const config = loadConfig(
      scaleEnv({
        DATA_DIR: dataDir,
        DATABASE_URL: pg.url,
        REDIS_URL: redis.url,
        TRUST_PROXY: '1',
        PUBLIC_URL,
        WEB_DIST_DIR: dist,
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      }),
    );
    const app = await buildApp({ config, database });
    apps.push(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    // an observer only: the live route's own upgrade handling is untouched
    app.server.on('upgrade', () => (upgrades[i] = (upgrades[i] ?? 0) + 1));
    const address = app.server.address();
    ports.push(typeof address === 'object' && address ? address.port : 0);
  }
  nginx = await startNginx(path.join(root, 'nginx'), [ports[0]!, ports[1]!]);
}, 180_000);

afterAll(async () => {
  for (const ws of sockets) ws.terminate();
  nginx?.child.kill('SIGTERM');
  for (const app of apps) await app.close().catch(() => undefined);
  await s3?.close();
  redis?.child.kill('SIGTERM');
  pg?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

const register = (first: string) => registerMember(nginx.url, first, 'proxy.test');

/** A signed JSON call through the proxy (the signature covers method and path only). */
async function call(token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  return fetch(`${nginx.url}${url}`, {
    method,
    headers: {
      Authorization: await signRequest(token, method, url),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  expect(check()).toBe(true);
}

/**
 * Opens a signed live socket through the proxy and resolves once the API said 'ready', with
 * the index of the instance that took the upgrade and the chat contents it receives.
 */
async function openLive(token: string) {
  const { sessionId, secret } = splitToken(token)!;
  const ts = Date.now();
  const nonce = makeNonce();
  const signature = await hmacSignature(secret, signingMessage('GET', '/api/live', ts, nonce));
  const before = [...upgrades];
  const received: string[] = [];
  const ws = new WebSocket(
    `${nginx.url.replace('http', 'ws')}/api/live?session=${sessionId}&ts=${ts}&nonce=${nonce}&signature=${signature}`,
  );
  sockets.push(ws);
  let ready = false;
  ws.on('message', (raw) => {
    const m = JSON.parse((raw as Buffer).toString('utf8')) as { type: string; data: unknown };
    if (m.type === 'ready') ready = true;
    if (m.type === 'message')
      for (const msg of (m.data as ChatLiveMessage).messages) received.push(msg[2]);
  });
  ws.on('error', () => undefined);
  await until(() => ready, 15_000);
  const instance = upgrades.findIndex((n, i) => n > (before[i] ?? 0));
  return { ws, instance, received };
}

describe('nginx (deploy/nginx/bgc.conf) in front of two API instances (decision 040)', () => {
  it('serves pages with the public origin, their cache headers and compression', async () => {
    const robots = await fetch(`${nginx.url}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain(`${PUBLIC_URL}/sitemap.xml`);
    const sitemap = await fetch(`${nginx.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await sitemap.text()).toContain(PUBLIC_URL);
    const asset = await fetch(`${nginx.url}/assets/app-3f2a1b.js`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(await asset.text()).toContain('course 399');
    const page = await fetch(`${nginx.url}/about-us.html`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
  });

  it('passes signed calls, uploads to the bucket and live chat across instances', async () => {
    const a = await register('Alma');
    const b = await register('Basil');
    expect((await call(a.token, 'POST', '/api/friend/request', { friend: b.user.id })).status).toBe(
      200,
    );
    expect((await call(b.token, 'PUT', `/api/friend/accept/${a.user.id}`)).status).toBe(200);

    // an upload through the proxy (over nginx's 1 MB default body limit: client_max_body_size
    // follows D-10) lands in the bucket, never on an instance's disk, and either instance serves it
    const png = await sharp({
      create: {
        width: 900,
        height: 900,
        channels: 3,
        background: '#1b5e20',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(png.length).toBeGreaterThan(1_100_000);
    const put = await call(a.token, 'PUT', '/api/me/photo', {
      photoContent: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(put.status).toBe(200);
    const { picture } = (await put.json()) as { picture: string };
    expect(picture).toMatch(/^\/media\/users\/\d+\/[0-9a-f]+\.jpg$/);
    for (const i of [0, 1])
      expect(existsSync(path.join(root, `data-${i}`, 'media', 'users'))).toBe(false);
    const bodies = new Set<string>();
    for (let i = 0; i < 2; i += 1) {
      const served = await fetch(`${nginx.url}${picture}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
      expect(served.headers.get('cache-control')).toContain('immutable');
      bodies.add(Buffer.from(await served.arrayBuffer()).toString('base64'));
    }
    expect(bodies.size).toBe(1);

    // the two members' sockets on different instances (nginx alternates between them)
    const aLive = await openLive(a.token);
    let bLive = await openLive(b.token);
    for (let tries = 0; bLive.instance === aLive.instance && tries < 4; tries += 1) {
      bLive.ws.terminate();
      bLive = await openLive(b.token);
    }
    expect(aLive.instance).toBeGreaterThanOrEqual(0);
    expect(bLive.instance).toBeGreaterThanOrEqual(0);
    expect(bLive.instance).not.toBe(aLive.instance);

    const sent = await call(a.token, 'POST', '/api/chat/push-message', {
      partner: b.user.id,
      messages: [[Date.now(), 'through the proxy']],
    });
    expect(sent.status).toBe(200);
    await until(() => bLive.received.includes('through the proxy'), 10_000);
    const back = await call(b.token, 'POST', '/api/chat/push-message', {
      partner: a.user.id,
      messages: [[Date.now(), 'and back']],
    });
    expect(back.status).toBe(200);
    await until(() => aLive.received.includes('and back'), 10_000);
  });
});
