import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { lockDataDir } from '../lib/data-dir-lock.js';
import { DiskMediaStore, type MediaStore } from '../lib/media-store.js';
import {
  ERASURE_LOG_NAME,
  replayErasures,
  type ReplayReport,
} from '../modules/data-rights/erasure-log.js';
import { openDatabase, type Db } from './client.js';
import { migrate } from './migrate.js';
import { accountDeletions, users } from './schema/index.js';

/** What a backup of the embedded database holds: DATA_DIR's database, media and mail outbox. */
export const BACKUP_FOLDERS = ['pglite', 'media', 'outbox'] as const;

/**
 * `npm run db:backup` (decision 040): copies DATA_DIR's `pglite`, `media` and `outbox` into
 * `target` (created; must be empty). Takes the DATA_DIR lock without waiting, so it throws
 * while an instance runs on that folder: PGlite's files are consistent only when it is closed.
 */
export async function backupDataDir(dataDir: string, target: string): Promise<string[]> {
  const release = await lockDataDir(dataDir, { waitMs: 0 });
  try {
    mkdirSync(target, { recursive: true });
    if (readdirSync(target).length > 0) throw new Error(`backup folder ${target} is not empty`);
    const copied = BACKUP_FOLDERS.filter((name) => existsSync(path.join(dataDir, name)));
    for (const name of copied)
      cpSync(path.join(dataDir, name), path.join(target, name), { recursive: true });
    writeFileSync(
      path.join(target, 'backup.json'),
      JSON.stringify({ takenAt: new Date().toISOString(), folders: copied }),
    );
    return copied;
  } finally {
    await release();
  }
}

/** What `restoreDataDir` did after replacing the folders. */
export interface RestoreReport {
  /** The backup's time (`backup.json`). */
  takenAt: Date;
  /** Decision 047: the erasure log's replay (members erased since the backup). */
  replay: ReplayReport;
  /** Ids given with `--erase` that the restored database held, hidden and queued. */
  queued: number[];
}

/** Where the restore reads the erasure log and removes files (decision 047). */
export interface RestoreOptions {
  /** The erasure log; default `DATA_DIR/erasure-log.jsonl`. */
  erasureLog?: string;
  /** The media store of the erased members' files; default `DATA_DIR/media` on disk. */
  media?: MediaStore;
}

/** Throws when `file` lies inside one of the folders a restore replaces (decision 047). */
export function assertOutsideBackup(dataDir: string, file: string): void {
  for (const name of BACKUP_FOLDERS) {
    const relative = path.relative(path.resolve(dataDir, name), path.resolve(file));
    if (!relative.startsWith('..') && !path.isAbsolute(relative))
      throw new Error(
        `the erasure log ${file} is inside DATA_DIR/${name}, which a restore replaces: set ERASURE_LOG elsewhere`,
      );
  }
}

/** The time a db:backup folder records in its `backup.json`; throws when it has none. */
export function backupTime(source: string): Date {
  const file = path.join(source, 'backup.json');
  if (!existsSync(file)) throw new Error(`${source} is not a db:backup folder (no backup.json)`);
  const takenAt = new Date(
    (JSON.parse(readFileSync(file, 'utf8')) as { takenAt?: string }).takenAt ?? '',
  );
  if (Number.isNaN(takenAt.getTime())) throw new Error(`${file} records no valid takenAt`);
  return takenAt;
}

/**
 * `npm run db:restore` (decisions 040, 047): replaces DATA_DIR's `pglite`, `media` and
 * `outbox` by those of `source` (a db:backup folder), under the DATA_DIR lock (throws while an
 * instance runs), applies the migrations, then replays the erasure log: every member the purge
 * erased at or after the backup's time is erased again with the purge's own code, rows and
 * files (LEGAL-005), so an erased member never comes back. `eraseIds`: members erased before
 * the erasure log existed (the purge logged them as `deleted accounts erased`): hidden at once
 * and queued, so the first purge of the started instance erases them and their files again.
 */
export async function restoreDataDir(
  dataDir: string,
  source: string,
  eraseIds: number[] = [],
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const takenAt = backupTime(source);
  const erasureLog = path.resolve(options.erasureLog ?? path.join(dataDir, ERASURE_LOG_NAME));
  assertOutsideBackup(dataDir, erasureLog);
  const release = await lockDataDir(dataDir, { waitMs: 0 });
  try {
    for (const name of BACKUP_FOLDERS) {
      rmSync(path.join(dataDir, name), { recursive: true, force: true });
      if (existsSync(path.join(source, name)))
        cpSync(path.join(source, name), path.join(dataDir, name), { recursive: true });
    }
    const database = await openDatabase({ dataDir });
    try {
      // the erasure runs the current code: bring an older backup's schema up to date first
      await migrate(database);
      const replay = await replayErasures(
        {
          db: database.db,
          media: options.media ?? new DiskMediaStore(path.join(path.resolve(dataDir), 'media')),
          log: { warn: (detail, message) => console.warn(message, detail.key) },
        },
        erasureLog,
        takenAt,
      );
      const queued = await queueForErasure(database.db, eraseIds);
      return { takenAt, replay, queued };
    } finally {
      await database.close();
    }
  } finally {
    await release();
  }
}

/** Hides the members of `ids` the database holds and queues them for the next purge. */
async function queueForErasure(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const present = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  const now = new Date();
  for (const { id } of present) {
    await db
      .update(users)
      .set({ suspendedAt: now })
      .where(inArray(users.id, [id]));
    await db
      .insert(accountDeletions)
      .values({ userId: id, purgeAfter: now })
      .onConflictDoUpdate({ target: accountDeletions.userId, set: { purgeAfter: now } });
  }
  return present.map((p) => p.id);
}
