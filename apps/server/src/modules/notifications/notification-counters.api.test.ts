import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Comment, NotificationPage, Post } from '@bgc/shared';
import { queryRows, type Database } from '../../db/client.js';
import { json, testApp } from '../../../test/test-app.js';
import { createMember, signed, type TestMember } from '../../../test/factories.js';
import { postMultipart, type Part } from '../../../test/course-fixtures.js';
import { notifyMentions, notifyNewMessage } from './notifications.events.js';

/**
 * Decision 041 (NOTIF-002): the bell's `total` and `totalUnread` come from the member's counter
 * row, which every write of `notifications` moves in its own transaction: creates, the merge of
 * a repeated event into an unread item, read, read all, delete, account deletion and purge, a
 * set-based script, and many creates at once. After each step the row equals a recount of the
 * member's live items and what the bell answers.
 */
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  ({ app, database } = await testApp());
});

interface Counts {
  total: number;
  unread: number;
}

/** The stored counter row of a member (null when it has none). */
async function stored(userId: number): Promise<Counts | null> {
  const rows = await queryRows<Counts>(
    database.db,
    sql`SELECT total, unread FROM notification_counters WHERE user_id = ${userId}`,
  );
  return rows[0] ?? null;
}

/** The member's live and unread items, counted from the rows. */
async function recount(userId: number): Promise<Counts> {
  const rows = await queryRows<Counts>(
    database.db,
    sql`SELECT count(*)::int AS total, (count(*) FILTER (WHERE status = 1))::int AS unread
        FROM notifications WHERE user_id = ${userId} AND deleted_at IS NULL`,
  );
  return rows[0]!;
}

/** The counter row equals the recount (a missing row counts as zero), and `expected` when given. */
async function expectExact(m: { id: number }, expected?: Counts): Promise<Counts> {
  const counts = (await stored(m.id)) ?? { total: 0, unread: 0 };
  expect(counts).toEqual(await recount(m.id));
  if (expected) expect(counts).toEqual(expected);
  return counts;
}

const bell = async (m: TestMember, page = 1) => {
  const res = await signed(app, m.token, 'GET', `/api/notification?page=${page}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<NotificationPage>(res);
};

/** Reads the bell (which materialises type 1 first) and checks it against the counters. */
async function expectBell(m: TestMember, expected?: Counts): Promise<NotificationPage> {
  const page = await bell(m);
  const counts = await expectExact(m, expected);
  expect({ total: page.total, unread: page.totalUnread }).toEqual(counts);
  expect(page.totalPages).toBe(Math.ceil(counts.total / 10));
  return page;
}

const ok = async (res: Promise<{ statusCode: number; body: string }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r;
};
const follow = (m: TestMember, userId: number) =>
  ok(signed(app, m.token, 'POST', '/api/follow', { entityName: 'user', entityId: userId }));
const post = async (m: TestMember, parts: Part[]) => {
  const res = await postMultipart(app, m.token, '/api/posts', parts);
  expect(res.statusCode, res.body).toBe(200);
  return json<Post>(res);
};
const general = (content: string): Part[] => [
  ['type', '1'],
  ['language', '30'],
  ['content', content],
];
const comment = async (m: TestMember, postId: number, text: string, parent?: number) =>
  json<Comment>(
    await ok(
      signed(app, m.token, 'POST', '/api/comments', {
        entityName: 'post',
        entityId: postId,
        text,
        ...(parent ? { parent } : {}),
      }),
    ),
  );
const message = (from: TestMember, to: TestMember, conversation: number) =>
  database.db.transaction((tx) =>
    notifyNewMessage(tx, { recipientId: to.id, senderId: from.id, conversation }),
  );
const deleteAccount = async (m: TestMember) =>
  new Date(
    json<{ purgeAfter: string }>(
      await ok(
        signed(app, m.token, 'POST', '/api/me/delete-account', {
          password: m.password,
        }),
      ),
    ).purgeAfter,
  );

describe('notification counters (decision 041, NOTIF-002)', () => {
  it('stay equal to a recount through create, merge, read, read all, delete, account deletion and purge', async () => {
    const r = await createMember(app);
    const [f1, f2, f3] = [
      await createMember(app),
      await createMember(app),
      await createMember(app),
    ];
    await expectBell(r, { total: 0, unread: 0 });

    // create (type 4), then a second follower merges into the unread item
    await follow(f1, r.id);
    await expectBell(r, { total: 1, unread: 1 });
    await follow(f2, r.id);
    let page = await expectBell(r, { total: 1, unread: 1 });
    expect(page.list[0]).toMatchObject({ type: 4, totalNotifiers: 2 });

    // type 6: a new item, then a merge of the next message
    await message(f1, r, 7001);
    await message(f1, r, 7001);
    await expectBell(r, { total: 2, unread: 2 });

    // type 5, then a comment (7) and a reply (8 to f1, 7 to r)
    await ok(signed(app, f3.token, 'POST', '/api/friend/request', { friend: r.id }));
    const p = await post(r, general('<p>Who plays the back nine?</p>'));
    const c = await comment(f1, p.id, 'Count me in');
    await comment(f2, p.id, 'Me too', c.id);
    await expectBell(r, { total: 5, unread: 5 });
    // f1 follows r: the reply (8) and r's post (1, materialised on read)
    await expectBell(f1, { total: 2, unread: 2 });

    // type 3 in a discussion, and type 1 materialised on read
    await post(f3, [
      ['type', '8'],
      ['language', '30'],
      ['title', 'Saturday foursome'],
      ['content', `<p>With <a href="/profiles/${r.id}">@${r.firstName}</a></p>`],
    ]);
    await follow(r, f2.id);
    await post(f2, general('<p>Fresh greens today</p>'));
    page = await expectBell(r, { total: 7, unread: 7 });
    expect(page.list.map((n) => n.type)).toEqual(expect.arrayContaining([1, 3, 4, 5, 6, 7]));

    // read one (twice: idempotent), delete a read item, delete an unread one
    const [first, second] = page.list;
    await ok(signed(app, r.token, 'PUT', `/api/notification/read/${first!.id}`));
    await ok(signed(app, r.token, 'PUT', `/api/notification/read/${first!.id}`));
    await expectBell(r, { total: 7, unread: 6 });
    await ok(signed(app, r.token, 'DELETE', `/api/notification/${first!.id}`));
    await expectBell(r, { total: 6, unread: 6 });
    await ok(signed(app, r.token, 'DELETE', `/api/notification/${second!.id}`));
    await expectBell(r, { total: 5, unread: 5 });

    // read all; a follow after that starts a new unread item
    await ok(signed(app, r.token, 'PUT', '/api/notification/read-all'));
    await expectBell(r, { total: 5, unread: 0 });
    const f4 = await createMember(app);
    await follow(f4, r.id);
    await expectBell(r, { total: 6, unread: 1 });
    await message(f4, r, 7002);
    await expectBell(r, { total: 7, unread: 2 });

    // decision 030: f4 deletes the account; the items it alone caused leave r's bell at once
    const purgeAfter = await deleteAccount(f4);
    await expectBell(r, { total: 5, unread: 0 });
    await expectExact(f1);
    await expectExact(f2);
    // the purge erases f4 (and its own items and counter row) and what it caused
    expect(await app.dataRights.purge(new Date(purgeAfter.getTime() + 1000))).toContain(f4.id);
    expect(await stored(f4.id)).toBeNull();
    await expectBell(r, { total: 5, unread: 0 });

    // f1, a notifier of r's grouped follow and the author of a comment, leaves too
    const f1Purge = await deleteAccount(f1);
    await expectExact(r);
    expect(await app.dataRights.purge(new Date(f1Purge.getTime() + 1000))).toContain(f1.id);
    expect(await stored(f1.id)).toBeNull();
    await expectBell(r);
    await expectExact(f2);

    // the recipient itself is purged: its items and its counter row go, and r's follow of f2
    // (type 4, r its only notifier) leaves f2's bell
    const before = await expectExact(f2);
    expect(before.unread).toBeGreaterThanOrEqual(1);
    const rPurge = await deleteAccount(r);
    expect(await app.dataRights.purge(new Date(rPurge.getTime() + 1000))).toContain(r.id);
    expect(await stored(r.id)).toBeNull();
    expect(await recount(r.id)).toEqual({ total: 0, unread: 0 });
    expect(await expectExact(f2)).toEqual({ total: before.total - 1, unread: before.unread - 1 });
  });

  it('stay exact under many creates at once (several transactions, crossed recipients)', async () => {
    const r = await createMember(app);
    const x = await createMember(app);
    const fans: TestMember[] = [];
    for (let i = 0; i < 12; i += 1) fans.push(await createMember(app));

    await Promise.all(
      fans.flatMap((f, i) => [
        // all merge into one grouped follow item
        follow(f, r.id),
        // one item each
        ok(signed(app, f.token, 'POST', '/api/friend/request', { friend: r.id })),
        // one conversation each, two messages: one item each
        message(f, r, 8000 + i).then(() => message(f, r, 8000 + i)),
        // one statement writing to two members, in crossed orders
        database.db.transaction((tx) =>
          notifyMentions(tx, {
            actorId: f.id,
            mentionedIds: i % 2 ? [r.id, x.id] : [x.id, r.id],
            entityName: 'comment',
            entityId: 900_000 + i,
            postId: null,
          }),
        ),
      ]),
    );
    await expectBell(r, { total: 1 + 12 + 12 + 12, unread: 37 });
    await expectBell(x, { total: 12, unread: 12 });

    // reads, read all and deletes racing with new items
    const page = await bell(r);
    const late = await createMember(app);
    await Promise.all([
      ok(signed(app, r.token, 'PUT', '/api/notification/read-all')),
      ok(signed(app, r.token, 'DELETE', `/api/notification/${page.list[0]!.id}`)),
      ok(signed(app, r.token, 'PUT', `/api/notification/read/${page.list[1]!.id}`)),
      message(late, r, 8100),
      ok(signed(app, late.token, 'POST', '/api/friend/request', { friend: r.id })),
      bell(r),
    ]);
    const after = await expectBell(r);
    expect(after.total).toBe(37 - 1 + 2);
    // the two new items are unread unless read all ran after them
    expect(after.totalUnread).toBeLessThanOrEqual(2);
  });

  it('count rows written by SQL outside the repositories; pages keep their order and numbers', async () => {
    const m = await createMember(app);
    const actor = await createMember(app);
    // 25 items set-based, as a script would write them: 1 newest … 25 oldest, the even ones read
    await database.db.execute(sql`
      INSERT INTO notifications (user_id, type, status, entity_name, entity_id, notifier_ids, detail, created_at)
      SELECT ${m.id}::int, 5, CASE WHEN g % 2 = 0 THEN 2 ELSE 1 END, 'user', g, ARRAY[${actor.id}::int],
             jsonb_build_object('name', 'Item ' || g), now() - g * interval '1 minute'
      FROM generate_series(1, 25) g`);
    await expectExact(m, { total: 25, unread: 13 });

    const p1 = await expectBell(m, { total: 25, unread: 13 });
    expect(p1.list.map((n) => n.entityId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const p3 = await bell(m, 3);
    expect(p3).toMatchObject({ total: 25, totalUnread: 13, totalPages: 3, currentPage: 3 });
    expect(p3.list.map((n) => n.entityId)).toEqual([21, 22, 23, 24, 25]);
    expect((await bell(m, 4)).list).toEqual([]);

    // set-based updates and deletes are counted too
    await database.db.execute(
      sql`UPDATE notifications SET status = 2 WHERE user_id = ${m.id} AND entity_id <= 5`,
    );
    await expectExact(m, { total: 25, unread: 10 });
    await database.db.execute(
      sql`UPDATE notifications SET deleted_at = now() WHERE user_id = ${m.id} AND entity_id > 20`,
    );
    await expectExact(m, { total: 20, unread: 7 });
    await database.db.execute(
      sql`DELETE FROM notifications WHERE user_id = ${m.id} AND entity_id > 15`,
    );
    await expectExact(m, { total: 15, unread: 5 });
    // an item already deleted, erased: nothing moves
    await database.db.execute(
      sql`UPDATE notifications SET deleted_at = now() WHERE user_id = ${m.id} AND entity_id = 15`,
    );
    await expectExact(m, { total: 14, unread: 4 });
    await database.db.execute(
      sql`DELETE FROM notifications WHERE user_id = ${m.id} AND entity_id = 15`,
    );
    await expectExact(m, { total: 14, unread: 4 });
    const last = await expectBell(m, { total: 14, unread: 4 });
    expect(last.list.map((n) => n.entityId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect((await bell(m, 2)).list.map((n) => n.entityId)).toEqual([11, 12, 13, 14]);
  });
});
