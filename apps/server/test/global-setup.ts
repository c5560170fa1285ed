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

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the API tests find the prepared database. */
    testDatabase: { databaseUrl?: string; dataDir: string };
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
 * PGlite data directory in a temp folder, removed afterwards. The prepared PGlite directory is
 * kept in `node_modules/.cache/bgc-api-db/<key>` and copied for the next run with the same
 * sources (preparedKey), so running one API file takes seconds instead of a full import;
 * `BGC_TEST_DB_CACHE=0` turns the cache off.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const dataDir = databaseUrl ? os.tmpdir() : mkdtempSync(path.join(os.tmpdir(), 'bgc-api-test-'));
  const cacheRoot = path.join(repo, 'node_modules/.cache/bgc-api-db');
  const cached =
    !databaseUrl && process.env.BGC_TEST_DB_CACHE !== '0'
      ? path.join(cacheRoot, preparedKey())
      : null;
  if (cached && existsSync(path.join(cached, 'pglite'))) {
    cpSync(path.join(cached, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  } else {
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
  project.provide('testDatabase', databaseUrl ? { databaseUrl, dataDir } : { dataDir });
  return () => {
    if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });
  };
}
