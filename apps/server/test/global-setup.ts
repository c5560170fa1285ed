import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

/**
 * Prepares one real database for the API suite, exactly as a first start does
 * (migrations, reference data, the full 31,157-course import, ranking): PostgreSQL
 * when TEST_DATABASE_URL is set (scripts/test.mjs starts a throwaway server), else a
 * PGlite data directory in a temp folder, removed afterwards.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const dataDir = databaseUrl ? os.tmpdir() : mkdtempSync(path.join(os.tmpdir(), 'bgc-api-test-'));
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await bootstrapDatabase(database, { log: quietLog });
  } finally {
    await database.close();
  }
  project.provide('testDatabase', databaseUrl ? { databaseUrl, dataDir } : { dataDir });
  return () => {
    if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });
  };
}
