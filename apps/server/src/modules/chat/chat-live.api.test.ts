import { describe, expect, it } from 'vitest';
import type {
  ConversationAnswer,
  FriendEntry,
  NotificationPage,
  PushMessageAnswer,
} from '@bgc/shared';
import { json } from '../../../test/test-app.js';
import { apiSuite } from '../../../test/suite.js';
import { createMember, signed, type TestMember } from '../../../test/factories.js';
import { friendsPair, pushMessages } from '../../../test/chat-fixtures.js';
import { writeComment, writePost } from '../../../test/content-fixtures.js';
import { connectLive, socketsEndedAfterAll, waitFor } from '../../../test/live-client.js';

/** Decision 038: messages pushed at once with client ids, block rules, message notifications. */
const suite = apiSuite();
const sockets = socketsEndedAfterAll();

const list = async (m: TestMember) =>
  json<FriendEntry[]>(await signed(suite.app, m.token, 'GET', '/api/friend/list'));
const conversation = async (m: TestMember, friend: number) =>
  json<ConversationAnswer>(
    await signed(suite.app, m.token, 'GET', `/api/chat/get-conversation/${friend}/-1`),
  );
const messageNotices = async (m: TestMember, from: number) =>
  json<NotificationPage>(await signed(suite.app, m.token, 'GET', '/api/notification')).list.filter(
    (n) => n.type === 6 && n.entityId === from,
  );
const clientId = (tag: string) => `cid${tag}${Date.now().toString(36)}xxxxxxxx`;

describe('client ids (CHAT-009, decision 038)', () => {
  it('a retried push is answered from the stored rows: stored once, relayed once', async () => {
    const [a, b] = await friendsPair(suite.app);
    const bLive = await connectLive(suite.app, b.token);
    const aLive = await connectLive(suite.app, a.token);
    sockets.push(bLive.ws, aLive.ws);
    const ids = [clientId('a'), clientId('b')];
    const first = await pushMessages(suite.app, a, b.id, ['Nine holes?', 'At 8'], ids);
    expect(first.statusCode, first.body).toBe(200);
    const answer = json<PushMessageAnswer>(first);
    expect(answer.blockIdList).toEqual([answer.blockId, answer.blockId]);
    // the sender's tabs learn which pending messages are stored
    await waitFor(() => aLive.messages.some((m) => m.type === 'message'));
    expect(aLive.messages.find((m) => m.type === 'message')?.data).toMatchObject({
      partner: b.id,
      clientIds: ids,
    });
    // the same push again (an answer lost on the way), plus one new message
    const third = clientId('c');
    const retry = json<PushMessageAnswer>(
      await pushMessages(suite.app, a, b.id, ['Nine holes?', 'At 8', 'Or 9'], [...ids, third]),
    );
    expect(retry.messageTimeList.slice(0, 2)).toEqual(answer.messageTimeList);
    expect(retry.messageTimeList[2]!).toBeGreaterThan(answer.messageTimeList[1]!);
    await waitFor(() => bLive.messages.filter((m) => m.type === 'message').length === 2);
    const relayed = bLive.messages
      .filter((m) => m.type === 'message')
      .map((m) => (m.data as { messages: unknown[][] }).messages.map((x) => x[2]));
    expect(relayed).toEqual([['Nine holes?', 'At 8'], ['Or 9']]);
    expect((await conversation(b, a.id)).messages.map((m) => m[2])).toEqual([
      'Nine holes?',
      'At 8',
      'Or 9',
    ]);
    // an id used in another conversation, a missing id or a repeated one: 400
    const [c] = await friendsPair(suite.app);
    await signed(suite.app, a.token, 'POST', '/api/friend/request', { friend: c.id });
    await signed(suite.app, c.token, 'PUT', `/api/friend/accept/${a.id}`);
    expect((await pushMessages(suite.app, a, c.id, ['x'], [third])).statusCode).toBe(400);
    expect((await pushMessages(suite.app, a, b.id, ['x', 'y'], [clientId('d')])).statusCode).toBe(
      400,
    );
    const twice = clientId('e');
    expect((await pushMessages(suite.app, a, b.id, ['x', 'y'], [twice, twice])).statusCode).toBe(
      400,
    );
    expect((await pushMessages(suite.app, a, b.id, ['x'], ['bad id!'])).statusCode).toBe(400);
  });
});

describe('blocked friends (FRIEND-006, FRIEND-007, D-02)', () => {
  it('hides presence, refuses messages and likes both ways, keeps unlike', async () => {
    const [a, b] = await friendsPair(suite.app);
    const aLive = await connectLive(suite.app, a.token);
    sockets.push(aLive.ws);
    const post = await writePost(suite.app, a);
    const comment = await writeComment(suite.app, a, post.id, 'Mine');
    const bPost = await writePost(suite.app, b);
    const like = (m: TestMember, entityName: string, entityId: number) =>
      signed(suite.app, m.token, 'POST', '/api/likes', { entityName, entityId });
    expect((await like(b, 'post', post.id)).statusCode).toBe(200);
    expect((await list(b))[0]!.user.isOnline).toBe(true);
    await signed(suite.app, a.token, 'PUT', `/api/friend/block/${b.id}`);
    const [entry] = await list(b);
    expect(entry).toMatchObject({ status: 6, user: { id: a.id, isOnline: false } });
    for (const res of [
      await like(b, 'post', post.id),
      await like(b, 'comment', comment.id),
      await like(a, 'post', bPost.id),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(json<{ error: { code: string } }>(res).error.code).toBe('like_blocked');
    }
    // the session stays; a like given before can be taken back
    expect(
      (await signed(suite.app, b.token, 'DELETE', `/api/likes/post/${post.id}`)).statusCode,
    ).toBe(200);
    expect((await pushMessages(suite.app, b, a.id, ['hi'])).statusCode).toBe(403);
    // a blocked stranger (7) has no entry at all
    const stranger = await createMember(suite.app);
    await signed(suite.app, a.token, 'PUT', `/api/friend/block/${stranger.id}`);
    expect(await list(stranger)).toEqual([]);
    expect((await like(stranger, 'post', post.id)).statusCode).toBe(403);
  });
});

describe('page-hide key removal (CHAT-018, decision 038)', () => {
  it('is signed and removes only the caller’s own key', async () => {
    const [a, b] = await friendsPair(suite.app);
    const key = `key${a.id}hidehidehidehide`;
    await signed(suite.app, a.token, 'POST', `/api/chat/add-key/${key}`);
    const url = `/api/chat/delete-key/${key}`;
    expect((await suite.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect(json(await signed(suite.app, b.token, 'POST', url))).toEqual({ deleted: false });
    expect(json(await signed(suite.app, b.token, 'GET', `/api/chat/get-key/${a.id}`))).toEqual({
      key,
    });
    expect(json(await signed(suite.app, a.token, 'POST', url))).toEqual({ deleted: true });
  });
});

describe("'New message' notifications (NOTIF type 6, decision 038)", () => {
  it('come only for messages still unread after the delay, naming the sender', async () => {
    const [a, b] = await friendsPair(suite.app);
    const c = await createMember(suite.app);
    await signed(suite.app, c.token, 'POST', '/api/friend/request', { friend: b.id });
    await signed(suite.app, b.token, 'PUT', `/api/friend/accept/${c.id}`);
    const bLive = await connectLive(suite.app, b.token);
    sockets.push(bLive.ws);
    // b's box with a is open: it reads what arrives at once; c's message stays unread. Both
    // wait the same delay, a's first, so once c's notification exists a's check has run
    await pushMessages(suite.app, a, b.id, ['Seen at once']);
    await conversation(b, a.id);
    await pushMessages(suite.app, c, b.id, ['Unread']);
    await waitFor(() => bLive.messages.some((m) => m.type === 'notification' && m.from === c.id));
    expect(await messageNotices(b, c.id)).toEqual([
      expect.objectContaining({ entityName: 'conversation', entityId: c.id, status: 1 }),
    ]);
    expect(await messageNotices(b, a.id)).toEqual([]);
  });
});
