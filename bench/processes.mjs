// The benchmark scripts' base helpers: the machine's description, child processes that are
// always stopped (also on error or Ctrl-C), HTTP helpers and CPU counters. lib.mjs re-exports
// them beside the servers, builds and result files.
import { pgBin as pgBinOf } from '../scripts/pg-server.mjs';
import { freePort } from '../scripts/lib.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(benchDir, '..');
export const resultsDir = path.join(benchDir, 'results');

const log = (...args) => console.log('[bench]', ...args);
export { log };

// ---------------------------------------------------------------- machine

/** The machine the figures were taken on (results are only comparable on the same one). */
export function machineInfo() {
  const cpus = os.cpus();
  let pg = null;
  try {
    pg = spawnSync(path.join(pgBinOf(), 'postgres'), ['--version'], {
      encoding: 'utf8',
    }).stdout.trim();
  } catch {
    /* not installed */
  }
  return {
    cpuModel: cpus[0]?.model ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    postgres: pg,
    loadAverage1m: Math.round(os.loadavg()[0] * 100) / 100,
    date: new Date().toISOString(),
  };
}

// ---------------------------------------------------------------- cleanup

const cleanups = new Set();
/** Registers a stop function; returns a function that runs it once and unregisters it. */
export function onCleanup(fn) {
  let done = false;
  const once = async () => {
    if (done) return;
    done = true;
    cleanups.delete(once);
    await fn();
  };
  cleanups.add(once);
  return once;
}

/** Runs every pending stop function (latest first). */
export async function cleanupAll() {
  for (const fn of [...cleanups].reverse()) {
    try {
      await fn();
    } catch (err) {
      console.error('[bench] cleanup failed:', err?.message ?? err);
    }
  }
}

const liveChildren = new Set();
const syncCleanups = new Set();
let handlersInstalled = false;
function installHandlers() {
  if (handlersInstalled) return;
  handlersInstalled = true;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      console.error(`[bench] ${signal}: stopping everything`);
      cleanupAll().finally(() => process.exit(130));
    });
  }
  // Last resort when the process exits without running the async cleanups.
  process.on('exit', () => {
    for (const child of liveChildren) {
      try {
        child.kill('SIGKILL');
      } catch {
        /* gone */
      }
    }
    for (const fn of syncCleanups) {
      try {
        fn();
      } catch {
        /* best effort */
      }
    }
  });
}

/**
 * Registers a synchronous stop function that runs even when the process ends abruptly (a
 * throwaway cluster's `pg_ctl stop`); returns the function that unregisters it.
 */
export function onSyncCleanup(fn) {
  installHandlers();
  syncCleanups.add(fn);
  return () => syncCleanups.delete(fn);
}

// ---------------------------------------------------------------- processes

/** A free TCP port on the loopback interface (one definition: scripts/lib.mjs). */
export { freePort };

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Spawns a long-running process whose output goes to `logFile`; returns
 * `{ child, pid, exited, stop }`. `stop()` sends SIGTERM, then SIGKILL after 10 s.
 */
export function spawnLogged(name, command, args, { env, logFile, cwd = root } = {}) {
  installHandlers();
  mkdirSync(path.dirname(logFile), { recursive: true });
  const out = createWriteStream(logFile);
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  liveChildren.add(child);
  let exitInfo = null;
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exitInfo = { code, signal };
      liveChildren.delete(child);
      resolve(exitInfo);
    });
  });
  const stop = onCleanup(async () => {
    if (exitInfo) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  });
  return { name, child, pid: child.pid, exited, exitInfo: () => exitInfo, stop, logFile };
}

/** Plain GET without Accept-Encoding: `{ status, headers, body: Buffer }`. */
export function httpGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'application/json', ...headers } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
  });
}

export async function getJson(url) {
  const res = await httpGet(url);
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${res.body}`);
  return { json: JSON.parse(res.body.toString('utf8')), bytes: res.body.length, raw: res.body };
}

/** Polls `url` until it answers 200; fails early when `proc` exits. */
export async function waitForHttp(url, proc, timeoutMs) {
  const t0 = Date.now();
  while (Date.now() - t0 < timeoutMs) {
    if (proc?.exitInfo()) {
      throw new Error(
        `${proc.name} exited (${JSON.stringify(proc.exitInfo())}) before ${url} answered; log ${proc.logFile}:\n${tail(proc.logFile)}`,
      );
    }
    try {
      const res = await httpGet(url);
      if (res.status === 200) return Date.now() - t0;
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  throw new Error(
    `${url} did not answer within ${timeoutMs} ms; log ${proc?.logFile}:\n${tail(proc?.logFile)}`,
  );
}

export function tail(file, chars = 2000) {
  try {
    const text = readFileSync(file, 'utf8');
    return text.slice(-chars);
  } catch {
    return '(no log)';
  }
}

/** CPU time (user + system, ms) a process has used so far, from /proc; null if unknown. */
export function procCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is field 3 (state): utime is field 14, stime field 15.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Summed CPU time (ms) of every process whose command name is `comm` (e.g. postgres). */
export function commCpuMs(comm) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name !== comm) continue;
      total += procCpuMs(entry) ?? 0;
    } catch {
      /* exited meanwhile */
    }
  }
  return total;
}

/**
 * Summed CPU time (ms) of one PostgreSQL cluster: its postmaster (first line of `postmaster.pid`
 * in `dataDir`) with the backends it already reaped (`cutime`, `cstime`) and the ones alive, so
 * the sum never goes back when a backend exits. Other clusters on the machine are not counted.
 */
export function clusterCpuMs(dataDir) {
  let postmaster;
  try {
    postmaster = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0].trim();
  } catch {
    return null;
  }
  const fieldsOf = (pid) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  };
  // fields[0] is field 3 (state): ppid 4, utime 14, stime 15, cutime 16, cstime 17
  const ticks = (f, from, to) => f.slice(from, to).reduce((t, x) => t + Number(x), 0);
  let total;
  try {
    total = ticks(fieldsOf(postmaster), 11, 15);
  } catch {
    return null;
  }
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const f = fieldsOf(entry);
      if (f[1] === postmaster) total += ticks(f, 11, 13);
    } catch {
      /* exited meanwhile */
    }
  }
  return (total * 1000) / 100;
}
