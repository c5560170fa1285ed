// Notifications benchmark (ADR 012, decision 064) on PostgreSQL, the real server built:
//  1. A course followed by 100,000 members posts (type 7 course news, by its administrator):
//     latency of the posting request (serial, BENCH_NOTIF_POSTS posts), and per post the time
//     until every one of BENCH_NOTIF_ONLINE connected followers has the live `notification`
//     event and until their bell (`GET /api/notification`) lists the post. The server writes
//     the online followers' items before telling them (decision 064); the other followers are
//     offline: their next read writes theirs (fan-out on read).
//  2. `GET /api/notification?page=1` for a member holding 10,000 notifications (and following
//     the course, so the on-read sync runs too), with autocannon at BENCH_CONNECTIONS
//     connections, interleaved with a bare Fastify route answering the same JSON body
//     (bench/bare-server.mjs): p99 and the throughput ratio of the same run, and the real side's
//     CPU per request (server process; the benchmark's PostgreSQL cluster).
// Writes bench/results/notifications.json.
//
//   npm run build && node --import tsx bench/notifications.mjs   (tsx loads @bgc/shared)
//
// Knobs: BENCH_NOTIF_FOLLOWERS (100000), BENCH_NOTIF_ONLINE (200), BENCH_NOTIF_POSTS (30),
// BENCH_NOTIF_ITEMS (10000), BENCH_DURATION (measured s per side, 8), BENCH_CONNECTIONS (10),
// BENCH_NOTIF_CPU_PROF=1 (the server runs with --cpu-prof; the profile is written into the run's
// log folder, `cpu-prof/`, when the server stops).
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { signRequest } from '@bgc/shared';
import { api, liveSocket, pool } from './live-client.mjs';
import {
  cpuProfileArgs,
  benchDir,
  cleanupAll,
  clusterCpuMs,
  freePort,
  log,
  logDirFor,
  machineInfo,
  procCpuMs,
  round,
  spawnLogged,
  startPostgres,
  startRealServer,
  waitForHttp,
  writeResult,
  benchServerEnv,
  loadKnobs,
  percentiles,
} from './lib.mjs';

const FOLLOWERS = Number(process.env.BENCH_NOTIF_FOLLOWERS ?? 100_000);
const ONLINE = Number(process.env.BENCH_NOTIF_ONLINE ?? 200);
const POSTS = Number(process.env.BENCH_NOTIF_POSTS ?? 30);
const ITEMS = Number(process.env.BENCH_NOTIF_ITEMS ?? 10_000);
const { duration: DURATION, connections: CONNECTIONS } = loadKnobs();
const ROUNDS = 4;
const ENGLISH = 30;
const BELL_TIMEOUT_MS = 60_000;

/** Count and percentiles (nearest rank, ms to 0.1) of a list of durations. */
const stats = (values) => ({ n: values.length, ...percentiles(values, 1) });

async function register(base, i, tag) {
  const answer = await api(base, null, 'POST', '/api/register', {
    email: `bench.${tag}.${i}.${Date.now()}@notif.bench`,
    password: 'secret12',
    firstName: 'Bench',
    lastName: `${tag}${i}`,
    subRoles: [2],
    languages: [ENGLISH],
  });
  return { id: answer.user.id, token: answer.token };
}

/** The course's followers and the heavy reader's notifications, set-based. */
async function createData(client, { courseId, admin, online, reader }) {
  const t0 = Date.now();
  await client.query(
    `INSERT INTO course_roles (course_id, user_id, status, phone, decided_at)
     VALUES ($1, $2, 'accepted', '+33100000000', now())`,
    [courseId, admin.id],
  );
  const offline = FOLLOWERS - online.length - 1;
  await client.query(
    `INSERT INTO users (email, password_hash, first_name, last_name, search_name, demo, languages,
                        created_at, updated_at)
     SELECT 'follower' || g || '@notif.bench',
            '$argon2id$v=19$m=65536,t=3,p=4$YmVuY2hzYWx0$YmVuY2hoYXNoYmVuY2hoYXNo',
            'Follower', 'Number ' || g, 'follower number ' || g, true, '{30}'::int[],
            now() - interval '400 days', now() - interval '400 days'
     FROM generate_series(1, $1::int) g`,
    [offline],
  );
  await client.query(
    `INSERT INTO follows (user_id, entity_name, entity_id, created_at)
     SELECT id, 'course', $1, now() - interval '1 day' FROM users
     WHERE email LIKE 'follower%@notif.bench'
        OR id = ANY($2::int[])`,
    [courseId, [...online.map((m) => m.id), reader.id]],
  );
  // 10,000 items of every type but 1 for the reader: a fifth unread, notifiers among the members
  await client.query(
    `INSERT INTO notifications (user_id, type, status, entity_name, entity_id, notifier_ids,
                                notifier_count, detail, created_at)
     SELECT $1, t, CASE WHEN g % 5 = 0 THEN 1 ELSE 2 END,
            CASE t WHEN 4 THEN 'user' WHEN 5 THEN 'user' WHEN 2 THEN 'user'
                   WHEN 6 THEN 'conversation' WHEN 3 THEN 'post' ELSE 'comment' END,
            g, ARRAY[$2::int], 1, jsonb_build_object('name', 'Bench entity ' || g),
            now() - make_interval(mins => g)
     FROM generate_series(1, $3::int) g, LATERAL (SELECT 2 + (g % 7) AS t) k
     ON CONFLICT DO NOTHING`,
    [reader.id, admin.id, ITEMS],
  );
  await client.query('ANALYZE users; ANALYZE follows; ANALYZE notifications');
  const followers = Number(
    (
      await client.query(
        `SELECT count(*) FROM follows WHERE entity_name = 'course' AND entity_id = $1`,
        [courseId],
      )
    ).rows[0].count,
  );
  const items = Number(
    (await client.query('SELECT count(*) FROM notifications WHERE user_id = $1', [reader.id]))
      .rows[0].count,
  );
  return { followers, readerItems: items, seconds: round((Date.now() - t0) / 1000, 1) };
}

/** A type-7 course post (multipart, as the SPA sends it). */
function courseNews(courseId, n) {
  const form = new FormData();
  form.set('type', '7');
  form.set('course', String(courseId));
  form.set('language', String(ENGLISH));
  form.set('content', `<p>Bench news ${n}: the greens are open again.</p>`);
  return form;
}

/**
 * Part 1: each post is sent alone (serial); then the bench waits until every online follower
 * received a live `notification` event sent after the post began and its bell lists the post.
 */
async function measurePosting(base, courseId, admin, online) {
  const pending = new Map(); // member id -> { since, onEvent }
  const sockets = [];
  await pool(online, 8, async (m) => {
    sockets.push(
      await liveSocket(base, m.token, (event) => {
        if (event.type !== 'notification') return;
        pending.get(m.id)?.onEvent();
      }),
    );
  });
  const postMs = [];
  const eventAllMs = [];
  const bellAllMs = [];
  const bellEachMs = [];
  for (let n = 0; n <= POSTS; n += 1) {
    const t0 = performance.now();
    const waits = online.map(
      (m) =>
        new Promise((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`member ${m.id}: no bell within ${BELL_TIMEOUT_MS} ms`)),
            BELL_TIMEOUT_MS,
          );
          pending.set(m.id, {
            onEvent: () => {
              pending.delete(m.id);
              resolve(performance.now() - t0);
              clearTimeout(timer);
            },
          });
        }),
    );
    const post = await api(base, admin.token, 'POST', '/api/posts', courseNews(courseId, n));
    const tPost = performance.now() - t0;
    const events = await Promise.all(waits);
    // the bell of each online follower, as the SPA refetches it on the event
    const shown = [];
    await pool(online, 10, async (m) => {
      for (;;) {
        const page = await api(base, m.token, 'GET', '/api/notification?page=1');
        if (page.list.some((item) => item.entityName === 'post' && item.entityId === post.id)) {
          shown.push(performance.now() - t0);
          return;
        }
        if (performance.now() - t0 > BELL_TIMEOUT_MS) throw new Error('post never in the bell');
      }
    });
    if (n === 0) continue; // warm-up post
    postMs.push(tPost);
    eventAllMs.push(Math.max(...events));
    bellAllMs.push(Math.max(...shown));
    bellEachMs.push(...shown);
  }
  for (const ws of sockets) ws.close();
  return {
    posts: POSTS,
    onlineFollowers: online.length,
    postRequestMs: stats(postMs),
    liveEventToAllOnlineMs: stats(eventAllMs),
    bellShowsPostToAllOnlineMs: stats(bellAllMs),
    bellShowsPostPerFollowerMs: stats(bellEachMs),
  };
}

/** `count` signed Authorization headers for one GET path, used one per request. */
async function signedHeaders(token, p, count) {
  const now = Date.now();
  const out = new Array(count);
  for (let i = 0; i < count; i += 1) out[i] = await signRequest(token, 'GET', p, now);
  return out;
}

async function cannon(url, seconds, setupRequest, latencies) {
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ method: 'GET', ...(setupRequest ? { setupRequest } : {}) }],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies?.push(responseTime);
  });
  const t0 = process.hrtime.bigint();
  const result = await instance;
  return { result, seconds: Number(process.hrtime.bigint() - t0) / 1e9 };
}

/**
 * Part 2: the reader's first bell page against the bare route, interleaved in ROUNDS rounds
 * (A B, B A …) so that load from elsewhere hits both sides alike.
 */
async function measureBell(base, reader, logDir, serverPid, pgDir) {
  const p = '/api/notification?page=1';
  const body = await api(base, reader.token, 'GET', p);
  const payloads = path.join(logDir, 'notification-payload.json');
  writeFileSync(payloads, JSON.stringify({ notification: body }));
  const barePort = await freePort();
  const bare = spawnLogged('bare', process.execPath, [path.join(benchDir, 'bare-server.mjs')], {
    env: { ...process.env, PORT: String(barePort), BARE_PAYLOADS: payloads },
    logFile: path.join(logDir, 'bare.log'),
  });
  await waitForHttp(`http://127.0.0.1:${barePort}/healthz`, bare, 30_000);
  // signatures are valid for the 5 min skew window: sign enough for the whole measurement
  let headers = await signedHeaders(reader.token, p, 4_000 * (DURATION + 4));
  let next = 0;
  const setupRequest = (req) => {
    if (next >= headers.length) next = 0; // never reached at this machine's rates
    const authorization = headers[next];
    next += 1;
    return { ...req, headers: { ...req.headers, authorization } };
  };
  const sides = {
    real: { url: `${base}${p}`, setup: setupRequest, pid: undefined },
    bare: { url: `http://127.0.0.1:${barePort}/bare/notification`, setup: null },
  };
  await cannon(sides.real.url, 2, setupRequest, null);
  await cannon(sides.bare.url, 2, null, null);
  const acc = {
    real: {
      latencies: [],
      requests: 0,
      seconds: 0,
      non2xx: 0,
      rounds: [],
      serverCpuMs: 0,
      postgresCpuMs: 0,
    },
    bare: { latencies: [], requests: 0, seconds: 0, non2xx: 0, rounds: [] },
  };
  for (let r = 0; r < ROUNDS; r += 1) {
    const order = r % 2 === 0 ? ['real', 'bare'] : ['bare', 'real'];
    for (const side of order) {
      const cpu0 = side === 'real' ? procCpuMs(serverPid) : null;
      const pg0 = side === 'real' ? clusterCpuMs(pgDir) : null;
      const { result, seconds } = await cannon(
        sides[side].url,
        DURATION / ROUNDS,
        sides[side].setup,
        acc[side].latencies,
      );
      if (side === 'real') {
        acc.real.serverCpuMs += (procCpuMs(serverPid) ?? 0) - (cpu0 ?? 0);
        acc.real.postgresCpuMs += (clusterCpuMs(pgDir) ?? 0) - (pg0 ?? 0);
      }
      acc[side].requests += result.requests.total;
      acc[side].seconds += seconds;
      acc[side].non2xx += result.non2xx;
      acc[side].rounds.push(round(result.requests.total / seconds, 0));
    }
    headers = await signedHeaders(reader.token, p, headers.length); // fresh time stamps
    next = 0;
  }
  await bare.stop();
  const side = (a) => ({
    reqPerSec: round(a.requests / a.seconds, 1),
    reqPerSecByRound: a.rounds,
    latencyMs: stats(a.latencies),
    requests: a.requests,
    non2xx: a.non2xx,
  });
  // CPU per request does not depend on what else the shared machine runs, unlike req/s
  const real = {
    ...side(acc.real),
    serverCpuMsPerReq: round(acc.real.serverCpuMs / acc.real.requests, 2),
    postgresCpuMsPerReq: round(acc.real.postgresCpuMs / acc.real.requests, 2),
  };
  const bareSide = side(acc.bare);
  return {
    path: p,
    readerNotifications: body.total,
    responseBytes: Buffer.byteLength(JSON.stringify(body)),
    connections: CONNECTIONS,
    secondsPerSide: DURATION,
    real,
    bare: bareSide,
    throughputRatio: round(real.reqPerSec / bareSide.reqPerSec, 3),
    ratioByRound: acc.real.rounds.map((v, i) => round(v / acc.bare.rounds[i], 3)),
  };
}

async function main() {
  const loadAverageAtStart = os.loadavg().map((n) => round(n, 1));
  const logDir = logDirFor('notifications');
  const database = await startPostgres('bgc_notif_bench');
  benchServerEnv();
  // every bench client connects from 127.0.0.1: the per-address socket cap is raised (decision 029)
  process.env.LIVE_MAX_SOCKETS_PER_ADDRESS = '100000';
  log('first start on PostgreSQL (imports the courses)…');
  const server = await startRealServer({
    name: 'notif',
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'bgc-notif-bench-')),
    databaseUrl: database.url,
    logDir,
    nodeArgs: cpuProfileArgs(
      path.join(logDir, 'cpu-prof'),
      process.env.BENCH_NOTIF_CPU_PROF === '1',
    ),
  });
  log(`registering ${ONLINE + 2} members…`);
  const admin = await register(server.base, 0, 'Admin');
  const reader = await register(server.base, 0, 'Reader');
  const online = [];
  await pool(
    Array.from({ length: ONLINE }, (_, i) => i),
    4,
    async (i) => {
      online[i] = await register(server.base, i, 'Online');
    },
  );
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const courseId = Number(
    (await client.query('SELECT id FROM courses ORDER BY world_rank NULLS LAST, id LIMIT 1'))
      .rows[0].id,
  );
  log(`${FOLLOWERS} followers of course ${courseId}, ${ITEMS} notifications for the reader…`);
  const data = await createData(client, { courseId, admin, online, reader });
  await client.end();
  log(`data: ${JSON.stringify(data)}`);

  log(`posting ${POSTS} course news to ${data.followers} followers…`);
  const cpu0 = procCpuMs(server.pid);
  const posting = await measurePosting(server.base, courseId, admin, online);
  posting.serverCpuMs = (procCpuMs(server.pid) ?? 0) - (cpu0 ?? 0);
  log(`posting: ${JSON.stringify(posting)}`);

  log('bell of a member with 10,000 notifications vs the bare route…');
  const bell = await measureBell(server.base, reader, logDir, server.pid, database.dataDir);
  log(`bell: ${JSON.stringify({ real: bell.real, bare: bell.bare, ratio: bell.throughputRatio })}`);
  await server.stop();

  writeResult('notifications', {
    date: new Date().toISOString(),
    machine: machineInfo(),
    loadAverageAtStart,
    loadAverageAtEnd: os.loadavg().map((n) => round(n, 1)),
    database: `PostgreSQL ${database.version}`,
    method:
      'ADR 012 fan-out on read, on write for the online followers (decision 064). Posting: ' +
      'serial type-7 course posts by the course administrator; per post, the time until each ' +
      'online follower got the live event and until its bell (GET /api/notification, which ' +
      'materialises type 1 when something is pending) lists the post. Bell: autocannon on ' +
      'page 1 for a member with 10,000 notifications who follows the course, interleaved with ' +
      'a bare Fastify route answering the same JSON.',
    data,
    posting,
    bell,
  });
}

try {
  await main();
} finally {
  await cleanupAll();
}
