import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import { bootstrapDatabase } from '../src/seed/bootstrap.js';
import { collectTestSecrets, scanLogFolder, type LogHit } from './log-secrets.js';
import type { TemplateDatabase } from './file-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The prepared database every API test file is cloned from (decision 054). */
    testDatabase: TemplateDatabase;
    /** The run's log folder: the apps' log lines, checked for secrets after the run. */
    testLogDir: string;
  }
}

const quietLog = { info: () => undefined, warn: (...args: unknown[]) => console.warn(...args) };

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * What a prepared database is made from: the migrations, the shipped data, the server's seed
 * and database code and the shared rules (ranking formula, enumerations). A change to any of
 * them makes a new key, so a cached database is never stale.
 */
const PREPARED_FROM = [
  'apps/server/drizzle',
  'apps/server/data',
  'apps/server/src/seed',
  'apps/server/src/db',
  'apps/server/src/lib',
  'apps/server/src/modules',
  'packages/shared/src',
  'package-lock.json',
];

/** SHA-256 of the files under PREPARED_FROM (paths and bytes), hex, 16 characters. */
function preparedKey(): string {
  const hash = createHash('sha256');
  const add = (rel: string): void => {
    const full = path.join(repo, rel);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) add(path.posix.join(rel, name));
      return;
    }
    if (/\.(api|unit|scale|e2e)\.test\.ts$/.test(rel)) return;
    hash.update(rel).update('\0').update(readFileSync(full)).update('\0');
  };
  for (const rel of PREPARED_FROM) add(rel);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Prepares one real database for the API suite, exactly as a first start does
 * (migrations, reference data, the full 31,157-course import, ranking): PostgreSQL
 * when TEST_DATABASE_URL is set (scripts/test.mjs starts a throwaway server), else a
 * PGlite data directory in a temp folder, removed afterwards. It is the template: the API
 * files run on copies of it (decision 054, file-database.ts). The prepared PGlite directory is
 * kept in `node_modules/.cache/bgc-api-db/<key>` and is the template of the next runs with the
 * same sources (preparedKey), so running one API file takes seconds instead of a full import;
 * `BGC_TEST_DB_CACHE=0` turns the cache off.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const cacheRoot = path.join(repo, 'node_modules/.cache/bgc-api-db');
  const cached =
    !databaseUrl && process.env.BGC_TEST_DB_CACHE !== '0'
      ? path.join(cacheRoot, preparedKey())
      : null;
  // the files copy the cached folder itself (nothing opens it); else a fresh one is prepared
  const reused = cached !== null && existsSync(path.join(cached, 'pglite'));
  const dataDir = databaseUrl
    ? os.tmpdir()
    : reused
      ? cached
      : mkdtempSync(path.join(os.tmpdir(), 'bgc-api-test-'));
  if (!reused) {
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      await bootstrapDatabase(database, { log: quietLog });
    } finally {
      await database.close();
    }
    if (cached) {
      // keep one prepared database: the others were made from older sources
      rmSync(cacheRoot, { recursive: true, force: true });
      const staging = `${cached}.tmp-${process.pid}`;
      mkdirSync(staging, { recursive: true });
      cpSync(path.join(dataDir, 'pglite'), path.join(staging, 'pglite'), { recursive: true });
      renameSync(staging, cached);
    }
  }
  // decision 054: nobody connects to the prepared database from here on; the files run side by
  // side on copies of it (file-database.ts), made in copiesDir
  const copiesDir = mkdtempSync(path.join(os.tmpdir(), 'bgc-api-copies-'));
  project.provide(
    'testDatabase',
    databaseUrl ? { templateUrl: databaseUrl, copiesDir } : { templateDir: dataDir, copiesDir },
  );
  const logDir = openLogFolder();
  project.provide('testLogDir', logDir.dir);
  return async () => {
    if (!databaseUrl && !reused) rmSync(dataDir, { recursive: true, force: true });
    rmSync(copiesDir, { recursive: true, force: true });
    await checkLogs(logDir);
  };
}

/**
 * Decision 039: the folder the run's apps log into (test/test-logs.ts), `BGC_API_LOG_DIR` when
 * set (kept), else a new temp folder (removed after a clean check).
 */
function openLogFolder(): { dir: string; keep: boolean } {
  const chosen = process.env.BGC_API_LOG_DIR;
  if (chosen) {
    mkdirSync(chosen, { recursive: true });
    for (const name of readdirSync(chosen))
      if (name.endsWith('.log')) rmSync(path.join(chosen, name));
    return { dir: path.resolve(chosen), keep: true };
  }
  return { dir: mkdtempSync(path.join(os.tmpdir(), 'bgc-api-logs-')), keep: false };
}

/** Shown per failed check; the rest are counted. */
const HITS_SHOWN = 50;

/**
 * Decision 039, docs/operations.md "Logs": greps every log line of the run for the passwords and
 * secrets written in the test sources and the shapes of tokens, secrets, Authorization and cookie values and argon2
 * hashes (test/log-secrets.ts). A hit is printed (file, line, kind, never the secret in full)
 * and fails the run: vitest only reports an error thrown by a teardown, so the exit code is set
 * here. The folder is then kept for reading.
 */
async function checkLogs({ dir, keep }: { dir: string; keep: boolean }): Promise<void> {
  const literals = collectTestSecrets([
    path.join(repo, 'apps/server/src'),
    path.join(repo, 'apps/server/test'),
  ]);
  const hits = await scanLogFolder(dir, literals);
  if (hits.length === 0) {
    if (!keep) rmSync(dir, { recursive: true, force: true });
    return;
  }
  const where = (hit: LogHit) =>
    `  ${path.relative(dir, hit.file)}:${hit.line}: ${hit.kind} (${hit.hint})`;
  const shown = hits.slice(0, HITS_SHOWN).map(where);
  if (hits.length > HITS_SHOWN) shown.push(`  … and ${hits.length - HITS_SHOWN} more`);
  console.error(
    `\n✘ decision 039: ${hits.length} secret(s) in the API run's logs (${dir}):\n${shown.join('\n')}\n`,
  );
  process.exitCode = 1;
}
