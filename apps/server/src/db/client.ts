import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { NodePgClient } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';
import { statementName } from './statement-name.js';

/** Drizzle database over either driver; repositories take this type. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Closes the pool or the embedded database (graceful shutdown). */
  close(): Promise<void>;
  /** Decision 039: calls `listener` with each query's time in seconds and whether it failed. */
  onQuery(listener: QueryListener): void;
  /** Decisions 039, 083: the clients of both PostgreSQL pools; null on the embedded database. */
  pool: (() => { total: number; idle: number; waiting: number }) | null;
  /**
   * Calls `listener` when PostgreSQL ends one of the pool's idle connections (a restart, a
   * failover, `pg_terminate_backend`, a dropped network). The pool has already let the
   * connection go and opens another on demand; never called on the embedded database.
   */
  onConnectionError(listener: (error: Error) => void): void;
}

/** Connections of a PostgreSQL pool for the app's statements, per instance. */
const POOL_MAX = 10;
/** Connections of the pool that runs the named statements (decision 083), per instance. */
const PREPARED_POOL_MAX = 5;

/**
 * Decision 083: the database handle a named statement runs on, for `db`. On PostgreSQL the
 * Drizzle instance over the pool whose connections force generic plans; `db` itself elsewhere
 * (PGlite, or a transaction's handle, which keeps its statements on its own connection).
 */
const preparedTwins = new WeakMap<Db, Db>();

/** The handle of `db` that runs named statements (decision 083). */
function preparedDb(db: Db): Db {
  return preparedTwins.get(db) ?? db;
}

/**
 * Decision 083: the SQL texts of the named statements, with their names, so the PGlite session
 * knows them by their text (Drizzle's PGlite driver drops a statement's name).
 */
const statementNames = new Map<string, string>();

/** A query's duration in seconds and whether it failed (decision 039 metrics). */
export type QueryListener = (seconds: number, failed: boolean) => void;

/** Fan-out of query timings to the listeners an app registered (one per app instance). */
function queryTimings() {
  const listeners = new Set<QueryListener>();
  const report = (started: bigint, failed: boolean) => {
    if (listeners.size === 0) return;
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    for (const listener of listeners) listener(seconds, failed);
  };
  /** Wraps a `query` function (promise or node-style callback as last argument). */
  const timed =
    <A extends unknown[], R>(query: (...args: A) => R) =>
    (...args: A): R => {
      const started = process.hrtime.bigint();
      const last = args[args.length - 1];
      if (typeof last === 'function') {
        args[args.length - 1] = (err: unknown, ...rest: unknown[]) => {
          report(started, Boolean(err));
          return (last as (...a: unknown[]) => unknown)(err, ...rest);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise)
        result.then(
          () => report(started, false),
          () => report(started, true),
        );
      return result;
    };
  return { onQuery: (listener: QueryListener) => void listeners.add(listener), timed };
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
    const timings = queryTimings();
    // An idle client's failure is emitted on the pool, which has already removed the client;
    // with no listener, Node would end the whole process on it (an uncaught 'error' event).
    const connectionErrors = new Set<(error: Error) => void>();
    const openPool = (max: number, settings?: string) => {
      const pool = new Pool({
        connectionString: options.databaseUrl,
        max,
        ...(settings ? { options: settings } : {}),
      });
      // decision 039: every pooled client's queries are timed (pool.query goes through them too)
      pool.on('connect', (client) => {
        const query: (...args: unknown[]) => unknown = client.query.bind(client);
        client.query = timings.timed(query) as typeof client.query;
      });
      pool.on('error', (error) => {
        for (const listener of connectionErrors) listener(error);
      });
      return pool;
    };
    // decision 083: statements are planned for their values, as PostgreSQL does by default
    const pool = openPool(POOL_MAX);
    // decisions 062 and 083: the named statements run on connections of their own that force
    // generic plans, so each is planned once per connection; the setting would also give every
    // unnamed statement with parameters a plan made without its values
    const preparedPool = openPool(PREPARED_POOL_MAX, '-c plan_cache_mode=force_generic_plan');
    // drizzle-orm pins an older @types/pg than ours; the runtime Pool is the same class.
    const db = drizzle(pool as unknown as NodePgClient, { schema, casing: 'snake_case' });
    preparedTwins.set(
      db,
      drizzle(preparedPool as unknown as NodePgClient, { schema, casing: 'snake_case' }),
    );
    return {
      db,
      kind: 'postgres',
      close: async () => {
        await Promise.all([pool.end(), preparedPool.end()]);
      },
      onQuery: timings.onQuery,
      pool: () => ({
        total: pool.totalCount + preparedPool.totalCount,
        idle: pool.idleCount + preparedPool.idleCount,
        waiting: pool.waitingCount + preparedPool.waitingCount,
      }),
      onConnectionError: (listener) => void connectionErrors.add(listener),
    };
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
  const { namedStatementQuery } = await import('./pglite-named.js');
  // decision 083: the prepared statements run as named statements of PGlite's one session
  client.query = namedStatementQuery(
    client,
    client.query.bind(client),
    (text) => statementNames.get(text) ?? null,
  );
  const timings = queryTimings();
  // decision 039: statements outside a transaction are timed (a transaction's run on its own handle)
  client.query = timings.timed(
    client.query.bind(client) as (...args: unknown[]) => unknown,
  ) as typeof client.query;
  client.exec = timings.timed(
    client.exec.bind(client) as (...args: unknown[]) => unknown,
  ) as typeof client.exec;
  const db = drizzle({ client, schema, casing: 'snake_case' });
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    onQuery: timings.onQuery,
    pool: null,
    // one engine in this process: no connection to lose
    onConnectionError: () => undefined,
  };
}

/**
 * Decision 070: `make(db)` run once per database handle and kept (a WeakMap), for the builder
 * statements a repository prepares (`prepareNamed`): on PostgreSQL each named statement is then
 * planned once per connection of the pool that runs them (decision 083), on PGlite once.
 */
export function oncePerDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(preparedDb(db));
      made.set(db, value);
    }
    return value;
  };
}

/**
 * Runs raw SQL and returns its rows; both drivers answer `{ rows }`. Only
 * repositories call it, for statements Drizzle's builder does not express.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Builds SQL text and parameters as the app's Drizzle instances do (`casing: 'snake_case'`). */
const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Decision 062: `queryRows` for a hot read whose SQL text is one of a few fixed shapes, as a
 * named prepared statement. On PostgreSQL each connection of the prepared statements' pool
 * parses and plans it once (those connections force generic plans, decision 083) and reuses
 * that plan, instead of planning the statement again for every request (the bell's page
 * statement took 7.7 ms to plan and 0.9 ms to run). A value that shapes the plan (a LIMIT, an
 * OFFSET) belongs in the text, not in a parameter. PGlite parses it once in its one session
 * (decision 083). `label` prefixes the name; the rest is a digest of the text, so two shapes
 * never share a name.
 */
export async function queryPrepared<T>(db: Db, label: string, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = statementName(label, built.sql);
  if (!statementNames.has(built.sql)) statementNames.set(built.sql, name);
  const result: unknown = await preparedDb(db)
    ._.session.prepareQuery(built, undefined, name, false)
    .execute();
  return (result as { rows: T[] }).rows;
}

/**
 * Decisions 070 and 083: `query.prepare(name)` for a builder statement a repository keeps
 * (`oncePerDatabase`), with its text known as a named statement on PGlite too.
 */
export function prepareNamed<P extends { getQuery(): { sql: string } }>(
  query: { prepare(name: string): P },
  name: string,
): P {
  const prepared = query.prepare(name);
  const text = prepared.getQuery().sql;
  if (!statementNames.has(text)) statementNames.set(text, name);
  return prepared;
}
