import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Comment } from '@bgc/shared';
import { queryRows } from '../../db/client.js';
import { chatPeerKeys, media } from '../../db/schema/index.js';
import { DiskMediaStore, mediaKeyOf } from '../../lib/media-store.js';
import { variantKeysOf } from '../../lib/images.js';
import { json } from '../../../test/test-app.js';
import { createMember, signed, type TestMember } from '../../../test/factories.js';
import { apiSuite } from '../../../test/suite.js';
import {
  createdPost,
  generalPostParts,
  photoParts,
  writeComment,
  writePost,
} from '../../../test/content-fixtures.js';
import { postMultipart } from '../../../test/course-fixtures.js';

/**
 * LEGAL-005, decision 030: the export holds the member's chat messages, notifications,
 * player-finder offer and requests, and peer keys; after the deletion delay the purge erases
 * every row that names the member (every table with a member reference) and every file of
 * theirs in the media store, and keeps the others' words (a friend's chat, a reply under the
 * member's comment) with the reference to the member gone.
 */
const suite = apiSuite({ png: { width: 1200, height: 800 } });

const ok = <T>(res: { statusCode: number; body: string }): T => {
  expect(res.statusCode, res.body).toBe(200);
  return json<T>(res);
};

/** Rows still naming `userId`: every foreign key to users, and the references without one. */
async function rowsNaming(userId: number): Promise<string[]> {
  const { db } = suite.database;
  const keys = await queryRows<{ tbl: string; col: string }>(
    db,
    sql`SELECT c.conrelid::regclass::text AS tbl, a.attname AS col
        FROM pg_constraint c
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)
        WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass
        ORDER BY 1, 2`,
  );
  expect(keys.length).toBeGreaterThan(15);
  const checks = [
    ...keys.map((k) => ({
      name: `${k.tbl}.${k.col}`,
      query: sql`SELECT count(*)::int AS n FROM ${sql.identifier(k.tbl)} WHERE ${sql.identifier(k.col)} = ${userId}`,
    })),
    { name: 'users.id', query: sql`SELECT count(*)::int AS n FROM users WHERE id = ${userId}` },
    {
      name: 'follows of the member',
      query: sql`SELECT count(*)::int AS n FROM follows WHERE entity_name = 'user' AND entity_id = ${userId}`,
    },
    {
      name: 'reports on the member',
      query: sql`SELECT count(*)::int AS n FROM reports WHERE entity_name = 'user' AND entity_id = ${userId}`,
    },
    {
      name: 'notifications naming the member',
      query: sql`SELECT count(*)::int AS n FROM notifications
        WHERE ${userId} = ANY(notifier_ids) OR (entity_name = 'user' AND entity_id = ${userId})`,
    },
  ];
  const remains: string[] = [];
  for (const check of checks) {
    const [row] = await queryRows<{ n: number }>(db, check.query);
    if (Number(row?.n) > 0) remains.push(`${check.name}: ${row?.n}`);
  }
  return remains;
}

const befriend = async (a: TestMember, b: TestMember) => {
  ok(await signed(suite.app, a.token, 'POST', '/api/friend/request', { friend: b.id }));
  ok(await signed(suite.app, b.token, 'PUT', `/api/friend/accept/${a.id}`));
};
const push = (m: TestMember, partner: number, text: string) =>
  signed(suite.app, m.token, 'POST', '/api/chat/push-message', {
    partner,
    messages: [[Date.now(), text]],
  }).then((res) => ok(res));

describe('the account purge (LEGAL-005, decision 030)', () => {
  it('exports chat, notifications, finder requests and peer keys; then erases every row and file of the member', async () => {
    const { app, database } = suite;
    const gone = await createMember(app);
    const friend = await createMember(app);
    const other = await createMember(app);
    const png = `data:image/png;base64,${suite.png.toString('base64')}`;
    const picture = ok<{ picture: string }>(
      await signed(app, gone.token, 'PUT', '/api/me/photo', { photoContent: png }),
    ).picture;
    const cover = ok<{ cover: string }>(
      await signed(app, gone.token, 'PUT', '/api/me/cover', { coverContent: png }),
    ).cover;
    await createdPost(app, gone.token, generalPostParts('<p>My photos</p>', photoParts(suite.png)));
    const editorImage = ok<{ list: Array<{ path: string }> }>(
      await postMultipart(app, gone.token, '/api/media', [
        ['photoFiles[]', { bytes: suite.png, filename: 'e.png', type: 'image/png' }],
      ]),
    ).list[0]!.path;
    const uploads = await database.db.select().from(media).where(eq(media.uploaderId, gone.id));
    const files = [
      picture,
      cover,
      editorImage,
      ...uploads.flatMap((m) => [m.path, m.thumbnail]).filter((p): p is string => Boolean(p)),
    ];
    const keys = files.flatMap((f) => [mediaKeyOf(f)!, ...variantKeysOf(f)]);
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const f of files) expect((await app.inject({ url: f })).statusCode, f).toBe(200);

    // chat both ways, a golf request, a peer key, notifications both ways
    await befriend(gone, friend);
    await push(gone, friend.id, 'Hello from the leaving member');
    await push(friend, gone.id, 'Words of the friend that stay');
    ok(
      await signed(app, other.token, 'POST', '/api/friend/request', {
        friend: gone.id,
        requestData: { city: { name: 'Biarritz' }, handicap: 12 },
      }),
    );
    const peerKey = `k${gone.id}x${Date.now()}`;
    await database.db.insert(chatPeerKeys).values({ key: peerKey, userId: gone.id });
    ok(
      await signed(app, other.token, 'POST', '/api/follow', {
        entityName: 'user',
        entityId: gone.id,
      }),
    );
    ok(
      await signed(app, gone.token, 'POST', '/api/follow', {
        entityName: 'user',
        entityId: other.id,
      }),
    );
    // a reply of another member under the member's comment
    const otherPost = await writePost(app, other);
    const goneComment = await writeComment(app, gone, otherPost.id, 'Comment of the leaver');
    const reply = ok<Comment>(
      await signed(app, other.token, 'POST', '/api/comments', {
        entityId: otherPost.id,
        entityName: 'post',
        parent: goneComment.id,
        text: 'Reply that stays',
      }),
    );

    const exported = ok<Record<string, unknown>>(
      await signed(app, gone.token, 'GET', '/api/me/data-export'),
    );
    expect(exported.chatMessages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          senderId: gone.id,
          partnerId: friend.id,
          content: 'Hello from the leaving member',
        }),
        expect.objectContaining({
          senderId: friend.id,
          partnerId: friend.id,
          content: 'Words of the friend that stay',
        }),
      ]),
    );
    expect((exported.notifications as unknown[]).length).toBeGreaterThanOrEqual(1);
    const finder = exported.playerFinder as {
      offers: unknown[];
      requests: Array<{ userId: number }>;
    };
    expect(finder.offers).toEqual([]);
    expect(finder.requests.map((r) => r.userId)).toContain(other.id);
    expect(exported.peerKeys).toEqual([expect.objectContaining({ key: peerKey })]);

    const purgeAfter = new Date(
      ok<{ purgeAfter: string }>(
        await signed(app, gone.token, 'POST', '/api/me/delete-account', {
          password: gone.password,
        }),
      ).purgeAfter,
    );
    expect(await app.dataRights.purge(new Date(purgeAfter.getTime() + 1000))).toContain(gone.id);

    // nothing in the database names the member any more
    expect(await rowsNaming(gone.id)).toEqual([]);
    // the others' words stay, without the reference to the member
    const kept = await queryRows<{
      content: string;
      user_low: number | null;
      user_high: number | null;
    }>(
      database.db,
      sql`SELECT m.content, c.user_low, c.user_high FROM chat_messages m
          JOIN chat_blocks b ON b.id = m.block_id JOIN chat_conversations c ON c.id = b.conversation_id
          WHERE c.user_low = ${friend.id} OR c.user_high = ${friend.id}`,
    );
    expect(kept.map((k) => k.content)).toEqual(['Words of the friend that stay']);
    expect([kept[0]!.user_low, kept[0]!.user_high]).toContain(null);
    const [replyRow] = await queryRows<{ text: string; author_id: number }>(
      database.db,
      sql`SELECT text, author_id FROM comments WHERE id = ${reply.id}`,
    );
    expect(replyRow).toEqual({ text: 'Reply that stays', author_id: other.id });

    // and no file of theirs is left in the store or served
    for (const f of files) expect((await app.inject({ url: f })).statusCode, f).not.toBe(200);
    for (const key of keys) expect(await app.media.get(key), key).toBeNull();
    if (app.media instanceof DiskMediaStore)
      for (const folder of ['users', 'posts', 'editor'])
        expect(existsSync(path.join(app.media.root, folder, String(gone.id))), folder).toBe(false);
  }, 180_000);
});
