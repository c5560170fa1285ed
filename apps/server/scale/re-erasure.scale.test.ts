import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthAnswer } from '@bgc/shared';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { listenOnLoopback, registerMember, scaleEnv, startPreparedPostgres } from './servers.js';

/**
 * docs/operations.md "Erased accounts after a restore" (LEGAL-005, decisions 030 and 040): the
 * SQL the operator runs on a restored PostgreSQL database, read from the docs themselves, hides
 * the members erased since the backup at once and queues them, and the next purge run erases
 * them for good.
 */
const OPERATIONS = fileURLToPath(new URL('../../../docs/operations.md', import.meta.url));

/** The SQL block of the docs' re-erasure step, with its example ids replaced by `ids`. */
function documentedReErasure(ids: number[]): string {
  const docs = readFileSync(OPERATIONS, 'utf8');
  const section = docs.slice(docs.indexOf('**Erased accounts after a restore.**'));
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
  expect(block).toContain('account_deletions');
  return block.replaceAll('(42, 57)', `(${ids.join(', ')})`);
}

let pg: { url: string; stop: () => void };
let dataDir: string;

beforeAll(async () => {
  pg = await startPreparedPostgres('bgc_re_erasure');
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bgc-re-erasure-'));
}, 120_000);

afterAll(() => {
  pg?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('re-erasing members after a PostgreSQL restore (decision 040)', () => {
  it('the documented SQL hides the member at once and the next purge erases them', async () => {
    const database = await openDatabase({ databaseUrl: pg.url, dataDir });
    const config = loadConfig(
      scaleEnv({
        DATA_DIR: dataDir,
        DATABASE_URL: pg.url,
      }),
    );
    const app = await buildApp({ config, database });
    try {
      const url = await listenOnLoopback(app);
      const members: AuthAnswer[] = [];
      for (const first of ['Erased', 'Kept'])
        members.push(await registerMember(url, first, 'restore.test'));
      const [erased, kept] = members as [AuthAnswer, AuthAnswer];
      expect((await fetch(`${url}/api/users/${erased.user.id}`)).status).toBe(200);

      await database.db.execute(sql.raw(documentedReErasure([erased.user.id])));
      expect((await fetch(`${url}/api/users/${erased.user.id}`)).status).toBe(404);

      expect(await app.dataRights.purge()).toEqual([erased.user.id]);
      const left = await database.db.execute(
        sql.raw(`SELECT id FROM users WHERE id IN (${erased.user.id}, ${kept.user.id})`),
      );
      expect((left as { rows: Array<{ id: number }> }).rows.map((r) => r.id)).toEqual([
        kept.user.id,
      ]);
    } finally {
      await app.close();
    }
  });
});
