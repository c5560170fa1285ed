// Live chat benchmark (D-15): delivery latency p50/p99 and messages per second
// with 200 connected members (100 pairs of friends), on one API instance and on two instances
// sharing Redis, against a bare `ws` relay in the same run (the ratio is the figure).
// Each sender works in a closed loop: POST /api/chat/push-message, then the next message once its
// partner's /api/live socket received the previous one. Latency = received − sent.
// The bare relay does the same with one WebSocket per member and no storage.
// Writes bench/results/chat-live.json.
//
//   node --import tsx bench/chat-live.mjs      (build first: npm run build; tsx loads @bgc/shared)
//
// Knobs: BENCH_CHAT_MEMBERS (200), BENCH_CHAT_SECONDS (measured s per case, 5).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';

const WebSocketServer = WebSocket.Server;
import { api, liveSocket, pool, registerMembers } from './live-client.mjs';
import {
  cleanupAll,
  freePort,
  log,
  logDirFor,
  machineInfo,
  onCleanup,
  round,
  sleep,
  startPostgres,
  startRealServer,
  writeResult,
  benchServerEnv,
} from './lib.mjs';

const MEMBERS = Number(process.env.BENCH_CHAT_MEMBERS ?? 200);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 5);

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
function summary(latencies, delivered, ms) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    delivered,
    seconds: round(ms / 1000, 1),
    msgsPerSecond: round(delivered / (ms / 1000), 1),
    p50Ms: round(percentile(sorted, 50), 2),
    p99Ms: round(percentile(sorted, 99), 2),
  };
}

async function startRedis() {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  onCleanup(async () => child.kill('SIGTERM'));
  for (let i = 0; i < 100; i += 1) {
    const ok = await new Promise((resolve) => {
      const s = net.connect({ port, host: '127.0.0.1' }, () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (ok) return `redis://127.0.0.1:${port}`;
    await sleep(100);
  }
  throw new Error('redis-server did not start');
}

/**
 * The deliveries the closed loops wait for: `expect(receiver)` resolves with the latency (ms)
 * from now until `arrived(receiver)` is called.
 */
function deliveries() {
  const waiting = new Map(); // receiver id -> { sent, resolve }
  return {
    expect: (receiver) =>
      new Promise((resolve) => {
        waiting.set(receiver, { sent: performance.now(), resolve });
      }),
    arrived(receiver) {
      const w = waiting.get(receiver);
      if (w) {
        waiting.delete(receiver);
        w.resolve(performance.now() - w.sent);
      }
    },
  };
}

/**
 * One closed loop per pair k of senders for SECONDS: `send(k, n)` sends the pair's n-th message
 * (n from 1) and resolves with its delivery latency (ms). Returns the run's summary.
 */
async function closedLoops(pairs, send) {
  const latencies = [];
  let delivered = 0;
  const end = performance.now() + SECONDS * 1000;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: pairs }, async (_, k) => {
      for (let n = 1; performance.now() < end; n += 1) {
        latencies.push(await send(k, n));
        delivered += 1;
      }
    }),
  );
  return summary(latencies, delivered, performance.now() - t0);
}

/** Closed loops over the API: members[i] on bases[i % n], pairs (2k, 2k+1). */
async function measureApi(bases, members) {
  const { expect, arrived } = deliveries();
  const sockets = [];
  for (const [i, m] of members.entries()) {
    sockets.push(
      await liveSocket(bases[i % bases.length], m.token, (msg) => {
        if (msg.type !== 'message' || msg.from === m.id) return;
        arrived(m.id);
      }),
    );
  }
  const result = await closedLoops(Math.ceil(members.length / 2), async (k, n) => {
    const [sender, partner] = [members[2 * k], members[2 * k + 1]];
    const got = expect(partner.id);
    await api(bases[(2 * k) % bases.length], sender.token, 'POST', '/api/chat/push-message', {
      partner: partner.id,
      messages: [[Date.now(), `m${n}`]],
    });
    return got;
  });
  for (const s of sockets) s.terminate();
  return result;
}

/** The same closed loops over a bare `ws` relay (no auth, no storage). */
async function measureBare(count) {
  const port = await freePort();
  const wss = new WebSocketServer({ port, host: '127.0.0.1' });
  const byId = new Map();
  wss.on('connection', (ws, req) => {
    const id = Number(new URL(req.url, 'http://x').searchParams.get('id'));
    byId.set(id, ws);
    ws.on('message', (raw) => {
      const m = JSON.parse(raw.toString('utf8'));
      byId.get(m.to)?.send(JSON.stringify({ type: 'message', from: id, data: m.data }));
    });
  });
  const { expect, arrived } = deliveries();
  const sockets = [];
  for (let id = 0; id < count; id += 1) {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/?id=${id}`);
    await new Promise((r) => ws.on('open', r));
    ws.on('message', () => arrived(id));
    sockets.push(ws);
  }
  const result = await closedLoops(Math.ceil(count / 2), async (k, n) => {
    const partner = 2 * k + 1;
    const got = expect(partner);
    sockets[2 * k].send(JSON.stringify({ to: partner, data: [Date.now(), `m${n}`] }));
    return got;
  });
  for (const s of sockets) s.terminate();
  wss.close();
  return result;
}

async function main() {
  const logDir = logDirFor('chat-live');
  const pg = await startPostgres('bgc_chat_bench');
  const redisUrl = await startRedis();
  benchServerEnv();
  log('one instance: first start (imports the courses)…');
  const single = await startRealServer({
    name: 'chat-single',
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'bgc-chat-bench-')),
    databaseUrl: pg.url,
    logDir,
  });
  log(`registering ${MEMBERS} members and ${MEMBERS / 2} friendships…`);
  const members = await registerMembers(single.base, MEMBERS, 'chat', 'M');
  await pool(
    Array.from({ length: MEMBERS / 2 }, (_, k) => k),
    8,
    async (k) => {
      const a = members[2 * k];
      const b = members[2 * k + 1];
      await api(single.base, a.token, 'POST', '/api/friend/request', { friend: b.id });
      await api(single.base, b.token, 'PUT', `/api/friend/accept/${a.id}`);
    },
  );
  log('bare ws relay…');
  const bare = await measureBare(MEMBERS);
  log(`bare: ${JSON.stringify(bare)}`);
  log('one API instance…');
  const one = await measureApi([single.base], members);
  log(`one instance: ${JSON.stringify(one)}`);
  await single.stop();

  process.env.REDIS_URL = redisUrl;
  const s1 = await startRealServer({
    name: 'chat-redis-1',
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'bgc-chat-bench-')),
    databaseUrl: pg.url,
    logDir,
  });
  const s2 = await startRealServer({
    name: 'chat-redis-2',
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'bgc-chat-bench-')),
    databaseUrl: pg.url,
    logDir,
  });
  log('two API instances with Redis (each pair split across them)…');
  const two = await measureApi([s1.base, s2.base], members);
  log(`two instances: ${JSON.stringify(two)}`);
  await s1.stop();
  await s2.stop();

  writeResult('chat-live', {
    date: new Date().toISOString(),
    machine: machineInfo(),
    members: MEMBERS,
    secondsPerCase: SECONDS,
    loadAverageAtEnd: os.loadavg().map((n) => round(n, 1)),
    method:
      'closed loop per pair: push-message (HTTP, stored in PostgreSQL) then wait for the partner live event; bare = same loop over a plain ws relay',
    bare,
    oneInstance: one,
    twoInstancesRedis: two,
    ratio: {
      oneInstanceP50VsBare: round(one.p50Ms / bare.p50Ms, 1),
      oneInstanceThroughputVsBare: round(one.msgsPerSecond / bare.msgsPerSecond, 3),
      twoInstancesP50VsBare: round(two.p50Ms / bare.p50Ms, 1),
      twoInstancesThroughputVsBare: round(two.msgsPerSecond / bare.msgsPerSecond, 3),
    },
  });
}

try {
  await main();
} finally {
  await cleanupAll();
}
