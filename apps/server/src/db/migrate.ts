import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import type { Database } from './client.js';
import type { Pool } from 'pg';

/** Folder of the generated, committed migrations (works from src/ and from dist/). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Key of the PostgreSQL advisory lock held while migrating (an arbitrary constant of BGC). */
export const MIGRATION_LOCK_KEY = 4_204_202_901;

/** Applies pending migrations (docs/style.md §8) with the driver's own migrator. */
export async function migrate(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    // instances started together: one applies the migrations under a session advisory lock on
    // a connection of its own, the others wait, then find nothing left to apply
    const pool = (database.db as unknown as { $client: Pool }).$client;
    const lock = await pool.connect();
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await run(database.db as Parameters<typeof run>[0], { migrationsFolder: folder });
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => null);
      lock.release();
    }
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as Parameters<typeof run>[0], { migrationsFolder: folder });
  }
}
