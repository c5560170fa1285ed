// Live flood benchmark (decision 029): `GET /api/healthz` latency of the real server (embedded
// PGlite, production build) while nobody uses /api/live, then while members flood it, in one run; the
// ratio flood/idle is the figure. The flood runs in a child process (its own event loop, so the
// sampler's timings are not the flood's): BENCH_FLOOD_MEMBERS members in pairs of friends, each
// opening twice the per-member socket cap (the surplus is refused with 4429), every accepted
// socket sending 8 KB call signals to its friend as fast as its send buffer drains and
// reconnecting 100 ms after each close, and one socket of each receiving member that never reads
// (closed with 4503 once its unsent data passes LIVE_MAX_BUFFERED_BYTES). The sampler GETs
// /api/healthz one request at a time. Records p50/p90/p99/max of each phase, the flood's frames
// sent and events received, and the close codes seen. The server runs with the defaults of
// decision 029 except LIVE_MAX_SOCKETS_PER_ADDRESS (every client is 127.0.0.1 here).
// Writes bench/results/live-flood.json.
//
//   npm run build && node --import tsx bench/live-flood.mjs   (tsx loads @bgc/shared)
//
// Knobs: BENCH_FLOOD_MEMBERS (20), BENCH_FLOOD_SECONDS (measured s per phase, 6),
// BENCH_PGLITE_DIR (a data folder prepared before, see lib.mjs preparedPgliteDir).
import { performance } from 'node:perf_hooks';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { api, liveSocket, registerMembers } from './live-client.mjs';
import {
  benchServerEnv,
  finishResult,
  httpGet,
  log,
  logDirFor,
  machineInfo,
  percentiles,
  round,
  runMain,
  preparedPgliteDir,
  startRealServer,
  cleanupAll,
} from './lib.mjs';

const MEMBERS = Number(process.env.BENCH_FLOOD_MEMBERS ?? 20);
const SECONDS = Number(process.env.BENCH_FLOOD_SECONDS ?? 6);
const SOCKETS_PER_MEMBER = 5;
const SIGNAL = { kind: 'candidate', pad: 'x'.repeat(8 * 1024) };

/**
 * GETs /api/healthz one at a time for `seconds`; the latencies (ms) and the count of answers
 * other than 200 (timeouts included).
 */
async function sample(base, seconds) {
  const latencies = [];
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const t0 = performance.now();
    // a request that times out (30 s) counts as failed, with its waiting time as latency
    const res = await httpGet(`${base}/api/healthz`).catch(() => ({ status: 0 }));
    latencies.push(performance.now() - t0);
    if (res.status !== 200) failed += 1;
  }
  return { requests: latencies.length, non200: failed, latencyMs: percentiles(latencies) };
}

/** The flood (child process): runs until told to stop, then sends its counts. */
async function flood({ base, members }) {
  const counts = { framesSent: 0, eventsReceived: 0, opened: 0, refused: 0, closes: {} };
  let stopped = false;
  const sockets = new Set();
  const open = async (member, friend, { reads }) => {
    if (stopped) return;
    let ws;
    try {
      ws = await liveSocket(base, member.token, () => {
        counts.eventsReceived += 1;
      });
    } catch {
      counts.refused += 1;
      setTimeout(() => void open(member, friend, { reads }), 100);
      return;
    }
    counts.opened += 1;
    sockets.add(ws);
    // a socket that never reads: its TCP reads stop, the server's unsent data grows
    if (!reads) ws._socket.pause();
    const frame = JSON.stringify({ type: 'signal', to: friend.id, data: SIGNAL });
    const pump = () => {
      while (!stopped && ws.readyState === ws.OPEN && ws.bufferedAmount < 1024 * 1024) {
        ws.send(frame);
        counts.framesSent += 1;
      }
      if (!stopped && ws.readyState === ws.OPEN) setTimeout(pump, 5);
    };
    if (reads) pump();
    ws.on('close', (code) => {
      sockets.delete(ws);
      counts.closes[code] = (counts.closes[code] ?? 0) + 1;
      if (!stopped) setTimeout(() => void open(member, friend, { reads }), 100);
    });
  };
  for (let i = 0; i < members.length; i += 2) {
    const [a, b] = [members[i], members[i + 1]];
    // a floods b from twice the cap; b keeps one socket that does not read, and the rest read
    for (let k = 0; k < 2 * SOCKETS_PER_MEMBER; k += 1) void open(a, b, { reads: true });
    void open(b, a, { reads: false });
    for (let k = 0; k < SOCKETS_PER_MEMBER; k += 1) void open(b, a, { reads: true });
  }
  process.on('message', (m) => {
    if (m !== 'stop') return;
    stopped = true;
    for (const ws of sockets) ws.terminate();
    process.send(counts, () => process.exit(0));
  });
  process.send('started');
}

async function main() {
  const startedAt = Date.now();
  const logDir = logDirFor('live-flood');
  benchServerEnv();
  // every bench client connects from 127.0.0.1: the per-address cap is raised (decision 029)
  process.env.LIVE_MAX_SOCKETS_PER_ADDRESS = '100000';
  const data = await preparedPgliteDir(logDir);
  const server = await startRealServer({ name: 'live-flood', dataDir: data.dir, logDir });
  log(`registering ${MEMBERS} members in pairs of friends…`);
  const members = await registerMembers(server.base, MEMBERS, 'flood', 'F');
  for (let i = 0; i < MEMBERS; i += 2) {
    const [a, b] = [members[i], members[i + 1]];
    await api(server.base, a.token, 'POST', '/api/friend/request', { friend: b.id });
    await api(server.base, b.token, 'PUT', `/api/friend/accept/${a.id}`);
  }
  log(`idle: sampling /api/healthz for ${SECONDS} s…`);
  await sample(server.base, 1);
  const idle = await sample(server.base, SECONDS);
  log('flood: starting the sockets…');
  const child = fork(fileURLToPath(import.meta.url), ['--flood'], {
    execArgv: ['--import', 'tsx'],
  });
  child.send({ base: server.base, members });
  await new Promise((resolve) => child.once('message', resolve));
  // let the flood reach its steady state (caps reached, first 4429/4503 closes)
  await new Promise((resolve) => setTimeout(resolve, 2000));
  log(`flood: sampling /api/healthz for ${SECONDS} s…`);
  const flooded = await sample(server.base, SECONDS);
  child.send('stop');
  // the flood process may be too busy to answer (its own reconnects): its counts are then
  // missing from the result, and it is killed
  const counts = await new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ floodCounts: 'the flood process did not answer within 20 s; killed' });
    }, 20_000);
    child.once('message', (m) => {
      clearTimeout(timer);
      resolve(m);
    });
  });
  const after = await sample(server.base, 2);
  await server.stop();
  const ratio = (k) => round(flooded.latencyMs[k] / idle.latencyMs[k], 2);
  return finishResult(
    'live-flood',
    {
      benchmark: 'live-flood',
      machine: machineInfo(),
      settings: {
        database: 'PGlite',
        serverEntry: server.entry,
        members: MEMBERS,
        secondsPerPhase: SECONDS,
        socketsTriedPerFloodingMember: 2 * SOCKETS_PER_MEMBER,
        signalBytes: JSON.stringify(SIGNAL).length,
        server: 'decision 029 defaults; LIVE_MAX_SOCKETS_PER_ADDRESS=100000',
      },
      idle,
      flood: { ...flooded, ...counts, floodSeconds: SECONDS + 2 },
      afterFlood: after,
      ratio: { p50: ratio('p50'), p90: ratio('p90'), p99: ratio('p99') },
    },
    { logDir, startedAt },
  );
}

if (!process.argv.includes('--flood')) {
  runMain(main, async (out) => {
    log(
      `healthz p50 ${out.idle.latencyMs.p50} → ${out.flood.latencyMs.p50} ms, p99 ${out.idle.latencyMs.p99} → ${out.flood.latencyMs.p99} ms (ratio p50 ${out.ratio.p50}, p99 ${out.ratio.p99}); closes ${JSON.stringify(out.flood.closes)}`,
    );
    await cleanupAll();
  });
} else {
  process.once('message', (data) => void flood(data));
}
