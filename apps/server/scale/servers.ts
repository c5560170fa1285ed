import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AuthAnswer } from '@bgc/shared';
import { freePort } from '../../../scripts/lib.mjs';
import { startPostgres } from '../../../scripts/pg-server.mjs';
import { openDatabase } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { seedReferenceData } from '../src/seed/seed-reference.js';

/** A free TCP port on the loopback interface (one definition: scripts/lib.mjs). */
export { freePort };

/**
 * A throwaway redis-server on a free loopback port, without persistence (the scale suites:
 * D-15 live fan-out, decision 017 shared security state); resolves once it accepts connections.
 */
export async function startRedis(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await waitForPort(port, 10_000, () => 'redis-server did not start');
  return { url: `redis://127.0.0.1:${port}`, child };
}

/**
 * Resolves once something accepts TCP connections on loopback `port`; throws
 * `Error(failure())` after `ms` milliseconds or as soon as `failure` answers early (not null).
 */
export async function waitForPort(
  port: number,
  ms: number,
  failure: () => string,
  failedEarly: () => boolean = () => false,
): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = net.connect({ port, host: '127.0.0.1' }, () => {
        s.end();
        resolve(true);
      });
      s.on('error', () => resolve(false));
    });
    if (ok) return;
    if (failedEarly() || Date.now() > end) throw new Error(failure());
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Registers a member through `baseUrl` (POST /api/register, expects 201) with a unique address
 * at `domain`; answers the token and user.
 */
export async function registerMember(
  baseUrl: string,
  first: string,
  domain: string,
): Promise<AuthAnswer> {
  const res = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: `${first.toLowerCase()}.${Date.now()}@${domain}`,
      password: 'secret12',
      firstName: first,
      lastName: 'Scale',
      subRoles: [2],
      languages: [30],
    }),
  });
  if (res.status !== 201) throw new Error(`register ${first}: ${res.status}`);
  return (await res.json()) as AuthAnswer;
}

/**
 * The environment of an API instance in the scale suites: test mode, silent logs, no first
 * administrator, no demo data, no ranking recompute or YouTube look-up during a test; `extra`
 * adds or overrides variables (DATA_DIR, DATABASE_URL, REDIS_URL, S3_*…).
 */
export function scaleEnv(extra: Record<string, string>): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    FIRST_MEMBER_ADMIN: 'false',
    SEED_DEMO: 'false',
    RANKING_DEBOUNCE_MS: '600000',
    YOUTUBE_OEMBED_URL: '',
    ...extra,
  };
}

/** Starts `app` listening on a free loopback port and returns its base URL (http://127.0.0.1:port). */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return `http://127.0.0.1:${port}`;
}

/**
 * Opens the database at `target` (PostgreSQL by URL, else PGlite in `dataDir`), applies the
 * migrations and the reference data, and closes it: where every scale suite starts from.
 */
export async function prepareDatabase(target: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<void> {
  const database = await openDatabase(target);
  await migrate(database);
  await seedReferenceData(database.db);
  await database.close();
}

/**
 * A throwaway PostgreSQL cluster (scripts/pg-server.mjs) holding database `name`, prepared by
 * prepareDatabase; returns its `{ url, stop }` (the caller stops it).
 */
export async function startPreparedPostgres(name: string) {
  const pg = await startPostgres(name);
  await prepareDatabase({ databaseUrl: pg.url, dataDir: '/tmp' });
  return pg;
}
