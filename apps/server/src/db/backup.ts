import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { lockDataDir } from '../lib/data-dir-lock.js';
import { openDatabase } from './client.js';
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

/**
 * `npm run db:restore` (decision 040): replaces DATA_DIR's `pglite`, `media` and `outbox` by
 * those of `source` (a db:backup folder), under the DATA_DIR lock (throws while an instance
 * runs). `eraseIds`: members erased since the backup (LEGAL-005; the purge logs them as
 * `deleted accounts erased`): hidden at once and queued, so the first purge of the started
 * instance erases them and their files again.
 */
export async function restoreDataDir(
  dataDir: string,
  source: string,
  eraseIds: number[] = [],
): Promise<void> {
  if (!existsSync(path.join(source, 'backup.json')))
    throw new Error(`${source} is not a db:backup folder (no backup.json)`);
  const release = await lockDataDir(dataDir, { waitMs: 0 });
  try {
    for (const name of BACKUP_FOLDERS) {
      rmSync(path.join(dataDir, name), { recursive: true, force: true });
      if (existsSync(path.join(source, name)))
        cpSync(path.join(source, name), path.join(dataDir, name), { recursive: true });
    }
    if (eraseIds.length === 0) return;
    const database = await openDatabase({ dataDir });
    try {
      const present = await database.db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, eraseIds));
      const now = new Date();
      for (const { id } of present) {
        await database.db
          .update(users)
          .set({ suspendedAt: now })
          .where(inArray(users.id, [id]));
        await database.db
          .insert(accountDeletions)
          .values({ userId: id, purgeAfter: now })
          .onConflictDoUpdate({ target: accountDeletions.userId, set: { purgeAfter: now } });
      }
    } finally {
      await database.close();
    }
  } finally {
    await release();
  }
}
