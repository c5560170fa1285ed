import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signRequest, type AuthAnswer } from '@bgc/shared';
import { startPostgres } from '../../../scripts/pg-server.mjs';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, queryRows, type Database } from '../src/db/client.js';
import { moveToPostgres, type MoveReport } from '../src/db/to-postgres.js';
import { courses, countries } from '../src/db/schema/index.js';
import { listenOnLoopback, prepareDatabase, registerMember, scaleEnv } from './servers.js';

/**
 * `npm run db:to-postgres` (decision 047): an embedded database with members, a friendship,
 * chat, a review, a post and a photo moves into the empty PostgreSQL the suite starts, in
 * small batches; every table's count is equal; a non-empty target is refused without
 * `--force`; an API instance started on PostgreSQL with the same DATA_DIR lets the member sign
 * in and see their review, post, chat and photo, and hands a new member a fresh id.
 */
const CLI = fileURLToPath(new URL('../src/db/to-postgres.cli.ts', import.meta.url));
let pg: { url: string; stop: () => void };
let dataDir: string;

beforeAll(async () => {
  pg = await startPostgres('bgc_moved');
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bgc-move-'));
}, 120_000);

afterAll(() => {
  pg?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** An app on `target` with DATA_DIR = dataDir, listening on loopback; `run` gets its URL. */
async function withApp(databaseUrl: string | undefined, run: (url: string) => Promise<void>) {
  const database = await openDatabase({ databaseUrl, dataDir });
  const config = loadConfig(
    scaleEnv({
      DATA_DIR: dataDir,
      RATE_LIMIT_WRITES: '0',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
  );
  const app = await buildApp({ config, database });
  try {
    await run(await listenOnLoopback(app));
  } finally {
    await app.close();
  }
}

/** A signed call of the member holding `token`; answers the status and the JSON body. */
async function call<T = unknown>(
  url: string,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  route: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const form = body instanceof FormData;
  const res = await fetch(`${url}${route}`, {
    method,
    headers: {
      Authorization: await signRequest(token, method, route),
      ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : form ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

/** Every public table's row count. */
async function counts(database: Database): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`SELECT relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
  );
  const result: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: string | number }>(
      database.db,
      sql.raw(`SELECT count(*) AS n FROM public."${name}"`),
    );
    result[name] = Number(row!.n);
  }
  return result;
}

describe('db:to-postgres (decision 047)', () => {
  it('moves every row, refuses a filled target without --force, and serves the member on PostgreSQL', async () => {
    await prepareDatabase({ dataDir });
    const embedded = await openDatabase({ dataDir });
    let courseId: number;
    try {
      const [country] = await embedded.db.select({ id: countries.id }).from(countries).limit(1);
      const [course] = await embedded.db
        .insert(courses)
        .values({
          sourceId: 'scale:move-1',
          source: 'scale',
          name: 'Pine Valley Test Links',
          searchName: 'pine valley test links',
          slug: 'pine-valley-test-links',
          countryId: country!.id,
          latitude: 39.787_654_321_012_3,
          longitude: -74.972_3,
        })
        .returning({ id: courses.id });
      courseId = course!.id;
    } finally {
      await embedded.close();
    }

    let anna!: AuthAnswer;
    let boris!: AuthAnswer;
    let picture = '';
    await withApp(undefined, async (url) => {
      anna = await registerMember(url, 'Anna', 'move.test');
      boris = await registerMember(url, 'Boris', 'move.test');
      expect(
        (await call(url, anna.token, 'POST', '/api/friend/request', { friend: boris.user.id }))
          .status,
      ).toBe(200);
      expect(
        (await call(url, boris.token, 'PUT', `/api/friend/accept/${anna.user.id}`, {})).status,
      ).toBe(200);
      const pushed = await call(url, anna.token, 'POST', '/api/chat/push-message', {
        partner: boris.user.id,
        messages: [
          [Date.now(), 'first tee at eight'],
          [Date.now() + 1, 'café au lait after the round ☕'],
        ],
      });
      expect(pushed.status).toBe(200);
      const review = await call(url, anna.token, 'POST', '/api/courses/review', {
        course: courseId,
        content: 'Fast greens, kind staff.',
        language: 30,
        type: 4,
        reviewData: {
          facilities: 4,
          maintenance: 5,
          surroundings: 4,
          clubhouse: 3,
          value: 4,
          overall: 4,
        },
      });
      expect(review.status, JSON.stringify(review.body)).toBe(200);
      const post = new FormData();
      post.append('type', '1');
      post.append('language', '30');
      post.append('content', '<p>Twilight nine holes with Boris</p>');
      expect((await call(url, anna.token, 'POST', '/api/posts', post)).status).toBe(200);
      const png = await sharp({
        create: { width: 300, height: 200, channels: 3, background: '#2e7d32' },
      })
        .png()
        .toBuffer();
      const photo = await call<{ picture: string }>(url, anna.token, 'PUT', '/api/me/photo', {
        photoContent: `data:image/png;base64,${png.toString('base64')}`,
      });
      expect(photo.status).toBe(200);
      picture = photo.body.picture;
    });

    const source = await openDatabase({ dataDir });
    const before = await counts(source).finally(() => source.close());
    expect(before.users).toBe(2);
    expect(before.chat_messages).toBe(2);

    const lines: string[] = [];
    const report: MoveReport = await moveToPostgres({
      dataDir,
      databaseUrl: pg.url,
      batchSize: 2,
      progress: (line) => lines.push(line),
    });
    expect(Object.fromEntries(report.tables.map((t) => [t.table, t.rows]))).toEqual(before);
    expect(Object.keys(report.checksums)).toEqual(
      expect.arrayContaining(['users', 'posts', 'chat_messages']),
    );
    expect(lines.at(-1)).toMatch(/^verified: /);
    // parents before children: a member before their posts, a country before its courses
    const order = report.tables.map((t) => t.table);
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('posts'));
    expect(order.indexOf('countries')).toBeLessThan(order.indexOf('courses'));

    // the target now holds rows: refused without --force, through the command itself
    const refused = spawnSync(process.execPath, ['--import', 'tsx', CLI, pg.url], {
      env: { ...process.env, ...scaleEnv({ DATA_DIR: dataDir }) },
      encoding: 'utf8',
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('the target database is not empty');
    // --force empties it and moves again, with the same result
    const again = await moveToPostgres({ dataDir, databaseUrl: pg.url, force: true });
    expect(again.checksums).toEqual(report.checksums);

    const moved = await openDatabase({ databaseUrl: pg.url, dataDir });
    expect(await counts(moved).finally(() => moved.close())).toEqual(before);

    await withApp(pg.url, async (url) => {
      const signIn = await fetch(`${url}/api/auth`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: anna.user.email, password: 'secret12' }),
      });
      expect(signIn.status).toBe(200);
      const { token } = (await signIn.json()) as AuthAnswer;
      const me = await call<{ id: number; picture: string }>(url, token, 'GET', '/api/me');
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ id: anna.user.id, picture });
      expect((await fetch(`${url}${picture}`)).status).toBe(200);
      const chat = await call<{ messages: Array<[number, number, string]> }>(
        url,
        token,
        'GET',
        `/api/chat/get-conversation/${boris.user.id}/-1`,
      );
      expect(chat.status).toBe(200);
      expect(chat.body.messages.map((m) => m[2])).toEqual([
        'first tee at eight',
        'café au lait after the round ☕',
      ]);
      const reviews = await call<{ list: Array<{ content: string }>; total: number }>(
        url,
        token,
        'GET',
        `/api/courses/review?filter_course=${courseId}&filter_language=0&page=1&limit=5`,
      );
      expect(reviews.status).toBe(200);
      expect(reviews.body.total).toBe(1);
      expect(JSON.stringify(reviews.body.list)).toContain('Fast greens, kind staff.');
      // the sequences continue after the moved ids
      const carl = await registerMember(url, 'Carl', 'move.test');
      expect(carl.user.id).toBeGreaterThan(Math.max(anna.user.id, boris.user.id));
    });
  }, 300_000);
});
