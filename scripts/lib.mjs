// Helpers shared by scripts/start.mjs, scripts/test.mjs and the e2e setup. Plain Node, no deps,
// so they run on a fresh clone before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createHash } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; throws when it fails. */
export function run(cmd, args, options = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (res.status !== 0)
    throw new Error(`${cmd} ${args.join(' ')} exited with ${res.status ?? res.signal}`);
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('› installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund'], {
    env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
}

const SOURCES = [
  'packages/shared/src',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/server/tsup.config.ts',
  'package-lock.json',
];

function hashTree(hash, p) {
  const full = path.join(root, p);
  if (!existsSync(full)) return;
  const st = statSync(full);
  if (st.isDirectory()) {
    for (const name of readdirSync(full).sort()) hashTree(hash, path.join(p, name));
  } else {
    hash.update(p);
    hash.update(readFileSync(full));
  }
}

/** Builds the SPA and the server unless the sources are unchanged since the last build. */
export function ensureBuilt({ force = false } = {}) {
  const stampFile = path.join(root, 'apps/server/dist/.build-stamp');
  const hash = createHash('sha256');
  for (const p of SOURCES) hashTree(hash, p);
  const digest = hash.digest('hex');
  const built =
    existsSync(stampFile) &&
    existsSync(path.join(root, 'apps/web/dist/index.html')) &&
    existsSync(path.join(root, 'apps/web/dist-ssr/entry-server.js'));
  if (!force && built && readFileSync(stampFile, 'utf8') === digest) return;
  console.log('› building the SPA and the server…');
  run('npm', ['run', 'build']);
  mkdirSync(path.dirname(stampFile), { recursive: true });
  writeFileSync(stampFile, digest);
}

/** A free TCP port on the loopback interface (the OS picks it; the probe closes at once). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    srv.on('error', reject);
  });
}

/** Waits until `url` answers 200, or throws after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs, child) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts `node apps/server/dist/main.js` with extra env; resolves once /api/healthz answers. */
export async function startServer(env, { timeoutMs = 300_000, quiet = true } = {}) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  await waitForHttp(`http://127.0.0.1:${env.PORT}/api/healthz`, timeoutMs, child);
  return child;
}

/** Stops a child process and waits for it. */
export function stopProcess(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}
