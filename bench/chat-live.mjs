// Live chat benchmark (D-15): delivery latency p50/p99 and messages per second
// with 200 connected members (100 pairs of friends), on one API instance and on two instances
// sharing Redis, against a bare `ws` relay in the same run (the ratio is the figure).
// Each sender works in a closed loop: POST /api/chat/push-message, then the next message once its
// partner's /api/live socket received the previous one. Latency = received − sent.
// The bare relay does the same with one WebSocket per member and no storage.
// Then a burst (decision 055): BENCH_CHAT_BURST messages (10,000) spread over the pairs, one push
// in flight per conversation as the SPA sends, every tenth push sent twice with the same client
// id (a retry); checked: none lost, none delivered or stored twice, order kept per conversation
// (live and stored). On one instance and on the two with Redis.
// Writes bench/results/chat-live.json.
//
//   node --import tsx bench/chat-live.mjs      (build first: npm run build; tsx loads @bgc/shared)
//
// Knobs: BENCH_CHAT_MEMBERS (200), BENCH_CHAT_SECONDS (measured s per case, 5),
// BENCH_CHAT_BURST (10000; 0 skips the burst), BENCH_CHAT_BEFORE (an earlier result file, kept
// as `before` beside this run's figures).
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';

const WebSocketServer = WebSocket.Server;
import { api, liveSocket, pool, registerMembers } from './live-client.mjs';
import {
  cleanupAll,
  clusterCpuMs,
  procCpuMs,
  freePort,
  log,
  logDirFor,
  machineInfo,
  round,
  sleep,
  startPostgres,
  startRealServer,
  startServerPair,
  startRedis,
  writeResult,
  benchServerEnv,
} from './lib.mjs';

const MEMBERS = Number(process.env.BENCH_CHAT_MEMBERS ?? 200);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 5);
const BURST = Number(process.env.BENCH_CHAT_BURST ?? 10_000);

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

/**
 * Closed loops over the API: members[i] on bases[i % n], pairs (2k, 2k+1). Adds the CPU time
 * (ms per delivered message) of the servers `pids`, of the bench's PostgreSQL cluster (`pgDir`)
 * and of this bench client, which
 * shares the machine's cores with them.
 */
async function measureApi(bases, members, pids, pgDir) {
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
  const cpu0 = { servers: pids.map(procCpuMs), pg: clusterCpuMs(pgDir), me: process.cpuUsage() };
  const result = await closedLoops(Math.ceil(members.length / 2), async (k, n) => {
    const [sender, partner] = [members[2 * k], members[2 * k + 1]];
    const got = expect(partner.id);
    await api(bases[(2 * k) % bases.length], sender.token, 'POST', '/api/chat/push-message', {
      partner: partner.id,
      messages: [[Date.now(), `m${n}`]],
    });
    return got;
  });
  const me = process.cpuUsage(cpu0.me);
  const per = (ms) => round(ms / result.delivered, 2);
  result.cpuMsPerMessage = {
    servers: per(pids.reduce((t, pid, i) => t + procCpuMs(pid) - cpu0.servers[i], 0)),
    postgres: per(clusterCpuMs(pgDir) - cpu0.pg),
    benchClient: per((me.user + me.system) / 1000),
  };
  for (const s of sockets) s.terminate();
  return result;
}

/**
 * The burst check: `BURST` messages over the pairs (members[2k] writes to members[2k+1]), one push
 * in flight per conversation, every tenth sent twice with its client id. Resolves
 * `{ messages, seconds, msgsPerSecond, lost, duplicated, outOfOrder, storedLost,
 * storedDuplicated, storedOutOfOrder, retriesAnsweredAlike }` (all counts 0 when it holds).
 */
async function burst(bases, members, run) {
  const pairs = Math.floor(members.length / 2);
  const perPair = Math.ceil(BURST / pairs);
  const got = Array.from({ length: pairs }, () => []);
  const sockets = [];
  for (let k = 0; k < pairs; k += 1) {
    const receiver = members[2 * k + 1];
    sockets.push(
      await liveSocket(bases[(2 * k + 1) % bases.length], receiver.token, (msg) => {
        if (msg.type !== 'message' || msg.from === receiver.id) return;
        for (const m of msg.data.messages) got[k].push(Number(m[2].split(':')[1]));
      }),
    );
  }
  let alike = 0;
  let retries = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: pairs }, async (_, k) => {
      const [sender, receiver] = [members[2 * k], members[2 * k + 1]];
      const base = bases[(2 * k) % bases.length];
      for (let n = 1; n <= perPair; n += 1) {
        const body = {
          partner: receiver.id,
          messages: [[Date.now(), `${run}:${n}`]],
          clientIds: [`b${run}k${k}n${n}`.padEnd(16, 'x')],
        };
        const first = await api(base, sender.token, 'POST', '/api/chat/push-message', body);
        if (n % 10 === 0) {
          retries += 1;
          const again = await api(base, sender.token, 'POST', '/api/chat/push-message', body);
          if (JSON.stringify(again) === JSON.stringify(first)) alike += 1;
        }
      }
    }),
  );
  const sentMs = performance.now() - t0;
  const deadline = performance.now() + 60_000;
  while (got.some((g) => g.length < perPair) && performance.now() < deadline) await sleep(50);
  for (const s of sockets) s.terminate();
  const check = (seqs) => {
    let lost = 0;
    let duplicated = 0;
    let outOfOrder = 0;
    for (const seq of seqs) {
      const seen = new Set(seq);
      duplicated += seq.length - seen.size;
      for (let n = 1; n <= perPair; n += 1) if (!seen.has(n)) lost += 1;
      for (let i = 1; i < seq.length; i += 1) if (seq[i] <= seq[i - 1]) outOfOrder += 1;
    }
    return { lost, duplicated, outOfOrder };
  };
  const live = check(got);
  // what is stored: every block of each conversation, oldest first, this run's messages only
  const stored = [];
  await pool(
    Array.from({ length: pairs }, (_, k) => k),
    8,
    async (k) => {
      const [sender, receiver] = [members[2 * k], members[2 * k + 1]];
      const blocks = [];
      for (let index = -1; ;) {
        const answer = await api(
          bases[0],
          receiver.token,
          'GET',
          `/api/chat/get-conversation/${sender.id}/${index}`,
        );
        blocks.unshift(answer.messages);
        if (answer.noMoreBlock) break;
        index = answer.blockIndex - 1;
      }
      stored[k] = blocks
        .flat()
        .filter((m) => m[2].startsWith(`${run}:`))
        .map((m) => Number(m[2].split(':')[1]));
    },
  );
  const kept = check(stored);
  return {
    messages: pairs * perPair,
    pushes: pairs * perPair + retries,
    seconds: round(sentMs / 1000, 1),
    msgsPerSecond: round((pairs * perPair) / (sentMs / 1000), 1),
    ...live,
    storedLost: kept.lost,
    storedDuplicated: kept.duplicated,
    storedOutOfOrder: kept.outOfOrder,
    retriesAnsweredAlike: `${alike}/${retries}`,
  };
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
  const one = await measureApi([single.base], members, [single.pid], pg.dataDir);
  log(`one instance: ${JSON.stringify(one)}`);
  let burstOne = null;
  if (BURST > 0) {
    log(`one instance: burst of ${BURST} messages…`);
    burstOne = await burst([single.base], members, 'one');
    log(`burst, one instance: ${JSON.stringify(burstOne)}`);
  }
  await single.stop();

  const [s1, s2] = await startServerPair({
    name: 'chat-redis',
    prefix: 'bgc-chat-bench',
    databaseUrl: pg.url,
    redisUrl,
    logDir,
  });
  log('two API instances with Redis (each pair split across them)…');
  const two = await measureApi([s1.base, s2.base], members, [s1.pid, s2.pid], pg.dataDir);
  log(`two instances: ${JSON.stringify(two)}`);
  let burstTwo = null;
  if (BURST > 0) {
    log(`two instances: burst of ${BURST} messages…`);
    burstTwo = await burst([s1.base, s2.base], members, 'two');
    log(`burst, two instances: ${JSON.stringify(burstTwo)}`);
  }
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
    burst: { oneInstance: burstOne, twoInstancesRedis: burstTwo },
    ...(process.env.BENCH_CHAT_BEFORE
      ? { before: JSON.parse(readFileSync(process.env.BENCH_CHAT_BEFORE, 'utf8')) }
      : {}),
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
