// Shared helpers of the benchmark scripts: the real server (production build, PGlite or
// PostgreSQL), a throwaway PostgreSQL cluster and Redis, builds and result files, plus
// everything of processes.mjs (machine, cleanup, child processes, HTTP, CPU counters).
import { startPostgres as startThrowawayPostgres } from '../scripts/pg-server.mjs';
import { freePort } from '../scripts/lib.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  cleanupAll,
  log,
  machineInfo,
  onCleanup,
  onSyncCleanup,
  resultsDir,
  root,
  sleep,
  spawnLogged,
  waitForHttp,
} from './processes.mjs';

export * from './processes.mjs';

// ---------------------------------------------------------------- builds

/** Runs an npm script of a workspace (inherits stdio); throws on failure. */
export function npmBuild(workspace) {
  if (process.env.BENCH_SKIP_BUILD === '1') return { skipped: true };
  log(`npm run build -w ${workspace}`);
  const t0 = Date.now();
  const res = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (res.status !== 0) {
    throw new Error(
      `npm run build -w ${workspace} failed (exit ${res.status}):\n${(res.stdout + res.stderr).slice(-3000)}`,
    );
  }
  return { ms: Date.now() - t0 };
}

let entryCache = null;
/**
 * How to start the real server: the production build (`apps/server/dist/main.js`) when it
 * loads, else the TypeScript sources through tsx (recorded in the results). The check starts
 * the build with an invalid PORT: a build that links fails on the environment check, a
 * broken one fails earlier with a module error.
 */
export function serverEntry() {
  if (entryCache) return entryCache;
  const dist = path.join(root, 'apps/server/dist/main.js');
  const tsxCmd = {
    mode: 'tsx',
    command: process.execPath,
    args: ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
  };
  if (!existsSync(dist)) {
    entryCache = { ...tsxCmd, reason: 'apps/server/dist/main.js missing' };
    return entryCache;
  }
  const probe = spawnSync(process.execPath, [dist], {
    cwd: root,
    env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: '', LOG_LEVEL: 'silent' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  const out = `${probe.stdout}${probe.stderr}`;
  if (/Invalid environment/.test(out)) {
    entryCache = {
      mode: 'dist',
      command: process.execPath,
      args: [dist],
      reason: 'production build',
    };
  } else {
    const firstError = out.split('\n').find((l) => /Error/.test(l)) ?? out.slice(0, 300);
    entryCache = {
      ...tsxCmd,
      reason: `apps/server/dist/main.js does not start (${firstError.trim()}); fell back to tsx on src/main.ts`,
    };
    log(`WARNING: ${entryCache.reason}`);
  }
  return entryCache;
}

/**
 * The node arguments that make a benchmark's server write a V8 CPU profile into `dir` when it
 * stops (`--cpu-prof`, which NODE_OPTIONS does not accept), creating `dir`; none when `enabled`
 * is false. Pass them as `startRealServer`'s `nodeArgs`.
 */
export function cpuProfileArgs(dir, enabled) {
  if (!enabled) return [];
  mkdirSync(dir, { recursive: true });
  return ['--cpu-prof', `--cpu-prof-dir=${dir}`];
}

/**
 * Starts the real server on a free port and waits for /api/healthz (the server listens only
 * once migrations, the first-start import and the ranking recompute are done). `nodeArgs` go
 * before the entry (e.g. `--cpu-prof`, which NODE_OPTIONS does not accept).
 */
export async function startRealServer({
  name,
  dataDir,
  databaseUrl,
  logDir,
  timeoutMs = 240_000,
  nodeArgs = [],
}) {
  const entry = serverEntry();
  const port = await freePort();
  const env = { ...process.env };
  for (const k of ['DATABASE_URL', 'PUBLIC_URL', 'WEB_DIST_DIR', 'COURSES_CSV']) delete env[k];
  Object.assign(env, {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  });
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  const proc = spawnLogged(name, entry.command, [...nodeArgs, ...entry.args], {
    env,
    logFile: path.join(logDir, `${name}.log`),
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const readyMs = await waitForHttp(`${base}/api/healthz`, proc, timeoutMs);
    return { ...proc, port, base, readyMs, entry: entry.mode };
  } catch (err) {
    await proc.stop();
    throw err;
  }
}

/**
 * Two real servers on one PostgreSQL (`databaseUrl`) sharing the Redis at `redisUrl` (D-15),
 * each with a DATA_DIR of its own under /tmp (`<prefix>-*`), named `<name>-1` and `<name>-2`.
 * Sets REDIS_URL for the servers started from here on. Answers `[first, second]`.
 */
export async function startServerPair({ name, prefix, databaseUrl, redisUrl, logDir }) {
  process.env.REDIS_URL = redisUrl;
  const one = (i) =>
    startRealServer({
      name: `${name}-${i}`,
      dataDir: mkdtempSync(path.join(os.tmpdir(), `${prefix}-`)),
      databaseUrl,
      logDir,
    });
  return [await one(1), await one(2)];
}

/**
 * Runs in the page before the SPA's scripts, passed with its one argument to Playwright's
 * `addInitScript` or Puppeteer's `evaluateOnNewDocument` (self-contained: its source is sent to
 * the page): on `origin` only, stores the member's session and a cookie
 * consent, as the SPA itself keeps them in local storage.
 */
export function storeSessionInPage({ origin, token, user, consentKey, consentStatus }) {
  if (window.location.origin !== origin) return;
  window.localStorage.setItem('bgc.token', token);
  window.localStorage.setItem('bgc.user', user);
  window.localStorage.setItem(
    consentKey,
    JSON.stringify({ status: consentStatus, time: Date.now() }),
  );
}

// ---------------------------------------------------------------- PostgreSQL

/**
 * A throwaway PostgreSQL cluster (scripts/pg-server.mjs: initdb in /tmp, loopback, a free port,
 * fsync off) with database `database`, stopped by the bench's cleanup on exit or error;
 * returns `{ url, port, version, dir, dataDir, stop }` (`dataDir`: the cluster's data folder,
 * for `clusterCpuMs`).
 */
export async function startPostgres(database = 'bgc_bench') {
  const pg = await startThrowawayPostgres(database);
  const forget = onSyncCleanup(pg.stop);
  const stop = onCleanup(async () => {
    forget();
    pg.stop();
  });
  return { ...pg, dataDir: path.join(pg.dir, 'data'), stop };
}

// ---------------------------------------------------------------- Redis

/** A throwaway redis-server on a free loopback port (no persistence), stopped on cleanup: its URL. */
export async function startRedis() {
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

// ---------------------------------------------------------------- PGlite data

/**
 * A PGlite DATA_DIR with the first-start import done. Reuses `BENCH_PGLITE_DIR` when it was
 * prepared before (run.mjs shares one between the API and Lighthouse steps), else prepares
 * a fresh one under /tmp by starting the real server once. Returns `{ dir, prepareMs|null }`.
 */
export async function preparedPgliteDir(logDir) {
  const shared = process.env.BENCH_PGLITE_DIR;
  const marker = (dir) => path.join(dir, '.bench-prepared');
  if (shared && existsSync(marker(shared))) return { dir: shared, prepareMs: null, reused: true };
  const dir = shared ?? mkdtempSync(path.join(os.tmpdir(), 'bgc-bench-pglite-'));
  mkdirSync(dir, { recursive: true });
  if (!shared) onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  log(`PGlite: first start in ${dir} (imports the courses)…`);
  const t0 = Date.now();
  const server = await startRealServer({ name: 'pglite-prepare', dataDir: dir, logDir });
  await server.stop();
  const prepareMs = Date.now() - t0;
  writeFileSync(marker(dir), new Date().toISOString());
  log(`PGlite: prepared in ${(prepareMs / 1000).toFixed(1)} s`);
  return { dir, prepareMs, reused: false };
}

// ---------------------------------------------------------------- results

export function writeResult(name, data) {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  log(`wrote ${path.relative(root, file)}`);
  return file;
}

/**
 * Closes a bench's result object: the 1-minute load average at the end, the log folder and the
 * wall time since `startedAt`; then writes it to bench/results/<name>.json and returns it.
 */
export function finishResult(name, out, { logDir, startedAt }) {
  out.loadAverage1mAtEnd = Math.round(os.loadavg()[0] * 100) / 100;
  out.logs = logDir;
  out.durationMs = Date.now() - startedAt;
  writeResult(name, out);
  return out;
}

export function readResult(name) {
  const file = path.join(resultsDir, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** A temp folder for the logs of this run. */
export function logDirFor(label) {
  const dir =
    process.env.BENCH_LOG_DIR ?? mkdtempSync(path.join(os.tmpdir(), `bgc-bench-${label}-`));
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * The load knobs the autocannon benches read the same way: BENCH_DURATION (measured seconds,
 * `duration` unless set), BENCH_WARMUP (seconds, 2) and BENCH_CONNECTIONS (10).
 */
export function loadKnobs({ duration = 8 } = {}) {
  return {
    duration: Number(process.env.BENCH_DURATION ?? duration),
    warmup: Number(process.env.BENCH_WARMUP ?? 2),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  };
}

/**
 * The head of an autocannon bench's result object: `benchmark` (its name), the machine and
 * the settings every such bench records (the tool and the load knobs of loadKnobs: seconds and
 * connections), followed by `settings`, the bench's own.
 */
export function autocannonResult(name, knobs, settings = {}) {
  return {
    benchmark: name,
    machine: machineInfo(),
    settings: {
      tool: 'autocannon 8 (programmatic, in the orchestrating process)',
      connections: knobs.connections,
      durationSec: knobs.duration,
      warmupSec: knobs.warmup,
      ...settings,
    },
  };
}

/**
 * Runs a bench started as a script: `report(result)` prints it and sets the exit code; a throw
 * is printed, every pending child process stopped, and the process exits 1.
 */
export function runMain(run, report) {
  run()
    .then(report)
    .catch(async (err) => {
      console.error(err);
      await cleanupAll();
      process.exit(1);
    });
}

/** True when the module at `metaUrl` is the script node was started with. */
export function isMain(metaUrl) {
  return process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(metaUrl);
}

export const round = (n, d = 2) =>
  n == null || Number.isNaN(n) ? null : Math.round(n * 10 ** d) / 10 ** d;

/**
 * Mean and nearest-rank percentiles (p50/p90/p99) and the max of a run's latencies (ms),
 * rounded to `digits`; nulls when there were none. One definition for every bench.
 */
export function percentiles(latencies, digits = 3) {
  const sorted = Float64Array.from(latencies).sort();
  const pct = (p) =>
    sorted.length
      ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
      : null;
  const mean = sorted.length ? sorted.reduce((x, y) => x + y, 0) / sorted.length : null;
  return {
    mean: round(mean, digits),
    p50: round(pct(50), digits),
    p90: round(pct(90), digits),
    p99: round(pct(99), digits),
    max: round(sorted.at(-1) ?? null, digits),
  };
}

/**
 * Sets the environment of a bench's API server: no rate limit in the way of the load (the
 * register limit high, writes and chat unlimited), no cap of live sockets per address (every
 * client is loopback), no demo data, no first-member admin and no Redis unless the bench passes
 * one itself.
 */
export function benchServerEnv() {
  Object.assign(process.env, {
    RATE_LIMIT_REGISTER: '100000',
    RATE_LIMIT_WRITES: '0',
    RATE_LIMIT_CHAT: '0',
    // every bench client connects from 127.0.0.1 (decision 029's per-address cap is per client)
    LIVE_MAX_SOCKETS_PER_ADDRESS: '100000',
    SEED_DEMO: 'false',
    FIRST_MEMBER_ADMIN: 'false',
  });
  delete process.env.REDIS_URL;
}
