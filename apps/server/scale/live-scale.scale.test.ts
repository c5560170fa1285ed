import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import {
  hmacSignature,
  makeNonce,
  signRequest,
  signingMessage,
  splitToken,
  type AuthAnswer,
  type ChatLiveMessage,
  type ConversationAnswer,
  type FriendEntry,
  type NotificationPage,
  type PushMessageAnswer,
} from '@bgc/shared';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { openLiveAt, waitFor } from '../test/live-client.js';
import { startPreparedPostgres, startRedis } from './servers.js';

/**
 * 7 (D-15): two API instances on one PostgreSQL and one Redis. Member A talks
 * to instance 1, member B to instance 2; 1,000 messages each way, every one acknowledged is
 * stored and reaches the other member (live, or by the catch-up after a reconnection); instance
 * 2 is shut down and started again mid-way and B's client reconnects.
 */
const PER_SIDE = 1000;
const BATCH = 10;

interface Instance {
  app: FastifyInstance;
  database: Database;
  port: number;
}

let pg: { url: string; stop: () => void };
/** Closes whatever is still running if the test fails half-way. */
const running: Array<() => Promise<unknown>> = [];
let redis: { url: string; child: ChildProcess };

async function startInstance(port = 0): Promise<Instance> {
  const database = await openDatabase({ databaseUrl: pg.url, dataDir: '/tmp' });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/tmp/bgc-scale-test',
    DATABASE_URL: pg.url,
    REDIS_URL: redis.url,
    FIRST_MEMBER_ADMIN: 'false',
    RATE_LIMIT_CHAT: '0',
    RATE_LIMIT_WRITES: '0',
    RANKING_DEBOUNCE_MS: '600000',
  });
  const app = await buildApp({ config, database });
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  return { app, database, port: typeof address === 'object' && address ? address.port : port };
}

beforeAll(async () => {
  pg = await startPreparedPostgres('bgc_scale');
  redis = await startRedis();
}, 120_000);

afterAll(async () => {
  for (const close of running) await close().catch(() => undefined);
  redis?.child.kill('SIGTERM');
  pg?.stop();
});

async function register(port: number, first: string): Promise<AuthAnswer> {
  const res = await fetch(`http://127.0.0.1:${port}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `${first.toLowerCase()}.${Date.now()}@scale.test`,
      password: 'secret12',
      firstName: first,
      lastName: 'Scale',
      subRoles: [2],
      languages: [30],
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as AuthAnswer;
}

async function call<T>(
  port: number,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      Authorization: await signRequest(token, method, path),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** A reconnecting live client (like the SPA's): counts each message it receives by content. */
function liveClient(port: () => number, token: string) {
  const received = new Map<string, number>();
  let ready = 0;
  let socket: WebSocket | null = null;
  let stopped = false;
  const onReady: Array<() => void> = [];
  const connect = async () => {
    const { sessionId, secret } = splitToken(token)!;
    const ts = Date.now();
    const nonce = makeNonce();
    const signature = await hmacSignature(secret, signingMessage('GET', '/api/live', ts, nonce));
    const ws = new WebSocket(
      `ws://127.0.0.1:${port()}/api/live?session=${sessionId}&ts=${ts}&nonce=${nonce}&signature=${signature}`,
    );
    socket = ws;
    ws.on('message', (raw) => {
      const m = JSON.parse((raw as Buffer).toString('utf8')) as { type: string; data: unknown };
      if (m.type === 'ready') {
        ready += 1;
        for (const f of onReady) f();
      }
      if (m.type === 'message')
        for (const msg of (m.data as ChatLiveMessage).messages)
          received.set(msg[2], (received.get(msg[2]) ?? 0) + 1);
    });
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (!stopped) setTimeout(() => void connect(), 200);
    });
  };
  void connect();
  return {
    received,
    readyCount: () => ready,
    onReady: (f: () => void) => onReady.push(f),
    isOpen: () => socket?.readyState === WebSocket.OPEN,
    stop: () => {
      stopped = true;
      socket?.terminate();
    },
  };
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  expect(check()).toBe(true);
}

describe('live chat across two API instances with Redis (D-15)', () => {
  it('delivers and stores 1,000 messages each way through a restart of one instance', async () => {
    const one = await startInstance();
    let two = await startInstance();
    running.push(
      () => one.app.close(),
      () => two.app.close(),
    );
    const a = await register(one.port, 'Alice');
    const b = await register(two.port, 'Bruno');
    expect(
      (await call(one.port, a.token, 'POST', '/api/friend/request', { friend: b.user.id })).status,
    ).toBe(200);
    expect((await call(two.port, b.token, 'PUT', `/api/friend/accept/${a.user.id}`)).status).toBe(
      200,
    );

    const aLive = liveClient(() => one.port, a.token);
    const bLive = liveClient(() => two.port, b.token);
    await until(() => aLive.readyCount() > 0 && bLive.readyCount() > 0, 10_000);
    // shared presence: B (instance 2) is online for A (instance 1)
    const seen = await call<FriendEntry[]>(one.port, a.token, 'GET', '/api/friend/list');
    expect(seen.body[0]?.user).toMatchObject({ id: b.user.id, isOnline: true });

    const acked = new Map<string, number>();
    const restart: { done: Promise<void> | null } = { done: null };
    const sender = async (
      from: AuthAnswer,
      to: AuthAnswer,
      port: () => number,
      tag: string,
      onAck?: (n: number) => void,
    ) => {
      // pushed in lists of BATCH pairs, as the SPA does for what was typed within 1.5 s
      for (let i = 0; i < PER_SIDE; i += BATCH) {
        const contents = Array.from({ length: BATCH }, (_, k) => `${tag}-${i + k}`);
        for (;;) {
          try {
            const res = await call<PushMessageAnswer>(
              port(),
              from.token,
              'POST',
              '/api/chat/push-message',
              { partner: to.user.id, messages: contents.map((c) => [Date.now(), c]) },
            );
            if (res.status === 200) {
              contents.forEach((c, k) => acked.set(c, res.body.messageTimeList[k]!));
              break;
            }
          } catch {
            // instance down: not acknowledged, try again
          }
          await new Promise((r) => setTimeout(r, 50));
        }
        onAck?.(i);
      }
    };
    const t0 = Date.now();
    await Promise.all([
      sender(a, b, () => one.port, 'A'),
      sender(
        b,
        a,
        () => two.port,
        'B',
        (i) => {
          if (i === PER_SIDE / 2 && !restart.done) {
            // instance 2 goes away mid-way and comes back on the same port
            restart.done = (async () => {
              const port = two.port;
              await two.app.close();
              two = await startInstance(port);
            })();
          }
        },
      ),
    ]);
    await restart.done;
    const sendMs = Date.now() - t0;
    expect(acked.size).toBe(2 * PER_SIDE);

    // B reconnected to the restarted instance
    await until(() => bLive.readyCount() >= 2 && bLive.isOpen(), 15_000);

    // stored: every acknowledged message, once, with its acknowledged time
    const stored = new Map<string, number>();
    let index = -1;
    for (;;) {
      const page = await call<ConversationAnswer>(
        one.port,
        a.token,
        'GET',
        `/api/chat/get-conversation/${b.user.id}/${index}`,
      );
      expect(page.status).toBe(200);
      for (const m of page.body.messages) {
        expect(stored.has(m[2])).toBe(false);
        stored.set(m[2], m[1]);
      }
      if (page.body.noMoreBlock) break;
      index = page.body.blockIndex - 1;
    }
    expect(stored.size).toBe(2 * PER_SIDE);
    for (const [content, time] of acked) expect(stored.get(content)).toBe(time);

    // delivered: A got all of B's live; B got A's live except while its instance was down,
    // and those it reads on catching up (the stored conversation it fetched above covers them)
    await until(
      () => [...acked.keys()].filter((c) => c.startsWith('B-')).every((c) => aLive.received.has(c)),
      15_000,
    );
    const bMissed = [...acked.keys()].filter((c) => c.startsWith('A-') && !bLive.received.has(c));
    const bCatchUp = await call<ConversationAnswer>(
      two.port,
      b.token,
      'GET',
      `/api/chat/get-conversation/${a.user.id}/-1`,
    );
    expect(bCatchUp.status).toBe(200);
    for (const c of bMissed) expect(stored.has(c)).toBe(true);
    // most of A's messages were live for B (only the restart window is caught up)
    expect(bMissed.length).toBeLessThan(PER_SIDE / 2);
    console.log(
      `scale: ${2 * PER_SIDE} messages acknowledged in ${sendMs} ms; B missed live ${bMissed.length} during the restart, all stored`,
    );

    aLive.stop();
    bLive.stop();
    await one.app.close();
    await two.app.close();
  }, 120_000);

  it('tells a follower whose socket is on the other instance of a new post, which its bell lists (decision 064)', async () => {
    const one = await startInstance();
    const two = await startInstance();
    running.push(
      () => one.app.close(),
      () => two.app.close(),
    );
    const author = await register(one.port, 'Ana');
    const follower = await register(two.port, 'Ben');
    expect(
      (
        await call(two.port, follower.token, 'POST', '/api/follow', {
          entityName: 'user',
          entityId: author.user.id,
        })
      ).status,
    ).toBe(200);
    const live = await openLiveAt(`http://127.0.0.1:${two.port}`, follower.token);
    await waitFor(() => live.messages.some((m) => m.type === 'ready'));
    // a general post through instance one (multipart, signed per D-01)
    const form = new FormData();
    form.set('type', '1');
    form.set('language', '30');
    form.set('content', '<p>Nine holes at dawn</p>');
    const res = await fetch(`http://127.0.0.1:${one.port}/api/posts`, {
      method: 'POST',
      headers: { Authorization: await signRequest(author.token, 'POST', '/api/posts') },
      body: form,
    });
    expect(res.status).toBe(200);
    const post = (await res.json()) as { id: number };
    await waitFor(
      () => live.messages.some((m) => m.type === 'notification' && m.from === author.user.id),
      10_000,
    );
    const bell = await call<NotificationPage>(two.port, follower.token, 'GET', '/api/notification');
    expect(bell.status).toBe(200);
    expect(bell.body.list.map((n) => [n.type, n.entityId])).toEqual([[1, post.id]]);
    live.ws.terminate();
    await one.app.close();
    await two.app.close();
  }, 120_000);
});
