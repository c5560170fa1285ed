import { sql } from 'drizzle-orm';
import type { Pool, PoolClient } from 'pg';
import { lockDataDir } from '../lib/data-dir-lock.js';
import { openDatabase, queryRows, type Database } from './client.js';
import { migrate } from './migrate.js';

/**
 * `npm run db:to-postgres -- <postgres-url> [--force]` (decision 047, docs/operations.md
 * "Moving from the embedded database to PostgreSQL"): copies the embedded database of DATA_DIR
 * into an empty PostgreSQL database, table by table in foreign-key order, in batches, in one
 * transaction on the target, then checks it.
 */

/** Tables whose every row is compared by checksum after the move (the members' own data). */
export const CHECKSUM_TABLES = [
  'users',
  'posts',
  'comments',
  'friends',
  'chat_conversations',
  'chat_messages',
  'media',
] as const;

/** What a move copied and checked. */
export interface MoveReport {
  /** Every table in copy order (parents first) with its row count on both sides. */
  tables: Array<{ table: string; rows: number }>;
  /** Sequences set on the target (name → the value its next id follows). */
  sequences: Record<string, number>;
  /** md5 of every row of CHECKSUM_TABLES (as JSON, in key order), equal on both sides. */
  checksums: Record<string, string>;
}

export interface MoveOptions {
  /** DATA_DIR of the embedded database (locked during the move: no instance may run on it). */
  dataDir: string;
  /** The target PostgreSQL database. */
  databaseUrl: string;
  /** Empties a target that already holds rows instead of refusing it. */
  force?: boolean;
  /** Rows per read and insert (1–10,000; default 500). */
  batchSize?: number;
  /** Told of each step (the command prints it). */
  progress?: (line: string) => void;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The ordinary tables of schema `public`, by name. */
async function tablesOf(database: Database): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    database.db,
    sql`SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

/**
 * `tables` ordered so each comes after every table its foreign keys point at (a self
 * reference does not count); throws on a cycle, which the schema does not have.
 */
async function dependencyOrder(database: Database, tables: string[]): Promise<string[]> {
  const links = await queryRows<{ child: string; parent: string }>(
    database.db,
    sql`SELECT ch.relname AS child, pa.relname AS parent FROM pg_constraint k
        JOIN pg_class ch ON ch.oid = k.conrelid JOIN pg_class pa ON pa.oid = k.confrelid
        JOIN pg_namespace n ON n.oid = ch.relnamespace
        WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of links) if (child !== parent) parents.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !placed.has(t) && [...parents.get(t)!].every((p) => placed.has(p)),
    );
    if (ready.length === 0)
      throw new Error(
        `foreign keys form a cycle among ${tables.filter((t) => !placed.has(t)).join(', ')}`,
      );
    for (const t of ready) {
      placed.add(t);
      ordered.push(t);
    }
  }
  return ordered;
}

/** The primary key's columns of `table`, in key order (empty when it has none). */
async function primaryKeyOf(database: Database, table: string): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    database.db,
    sql`SELECT a.attname AS name FROM pg_index i
        JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)
        WHERE i.indrelid = ${`public.${quote(table)}`}::regclass AND i.indisprimary
        ORDER BY array_position(i.indkey::int2[], a.attnum)`,
  );
  return rows.map((r) => r.name);
}

/** The columns an INSERT may write (not generated), and whether one is GENERATED ALWAYS. */
async function writableColumns(database: Database, table: string) {
  const rows = await queryRows<{ name: string; identity: string }>(
    database.db,
    sql`SELECT attname AS name, attidentity AS identity FROM pg_attribute
        WHERE attrelid = ${`public.${quote(table)}`}::regclass AND attnum > 0
          AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`,
  );
  return { columns: rows.map((r) => r.name), always: rows.some((r) => r.identity === 'a') };
}

/** The serial and identity sequences of schema `public` with their table and column. */
async function sequencesOf(database: Database) {
  return queryRows<{ table: string; column: string; sequence: string }>(
    database.db,
    sql`SELECT table_name AS "table", column_name AS "column",
          pg_get_serial_sequence(format('public.%I', table_name), column_name) AS "sequence"
        FROM information_schema.columns
        WHERE table_schema = 'public'
          AND pg_get_serial_sequence(format('public.%I', table_name), column_name) IS NOT NULL`,
  );
}

/** Row count and, for the listed tables, an md5 of every row's JSON in primary-key order. */
async function fingerprint(
  run: <T>(text: string) => Promise<T[]>,
  table: string,
  key: string[],
  withChecksum: boolean,
): Promise<{ rows: number; checksum: string | null }> {
  const order = key.length ? key.map((c) => `t.${quote(c)}`).join(', ') : 'to_jsonb(t)::text';
  const checksum = withChecksum
    ? `md5(COALESCE(string_agg(to_jsonb(t)::text, E'\\n' ORDER BY ${order}), ''))`
    : 'NULL';
  const [row] = await run<{ n: string | number; checksum: string | null }>(
    `SELECT count(*) AS n, ${checksum} AS checksum FROM public.${quote(table)} t`,
  );
  return { rows: Number(row!.n), checksum: row!.checksum };
}

/** Session settings that make both sides print rows alike (time zone, float digits). */
const SAME_OUTPUT = [
  "SET TimeZone TO 'UTC'",
  'SET extra_float_digits TO 1',
  "SET IntervalStyle TO 'postgres'",
];

/**
 * Moves the embedded database of `dataDir` into the PostgreSQL database at `databaseUrl`
 * (decision 047). Takes the DATA_DIR lock (throws while an instance runs), applies the
 * migrations on both sides, refuses a target holding rows unless `force` (then empties it),
 * then in ONE target transaction: every table in foreign-key order, in batches of
 * `batchSize` rows read through a cursor and written with `jsonb_populate_recordset` (the
 * server parses every type), user triggers off while copying (the counters of decision 041 are
 * copied, not recounted), every sequence set past both the source's value and the copied ids
 * (ids of erased members are never handed out again). Afterwards it compares the row count of
 * every table and a checksum of CHECKSUM_TABLES, throwing on any difference. DATA_DIR's media,
 * outbox and erasure log stay where they are.
 */
export async function moveToPostgres(options: MoveOptions): Promise<MoveReport> {
  const batchSize = options.batchSize ?? 500;
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000)
    throw new Error('batch size: 1 to 10000 rows');
  const progress = options.progress ?? (() => undefined);
  const release = await lockDataDir(options.dataDir, { waitMs: 0 });
  let source: Database | null = null;
  let target: Database | null = null;
  try {
    source = await openDatabase({ dataDir: options.dataDir });
    target = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
    await migrate(source);
    await migrate(target);
    const tables = await dependencyOrder(source, await tablesOf(source));
    const targetTables = await tablesOf(target);
    if (targetTables.join() !== [...tables].sort().join())
      throw new Error('the target has other tables than the embedded database after migrating');
    const pool = (target.db as unknown as { $client: Pool }).$client;
    const client = await pool.connect();
    try {
      const report = await copyAll(source, target, client, tables, {
        batchSize,
        force: options.force ?? false,
        progress,
      });
      await verify(source, client, tables, report, progress);
      return report;
    } finally {
      client.release();
    }
  } finally {
    await source?.close();
    await target?.close();
    await release();
  }
}

/** The copy itself, in one transaction on `client` (rolled back on any error). */
async function copyAll(
  source: Database,
  target: Database,
  client: PoolClient,
  tables: string[],
  options: { batchSize: number; force: boolean; progress: (line: string) => void },
): Promise<MoveReport> {
  const filled: string[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ some: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM public.${quote(table)}) AS some`,
    );
    if (rows[0]?.some) filled.push(table);
  }
  if (filled.length > 0 && !options.force)
    throw new Error(
      `the target database is not empty (${filled.join(', ')}): give an empty one, or --force to empty it`,
    );
  const report: MoveReport = { tables: [], sequences: {}, checksums: {} };
  await client.query('BEGIN');
  try {
    if (filled.length > 0) {
      await client.query(
        `TRUNCATE ${tables.map((t) => `public.${quote(t)}`).join(', ')} RESTART IDENTITY CASCADE`,
      );
      options.progress(`emptied the target (--force): ${filled.join(', ')}`);
    }
    for (const table of tables) {
      const rows = await copyTable(source, target, client, table, options.batchSize);
      report.tables.push({ table, rows });
      options.progress(`copied ${table}: ${rows} rows`);
    }
    for (const { table, column, sequence } of await sequencesOf(target)) {
      const [state] = await queryRows<{ last_value: string | number; is_called: boolean }>(
        source.db,
        sql.raw(`SELECT last_value, is_called FROM ${sequence}`),
      );
      const used = state ? Number(state.last_value) - (state.is_called ? 0 : 1) : 0;
      const { rows } = await client.query<{ value: string }>(
        `SELECT GREATEST($1::bigint, COALESCE(max(${quote(column)}), 0))::text AS value
         FROM public.${quote(table)}`,
        [used],
      );
      const value = Number(rows[0]!.value);
      await client.query('SELECT setval($1, $2, $3)', [sequence, Math.max(value, 1), value >= 1]);
      report.sequences[sequence] = value;
    }
    options.progress(`sequences set: ${Object.keys(report.sequences).length}`);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  }
  return report;
}

/** Copies one table through a cursor on the source, `batchSize` rows an INSERT; its count. */
async function copyTable(
  source: Database,
  target: Database,
  client: PoolClient,
  table: string,
  batchSize: number,
): Promise<number> {
  const { columns, always } = await writableColumns(target, table);
  const key = await primaryKeyOf(source, table);
  const list = columns.map(quote).join(', ');
  const name = `public.${quote(table)}`;
  const insert =
    `INSERT INTO ${name} (${list}) ${always ? 'OVERRIDING SYSTEM VALUE ' : ''}` +
    `SELECT ${list} FROM jsonb_populate_recordset(NULL::${name}, $1::jsonb)`;
  await client.query(`ALTER TABLE ${name} DISABLE TRIGGER USER`);
  let copied = 0;
  await source.db.transaction(async (tx) => {
    const order = key.length ? ` ORDER BY ${key.map(quote).join(', ')}` : '';
    await tx.execute(
      sql.raw(
        `DECLARE bgc_move NO SCROLL CURSOR FOR SELECT to_jsonb(t)::text AS row FROM ${name} t${order}`,
      ),
    );
    for (;;) {
      const rows = await queryRows<{ row: string }>(
        tx,
        sql.raw(`FETCH FORWARD ${batchSize} FROM bgc_move`),
      );
      if (rows.length === 0) break;
      await client.query(insert, [`[${rows.map((r) => r.row).join(',')}]`]);
      copied += rows.length;
    }
    await tx.execute(sql.raw('CLOSE bgc_move'));
  });
  await client.query(`ALTER TABLE ${name} ENABLE TRIGGER USER`);
  return copied;
}

/** Compares every table's count and the CHECKSUM_TABLES checksums; throws on a difference. */
async function verify(
  source: Database,
  client: PoolClient,
  tables: string[],
  report: MoveReport,
  progress: (line: string) => void,
): Promise<void> {
  for (const setting of SAME_OUTPUT) {
    await source.db.execute(sql.raw(setting));
    await client.query(setting);
  }
  const onSource = async <T>(text: string) => queryRows<T>(source.db, sql.raw(text));
  const onTarget = async <T>(text: string) => (await client.query(text)).rows as T[];
  const differences: string[] = [];
  for (const table of tables) {
    const key = await primaryKeyOf(source, table);
    const checked = (CHECKSUM_TABLES as readonly string[]).includes(table);
    const [a, b] = [
      await fingerprint(onSource, table, key, checked),
      await fingerprint(onTarget, table, key, checked),
    ];
    if (a.rows !== b.rows) differences.push(`${table}: ${a.rows} rows embedded, ${b.rows} moved`);
    else if (a.checksum !== b.checksum) differences.push(`${table}: checksums differ`);
    else if (a.checksum) report.checksums[table] = a.checksum;
  }
  if (differences.length > 0)
    throw new Error(`the moved database differs: ${differences.join('; ')}`);
  progress(
    `verified: the row counts of ${tables.length} tables and the checksums of ${Object.keys(report.checksums).join(', ')} are equal`,
  );
}
