import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client.js';
import { migrate, migrationsFolder } from '../src/db/migrate.js';
import { startPostgres } from '../../../scripts/pg-server.mjs';

/**
 * Rolling restart (docs/operations.md): two instances starting at the same moment on an empty
 * PostgreSQL both migrate; the advisory lock lets one apply the migrations and the other find
 * them applied, so each migration runs once and neither start fails.
 */

let pg: Awaited<ReturnType<typeof startPostgres>> | undefined;

beforeAll(async () => {
  pg = await startPostgres('bgc_migrate_lock');
}, 120_000);

afterAll(async () => {
  pg?.stop();
});

describe('migrations under a PostgreSQL advisory lock', () => {
  it('two instances migrating together both come up, each migration applied once', async () => {
    const first = await openDatabase({ databaseUrl: pg!.url, dataDir: '/tmp' });
    const second = await openDatabase({ databaseUrl: pg!.url, dataDir: '/tmp' });
    try {
      const results = await Promise.allSettled([migrate(first), migrate(second)]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled']);
      const journal = JSON.parse(
        readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
      ) as { entries: { tag: string }[] };
      const [row] = await queryRows<{ applied: number; distinct: number }>(
        first.db,
        sql`SELECT count(*)::int AS applied, count(DISTINCT hash)::int AS distinct
            FROM drizzle.__drizzle_migrations`,
      );
      expect(row).toEqual({ applied: journal.entries.length, distinct: journal.entries.length });
    } finally {
      await first.close();
      await second.close();
    }
  }, 120_000);
});
