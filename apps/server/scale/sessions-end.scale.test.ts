import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { signRequest, type AuthAnswer } from '@bgc/shared';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { openLiveAt, waitFor } from '../test/live-client.js';
import { listenOnLoopback, startPreparedPostgres, startRedis } from './servers.js';

/**
 * Decision 029: the end of a session is published on the shared bus (Redis pub/sub), so a
 * logout, a password change, 'sign out everywhere' or an account deletion made through instance
 * A closes the member's /api/live sockets on instance B with 4401 too, and B's sockets of other
 * members stay open. Two instances on one PostgreSQL and one Redis.
 */
let pg: { url: string; stop: () => void };
let redis: { url: string; child: ChildProcess };
const running: FastifyInstance[] = [];
let a = '';
let b = '';

async function instance(): Promise<string> {
  const database = await openDatabase({ databaseUrl: pg.url, dataDir: '/tmp' });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/bgc-sessions-end-scale',
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url,
    FIRST_MEMBER_ADMIN: 'false',
    RATE_LIMIT_REGISTER: '0',
    RATE_LIMIT_SIGN_IN: '0',
    RANKING_DEBOUNCE_MS: '600000',
  });
  const app = await buildApp({ config, database });
  running.push(app);
  return listenOnLoopback(app);
}

beforeAll(async () => {
  pg = await startPreparedPostgres('bgc_sessions_end');
  redis = await startRedis();
  a = await instance();
  b = await instance();
}, 120_000);

afterAll(async () => {
  for (const app of running.splice(0)) await app.close().catch(() => undefined);
  redis?.child.kill('SIGTERM');
  pg?.stop();
});

let serial = 0;
/** Registers a member through instance `base`: their token, id, e-mail and password. */
async function register(base: string) {
  serial += 1;
  const member = { email: `end${serial}.${Date.now()}@scale.test`, password: 'secret12' };
  const res = await fetch(`${base}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...member,
      firstName: 'Ines',
      lastName: 'Scale',
      subRoles: [2],
      languages: [30],
    }),
  });
  expect(res.status).toBe(201);
  const answer = (await res.json()) as AuthAnswer;
  return { ...member, token: answer.token, id: answer.user.id };
}

/** A D-01 signed call on `base`; answers the status. */
async function call(base: string, token: string, method: 'POST' | 'PUT', path: string, body = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      Authorization: await signRequest(token, method, path),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return res.status;
}

/** The member's socket on instance B plus a bystander's, both ready. */
async function socketsOnB(token: string) {
  const bystander = await register(a);
  const mine = await openLiveAt(b, token);
  const theirs = await openLiveAt(b, bystander.token);
  await waitFor(() => [mine, theirs].every((s) => s.messages.some((m) => m.type === 'ready')));
  return { mine, theirs };
}

async function expectClosedOnB(live: Awaited<ReturnType<typeof socketsOnB>>) {
  const code = await Promise.race([
    live.mine.closed,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
  ]);
  expect(code).toBe(4401);
  expect(live.theirs.ws.readyState).toBe(live.theirs.ws.OPEN);
  live.theirs.ws.terminate();
}

type Member = Awaited<ReturnType<typeof register>>;

describe('a session ended on instance A closes its sockets on instance B (decision 029)', () => {
  it.each<[string, (m: Member) => Promise<number>]>([
    ['logout', (m) => call(a, m.token, 'POST', '/api/auth/logout')],
    [
      'password change',
      (m) =>
        call(a, m.token, 'PUT', '/api/me/password', {
          currentPassword: m.password,
          newPassword: 'another-secret',
        }),
    ],
    [
      'sign out everywhere',
      (m) => call(a, m.token, 'POST', '/api/me/sessions/sign-out-everywhere'),
    ],
    [
      'account deletion',
      (m) => call(a, m.token, 'POST', '/api/me/delete-account', { password: m.password }),
    ],
  ])('%s', async (_name, end) => {
    const member = await register(a);
    const live = await socketsOnB(member.token);
    expect(await end(member)).toBe(200);
    await expectClosedOnB(live);
  });
});
