import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** Name of the lock folder proper-lockfile keeps inside DATA_DIR. */
export const DATA_DIR_LOCK_NAME = '.bgc.lock';

export interface DataDirLockOptions {
  /** How long to wait for a lock left by a killed process to go stale (ms); 0 = no wait. */
  waitMs?: number;
  /** Called when the lock is lost while running (e.g. the folder vanished). */
  onCompromised?: (err: Error) => void;
}

/**
 * makes sure DATA_DIR exists and is writable before the embedded database
 * touches it, so a read-only folder stops the process with the reason instead of PGlite's
 * 'unreachable'. Throws an Error naming the folder, the system error and what to do.
 */
export function assertWritableDataDir(dataDir: string): string {
  const dir = path.resolve(dataDir);
  try {
    mkdirSync(dir, { recursive: true });
    const probe = path.join(dir, `.write-test-${process.pid}`);
    writeFileSync(probe, 'ok');
    rmSync(probe, { force: true });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code ?? 'error';
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(
      `DATA_DIR ${dir} is not writable (${code}: ${reason}). The embedded database, media and ` +
        'outbox live there: mount it read-write, fix its owner, or set DATA_DIR to a writable folder.',
    );
  }
  return dir;
}

/**
 * takes an exclusive lock on DATA_DIR (proper-lockfile: an atomic mkdir of
 * DATA_DIR/.bgc.lock, refreshed every 5 s, stale after 30 s, so a lock left by `kill -9`
 * frees itself). A second process on the same folder gets an Error saying so. Answers the
 * release function (call it on shutdown).
 */
export async function lockDataDir(
  dataDir: string,
  options: DataDirLockOptions = {},
): Promise<() => Promise<void>> {
  const dir = assertWritableDataDir(dataDir);
  const lockPath = path.join(dir, DATA_DIR_LOCK_NAME);
  const waitMs = options.waitMs ?? 40_000;
  try {
    return await lockfile.lock(dir, {
      lockfilePath: lockPath,
      stale: 30_000,
      update: 5_000,
      realpath: false,
      retries:
        waitMs > 0
          ? { retries: Math.ceil(waitMs / 2_000), minTimeout: 2_000, maxTimeout: 2_000, factor: 1 }
          : 0,
      onCompromised:
        options.onCompromised ??
        ((err) => console.error(`DATA_DIR lock ${lockPath} was lost: ${err.message}`)),
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new Error(
        `DATA_DIR ${dir} is in use by another BGC process (lock ${lockPath}). Two processes on ` +
          'one data folder would destroy the embedded database: stop the other process, or give ' +
          'this one its own DATA_DIR (several API instances need DATABASE_URL).',
      );
    }
    throw err;
  }
}
