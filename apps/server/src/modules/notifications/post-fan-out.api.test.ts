import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { NotificationPage } from '@bgc/shared';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { json, testApp } from '../../../test/test-app.js';
import { createMember, signed, type TestMember } from '../../../test/factories.js';
import { writePost } from '../../../test/content-fixtures.js';
import { connectLive, socketsEndedAfterAll, waitFor } from '../../../test/live-client.js';

/**
 * NOTIF-009 type 1 for online followers (decision 064): a new post is written to their bells
 * and they are told at once; offline followers keep fan-out on read (ADR 012). The same across
 * two instances is in `scale/live-scale.scale.test.ts`.
 */
let app: FastifyInstance;
let database: Database;
const sockets = socketsEndedAfterAll();

beforeAll(async () => {
  ({ app, database } = await testApp());
});

const bell = async (m: TestMember) => {
  const res = await signed(app, m.token, 'GET', '/api/notification?page=1');
  expect(res.statusCode, res.body).toBe(200);
  return json<NotificationPage>(res);
};

/** The members holding a type-1 item about post `postId`, read from the table itself. */
const holdersOf = async (postId: number) =>
  (
    await database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(
        and(
          eq(notifications.type, 1),
          eq(notifications.entityName, 'post'),
          eq(notifications.entityId, postId),
        ),
      )
  ).map((row) => row.userId);

describe('a new post and the online followers (decision 064)', () => {
  it('is written to their bells at once; the offline ones get it on their read', async () => {
    const author = await createMember(app);
    const online = await createMember(app);
    const offline = await createMember(app);
    const muted = await createMember(app);
    const blocker = await createMember(app);
    for (const m of [online, offline, muted, blocker])
      await signed(app, m.token, 'POST', '/api/follow', {
        entityName: 'user',
        entityId: author.id,
      });
    await signed(app, muted.token, 'PUT', '/api/notification/preferences', {
      disabledTypes: [1],
    });
    await signed(app, blocker.token, 'PUT', `/api/friend/block/${author.id}`);
    const [onlineLive, mutedLive, blockerLive] = await Promise.all(
      [online, muted, blocker].map((m) => connectLive(app, m.token)),
    );
    sockets.push(onlineLive!.ws, mutedLive!.ws, blockerLive!.ws);

    const p = await writePost(app, author, { content: '<p>Tee time at eight</p>' });
    await waitFor(() =>
      onlineLive!.messages.some((m) => m.type === 'notification' && m.from === author.id),
    );
    // written before any read of the online follower's bell, and for no one else yet
    expect(await holdersOf(p.id)).toEqual([online.id]);
    // the follower who turned type 1 off and the one who blocked the author are not told
    for (const other of [mutedLive!, blockerLive!])
      expect(other.messages.some((m) => m.type === 'notification')).toBe(false);
    const page = await bell(online);
    expect(page.list[0]).toMatchObject({ type: 1, entityName: 'post', entityId: p.id, status: 1 });
    expect(page.totalUnread).toBe(1);
    // the offline follower's first read writes it (fan-out on read, ADR 012)
    expect((await bell(offline)).list.map((n) => [n.type, n.entityId])).toEqual([[1, p.id]]);
    expect(await holdersOf(p.id)).toEqual(expect.arrayContaining([online.id, offline.id]));
    expect((await bell(muted)).total).toBe(0);
    expect((await bell(blocker)).total).toBe(0);
  });
});
