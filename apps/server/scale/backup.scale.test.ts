import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { signRequest, type AuthAnswer } from '@bgc/shared';
import { buildApp } from '../src/app.js';
import { backupDataDir, restoreDataDir } from '../src/db/backup.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { lockDataDir } from '../src/lib/data-dir-lock.js';
import { listenOnLoopback, prepareDatabase, scaleEnv, registerMember } from './servers.js';

/**
 * `npm run db:backup` / `db:restore` on the embedded database (decision 040): a populated
 * DATA_DIR is backed up, wiped and restored; members, friends, posts, chat and media rows
 * come back identical and media files byte for byte, and a member erased since the backup
 * (LEGAL-005) comes back hidden and queued for the purge, never visible.
 */
const TABLES = ['users', 'friends', 'posts', 'chat_messages', 'chat_conversations', 'media'];
const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), name));
  dirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every row of TABLES as JSON text, in a stable order, plus the hash of every media file. */
async function snapshot(dataDir: string) {
  const database = await openDatabase({ dataDir });
  const rows: Record<string, string[]> = {};
  try {
    for (const table of TABLES) {
      const result = (await database.db.execute(
        sql.raw(`SELECT to_jsonb(t)::text AS row FROM ${table} t ORDER BY 1`),
      )) as { rows: Array<{ row: string }> };
      rows[table] = result.rows.map((r) => r.row);
    }
  } finally {
    await database.close();
  }
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        files[path.relative(dataDir, full)] = createHash('sha256')
          .update(readFileSync(full))
          .digest('hex');
    }
  };
  walk(path.join(dataDir, 'media'));
  return { rows, files };
}

async function populate(dataDir: string): Promise<AuthAnswer[]> {
  await prepareDatabase({ dataDir });
  const database = await openDatabase({ dataDir });
  const config = loadConfig(
    scaleEnv({
      DATA_DIR: dataDir,
      RATE_LIMIT_WRITES: '0',
    }),
  );
  const app = await buildApp({ config, database });
  try {
    const url = await listenOnLoopback(app);
    const call = async (token: string, method: 'POST' | 'PUT', route: string, body: unknown) =>
      fetch(`${url}${route}`, {
        method,
        headers: {
          Authorization: await signRequest(token, method, route),
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(body),
      });
    const members: AuthAnswer[] = [];
    for (const first of ['Anna', 'Boris', 'Clara'])
      members.push(await registerMember(url, first, 'backup.test'));
    const [a, b] = members as [AuthAnswer, AuthAnswer];
    expect((await call(a.token, 'POST', '/api/friend/request', { friend: b.user.id })).status).toBe(
      200,
    );
    expect((await call(b.token, 'PUT', `/api/friend/accept/${a.user.id}`, {})).status).toBe(200);
    const pushed = await call(a.token, 'POST', '/api/chat/push-message', {
      partner: b.user.id,
      messages: [
        [Date.now(), 'see you on the first tee'],
        [Date.now() + 1, 'bring the blue balls'],
      ],
    });
    expect(pushed.status).toBe(200);
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#33691e' },
    })
      .png()
      .toBuffer();
    const photo = await call(a.token, 'PUT', '/api/me/photo', {
      photoContent: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(photo.status).toBe(200);
    return members;
  } finally {
    await app.close();
  }
}

describe('db:backup and db:restore of the embedded database (decision 040)', () => {
  it('restores members, chat and media byte for byte, and re-erases a member erased since', async () => {
    const dataDir = tempDir('bgc-backup-data-');
    const members = await populate(dataDir);
    const before = await snapshot(dataDir);
    expect(before.rows.users).toHaveLength(3);
    expect(before.rows.chat_messages).toHaveLength(2);
    expect(Object.keys(before.files).length).toBeGreaterThan(0);

    // refused while an instance holds DATA_DIR
    const release = await lockDataDir(dataDir, { waitMs: 0 });
    const target = path.join(tempDir('bgc-backup-target-'), 'nightly');
    await expect(backupDataDir(dataDir, target)).rejects.toThrow();
    await release();

    expect(await backupDataDir(dataDir, target)).toContain('pglite');
    for (const name of ['pglite', 'media', 'outbox'])
      rmSync(path.join(dataDir, name), { recursive: true, force: true });

    await restoreDataDir(dataDir, target);
    expect(await snapshot(dataDir)).toEqual(before);

    // Clara was erased after the backup: the restore hides and queues her again
    const clara = members[2]!;
    await restoreDataDir(dataDir, target, [clara.user.id]);
    const after = await snapshot(dataDir);
    expect(after.files).toEqual(before.files);
    expect(after.rows.chat_messages).toEqual(before.rows.chat_messages);
    const users = after.rows.users!.map((r) => JSON.parse(r) as Record<string, unknown>);
    expect(users.find((u) => u.id === clara.user.id)?.suspended_at).not.toBeNull();
    expect(users.filter((u) => u.suspended_at === null)).toHaveLength(2);
    const database = await openDatabase({ dataDir });
    try {
      const queued = (await database.db.execute(
        sql.raw('SELECT user_id FROM account_deletions'),
      )) as { rows: Array<{ user_id: number }> };
      expect(queued.rows.map((r) => r.user_id)).toEqual([clara.user.id]);
    } finally {
      await database.close();
    }
  });
});
