import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import WebSocket from 'ws';
import {
  IDEMPOTENCY_HEADER,
  WRITE_RETRY_DELAYS_MS,
  hmacSignature,
  makeNonce,
  signRequest,
  signingMessage,
  splitToken,
  type AuthAnswer,
  type ChatLiveMessage,
  type ConversationAnswer,
} from '@bgc/shared';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { chatMessages, posts } from '../src/db/schema/index.js';
import { LIVE_RESTART_CODE } from '../src/plugins/shutdown.js';
import { startNginx } from './nginx.js';
import {
  freePort,
  registerMember,
  scaleEnv,
  startPreparedPostgres,
  startRedis,
  waitForPort,
} from './servers.js';

/**
 * Decision 046 and docs/operations.md "Rolling restart": nginx (decision 040) in front of two
 * API instances on PostgreSQL and Redis, under a steady mixed load for the whole test (guest
 * pages, guest and signed API reads, signed multipart posts and chat pushes carrying an
 * `Idempotency-Key` with the documented client retry, chat between two members whose live
 * sockets sit on different instances). Instance A is closed gracefully (what SIGTERM runs in
 * main.ts: `app.close()`), started again on the same port, then B. Nothing fails beyond the
 * retry, every acknowledged write is stored exactly once, every chat message reaches its
 * recipient (live or by the catch-up on the new socket's `ready`), and the live sockets close
 * with 1012, never 4401, and reconnect.
 */
const LOAD_BEFORE_MS = 4_000;
/**
 * How long the load runs after an instance answers `/api/readyz` before the next stop: longer
 * than the upstream's `fail_timeout=10s` in deploy/nginx/bgc.conf, during which nginx may still
 * count the restarted instance as failed (docs/operations.md "Rolling restart").
 */
const SETTLE_MS = 11_000;

let pg: { url: string; stop: () => void };
let redis: { url: string; child: ChildProcess };
let nginx: { url: string; child: ChildProcess };
let root: string;
let dist: string;
const ports: number[] = [];
const apps: Array<{ app: FastifyInstance; database: Database } | null> = [null, null];
/** WebSocket upgrades each instance slot received (which instance holds a socket). */
const upgrades = [0, 0];
/** A database handle of the test's own, for the final checks. */
let check: Database;

async function startInstance(i: number): Promise<void> {
  const dataDir = path.join(root, `data-${i}`);
  const database = await openDatabase({ databaseUrl: pg.url, dataDir });
  const config = loadConfig(
    scaleEnv({
      DATA_DIR: dataDir,
      DATABASE_URL: pg.url,
      REDIS_URL: redis.url,
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://bgc.example',
      WEB_DIST_DIR: dist,
      RATE_LIMIT_WRITES: '0',
      RATE_LIMIT_CHAT: '0',
    }),
  );
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port: ports[i]! });
  app.server.on('upgrade', () => (upgrades[i] = (upgrades[i] ?? 0) + 1));
  apps[i] = { app, database };
}

/** The graceful stop of docs/operations.md (SIGTERM → `app.close()`), then a start on the same port. */
async function restartInstance(i: number): Promise<void> {
  const running = apps[i]!;
  apps[i] = null;
  await running.app.close();
  await new Promise((r) => setTimeout(r, 500));
  await startInstance(i);
  await waitForPort(ports[i]!, 10_000, () => `instance ${i} did not come back`);
  const ready = await fetch(`http://127.0.0.1:${ports[i]}/api/readyz`);
  expect(ready.status).toBe(200);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'bgc-rolling-'));
  dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>BGC</title></head><body><div id="root"></div></body></html>',
  );
  pg = await startPreparedPostgres('bgc_rolling');
  redis = await startRedis();
  for (const i of [0, 1]) {
    ports.push(await freePort());
    await startInstance(i);
  }
  nginx = await startNginx(path.join(root, 'nginx'), [ports[0]!, ports[1]!]);
  check = await openDatabase({ databaseUrl: pg.url, dataDir: path.join(root, 'check') });
}, 120_000);

afterAll(async () => {
  nginx?.child.kill('SIGTERM');
  for (const running of apps) await running?.app.close().catch(() => undefined);
  await check?.close().catch(() => undefined);
  redis?.child.kill('SIGTERM');
  pg?.stop();
  if (root) rmSync(root, { recursive: true, force: true });
});

/** What the load saw: calls made, retries, and calls that failed after the documented retry. */
const tally = { calls: 0, retries: 0, failures: [] as string[] };

/**
 * One call through the proxy with the SPA's documented retry (decision 046, write-retry.ts):
 * a network error, 502, 503, 504 or 409 `idempotency_in_progress` is sent again after
 * WRITE_RETRY_DELAYS_MS, each attempt re-signed; a write keeps one `Idempotency-Key`.
 * `body` is JSON or a function making a fresh FormData (multipart) per attempt.
 */
async function call(
  token: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
): Promise<Response | null> {
  const key = method === 'GET' ? null : randomUUID();
  tally.calls += 1;
  for (let attempt = 0; ; attempt += 1) {
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = await signRequest(token, method, url);
    if (key) headers[IDEMPOTENCY_HEADER] = key;
    let payload: string | FormData | undefined;
    if (typeof body === 'function') payload = (body as () => FormData)();
    else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    let retry: string | null = null;
    let res: Response | null = null;
    try {
      res = await fetch(`${nginx.url}${url}`, { method, headers, body: payload });
      if ([502, 503, 504].includes(res.status)) retry = String(res.status);
      else if (res.status === 409) {
        const code = ((await res.clone().json()) as { error?: { code?: string } }).error?.code;
        if (code === 'idempotency_in_progress') retry = code;
      }
    } catch (err) {
      retry = (err as Error).message;
    }
    if (retry === null && res) {
      if (!res.ok) tally.failures.push(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res.ok ? res : null;
    }
    if (attempt >= WRITE_RETRY_DELAYS_MS.length) {
      tally.failures.push(`${method} ${url}: ${retry} after ${attempt + 1} attempts`);
      return null;
    }
    tally.retries += 1;
    await new Promise((r) => setTimeout(r, WRITE_RETRY_DELAYS_MS[attempt]));
  }
}

/** A member's live socket through the proxy that reconnects on any close but 4401 (the SPA's). */
function liveClient(member: AuthAnswer, partner: number) {
  const state = {
    closes: [] as number[],
    readies: 0,
    received: new Set<string>(),
    instance: -1,
    socket: null as WebSocket | null,
    /** Sockets the test itself ended: their close is not a restart's. */
    discarded: new WeakSet<WebSocket>(),
  };
  const catchUp = async () => {
    // the SPA reloads the conversation on `ready`: the newest blocks hold what was missed
    for (let index = -1, walked = 0; walked < 4; walked += 1) {
      const res = await call(member.token, 'GET', `/api/chat/get-conversation/${partner}/${index}`);
      if (!res) return;
      const page = (await res.json()) as ConversationAnswer;
      for (const m of page.messages) state.received.add(m[2]);
      if (page.noMoreBlock || page.blockIndex <= 0) return;
      index = page.blockIndex - 1;
    }
  };
  const open = async () => {
    const { sessionId, secret } = splitToken(member.token)!;
    const ts = Date.now();
    const nonce = makeNonce();
    const signature = await hmacSignature(secret, signingMessage('GET', '/api/live', ts, nonce));
    const before = [...upgrades];
    const ws = new WebSocket(
      `${nginx.url.replace('http', 'ws')}/api/live?session=${sessionId}&ts=${ts}&nonce=${nonce}&signature=${signature}`,
    );
    state.socket = ws;
    ws.on('message', (raw) => {
      const m = JSON.parse((raw as Buffer).toString('utf8')) as { type: string; data: unknown };
      if (m.type === 'ready') {
        state.readies += 1;
        state.instance = upgrades.findIndex((n, i) => n > (before[i] ?? 0));
        void catchUp();
      }
      if (m.type === 'message')
        for (const msg of (m.data as ChatLiveMessage).messages) state.received.add(msg[2]);
    });
    ws.on('error', () => undefined);
    ws.on('close', (code) => {
      if (state.discarded.has(ws)) return;
      state.closes.push(code);
      // the SPA reconnects on any code but 4401, after a short pause
      if (code !== 4401) setTimeout(() => void open(), 200);
    });
  };
  /** Ends the current socket without reconnecting. */
  const discard = () => {
    const ws = state.socket;
    if (!ws) return;
    state.discarded.add(ws);
    ws.terminate();
  };
  return { state, open, discard };
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  expect(check()).toBe(true);
}

describe('a rolling restart under load loses nothing (decision 046, docs/operations.md)', () => {
  it('restarts A then B while members read, write and chat', async () => {
    const a = await registerMember(nginx.url, 'Ada', 'rolling.test');
    const b = await registerMember(nginx.url, 'Bram', 'rolling.test');
    expect(
      await call(a.token, 'POST', '/api/friend/request', { friend: b.user.id }),
    ).not.toBeNull();
    expect(await call(b.token, 'PUT', `/api/friend/accept/${a.user.id}`)).not.toBeNull();

    // the two sockets on different instances (nginx alternates between them)
    const aLive = liveClient(a, b.user.id);
    const bLive = liveClient(b, a.user.id);
    await aLive.open();
    await until(() => aLive.state.readies === 1, 15_000);
    for (let tries = 0; tries < 5; tries += 1) {
      const readies = bLive.state.readies;
      if (tries > 0) {
        bLive.discard();
        // one request in between moves nginx's round robin by one
        await fetch(`${nginx.url}/robots.txt`);
      }
      await bLive.open();
      await until(() => bLive.state.readies === readies + 1, 15_000);
      if (bLive.state.instance !== aLive.state.instance) break;
    }
    expect(bLive.state.instance).not.toBe(aLive.state.instance);

    // the steady load: every worker loops until `stop`
    let stop = false;
    const acknowledged = { chat: [] as string[], posts: [] as string[] };
    const sentBy = new Map<string, AuthAnswer>();
    const loop = async (step: (n: number) => Promise<void>, pauseMs: number) => {
      for (let n = 0; !stop; n += 1) {
        await step(n);
        await new Promise((r) => setTimeout(r, pauseMs));
      }
    };
    const chatter = (from: AuthAnswer, to: AuthAnswer, tag: string) => async (n: number) => {
      const text = `${tag}-${n}`;
      sentBy.set(text, from);
      const res = await call(from.token, 'POST', '/api/chat/push-message', {
        partner: to.user.id,
        messages: [[Date.now(), text]],
      });
      if (res) acknowledged.chat.push(text);
    };
    const workers = [
      loop(async (n) => {
        await call(null, 'GET', n % 2 ? '/about-us.html' : '/robots.txt');
      }, 40),
      loop(async (n) => {
        await call(null, 'GET', `/api/courses?page=${(n % 3) + 1}`);
        await call(n % 2 ? a.token : b.token, 'GET', '/api/me');
      }, 40),
      loop(async (n) => {
        const content = `<p>Round ${n} of the rolling restart ${randomUUID()}</p>`;
        const res = await call(a.token, 'POST', '/api/posts', () => {
          const form = new FormData();
          form.append('type', '1');
          form.append('language', '30');
          form.append('content', content);
          return form;
        });
        if (res) acknowledged.posts.push(content);
      }, 60),
      loop(chatter(a, b, 'a'), 50),
      loop(chatter(b, a, 'b'), 50),
    ];

    await new Promise((r) => setTimeout(r, LOAD_BEFORE_MS));
    const holderOfA = aLive.state.instance;
    const t0 = Date.now();
    await restartInstance(0);
    const t1 = Date.now();
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    await restartInstance(1);
    const t2 = Date.now();
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    stop = true;
    await Promise.all(workers);

    // nothing failed beyond the documented retry
    console.info(
      `rolling restart: ${tally.calls} calls, ${tally.retries} retries, ${acknowledged.chat.length} messages, ${acknowledged.posts.length} posts; restarts took ${t1 - t0} and ${t2 - t1 - SETTLE_MS} ms`,
    );
    expect(tally.failures).toEqual([]);
    expect(tally.calls).toBeGreaterThan(200);
    expect(acknowledged.chat.length).toBeGreaterThan(50);
    expect(acknowledged.posts.length).toBeGreaterThan(10);

    // every acknowledged write is stored, exactly once
    const storedPosts = await check.db
      .select({ content: posts.content })
      .from(posts)
      .where(inArray(posts.content, acknowledged.posts));
    expect(storedPosts.map((p) => p.content).sort()).toEqual([...acknowledged.posts].sort());
    const storedChat = await check.db
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .where(inArray(chatMessages.content, [...sentBy.keys()]));
    const counts = new Map<string, number>();
    for (const m of storedChat) counts.set(m.content, (counts.get(m.content) ?? 0) + 1);
    expect([...counts.values()].every((n) => n === 1)).toBe(true);
    for (const text of acknowledged.chat) expect(counts.get(text), text).toBe(1);

    // every acknowledged message reached its recipient, live or by the catch-up on `ready`
    await until(
      () =>
        acknowledged.chat.every((text) =>
          (sentBy.get(text) === a ? bLive : aLive).state.received.has(text),
        ),
      15_000,
    );

    // each restart closed the sockets it held with 1012 (never 4401); both reconnected
    const closes = [...aLive.state.closes, ...bLive.state.closes];
    expect(closes.length).toBeGreaterThanOrEqual(2);
    expect(closes.every((code) => code === LIVE_RESTART_CODE)).toBe(true);
    expect(holderOfA === 0 ? aLive.state.closes.length : bLive.state.closes.length).toBeGreaterThan(
      0,
    );
    await until(
      () =>
        aLive.state.socket?.readyState === WebSocket.OPEN &&
        bLive.state.socket?.readyState === WebSocket.OPEN,
      15_000,
    );
    expect(aLive.state.readies).toBeGreaterThanOrEqual(2);
    expect(bLive.state.readies).toBeGreaterThanOrEqual(2);
    aLive.discard();
    bLive.discard();
  }, 90_000);
});
