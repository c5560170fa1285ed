import { describe, expect, it } from 'vitest';
import {
  CHAT_BLOCK_SIZE,
  CHAT_MESSAGE_MAX_LENGTH,
  type ConversationAnswer,
  type FriendAnswer,
  type FriendEntry,
  type PushMessageAnswer,
} from '@bgc/shared';
import { json } from '../../../test/test-app.js';
import { apiSuite } from '../../../test/suite.js';
import { createMember, signed, type TestMember } from '../../../test/factories.js';
import { friendsPair as makeFriends, pushMessages } from '../../../test/chat-fixtures.js';
import { connectLive, socketsEndedAfterAll, waitFor } from '../../../test/live-client.js';
import type { MessageStoredEvent } from './chat.presenter.js';

const suite = apiSuite();
const sockets = socketsEndedAfterAll();

const friendsPair = () => makeFriends(suite.app);
const push = (m: TestMember, partner: number, ...texts: string[]) =>
  pushMessages(suite.app, m, partner, texts);
const list = async (m: TestMember) =>
  json<FriendEntry[]>(await signed(suite.app, m.token, 'GET', '/api/friend/list'));
const conversation = async (m: TestMember, friend: number, block = -1) =>
  json<ConversationAnswer>(
    await signed(suite.app, m.token, 'GET', `/api/chat/get-conversation/${friend}/${block}`),
  );

describe('friend list and friend actions (FRIEND-010..020, D-02)', () => {
  it('lists requests and friends with user, status, key, read state and requestData', async () => {
    const a = await createMember(suite.app);
    const b = await createMember(suite.app);
    await signed(suite.app, a.token, 'POST', '/api/friend/request', {
      friend: b.id,
      requestData: { city: { name: 'Hanoi' }, handicap: 12 },
    });
    const [entry] = await list(b);
    expect(entry).toMatchObject({
      user: { id: a.id, name: `${a.firstName} ${a.lastName}`, picture: null, isOnline: false },
      status: 2,
      key: null,
      readMessage: true,
      lastMessage: null,
      unread: 0,
      requestData: { city: { name: 'Hanoi' }, handicap: 12 },
    });
    expect((await list(a))[0]).toMatchObject({ user: { id: b.id }, status: 1 });
    // only the receiver answers (FRIEND-010)
    expect((await signed(suite.app, a.token, 'PUT', `/api/friend/deny/${b.id}`)).statusCode).toBe(
      403,
    );
    const answer = json<FriendAnswer>(
      await signed(suite.app, b.token, 'PUT', `/api/friend/deny/${a.id}`),
    );
    expect(answer).toEqual({ myFriend: { status: 4 }, theirFriend: { status: 4 } });
    expect(await list(a)).toEqual([]); // 4 is not listed (FRIEND-005)
  });

  it('disconnect: 3 → 4/4, 8 → 9/7, a pending request is removed; live removeFriend/blockFriend', async () => {
    const [a, b] = await friendsPair();
    const bLive = await connectLive(suite.app, b.token);
    sockets.push(bLive.ws);
    expect(
      json<FriendAnswer>(
        await signed(suite.app, a.token, 'DELETE', `/api/friend/disconnect/${b.id}`),
      ),
    ).toEqual({ myFriend: { status: 4 }, theirFriend: { status: 4 } });
    await waitFor(() => bLive.messages.some((m) => m.type === 'removeFriend'));

    const [c, d] = await friendsPair();
    await signed(suite.app, c.token, 'PUT', `/api/friend/block/${d.id}`);
    expect((await list(d))[0]).toMatchObject({ status: 6 });
    expect(
      json<FriendAnswer>(
        await signed(suite.app, c.token, 'DELETE', `/api/friend/disconnect/${d.id}`),
      ),
    ).toEqual({ myFriend: { status: 9 }, theirFriend: { status: 7 } });
    expect(await list(d)).toEqual([]);
    expect(
      (await signed(suite.app, c.token, 'DELETE', `/api/friend/disconnect/${d.id}`)).statusCode,
    ).toBe(409);

    const e = await createMember(suite.app);
    await signed(suite.app, a.token, 'POST', '/api/friend/request', { friend: e.id });
    expect(
      json<FriendAnswer>(
        await signed(suite.app, a.token, 'DELETE', `/api/friend/disconnect/${e.id}`),
      ),
    ).toEqual({ myFriend: null, theirFriend: null });
    expect(
      (await signed(suite.app, a.token, 'DELETE', `/api/friend/disconnect/${e.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await signed(suite.app, a.token, 'DELETE', '/api/friend/disconnect/abc')).statusCode,
    ).toBe(400);
    expect(
      (await suite.app.inject({ method: 'DELETE', url: `/api/friend/disconnect/${e.id}` }))
        .statusCode,
    ).toBe(401);
    expect((await suite.app.inject({ method: 'GET', url: '/api/friend/list' })).statusCode).toBe(
      401,
    );
  });
});

describe('messages (CHAT-006..016, D-15)', () => {
  it('stores, delivers live to both sides, counts unread and marks read', async () => {
    const [a, b] = await friendsPair();
    const bLive = await connectLive(suite.app, b.token);
    const aLive = await connectLive(suite.app, a.token);
    sockets.push(bLive.ws, aLive.ws);
    const stored: MessageStoredEvent[] = [];
    const off = suite.app.chat.onMessageStored((e) => {
      stored.push(e);
    });
    const res = await push(a, b.id, 'Hello <b>Ben</b>', 'Tee time 9:00?');
    off();
    expect(res.statusCode).toBe(200);
    const answer = json<PushMessageAnswer>(res);
    expect(answer.blockId).toBeGreaterThan(0);
    expect(answer.messageTimeList).toHaveLength(2);
    expect(answer.messageTimeList[1]!).toBeGreaterThan(answer.messageTimeList[0]!);
    expect(stored).toEqual([
      expect.objectContaining({ senderId: a.id, recipientId: b.id, blockId: answer.blockId }),
    ]);
    await waitFor(() => bLive.messages.some((m) => m.type === 'message'));
    expect(bLive.messages.find((m) => m.type === 'message')).toEqual({
      type: 'message',
      from: a.id,
      data: {
        partner: a.id,
        messages: [
          [a.id, answer.messageTimeList[0], 'Hello <b>Ben</b>', 0, answer.blockId],
          [a.id, answer.messageTimeList[1], 'Tee time 9:00?', 0, answer.blockId],
        ],
      },
    });
    await waitFor(() => aLive.messages.some((m) => m.type === 'message')); // my other tabs
    const before = (await list(b))[0]!;
    expect(before).toMatchObject({ unread: 2, readMessage: false });
    expect(before.lastMessage).toEqual([
      a.id,
      answer.messageTimeList[1],
      'Tee time 9:00?',
      0,
      answer.blockId,
    ]);
    expect((await list(a))[0]).toMatchObject({ unread: 0, readMessage: true });
    const conv = await conversation(b, a.id);
    expect(conv).toMatchObject({ blockId: answer.blockId, blockIndex: 0, noMoreBlock: true });
    expect(conv.messages.map((m) => m[2])).toEqual(['Hello <b>Ben</b>', 'Tee time 9:00?']);
    expect((await list(b))[0]).toMatchObject({ unread: 0, readMessage: true });
    await waitFor(() => aLive.messages.some((m) => m.type === 'updateMessage'));
    expect(aLive.messages.find((m) => m.type === 'updateMessage')?.data).toEqual({
      partner: b.id,
      readTime: answer.messageTimeList[1],
    });
  });

  it('fills blocks of fixed size and pages older blocks by index', async () => {
    const [a, b] = await friendsPair();
    const batch = Array.from({ length: 20 }, (_, i) => `m${i}`);
    for (let i = 0; i < 3; i += 1) expect((await push(a, b.id, ...batch)).statusCode).toBe(200);
    // 20 + 20 fit a block of CHAT_BLOCK_SIZE (50), the third push opens block 1
    expect(CHAT_BLOCK_SIZE).toBe(50);
    const newest = await conversation(b, a.id);
    expect(newest).toMatchObject({ blockIndex: 1, noMoreBlock: false });
    expect(newest.messages).toHaveLength(20);
    const older = await conversation(b, a.id, 0);
    expect(older).toMatchObject({ blockIndex: 0, noMoreBlock: true });
    expect(older.messages).toHaveLength(40);
    expect(
      (await signed(suite.app, b.token, 'GET', `/api/chat/get-conversation/${a.id}/9`)).statusCode,
    ).toBe(404);
  });

  it('deletes for me (flag 1) and for both (flag 2, own messages only); hides a conversation', async () => {
    const [a, b] = await friendsPair();
    const bLive = await connectLive(suite.app, b.token);
    sockets.push(bLive.ws);
    const sent = json<PushMessageAnswer>(await push(a, b.id, 'one', 'two', 'three'));
    const [t1, t2, t3] = sent.messageTimeList;
    const del = (m: TestMember, time: number, unSent: boolean) =>
      signed(suite.app, m.token, 'DELETE', '/api/chat/delete-message', {
        blockId: sent.blockId,
        time,
        unSent,
      });
    expect((await del(b, t1!, true)).statusCode).toBe(403); // not my message
    expect((await del(a, t1!, true)).statusCode).toBe(200);
    await waitFor(() => bLive.messages.some((m) => m.type === 'deleteMessage'));
    expect(bLive.messages.find((m) => m.type === 'deleteMessage')?.data).toEqual({
      partner: a.id,
      blockId: sent.blockId,
      time: t1,
      flag: 2,
    });
    expect((await del(b, t2!, false)).statusCode).toBe(200);
    const seenByB = await conversation(b, a.id);
    expect(seenByB.messages).toEqual([
      [a.id, t1, '', 2, sent.blockId],
      [a.id, t2, '', 1, sent.blockId],
      [a.id, t3, 'three', 0, sent.blockId],
    ]);
    expect((await conversation(a, b.id)).messages.map((m) => m[3])).toEqual([2, 0, 0]);
    const stranger = await createMember(suite.app);
    expect((await del(stranger, t3!, false)).statusCode).toBe(404);
    expect(
      (
        await signed(suite.app, a.token, 'DELETE', '/api/chat/delete-message', {
          blockId: sent.blockId,
          time: 1,
          unSent: false,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await signed(suite.app, a.token, 'DELETE', '/api/chat/delete-message', { blockId: 'x' }))
        .statusCode,
    ).toBe(400);
    // FRIEND-016: delete conversation hides it for me only
    expect(
      (await signed(suite.app, b.token, 'DELETE', `/api/chat/delete-conversation/${a.id}`))
        .statusCode,
    ).toBe(200);
    expect(await conversation(b, a.id)).toMatchObject({ messages: [], noMoreBlock: true });
    expect((await list(b))[0]).toMatchObject({ lastMessage: null, unread: 0 });
    expect((await conversation(a, b.id)).messages).toHaveLength(3);
    await push(a, b.id, 'after');
    expect((await conversation(b, a.id)).messages.map((m) => m[2])).toEqual(['after']);
  });

  it('refuses blanks, overlong text, strangers, blocked friends and visitors', async () => {
    const [a, b] = await friendsPair();
    expect((await push(a, b.id, '   \n ')).statusCode).toBe(400);
    expect((await push(a, b.id, 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).statusCode).toBe(400);
    expect(
      (
        await signed(suite.app, a.token, 'POST', '/api/chat/push-message', {
          partner: b.id,
          messages: [],
        })
      ).statusCode,
    ).toBe(400);
    expect((await push(a, 99_999_999, 'hi')).statusCode).toBe(404);
    // past the id columns' range: a refused field, not a database error
    for (const [method, url, body] of [
      ['POST', '/api/chat/push-message', { partner: 2_147_483_648, messages: [[1, 'x']] }],
      ['GET', '/api/chat/get-conversation/2147483648/-1', undefined],
      ['DELETE', '/api/chat/delete-message', { blockId: 2_147_483_648, time: 1 }],
      ['POST', '/api/chat/get-key-retry', { friend: 2_147_483_648, keys: [] }],
    ] as const)
      expect((await signed(suite.app, a.token, method, url, body)).statusCode, url).toBe(400);
    const stranger = await createMember(suite.app);
    expect((await push(a, stranger.id, 'hi')).statusCode).toBe(403);
    expect(
      (await signed(suite.app, a.token, 'GET', `/api/chat/get-conversation/${stranger.id}/-1`))
        .statusCode,
    ).toBe(403);
    await signed(suite.app, b.token, 'PUT', `/api/friend/block/${a.id}`);
    const blocked = await push(a, b.id, 'hi');
    expect(blocked.statusCode).toBe(403);
    expect(json<{ error: { code: string; message: string } }>(blocked).error).toMatchObject({
      code: 'friend_blocked',
      message: 'friend blocked',
    });
    expect((await push(b, a.id, 'hi')).statusCode).toBe(403);
    expect(
      (
        await suite.app.inject({
          method: 'POST',
          url: '/api/chat/push-message',
          payload: { partner: b.id, messages: [[1, 'x']] },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await suite.app.inject({ method: 'GET', url: `/api/chat/get-conversation/${a.id}/-1` }))
        .statusCode,
    ).toBe(401);
  });
});

describe('presence and peer keys (CHAT-017, CHAT-018, CHAT-029)', () => {
  it('shows isOnline and sends online/offline to friends', async () => {
    const [a, b] = await friendsPair();
    const aLive = await connectLive(suite.app, a.token);
    sockets.push(aLive.ws);
    const bLive = await connectLive(suite.app, b.token);
    await waitFor(() => aLive.messages.some((m) => m.type === 'online' && m.from === b.id));
    expect((await list(a))[0]!.user.isOnline).toBe(true);
    bLive.ws.terminate();
    await waitFor(() => aLive.messages.some((m) => m.type === 'offline' && m.from === b.id));
    expect((await list(a))[0]!.user.isOnline).toBe(false);
  });

  it('adds, finds, retries and deletes keys (also on page hide); only friends see them', async () => {
    const [a, b] = await friendsPair();
    const k1 = `key${a.id}aaaaaaaaaaaaaaaa`;
    const k2 = `key${a.id}bbbbbbbbbbbbbbbb`;
    expect((await signed(suite.app, a.token, 'POST', `/api/chat/add-key/${k1}`)).statusCode).toBe(
      200,
    );
    expect((await signed(suite.app, a.token, 'POST', `/api/chat/add-key/${k2}`)).statusCode).toBe(
      200,
    );
    expect((await signed(suite.app, b.token, 'POST', `/api/chat/add-key/${k1}`)).statusCode).toBe(
      409,
    );
    expect((await signed(suite.app, a.token, 'POST', '/api/chat/add-key/short')).statusCode).toBe(
      400,
    );
    const first = json<{ key: string }>(
      await signed(suite.app, b.token, 'GET', `/api/chat/get-key/${a.id}`),
    );
    expect([k1, k2]).toContain(first.key);
    const retry = json<{ key: string | null }>(
      await signed(suite.app, b.token, 'POST', '/api/chat/get-key-retry', {
        friend: a.id,
        keys: [first.key],
      }),
    );
    expect(retry.key).toBe(first.key === k1 ? k2 : k1);
    expect(
      json<{ key: string | null }>(
        await signed(suite.app, b.token, 'POST', '/api/chat/get-key-retry', {
          friend: a.id,
          keys: [k1, k2],
        }),
      ).key,
    ).toBeNull();
    expect(
      json<{ user: { id: number } }>(
        await signed(suite.app, b.token, 'GET', `/api/chat/get-user-by-key/${k1}`),
      ),
    ).toEqual({ user: { id: a.id } });
    const stranger = await createMember(suite.app);
    expect(
      (await signed(suite.app, stranger.token, 'GET', `/api/chat/get-key/${a.id}`)).statusCode,
    ).toBe(403);
    expect(
      (await signed(suite.app, stranger.token, 'GET', `/api/chat/get-user-by-key/${k1}`))
        .statusCode,
    ).toBe(404);
    expect((await list(b))[0]!.key).not.toBeNull();
    // CHAT-018 (decision 038): the page-hide POST is signed and owner-only
    expect(
      (await suite.app.inject({ method: 'POST', url: `/api/chat/delete-key/${k1}` })).statusCode,
    ).toBe(401);
    expect(
      json<{ deleted: boolean }>(
        await signed(suite.app, a.token, 'POST', `/api/chat/delete-key/${k1}`),
      ),
    ).toEqual({ deleted: true });
    expect(
      json<{ deleted: boolean }>(
        await signed(suite.app, a.token, 'DELETE', `/api/chat/delete-key/${k2}`),
      ),
    ).toEqual({ deleted: true });
    expect(
      json<{ key: string | null }>(
        await signed(suite.app, b.token, 'GET', `/api/chat/get-key/${a.id}`),
      ).key,
    ).toBeNull();
    expect(
      (await suite.app.inject({ method: 'GET', url: `/api/chat/get-key/${a.id}` })).statusCode,
    ).toBe(401);
  });

  it('relays call signals between friends only, and serves ICE servers', async () => {
    const [a, b] = await friendsPair();
    const aLive = await connectLive(suite.app, a.token);
    const bLive = await connectLive(suite.app, b.token);
    sockets.push(aLive.ws, bLive.ws);
    aLive.ws.send(JSON.stringify({ type: 'signal', to: b.id, data: { kind: 'offer', sdp: 'x' } }));
    await waitFor(() => bLive.messages.some((m) => m.type === 'signal'));
    expect(bLive.messages.find((m) => m.type === 'signal')).toEqual({
      type: 'signal',
      from: a.id,
      data: { kind: 'offer', sdp: 'x' },
    });
    aLive.ws.send(JSON.stringify({ type: 'ping' }));
    await waitFor(() => aLive.messages.some((m) => m.type === 'pong'));
    const ice = json<{ iceServers: unknown[]; ttl: number }>(
      await signed(suite.app, a.token, 'GET', '/api/chat/ice-servers'),
    );
    expect(ice.ttl).toBeGreaterThan(0);
    expect(Array.isArray(ice.iceServers)).toBe(true);
  });
});
