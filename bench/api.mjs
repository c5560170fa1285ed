// API benchmark: autocannon against GET /api/courses of the real server (production build)
// and, side by side in the same run, against a bare Fastify route answering a static JSON of
// the same byte size. For PGlite and for PostgreSQL. Writes bench/results/api.json.
//
//   node bench/api.mjs            (BENCH_DURATION=8 BENCH_WARMUP=2 BENCH_CONNECTIONS=10)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SCENARIOS, courseRequests, courseSample, uncachedRequests } from './api-scenarios.mjs';
import {
  benchDir,
  cleanupAll,
  commCpuMs,
  getJson,
  httpGet,
  isMain,
  log,
  logDirFor,
  npmBuild,
  onCleanup,
  preparedPgliteDir,
  procCpuMs,
  round,
  serverEntry,
  spawnLogged,
  startPostgres,
  startRealServer,
  freePort,
  waitForHttp,
  percentiles,
  loadKnobs,
  autocannonResult,
  finishResult,
  runMain,
} from './lib.mjs';

const KNOBS = loadKnobs();
const { duration: DURATION, warmup: WARMUP, connections: CONNECTIONS } = KNOBS;
/** The measured seconds of each side are split into this many alternating rounds. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const TARGET_RATIO = 0.6;

async function cannon(url, seconds, requests, latencies, headers = { accept: 'application/json' }) {
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers,
    ...(requests ? { requests } : {}),
  });
  if (latencies) {
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  }
  const t0 = process.hrtime.bigint();
  const result = await instance;
  return { result, seconds: Number(process.hrtime.bigint() - t0) / 1e9 };
}

/**
 * Measures the sides of a scenario (`{ real: {url, pid, requests}, bare?: {...} }`)
 * interleaved: a warm-up of each, then ROUNDS rounds of DURATION/ROUNDS seconds per side, the
 * order alternating every round (A B, B A, A B…), so that a burst of load from elsewhere on
 * the machine hits both sides alike. req/s = requests ÷ measured seconds over all rounds;
 * latencies pooled over all rounds; CPU per request of the server process (and of every
 * `postgres` process) over the measured rounds.
 */
export async function measureSides(sides, { postgres }) {
  const names = Object.keys(sides);
  const acc = Object.fromEntries(
    names.map((n) => [
      n,
      {
        latencies: [],
        requests: 0,
        seconds: 0,
        bytes: 0,
        non2xx: 0,
        errors: 0,
        timeouts: 0,
        cpuMs: 0,
        pgCpuMs: 0,
        rounds: [],
      },
    ]),
  );
  for (const n of names) {
    if (WARMUP > 0)
      await cannon(sides[n].url, WARMUP, sides[n].requests?.(), null, sides[n].headers);
  }
  const perRound = DURATION / ROUNDS;
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 === 0 ? names : [...names].reverse();
    for (const n of order) {
      const a = acc[n];
      const cpu0 = procCpuMs(sides[n].pid);
      const pg0 = postgres && n === 'real' ? commCpuMs('postgres') : 0;
      const { result, seconds } = await cannon(
        sides[n].url,
        perRound,
        sides[n].requests?.(),
        a.latencies,
        sides[n].headers,
      );
      a.cpuMs += (procCpuMs(sides[n].pid) ?? 0) - (cpu0 ?? 0);
      if (postgres && n === 'real') a.pgCpuMs += commCpuMs('postgres') - pg0;
      const done = result.requests.total;
      a.requests += done;
      a.seconds += seconds;
      a.bytes += result.throughput.total;
      a.non2xx += result.non2xx;
      a.errors += result.errors;
      a.timeouts += result.timeouts;
      a.rounds.push(round(done / seconds, 0));
    }
  }
  const out = {};
  for (const n of names) {
    const a = acc[n];
    out[n] = {
      reqPerSec: round(a.requests / a.seconds, 1),
      reqPerSecByRound: a.rounds,
      latencyMs: percentiles(a.latencies),
      requests: a.requests,
      bytes: a.bytes,
      non2xx: a.non2xx,
      errors: a.errors,
      timeouts: a.timeouts,
      serverCpuMsPerReq: a.requests ? round(a.cpuMs / a.requests, 3) : null,
      ...(postgres && n === 'real'
        ? { postgresCpuMsPerReq: a.requests ? round(a.pgCpuMs / a.requests, 3) : null }
        : {}),
    };
  }
  if (out.real && out.bare) {
    const ratios = out.real.reqPerSecByRound.map((v, i) => v / out.bare.reqPerSecByRound[i]);
    out.ratioByRound = ratios.map((x) => round(x, 3));
  }
  return out;
}

async function benchMode(db, logDir) {
  const t0 = Date.now();
  const info = { db };
  let dataDir;
  let databaseUrl;
  if (db === 'pglite') {
    const prepared = await preparedPgliteDir(logDir);
    dataDir = prepared.dir;
    info.firstStartImportMs = prepared.prepareMs;
  } else {
    log('PostgreSQL: starting a throwaway cluster…');
    const pg = await startPostgres('bgc_bench');
    info.postgresVersion = pg.version;
    info.postgresSettings =
      'fsync=off synchronous_commit=off full_page_writes=off, defaults otherwise';
    databaseUrl = pg.url;
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'bgc-bench-pgdata-'));
    onCleanup(() => rmSync(dataDir, { recursive: true, force: true }));
    log('PostgreSQL: first start (imports the courses)…');
    const t = Date.now();
    const prep = await startRealServer({ name: 'postgres-prepare', dataDir, databaseUrl, logDir });
    await prep.stop();
    info.firstStartImportMs = Date.now() - t;
    log(`PostgreSQL: prepared in ${(info.firstStartImportMs / 1000).toFixed(1)} s`);
  }

  const server = await startRealServer({ name: `${db}-real`, dataDir, databaseUrl, logDir });
  info.serverEntry = server.entry;
  info.secondStartReadyMs = server.readyMs;
  log(`${db}: real server on ${server.base} (ready in ${(server.readyMs / 1000).toFixed(1)} s)`);

  const france = (await getJson(`${server.base}/api/countries/france`)).json.id;
  const scenarios = [];
  const payloads = {};
  for (const s of SCENARIOS) {
    let p = s.path.replace('{france}', String(france));
    let sample;
    let coursePaths;
    if (s.courseDetail) {
      const courses = await courseSample(server.base);
      coursePaths = courses.paths;
      p = courses.median.path;
      sample = courses.median.res;
      payloads[s.name] = sample.json;
      scenarios.push({
        ...s,
        path: p,
        coursePaths,
        responseBytes: sample.bytes,
        total: coursePaths.length,
        listLength: 1,
        raw: sample.raw,
      });
      continue;
    }
    sample = await getJson(server.base + p);
    if (!Array.isArray(sample.json.list) || sample.json.list.length === 0)
      throw new Error(`${p} answered an empty list`);
    if (!s.bareOf) payloads[s.name] = sample.json;
    scenarios.push({
      ...s,
      path: p,
      responseBytes: sample.bytes,
      total: sample.json.total,
      listLength: sample.json.list.length,
      raw: sample.raw,
    });
  }

  // The bare baseline, in its own process like the real server.
  const payloadFile = path.join(logDir, `bare-payloads-${db}.json`);
  writeFileSync(payloadFile, JSON.stringify(payloads));
  let bareRaw = false;
  const startBare = async () => {
    const port = await freePort();
    const proc = spawnLogged(
      `${db}-bare`,
      process.execPath,
      [path.join(benchDir, 'bare-server.mjs')],
      {
        env: {
          ...process.env,
          PORT: String(port),
          BARE_PAYLOADS: payloadFile,
          BARE_RAW: bareRaw ? '1' : '0',
        },
        logFile: path.join(logDir, `${db}-bare.log`),
      },
    );
    await waitForHttp(`http://127.0.0.1:${port}/healthz`, proc, 30_000);
    return { ...proc, base: `http://127.0.0.1:${port}` };
  };
  let bare = await startBare();
  const sizesMatch = async () => {
    for (const s of scenarios.filter((x) => !x.bareOf)) {
      const res = await httpGet(`${bare.base}/bare/${s.name}`);
      s.bareBytes = res.body.length;
      if (s.bareBytes !== s.responseBytes) return false;
    }
    return true;
  };
  if (!(await sizesMatch())) {
    // JSON.stringify of the parsed body differs from the server's bytes: send them as is.
    await bare.stop();
    bareRaw = true;
    bare = await startBare();
    await sizesMatch();
  }
  info.bareRoute = bareRaw
    ? 'pre-serialised string'
    : 'static object serialised by Fastify per request';

  const results = [];
  for (const s of scenarios) {
    const entry = {
      name: s.name,
      label: s.label,
      path: s.uncached
        ? '/api/courses?page={1..300}&limit={9,10,11}&sort_desc=point, Accept-Language {en,fr,vi,it,de,es}'
        : s.courseDetail
          ? `/api/courses/slug/{slug}?country={country} (${s.coursePaths.length} courses), Accept-Language {en,fr,vi,it,de,es}; bare payload: ${s.path}`
          : s.path,
      rankingList: s.rankingList,
      responseBytes: s.responseBytes,
      bareBytes: s.bareBytes,
      total: s.total,
      listLength: s.listLength,
    };
    // One request cycle for all rounds of the uncached variant (a fresh one would repeat keys).
    const cycle = s.uncached
      ? uncachedRequests()
      : s.courseDetail
        ? courseRequests(s.coursePaths)
        : undefined;
    const sides = {
      real: { url: server.base + s.path, pid: server.pid, requests: cycle && (() => cycle) },
    };
    if (!s.bareOf) sides.bare = { url: `${bare.base}/bare/${s.name}`, pid: bare.pid };
    log(
      `${db} ${s.name}: ${Object.keys(sides).join(' + ')}, ${ROUNDS} rounds of ${DURATION / ROUNDS} s each…`,
    );
    const m = await measureSides(sides, { postgres: db === 'postgres' });
    entry.real = m.real;
    if (s.bareOf) {
      entry.bare = results.find((r) => r.name === s.bareOf)?.bare;
      entry.bareNote = `bare run of the '${s.bareOf}' scenario`;
    } else {
      entry.bare = m.bare;
      entry.ratioByRound = m.ratioByRound;
    }
    entry.ratio = round(entry.real.reqPerSec / entry.bare.reqPerSec, 3);
    entry.target = s.rankingList ? TARGET_RATIO : null;
    entry.meetsTarget = s.rankingList ? entry.ratio >= TARGET_RATIO : null;
    for (const side of ['real', 'bare']) {
      const x = entry[side];
      log(
        `  ${side}: ${x.reqPerSec} req/s  p50 ${x.latencyMs.p50} ms  p99 ${x.latencyMs.p99} ms  non2xx ${x.non2xx}`,
      );
    }
    log(
      `  ratio real/bare = ${entry.ratio}${entry.ratioByRound ? ` (rounds: ${entry.ratioByRound.join(', ')})` : ''}`,
    );
    results.push(entry);
  }
  await bare.stop();
  await server.stop();
  info.scenarios = results;
  info.ms = Date.now() - t0;
  return info;
}

export async function runApi() {
  const logDir = logDirFor('api');
  const startedAt = Date.now();
  npmBuild('@bgc/server');
  const entry = serverEntry();
  const out = {
    ...autocannonResult('api', KNOBS, {
      requestHeaders:
        'Accept: application/json, no Accept-Encoding (bodies uncompressed on both sides)',
      serverLogLevel: process.env.BENCH_LOG_LEVEL ?? 'warn',
      serverEntry: entry.mode,
      serverEntryNote: entry.reason,
      rounds: ROUNDS,
      order: `per scenario: a ${WARMUP} s warm-up of each side, then ${ROUNDS} rounds of ${DURATION / ROUNDS} s per side, alternating real/bare (A B, B A, …)`,
      note: 'The real server, the bare server, PostgreSQL and autocannon share the same cores.',
    }),
    targets: { rankingListRatio: TARGET_RATIO },
    modes: [],
  };
  for (const db of ['pglite', 'postgres']) {
    try {
      out.modes.push(await benchMode(db, logDir));
    } catch (err) {
      log(`${db} failed: ${err.stack ?? err}`);
      out.modes.push({ db, error: String(err.message ?? err) });
    } finally {
      await cleanupAll();
    }
  }
  const ranking = out.modes.flatMap((m) => (m.scenarios ?? []).filter((s) => s.rankingList));
  out.summary = {
    rankingListRatioTargetMet: ranking.length > 0 && ranking.every((s) => s.meetsTarget),
    table: out.modes.flatMap((m) =>
      (m.scenarios ?? []).map((s) => ({
        db: m.db,
        scenario: s.name,
        realReqPerSec: s.real.reqPerSec,
        bareReqPerSec: s.bare.reqPerSec,
        ratio: s.ratio,
        realP50: s.real.latencyMs.p50,
        realP99: s.real.latencyMs.p99,
        bareP50: s.bare.latencyMs.p50,
        bareP99: s.bare.latencyMs.p99,
        bytes: s.responseBytes,
        non2xx: s.real.non2xx + s.bare.non2xx,
        meetsTarget: s.meetsTarget,
      })),
    ),
  };
  return finishResult('api', out, { logDir, startedAt });
}

if (isMain(import.meta.url)) {
  runMain(runApi, (r) => {
    console.table(r.summary.table);
    process.exitCode = r.modes.some((m) => m.error) ? 1 : 0;
  });
}
