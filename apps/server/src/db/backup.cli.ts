/**
 * `npm run db:backup -- <folder>`, `npm run db:restore -- <folder> [--erase 42,57]` and
 * `npm run db:replay-erasures -- <since>` (decisions 040, 047, docs/operations.md "Backups
 * and restore"), on DATA_DIR and DATABASE_URL from the environment, while no instance runs.
 * The restore and the replay print which erased members they erased again (LEGAL-005).
 */
import path from 'node:path';
import { loadConfig } from '../config.js';
import { lockDataDir } from '../lib/data-dir-lock.js';
import { configuredMediaStore } from '../lib/media-store.js';
import {
  erasureLogPath,
  replayErasures,
  type ReplayReport,
} from '../modules/data-rights/erasure-log.js';
import { assertOutsideBackup, backupDataDir, restoreDataDir } from './backup.js';
import { openDatabase } from './client.js';
import { migrate } from './migrate.js';

const USAGE =
  'usage: backup <folder> | restore <folder> [--erase <id,id…>] | replay-erasures <ISO time of the backup>';

/** The erasure log's replay in one line, then one line per member erased again. */
function printReplay(log: string, replay: ReplayReport): void {
  console.log(
    `erasure log ${log}: ${replay.considered} entries since the backup, ` +
      `${replay.replayed.length} members erased again, ${replay.absent.length} already absent` +
      (replay.unreadable ? `, ${replay.unreadable} unreadable lines skipped` : ''),
  );
  for (const id of replay.replayed) console.log(`erased again: member ${id}`);
}

/** The ids of `--erase 42,57`; throws on anything but positive integers. */
function eraseIdsOf(flag: string | undefined, ids: string | undefined): number[] {
  if (flag !== '--erase' || !ids) return [];
  return ids.split(',').map((id) => {
    const n = Number(id);
    if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`not a member id: ${id}`);
    return n;
  });
}

async function run(): Promise<void> {
  const [command, argument, flag, ids] = process.argv.slice(2);
  const config = loadConfig();
  const log = erasureLogPath(config);
  const media = configuredMediaStore(config);
  if (command === 'replay-erasures' && argument) {
    const since = new Date(argument);
    if (Number.isNaN(since.getTime())) throw new Error(`not a time: ${argument}`);
    // the embedded database: only while no instance holds DATA_DIR
    const release = config.DATABASE_URL ? null : await lockDataDir(config.DATA_DIR, { waitMs: 0 });
    const database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
    });
    try {
      await migrate(database);
      const warn = (detail: { key: string }, message: string) => console.warn(message, detail.key);
      printReplay(log, await replayErasures({ db: database.db, media, log: { warn } }, log, since));
    } finally {
      await database.close();
      await release?.();
    }
    return;
  }
  if (config.DATABASE_URL)
    throw new Error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump, then db:replay-erasures (docs/operations.md)',
    );
  if (!argument || (command !== 'backup' && command !== 'restore')) throw new Error(USAGE);
  const folder = path.resolve(argument);
  assertOutsideBackup(config.DATA_DIR, log);
  if (command === 'backup') {
    const copied = await backupDataDir(config.DATA_DIR, folder);
    console.log(`backed up ${copied.join(', ')} of ${config.DATA_DIR} to ${folder}`);
    return;
  }
  const report = await restoreDataDir(config.DATA_DIR, folder, eraseIdsOf(flag, ids), {
    erasureLog: log,
    media,
  });
  console.log(
    `restored ${config.DATA_DIR} from ${folder} (backup of ${report.takenAt.toISOString()})`,
  );
  printReplay(log, report.replay);
  if (report.queued.length)
    console.log(`hidden and queued for erasure: ${report.queued.join(', ')}`);
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
