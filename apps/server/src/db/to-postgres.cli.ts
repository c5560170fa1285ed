/**
 * `npm run db:to-postgres -- <postgres-url> [--force]` (decision 047, docs/operations.md
 * "Moving from the embedded database to PostgreSQL"): moves the embedded database of DATA_DIR
 * into an empty PostgreSQL database while no instance runs, printing each step; then set
 * DATABASE_URL to that URL and start the instances.
 */
import { loadConfig } from '../config.js';
import { moveToPostgres } from './to-postgres.js';

async function run(): Promise<void> {
  const args = process.argv.slice(2);
  const url = args.find((a) => !a.startsWith('--'));
  const unknown = args.filter((a) => a.startsWith('--') && a !== '--force');
  if (!url || unknown.length > 0 || !/^postgres(ql)?:\/\//.test(url))
    throw new Error('usage: db:to-postgres -- <postgres://user:password@host:5432/db> [--force]');
  const config = loadConfig();
  if (config.DATABASE_URL)
    throw new Error('DATABASE_URL is set: this instance already runs on PostgreSQL');
  const report = await moveToPostgres({
    dataDir: config.DATA_DIR,
    databaseUrl: url,
    force: args.includes('--force'),
    progress: (line) => console.log(line),
  });
  const rows = report.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `moved ${rows} rows in ${report.tables.length} tables from ${config.DATA_DIR}: ` +
      'set DATABASE_URL to the target (keep DATA_DIR for media, outbox and the erasure log) and start',
  );
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
