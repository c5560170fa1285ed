import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { signRequest, type AuthAnswer } from '@bgc/shared';
import { buildApp } from '../src/app.js';
import { backupDataDir, backupTime } from '../src/db/backup.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { DiskMediaStore } from '../src/lib/media-store.js';
import { readErasures, replayErasures } from '../src/modules/data-rights/erasure-log.js';
import { listenOnLoopback, prepareDatabase, registerMember, scaleEnv } from './servers.js';

/**
 * Decision 047 (LEGAL-005, decisions 030 and 040): the purge appends each erased member to the
 * erasure log beside the database, and `npm run db:restore` replays the entries newer than the
 * backup with the purge's own code. Backup → purge a member → restore: the member's rows and
 * files are gone again, the others' intact; a member erased before the backup is not touched
 * twice, and a second replay erases nothing.
 */
const CLI = fileURLToPath(new URL('../src/db/backup.cli.ts', import.meta.url));
const dirs: string[] = [];
const tempDir = (name: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), name));
  dirs.push(dir);
  return dir;
};

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** An app on the embedded database in `dataDir`, listening on loopback; `run` gets its URL. */
async function withApp(
  dataDir: string,
  run: (url: string, app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>,
) {
  const database = await openDatabase({ dataDir });
  const config = loadConfig(scaleEnv({ DATA_DIR: dataDir, RATE_LIMIT_WRITES: '0' }));
  const app = await buildApp({ config, database });
  try {
    await run(await listenOnLoopback(app), app);
  } finally {
    await app.close();
  }
}

/** A signed JSON call of `member`; answers the status. */
async function call(
  url: string,
  token: string,
  method: 'POST' | 'PUT',
  route: string,
  body: unknown,
) {
  const res = await fetch(`${url}${route}`, {
    method,
    headers: {
      Authorization: await signRequest(token, method, route),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return res.status;
}

/** Gives `member` a profile photo (stored under media/users/{id}/ with its copies). */
async function uploadPhoto(url: string, member: AuthAnswer, colour: string) {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();
  expect(
    await call(url, member.token, 'PUT', '/api/me/photo', {
      photoContent: `data:image/png;base64,${png.toString('base64')}`,
    }),
  ).toBe(200);
}

/** Deletes `member`'s account and runs the purge past its date; answers the erased ids. */
async function deleteAndPurge(
  url: string,
  app: Awaited<ReturnType<typeof buildApp>>,
  member: AuthAnswer,
) {
  expect(
    await call(url, member.token, 'POST', '/api/me/delete-account', { password: 'secret12' }),
  ).toBe(200);
  return app.dataRights.purge(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
}

/** Rows of `query` on the embedded database in `dataDir`. */
async function rows<T>(dataDir: string, query: string): Promise<T[]> {
  const database = await openDatabase({ dataDir });
  try {
    return ((await database.db.execute(sql.raw(query))) as { rows: T[] }).rows;
  } finally {
    await database.close();
  }
}

describe('the erasure log replayed by db:restore (decision 047)', () => {
  it('erases again a member purged after the backup, rows and files, and nobody else', async () => {
    const dataDir = tempDir('bgc-erasure-data-');
    await prepareDatabase({ dataDir });
    const members: Record<string, AuthAnswer> = {};
    await withApp(dataDir, async (url, app) => {
      for (const first of ['Anna', 'Boris', 'Clara', 'Dora'])
        members[first] = await registerMember(url, first, 'erasure.test');
      const { Anna: anna, Clara: clara, Dora: dora } = members;
      expect(
        await call(url, anna!.token, 'POST', '/api/friend/request', { friend: clara!.user.id }),
      ).toBe(200);
      expect(await call(url, clara!.token, 'PUT', `/api/friend/accept/${anna!.user.id}`, {})).toBe(
        200,
      );
      for (const [from, to, text] of [
        [anna!, clara!, 'tee time at nine?'],
        [clara!, anna!, 'nine it is'],
      ] as const)
        expect(
          await call(url, from.token, 'POST', '/api/chat/push-message', {
            partner: to.user.id,
            messages: [[Date.now(), text]],
          }),
        ).toBe(200);
      await uploadPhoto(url, anna!, '#1b5e20');
      await uploadPhoto(url, clara!, '#0d47a1');
      await uploadPhoto(url, dora!, '#b71c1c');
      // Dora is erased before the backup
      expect(await deleteAndPurge(url, app, dora!)).toEqual([dora!.user.id]);
    });
    const { Anna: anna, Boris: boris, Clara: clara, Dora: dora } = members;
    const media = (id: number) => path.join(dataDir, 'media', 'users', String(id));
    expect(existsSync(media(clara!.user.id))).toBe(true);
    expect(existsSync(media(dora!.user.id))).toBe(false);

    const target = path.join(tempDir('bgc-erasure-backup-'), 'nightly');
    await backupDataDir(dataDir, target);

    // after the backup, Clara deletes her account and the purge erases her
    await withApp(dataDir, async (url, app) => {
      expect(await deleteAndPurge(url, app, clara!)).toEqual([clara!.user.id]);
    });
    const logFile = path.join(dataDir, 'erasure-log.jsonl');
    const { entries } = await readErasures(logFile);
    expect(entries.map((e) => e.userId)).toEqual([dora!.user.id, clara!.user.id]);
    expect(entries[1]!.erased).toEqual({ posts: 0, comments: 0, chatMessages: 1, uploads: 0 });
    // the log names members by id only
    const logText = readFileSync(logFile, 'utf8');
    for (const member of [clara!, dora!]) {
      expect(logText).not.toContain(member.user.email);
      expect(logText).not.toContain(member.user.firstName);
    }

    // the restore brings the backup back, then replays the log: Clara is erased again
    const restored = spawnSync(process.execPath, ['--import', 'tsx', CLI, 'restore', target], {
      env: { ...process.env, ...scaleEnv({ DATA_DIR: dataDir }) },
      encoding: 'utf8',
    });
    expect(restored.status, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('1 entries since the backup, 1 members erased again');
    expect(restored.stdout).toContain(`erased again: member ${clara!.user.id}\n`);
    expect(restored.stdout).not.toContain(`member ${dora!.user.id}\n`);
    expect(readFileSync(logFile, 'utf8')).toBe(logText);

    const ids = [anna, boris, clara, dora].map((m) => m!.user.id).join(', ');
    const left = await rows<{ id: number }>(
      dataDir,
      `SELECT id FROM users WHERE id IN (${ids}) ORDER BY id`,
    );
    expect(left.map((r) => r.id)).toEqual([anna!.user.id, boris!.user.id]);
    const messages = await rows<{ sender_id: number; content: string }>(
      dataDir,
      'SELECT sender_id, content FROM chat_messages ORDER BY id',
    );
    // Anna's words stay, Clara's went with her (decision 030)
    expect(messages).toEqual([{ sender_id: anna!.user.id, content: 'tee time at nine?' }]);
    expect(existsSync(media(clara!.user.id))).toBe(false);
    expect(existsSync(media(dora!.user.id))).toBe(false);
    expect(existsSync(media(anna!.user.id))).toBe(true);
    const [annaRow] = await rows<{ picture: string }>(
      dataDir,
      `SELECT picture FROM users WHERE id = ${anna!.user.id}`,
    );
    expect(existsSync(path.join(dataDir, annaRow!.picture))).toBe(true);

    // idempotent: a second replay since the backup finds Clara absent and erases nothing
    const database = await openDatabase({ dataDir });
    try {
      const again = await replayErasures(
        {
          db: database.db,
          media: new DiskMediaStore(path.join(dataDir, 'media')),
          log: { warn: () => undefined },
        },
        logFile,
        backupTime(target),
      );
      expect(again).toEqual({
        considered: 1,
        replayed: [],
        absent: [clara!.user.id],
        unreadable: 0,
      });
    } finally {
      await database.close();
    }
  }, 300_000);
});
