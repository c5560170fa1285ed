import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { assertWritableDataDir, lockDataDir } from './data-dir-lock.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('DATA_DIR lock', () => {
  it('refuses a second holder with a clear message, and frees on release', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bgc-lock-'));
    dirs.push(dir);
    const release = await lockDataDir(dir, { waitMs: 0 });
    await expect(lockDataDir(dir, { waitMs: 0 })).rejects.toThrow(
      /DATA_DIR .* is in use by another BGC process/,
    );
    await release();
    const again = await lockDataDir(dir, { waitMs: 0 });
    await again();
  });
});

describe('read-only DATA_DIR', () => {
  it('says why it cannot start', () => {
    // /sys refuses new folders even to root, like a read-only mount
    expect(() => assertWritableDataDir('/sys/bgc-data')).toThrow(
      /DATA_DIR \/sys\/bgc-data is not writable \((EPERM|EROFS|EACCES)/,
    );
  });
});
