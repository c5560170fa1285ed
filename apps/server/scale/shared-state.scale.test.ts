import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { signRequest, type AuthAnswer, type ErrorBody } from '@bgc/shared';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { listenOnLoopback, prepareDatabase, startPreparedPostgres, startRedis } from './servers.js';

/**
 * Decision 017 (D-01, D-10, D-14): the security state outlives a process and is
 * shared by every instance. With REDIS_URL, two instances on one PostgreSQL share nonces, the
 * per-IP limits, the sign-in lock and the write budget; without it, nonces are kept in the
 * database (PostgreSQL shared by two instances, or the embedded PGlite across a restart).
 */

let pg: { url: string; stop: () => void };
let redis: { url: string; child: ChildProcess };
let redisClient: Redis;
/** Closes whatever is still running if a test fails half-way. */
const running: FastifyInstance[] = [];

async function startInstance(
  env: Record<string, string>,
  target: { databaseUrl?: string; dataDir: string } = { databaseUrl: pg.url, dataDir: '/tmp' },
): Promise<{ app: FastifyInstance; url: string }> {
  const database = await openDatabase(target);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: target.databaseUrl ? '/tmp/bgc-shared-state-test' : target.dataDir,
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    FIRST_MEMBER_ADMIN: 'false',
    SEED_DEMO: 'false',
    RANKING_DEBOUNCE_MS: '600000',
    ...env,
  });
  const app = await buildApp({ config, database });
  running.push(app);
  return { app, url: await listenOnLoopback(app) };
}

async function stop(...apps: FastifyInstance[]): Promise<void> {
  for (const app of apps) {
    running.splice(running.indexOf(app), 1);
    await app.close();
  }
}

/** Two instances with the same environment on the one PostgreSQL (and Redis when it says). */
async function startPair(env: Record<string, string>) {
  return [await startInstance(env), await startInstance(env)] as const;
}

beforeAll(async () => {
  pg = await startPreparedPostgres('bgc_shared_state');
  redis = await startRedis();
  redisClient = new Redis(redis.url);
}, 120_000);

// every limit of this file counts the same client address: each test starts from nothing
beforeEach(async () => {
  await redisClient.flushall();
});

afterAll(async () => {
  for (const app of running.splice(0)) await app.close().catch(() => undefined);
  redisClient?.disconnect();
  redis?.child.kill('SIGTERM');
  pg?.stop();
});

let serial = 0;
async function register(base: string): Promise<AuthAnswer & { email: string }> {
  serial += 1;
  const email = `member${serial}.${Date.now()}@shared.test`;
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'secret12',
      firstName: 'Shared',
      lastName: 'State',
      subRoles: [2],
      languages: [30],
    }),
  });
  expect(res.status).toBe(201);
  return { ...((await res.json()) as AuthAnswer), email };
}

/** Sends `authorization` as is, so a test can replay one signed request elsewhere. */
async function send(
  base: string,
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  authorization?: string,
  body?: unknown,
): Promise<{ status: number; code: string | undefined }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(authorization ? { Authorization: authorization } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await res.json()) as Partial<ErrorBody>;
  return { status: res.status, code: answer.error?.code };
}

const signIn = (base: string, email: string, password: string) =>
  send(base, 'POST', '/api/auth', undefined, { email, password });

/**
 * D-01: a member registered on instance `a` sends a signed GET /friend/list there (200); the
 * same signed request sent to instance `b` is refused (401 nonce_replayed). Returns the member.
 */
async function expectReplayRefused(a: string, b: string) {
  const member = await register(a);
  const header = await signRequest(member.token, 'GET', '/api/friend/list');
  expect((await send(a, 'GET', '/api/friend/list', header)).status).toBe(200);
  expect(await send(b, 'GET', '/api/friend/list', header)).toEqual({
    status: 401,
    code: 'nonce_replayed',
  });
  return member;
}

describe('with REDIS_URL: two instances share the security state (decision 017)', () => {
  it('refuses on instance B a signed request already used on instance A (D-01)', async () => {
    const [a, b] = await startPair({ REDIS_URL: redis.url });
    const member = await expectReplayRefused(a.url, b.url);
    // a freshly signed request is served by B
    const fresh = await signRequest(member.token, 'GET', '/api/friend/list');
    expect((await send(b.url, 'GET', '/api/friend/list', fresh)).status).toBe(200);
    // the nonce lives in Redis for twice the skew window, no longer
    const [key] = await redisClient.keys('bgc:nonce:*');
    expect(await redisClient.pttl(key!)).toBeGreaterThan(9 * 60_000);
    expect(await redisClient.pttl(key!)).toBeLessThanOrEqual(10 * 60_000);
    await stop(a.app, b.app);
  });

  it('counts the per-IP sign-in limit across both instances (D-10)', async () => {
    const env = { REDIS_URL: redis.url, RATE_LIMIT_SIGN_IN: '4' };
    const [a, b] = await startPair(env);
    // four attempts (each on another unknown address, so no account lock), two per instance
    for (const [i, base] of [a.url, b.url, a.url, b.url].entries())
      expect((await signIn(base, `nobody${i}@shared.test`, 'wrong-password')).status).toBe(401);
    // the fifth, on either instance, is over the shared limit
    expect(await signIn(a.url, 'nobody5@shared.test', 'wrong-password')).toEqual({
      status: 429,
      code: 'rate_limited',
    });
    expect((await signIn(b.url, 'nobody6@shared.test', 'wrong-password')).status).toBe(429);
    await stop(a.app, b.app);
  });

  it('locks an account on both instances after failures spread over them (D-14)', async () => {
    const env = { REDIS_URL: redis.url, RATE_LIMIT_SIGN_IN: '0' };
    const [a, b] = await startPair(env);
    const member = await register(a.url);
    // five failures, alternating instances: the fifth locks the account everywhere
    for (const base of [a.url, b.url, a.url, b.url, a.url])
      expect((await signIn(base, member.email, 'wrong-password')).status).toBe(401);
    expect(await signIn(b.url, member.email, 'secret12')).toEqual({
      status: 429,
      code: 'sign_in_locked',
    });
    expect((await signIn(a.url, member.email, 'secret12')).status).toBe(429);
    await stop(a.app, b.app);
  });

  it('keeps one write budget per member across both instances (D-10)', async () => {
    const env = { REDIS_URL: redis.url, RATE_LIMIT_WRITES: '4' };
    const [a, b] = await startPair(env);
    const member = await register(a.url);
    const write = async (base: string) =>
      send(
        base,
        'PUT',
        '/api/notification/read-all',
        await signRequest(member.token, 'PUT', '/api/notification/read-all'),
      );
    for (const base of [a.url, b.url, a.url, b.url]) expect((await write(base)).status).toBe(200);
    expect(await write(a.url)).toEqual({ status: 429, code: 'rate_limited' });
    expect((await write(b.url)).status).toBe(429);
    await stop(a.app, b.app);
  });

  it('answers 503, never an unchecked request, while Redis is unreachable', async () => {
    const own = await startRedis();
    const a = await startInstance({ REDIS_URL: own.url });
    const member = await register(a.url);
    own.child.kill('SIGKILL');
    await new Promise((resolve) => own.child.once('exit', resolve));
    const header = await signRequest(member.token, 'GET', '/api/friend/list');
    expect(await send(a.url, 'GET', '/api/friend/list', header)).toEqual({
      status: 503,
      code: 'unavailable',
    });
    expect(await signIn(a.url, member.email, 'secret12')).toEqual({
      status: 503,
      code: 'unavailable',
    });
    await stop(a.app);
  });
});

describe('while Redis is away (decision 031)', () => {
  it('still counts the per-IP limits in each instance and reports a degraded readiness', async () => {
    const own = await startRedis();
    const a = await startInstance({ REDIS_URL: own.url, RATE_LIMIT_REGISTER: '3' });
    const readiness = async () => {
      const res = await fetch(`${a.url}/api/readyz`);
      return { status: res.status, body: await res.json() };
    };
    expect(await readiness()).toEqual({
      status: 200,
      body: { status: 'ready', database: 'up', redis: 'up' },
    });
    own.child.kill('SIGKILL');
    await new Promise((resolve) => own.child.once('exit', resolve));
    // only the shared Redis is down: this instance still serves, so readiness stays 200
    expect(await readiness()).toEqual({
      status: 200,
      body: { status: 'degraded', database: 'up', redis: 'down' },
    });
    // three registrations from one address, then the limit, counted by the instance itself
    for (let i = 0; i < 3; i += 1) await register(a.url);
    const refused = await fetch(`${a.url}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `over.${Date.now()}@shared.test`, password: 'secret12' }),
    });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as ErrorBody).error.code).toBe('rate_limited');
    await stop(a.app);
  });
});

describe('without REDIS_URL: nonces are kept in the database (decision 017)', () => {
  it('refuses a replay against a second instance on the same PostgreSQL', async () => {
    const [a, b] = await startPair({});
    await expectReplayRefused(a.url, b.url);
    await stop(a.app, b.app);
  });

  it('refuses a replay after a restart on the embedded database (PGlite)', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bgc-nonce-restart-'));
    try {
      await prepareDatabase({ dataDir });

      const first = await startInstance({}, { dataDir });
      const member = await register(first.url);
      const header = await signRequest(member.token, 'GET', '/api/friend/list');
      expect((await send(first.url, 'GET', '/api/friend/list', header)).status).toBe(200);
      await stop(first.app);

      const again = await startInstance({}, { dataDir });
      expect(await send(again.url, 'GET', '/api/friend/list', header)).toEqual({
        status: 401,
        code: 'nonce_replayed',
      });
      const fresh = await signRequest(member.token, 'GET', '/api/friend/list');
      expect((await send(again.url, 'GET', '/api/friend/list', fresh)).status).toBe(200);
      await stop(again.app);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
