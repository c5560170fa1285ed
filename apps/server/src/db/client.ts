import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { NodePgClient } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';

/** Drizzle database over either driver; repositories take this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Closes the pool or the embedded database (graceful shutdown). */
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory://` keeps it in memory (tests). */
  dataDir: string;
}

/**
 * Opens the database: PostgreSQL through `pg` when a URL is given, else PGlite with
 * its data under `dataDir/pglite` (docs/architecture.md "Embedded by default").
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // drizzle-orm pins an older @types/pg than ours; the runtime Pool is the same class.
    const db = drizzle(pool as unknown as NodePgClient, { schema, casing: 'snake_case' });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dataDir: string | undefined;
  if (options.dataDir !== 'memory://') {
    dataDir = path.resolve(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzle({ client, schema, casing: 'snake_case' });
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * Runs raw SQL and returns its rows; both drivers answer `{ rows }`. Only
 * repositories call it, for statements Drizzle's builder does not express.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
