/**
 * `npm run db:backup -- <folder>` and `npm run db:restore -- <folder> [--erase 42,57]`
 * (decision 040, docs/operations.md "Backups and restore"): the embedded database's backup and
 * restore, on DATA_DIR from the environment, while no instance runs on it.
 */
import path from 'node:path';
import { loadConfig } from '../config.js';
import { backupDataDir, restoreDataDir } from './backup.js';

async function run(): Promise<void> {
  const [command, folder, flag, ids] = process.argv.slice(2);
  const config = loadConfig();
  if (config.DATABASE_URL)
    throw new Error('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/operations.md)');
  if (!folder || (command !== 'backup' && command !== 'restore'))
    throw new Error('usage: backup <folder> | restore <folder> [--erase <id,id…>]');
  const target = path.resolve(folder);
  if (command === 'backup') {
    const copied = await backupDataDir(config.DATA_DIR, target);
    console.log(`backed up ${copied.join(', ')} of ${config.DATA_DIR} to ${target}`);
    return;
  }
  const eraseIds =
    flag === '--erase' && ids
      ? ids.split(',').map((id) => {
          const n = Number(id);
          if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`not a member id: ${id}`);
          return n;
        })
      : [];
  await restoreDataDir(config.DATA_DIR, target, eraseIds);
  console.log(`restored ${config.DATA_DIR} from ${target}; queued for erasure: ${eraseIds.length}`);
}

run().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
