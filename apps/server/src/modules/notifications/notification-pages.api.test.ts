import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { NotificationPage, Post } from '@bgc/shared';
import { queryRows, type Database } from '../../db/client.js';
import { json, testApp } from '../../../test/test-app.js';
import { createMember, signed, type TestMember } from '../../../test/factories.js';
import { postMultipart } from '../../../test/course-fixtures.js';

/**
 * Decision 052 (NOTIF-002): the bell's page in one statement, by page number as the contract
 * says or after a keyset `cursor`; both walks give the same items, and the totals stay equal to
 * a recount of the member's rows when the source of an item goes away.
 */
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  ({ app, database } = await testApp());
});

const bell = async (m: TestMember, query: string) => {
  const res = await signed(app, m.token, 'GET', `/api/notification?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<NotificationPage>(res);
};

/** The member's live and unread items, counted from the rows. */
async function recount(userId: number) {
  const rows = await queryRows<{ total: number; unread: number }>(
    database.db,
    sql`SELECT count(*)::int AS total, (count(*) FILTER (WHERE status = 1))::int AS unread
        FROM notifications WHERE user_id = ${userId} AND deleted_at IS NULL`,
  );
  return rows[0]!;
}

describe('bell pages (decision 052, NOTIF-002)', () => {
  it('keyset pages 1..N equal the numbered pages, ties and microseconds included', async () => {
    const m = await createMember(app);
    const actor = await createMember(app);
    // 37 items set-based: groups of three share one instant (ties broken by id), the groups
    // are 7 µs apart (the cursor must keep microseconds); every third item is read
    await database.db.execute(sql`
      INSERT INTO notifications (user_id, type, status, entity_name, entity_id, notifier_ids, detail, created_at)
      SELECT ${m.id}::int, 5, CASE WHEN g % 3 = 0 THEN 2 ELSE 1 END, 'user', g, ARRAY[${actor.id}::int],
             jsonb_build_object('name', 'Item ' || g),
             timestamptz '2026-03-01 10:00:00.123456+00' - (g / 3) * interval '7 microseconds'
      FROM generate_series(1, 37) g`);
    const counts = await recount(m.id);
    expect(counts).toEqual({ total: 37, unread: 25 });

    const numbered: NotificationPage[] = [];
    for (let page = 1; page <= 4; page++) numbered.push(await bell(m, `page=${page}`));
    expect(numbered.map((p) => p.list.length)).toEqual([10, 10, 10, 7]);
    const ids = numbered.flatMap((p) => p.list.map((n) => n.id));
    expect(new Set(ids).size).toBe(37);

    let cursor = '';
    for (let page = 1; page <= 4; page++) {
      const keyset = await bell(m, cursor ? `page=${page}&cursor=${cursor}` : `page=${page}`);
      expect(keyset).toEqual(numbered[page - 1]);
      expect(keyset).toMatchObject({
        total: 37,
        totalUnread: 25,
        totalPages: 4,
        currentPage: page,
      });
      cursor = keyset.nextCursor!;
      expect(cursor).toMatch(/^\d+_\d+$/);
    }
    const after = await bell(m, `page=5&cursor=${cursor}`);
    expect(after).toMatchObject({ list: [], total: 37, currentPage: 5, nextCursor: null });
    expect((await bell(m, 'page=5')).list).toEqual([]);

    // the order of the walk is the order of the rows: newest first, then the higher id
    const stored = await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM notifications WHERE user_id = ${m.id} AND deleted_at IS NULL
          ORDER BY created_at DESC, id DESC`,
    );
    expect(ids).toEqual(stored.map((r) => r.id));
  });

  it('refuses a malformed cursor with 400', async () => {
    const m = await createMember(app);
    for (const cursor of ['abc', '1_2_3', '-1_2', `${'9'.repeat(18)}_1`, '1_12345678901', '']) {
      const res = await signed(
        app,
        m.token,
        'GET',
        `/api/notification?cursor=${encodeURIComponent(cursor)}`,
      );
      expect(res.statusCode, cursor).toBe(400);
      expect(res.body).toContain('validation_error');
    }
    // the largest accepted key is read, not a server error
    const res = await signed(app, m.token, 'GET', `/api/notification?cursor=1_9999999999`);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('totals stay equal to a recount when the post an item is about is removed', async () => {
    const reader = await createMember(app);
    const author = await createMember(app);
    const res = await signed(app, reader.token, 'POST', '/api/follow', {
      entityName: 'user',
      entityId: author.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = await postMultipart(app, author.token, '/api/posts', [
      ['type', '1'],
      ['language', '30'],
      ['content', '<p>Early tee time tomorrow</p>'],
    ]);
    expect(created.statusCode, created.body).toBe(200);
    const p = json<Post>(created);

    // fanned out on read (type 1), counted in the same statement
    let page = await bell(reader, 'page=1');
    expect(page.list.map((n) => [n.type, n.entityId])).toEqual([[1, p.id]]);
    expect({ total: page.total, unread: page.totalUnread }).toEqual(await recount(reader.id));

    const removed = await signed(app, author.token, 'DELETE', `/api/posts/${p.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    page = await bell(reader, 'page=1');
    expect({ total: page.total, unread: page.totalUnread }).toEqual(await recount(reader.id));
    expect(page.total).toBe(page.list.length);

    // the author's account deleted: what it caused leaves the reader's bell and the totals
    const gone = await signed(app, author.token, 'POST', '/api/me/delete-account', {
      password: author.password,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    page = await bell(reader, 'page=1');
    expect(page).toMatchObject({ list: [], total: 0, totalUnread: 0, totalPages: 0 });
    expect(await recount(reader.id)).toEqual({ total: 0, unread: 0 });
  });
});
