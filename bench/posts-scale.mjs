// Scale benchmark of the post lists: a throwaway PostgreSQL, the real server
// started once (first start imports the courses), then set-based SQL generates the data in two
// scales, measured with autocannon after each:
//   scale "1k":   1,000 posts,   ~10,000 comments
//   scale "100k": 100,000 posts, ~1,000,000 comments (the 1k rows stay; more are added)
// Cases, page 1 and page 50 each: general feed, a course timeline (the "hot" course), the forum
// (discussions, newest first and most commented: adds the tag and language counts) and the
// top-level comments of the most commented post. Target: p99 < 50 ms at 10 connections.
// At the end (100k) one request per case is replayed with auto_explain (ANALYZE, BUFFERS) and
// the plans of the statements it ran are stored beside the figures.
// Writes bench/results/posts-scale.json and prints a table.
//
//   node bench/posts-scale.mjs
//
// Knobs (environment): BENCH_DURATION (measured s per case, 10), BENCH_WARMUP (s, 2),
// BENCH_CONNECTIONS (10), BENCH_SCALE_SERIAL (s at 1 connection per case, 3; 0 skips),
// BENCH_SCALE_POSTS (100000), BENCH_SCALE_COMMENTS (1000000), BENCH_SCALE_SMALL (1000),
// BENCH_SCALE_AFTER_SQL (a .sql file applied after the big scale, then every case is measured
// once more as scale "100k+sql": e.g. a proposed index), BENCH_SCALE_HOLD=1 (keep PostgreSQL
// and the server up at the end and print the DATABASE_URL; Ctrl-C / SIGTERM stops them),
// BENCH_SCALE_ENTRY=tsx (run the server from the TypeScript sources instead of dist),
// BENCH_SCALE_BASELINE (an earlier results file, e.g. from before a query change: its summary
// and slow plans are kept under `baseline`).
//
//   node bench/posts-scale.mjs --embed-baseline <earlier.json>
// only adds `baseline` to the current bench/results/posts-scale.json.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  cleanupAll,
  clusterCpuMs,
  getJson,
  isMain,
  log,
  logDirFor,
  onCleanup,
  procCpuMs,
  round,
  serverEntry,
  startPostgres,
  startRealServer,
  writeResult,
  root,
  percentiles,
  loadKnobs,
  autocannonResult,
  finishResult,
  runMain,
} from './lib.mjs';
import {
  capturePlans,
  createComments,
  createMembers,
  createPosts,
  describeData,
  mostCommentedPost,
  refreshCounters,
} from './posts-scale-db.mjs';

const KNOBS = loadKnobs({ duration: 10 });
const { duration: DURATION, warmup: WARMUP, connections: CONNECTIONS } = KNOBS;
const SERIAL = Number(process.env.BENCH_SCALE_SERIAL ?? 3);
const BIG_POSTS = Number(process.env.BENCH_SCALE_POSTS ?? 100_000);
const BIG_COMMENTS = Number(process.env.BENCH_SCALE_COMMENTS ?? 1_000_000);
const SMALL_POSTS = Number(process.env.BENCH_SCALE_SMALL ?? 1_000);
const TARGET_P99_MS = 50;
const PAGES = [1, 50];

/** The measured calls; `{hot}` is the hot course, `{post}` the most commented live post. */
const CASES = [
  {
    name: 'feed',
    label: 'general feed, newest first',
    path: (p) => `/api/posts?sort_desc=createdDate&page=${p}&limit=10`,
  },
  {
    name: 'course',
    label: 'course timeline (hot course, type 7)',
    path: (p, ids) => `/api/posts?filter_course=${ids.hot}&filter_type=7&page=${p}&limit=10`,
  },
  {
    name: 'forum',
    label: 'forum, newest first (+ tag and language counts)',
    path: (p) => `/api/posts?filter_type=8&sort_desc=createdDate&page=${p}&limit=5`,
  },
  {
    name: 'forum-commented',
    label: "forum, 'Most Commented' (+ tag and language counts)",
    path: (p) => `/api/posts?filter_type=8&sort_desc=totalComment&page=${p}&limit=5`,
  },
  {
    name: 'comments',
    label: 'top-level comments of the most commented post',
    path: (p, ids) =>
      `/api/comments?filter_entityId=${ids.post}&filter_entityName=post&filter_parent=isNull&page=${p}`,
  },
];

/** One autocannon run; latencies from its per-response hrtime timings (µs resolution). */
async function cannon(url, seconds, connections, latencies) {
  const instance = autocannon({
    url,
    connections,
    duration: seconds,
    headers: { accept: 'application/json' },
  });
  let non2xx = 0;
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies?.push(responseTime);
    else non2xx++;
  });
  const t0 = process.hrtime.bigint();
  const result = await instance;
  return { result, seconds: Number(process.hrtime.bigint() - t0) / 1e9, non2xx };
}

async function measureCase(url, ctx) {
  const loadAverage1m = Math.round(os.loadavg()[0] * 100) / 100;
  if (WARMUP > 0) await cannon(url, WARMUP, CONNECTIONS, null);
  const latencies = [];
  const cpu0 = procCpuMs(ctx.serverPid);
  const pg0 = clusterCpuMs(ctx.pgDataDir);
  const { result, seconds, non2xx } = await cannon(url, DURATION, CONNECTIONS, latencies);
  const serverCpu = (procCpuMs(ctx.serverPid) ?? 0) - (cpu0 ?? 0);
  const pgCpu = pg0 == null ? null : (clusterCpuMs(ctx.pgDataDir) ?? 0) - pg0;
  const requests = result.requests.total;
  const out = {
    connections: CONNECTIONS,
    reqPerSec: round(requests / seconds, 1),
    latencyMs: percentiles(latencies, 2),
    requests,
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    serverCpuMsPerReq: requests ? round(serverCpu / requests, 3) : null,
    postgresCpuMsPerReq: requests && pgCpu != null ? round(pgCpu / requests, 3) : null,
    loadAverage1m,
  };
  if (SERIAL > 0) {
    const lat1 = [];
    const one = await cannon(url, SERIAL, 1, lat1);
    out.serial = {
      connections: 1,
      reqPerSec: round(one.result.requests.total / one.seconds, 1),
      latencyMs: percentiles(lat1, 2),
    };
  }
  return out;
}

async function measureScale(scaleName, base, ids, ctx) {
  const rows = [];
  for (const c of CASES) {
    for (const page of PAGES) {
      const p = c.path(page, ids);
      const sample = await getJson(base + p);
      log(`${scaleName} ${c.name} page ${page}: ${DURATION} s at ${CONNECTIONS} connections…`);
      const m = await measureCase(base + p, ctx);
      const row = {
        scale: scaleName,
        case: c.name,
        label: c.label,
        page,
        path: p,
        total: sample.json.total,
        listLength: sample.json.list?.length ?? null,
        responseBytes: sample.bytes,
        ...m,
        meetsTarget: m.latencyMs.p99 != null && m.latencyMs.p99 < TARGET_P99_MS && m.non2xx === 0,
      };
      log(
        `  ${m.reqPerSec} req/s, p50 ${m.latencyMs.p50} / p90 ${m.latencyMs.p90} / p99 ${m.latencyMs.p99} ms` +
          `${m.serial ? ` (1 conn: p50 ${m.serial.latencyMs.p50} / p99 ${m.serial.latencyMs.p99} ms)` : ''}` +
          `, total ${row.total}, list ${row.listLength}, non2xx ${m.non2xx}`,
      );
      rows.push(row);
    }
  }
  return rows;
}

// ------------------------------------------------------------------ plans (auto_explain)

// ------------------------------------------------------------------ main

/**
 * The part of an earlier result kept for comparison: machine, settings, data, figures and the
 * plans of its statements that took 1 ms or more.
 */
export function baselineOf(earlier) {
  return {
    note: 'an earlier run of this benchmark, kept for comparison (see bench/README.md)',
    machine: earlier.machine,
    settings: earlier.settings,
    scales: earlier.scales,
    summary: (earlier.summary ?? []).map((row) => ({
      ...row,
      serverCpuMsPerReq:
        row.serverCpuMsPerReq ??
        earlier.results?.find(
          (r) => r.scale === row.scale && r.case === row.case && r.page === row.page,
        )?.serverCpuMsPerReq ??
        null,
    })),
    plans: (earlier.plans ?? []).map((p) => ({
      ...p,
      statements: p.statements.filter((st) => st.durationMs >= 1),
    })),
  };
}

function printTable(rows) {
  const table = rows.map((r) => ({
    scale: r.scale,
    case: r.case,
    page: r.page,
    total: r.total,
    'req/s': r.reqPerSec,
    'p50 ms': r.latencyMs.p50,
    'p90 ms': r.latencyMs.p90,
    'p99 ms': r.latencyMs.p99,
    '1-conn p50/p99': r.serial ? `${r.serial.latencyMs.p50} / ${r.serial.latencyMs.p99}` : '',
    'cpu ms/req node+pg': `${r.serverCpuMsPerReq} + ${r.postgresCpuMsPerReq}`,
    load: r.loadAverage1m,
    'p99<50': r.meetsTarget ? 'yes' : 'NO',
  }));
  console.table(table);
}

export async function runPostsScale() {
  const startedAt = Date.now();
  const logDir = logDirFor('posts-scale');
  const dbName = 'bgc_scale';
  if (process.env.BENCH_SCALE_ENTRY === 'tsx') {
    const entry = serverEntry();
    Object.assign(entry, {
      mode: 'tsx',
      args: ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
      reason: 'BENCH_SCALE_ENTRY=tsx',
    });
  }
  const entry = serverEntry();
  const out = {
    ...autocannonResult('posts-scale', KNOBS, {
      serialSec: SERIAL,
      targetP99Ms: TARGET_P99_MS,
      pages: PAGES,
      serverEntry: entry.mode,
      serverEntryNote: entry.reason,
      serverEnv: 'NODE_ENV=production LOG_LEVEL=warn SEED_DEMO=false DATABASE_URL=<throwaway>',
      requestHeaders: 'Accept: application/json, no Accept-Encoding, anonymous (no session)',
      note:
        'The server, PostgreSQL and autocannon share the same cores; latencies at 10 connections include queueing ' +
        'behind the other requests (1-connection figures in `serial`). Data: set-based SQL (generate_series), ' +
        'then VACUUM FULL + VACUUM ANALYZE.',
    }),
    scales: [],
    results: [],
  };
  process.env.SEED_DEMO = 'false';
  try {
    log('PostgreSQL: starting a throwaway cluster…');
    const pgInfo = await startPostgres(dbName);
    out.machine.postgresServer = pgInfo.version;
    out.settings.postgres =
      'fsync=off synchronous_commit=off full_page_writes=off, defaults otherwise';
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bgc-bench-scale-data-'));
    onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
    log('server: first start (migrations, course import)…');
    const server = await startRealServer({
      name: 'scale-server',
      dataDir,
      databaseUrl: pgInfo.url,
      logDir,
      timeoutMs: 900_000,
    });
    out.firstStartReadyMs = server.readyMs;
    log(`server on ${server.base}, ready in ${(server.readyMs / 1000).toFixed(1)} s`);
    const ctx = { serverPid: server.pid, pgDataDir: pgInfo.dataDir };

    const client = new pg.Client({ connectionString: pgInfo.url });
    await client.connect();
    onCleanup(() => client.end().catch(() => {}));
    await client.query("SET statement_timeout = '30min'");
    await client.query("SET maintenance_work_mem = '256MB'");
    await client.query("SET work_mem = '64MB'");

    log('generating members…');
    const ids = await createMembers(client);
    const scaleSteps = [
      {
        name: '1k',
        posts: SMALL_POSTS,
        comments: Math.round((BIG_COMMENTS * SMALL_POSTS) / BIG_POSTS),
      },
      { name: '100k', posts: BIG_POSTS, comments: BIG_COMMENTS },
    ];
    let postsSoFar = 0;
    let commentsSoFar = 0;
    for (const step of scaleSteps) {
      const t0 = Date.now();
      log(`scale ${step.name}: generating…`);
      await createPosts(client, postsSoFar + 1, step.posts);
      const addComments = step.comments - commentsSoFar;
      await createComments(
        client,
        addComments,
        Math.round(addComments * 0.3),
        Math.round(addComments * 0.2),
      );
      await refreshCounters(client);
      postsSoFar = step.posts;
      commentsSoFar = step.comments;
      ids.post = await mostCommentedPost(client);
      const data = await describeData(client);
      const generateMs = Date.now() - t0;
      log(`scale ${step.name}: ${JSON.stringify(data)} (${(generateMs / 1000).toFixed(0)} s)`);
      out.scales.push({
        name: step.name,
        generateMs,
        hotCourseId: ids.hot,
        mostCommentedPostId: ids.post,
        data,
      });
      out.results.push(...(await measureScale(step.name, server.base, ids, ctx)));
    }

    if (process.env.BENCH_SCALE_AFTER_SQL) {
      const file = process.env.BENCH_SCALE_AFTER_SQL;
      const sqlText = readFileSync(file, 'utf8');
      log(`applying ${file}…`);
      const t0 = Date.now();
      await client.query(sqlText);
      await client.query('VACUUM ANALYZE');
      out.scales.push({
        name: '100k+sql',
        afterSql: { file: path.relative(root, path.resolve(file)), sql: sqlText },
        applyMs: Date.now() - t0,
        hotCourseId: ids.hot,
        mostCommentedPostId: ids.post,
      });
      out.results.push(...(await measureScale('100k+sql', server.base, ids, ctx)));
    }

    log('plans: one request per case with auto_explain…');
    const requests = CASES.flatMap((c) =>
      PAGES.map((page) => ({ name: c.name, page, path: c.path(page, ids) })),
    );
    out.plans = await capturePlans(client, pgInfo, server.base, requests, dbName);

    out.summary = out.results.map((r) => ({
      scale: r.scale,
      case: r.case,
      page: r.page,
      total: r.total,
      listLength: r.listLength,
      reqPerSec: r.reqPerSec,
      p50: r.latencyMs.p50,
      p90: r.latencyMs.p90,
      p99: r.latencyMs.p99,
      serialP50: r.serial?.latencyMs.p50 ?? null,
      serialP99: r.serial?.latencyMs.p99 ?? null,
      serverCpuMsPerReq: r.serverCpuMsPerReq,
      postgresCpuMsPerReq: r.postgresCpuMsPerReq,
      loadAverage1m: r.loadAverage1m,
      meetsTarget: r.meetsTarget,
    }));
    if (process.env.BENCH_SCALE_BASELINE)
      out.baseline = baselineOf(JSON.parse(readFileSync(process.env.BENCH_SCALE_BASELINE, 'utf8')));
    finishResult('posts-scale', out, { logDir, startedAt });
    printTable(out.results);

    if (process.env.BENCH_SCALE_HOLD === '1') {
      log(`holding: DATABASE_URL=${pgInfo.url} server ${server.base} (SIGTERM/Ctrl-C stops)`);
      await new Promise(() => {});
    }
    return out;
  } finally {
    await cleanupAll();
  }
}

if (isMain(import.meta.url) && process.argv[2] === '--embed-baseline') {
  const file = path.join(root, 'bench/results/posts-scale.json');
  const current = JSON.parse(readFileSync(file, 'utf8'));
  current.baseline = baselineOf(JSON.parse(readFileSync(process.argv[3], 'utf8')));
  writeResult('posts-scale', current);
} else if (isMain(import.meta.url)) {
  runMain(runPostsScale, (r) => {
    process.exitCode = r.results.every((x) => x.meetsTarget) ? 0 : 1;
  });
}
