import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client.js';
import { startPostgres } from '../../../scripts/pg-server.mjs';

/**
 * docs/operations.md ('PostgreSQL down'): when the server ends one of the
 * pool's idle connections, the instance logs it and goes on; the pool opens a new connection
 * for the next query. Before, the pool's 'error' event had no listener and ended the process.
 */

let server: Awaited<ReturnType<typeof startPostgres>> | undefined;

beforeAll(async () => {
  server = await startPostgres('bgc_connection_loss');
}, 120_000);

afterAll(async () => {
  server?.stop();
});

describe('a pooled PostgreSQL connection ended by the server', () => {
  it('is reported to the listeners, and the next query runs on a new connection', async () => {
    const database = await openDatabase({ databaseUrl: server!.url, dataDir: '/tmp' });
    const lost: Error[] = [];
    database.onConnectionError((error) => lost.push(error));
    const admin = new pg.Client({ connectionString: server!.url });
    await admin.connect();
    try {
      const backend = async () =>
        (await queryRows<{ pid: number }>(database.db, sql`SELECT pg_backend_pid() AS pid`))[0]!
          .pid;
      const before = await backend();
      await admin.query('SELECT pg_terminate_backend($1)', [before]);
      await expect.poll(() => lost.length, { timeout: 30_000 }).toBe(1);
      expect((lost[0] as Error & { code?: string }).code).toBe('57P01');
      const after = await backend();
      expect(after).not.toBe(before);
    } finally {
      await admin.end();
      await database.close();
    }
  }, 120_000);
});
