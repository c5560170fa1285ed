import { describe, expect, it } from 'vitest';
import type { FriendAnswer, MemberProfile } from '@bgc/shared';
import { json } from '../../../test/test-app.js';
import { createMember, signed } from '../../../test/factories.js';
import { apiSuite } from '../../../test/suite.js';

const suite = apiSuite();
const status = (a: FriendAnswer) => [a.myFriend?.status ?? null, a.theirFriend?.status ?? null];

describe('friend statuses (D-02, T36–T40)', () => {
  it('request → 1/2, accept → 3/3, block a friend → 8/6, unblock → 3/3', async () => {
    const a = await createMember(suite.app);
    const b = await createMember(suite.app);
    expect(
      status(
        json(await signed(suite.app, a.token, 'POST', '/api/friend/request', { friend: b.id })),
      ),
    ).toEqual([1, 2]);
    expect(
      json<MemberProfile>(await signed(suite.app, a.token, 'GET', `/api/users/${b.id}`)).friend,
    ).toEqual({ status: 1 });
    expect(
      (await signed(suite.app, a.token, 'POST', '/api/friend/request', { friend: b.id }))
        .statusCode,
    ).toBe(409);
    expect((await signed(suite.app, a.token, 'PUT', `/api/friend/accept/${b.id}`)).statusCode).toBe(
      403,
    ); // only the receiver (FRIEND-010)
    expect(
      status(json(await signed(suite.app, b.token, 'PUT', `/api/friend/accept/${a.id}`))),
    ).toEqual([3, 3]);
    expect(
      status(json(await signed(suite.app, a.token, 'PUT', `/api/friend/block/${b.id}`))),
    ).toEqual([8, 6]);
    expect((await signed(suite.app, a.token, 'PUT', `/api/friend/block/${b.id}`)).statusCode).toBe(
      409,
    );
    expect(
      (await signed(suite.app, b.token, 'PUT', `/api/friend/unblock/${a.id}`)).statusCode,
    ).toBe(409);
    expect(
      status(json(await signed(suite.app, a.token, 'PUT', `/api/friend/unblock/${b.id}`))),
    ).toEqual([3, 3]);
  });

  it('block a stranger → 9/7 and ends follows; unblock removes the rows', async () => {
    const a = await createMember(suite.app);
    const b = await createMember(suite.app);
    await signed(suite.app, b.token, 'POST', '/api/follow', { entityId: a.id, entityName: 'user' });
    expect(
      status(json(await signed(suite.app, a.token, 'PUT', `/api/friend/block/${b.id}`))),
    ).toEqual([9, 7]);
    const seenByB = json<MemberProfile>(
      await signed(suite.app, b.token, 'GET', `/api/users/${a.id}`),
    );
    expect(seenByB).toMatchObject({ isFollowed: false, friend: { status: 7 } });
    expect(
      (
        await signed(suite.app, b.token, 'POST', '/api/follow', {
          entityId: a.id,
          entityName: 'user',
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await signed(suite.app, b.token, 'POST', '/api/friend/request', { friend: a.id }))
        .statusCode,
    ).toBe(409);
    expect(
      status(json(await signed(suite.app, a.token, 'PUT', `/api/friend/unblock/${b.id}`))),
    ).toEqual([null, null]);
  });

  it('deny → 4/4 and a new request is allowed', async () => {
    const a = await createMember(suite.app);
    const b = await createMember(suite.app);
    await signed(suite.app, a.token, 'POST', '/api/friend/request', { friend: b.id });
    expect(
      status(json(await signed(suite.app, b.token, 'PUT', `/api/friend/deny/${a.id}`))),
    ).toEqual([4, 4]);
    expect(
      status(
        json(await signed(suite.app, a.token, 'POST', '/api/friend/request', { friend: b.id })),
      ),
    ).toEqual([1, 2]);
  });

  it('refuses oneself, unknown members, bad ids and visitors', async () => {
    const a = await createMember(suite.app);
    expect(
      (await signed(suite.app, a.token, 'POST', '/api/friend/request', { friend: a.id }))
        .statusCode,
    ).toBe(400);
    expect(
      (await signed(suite.app, a.token, 'POST', '/api/friend/request', { friend: 99999999 }))
        .statusCode,
    ).toBe(404);
    expect((await signed(suite.app, a.token, 'PUT', '/api/friend/block/abc')).statusCode).toBe(400);
    expect(
      (await suite.app.inject({ method: 'PUT', url: `/api/friend/block/${a.id}` })).statusCode,
    ).toBe(401);
    expect(
      (
        await suite.app.inject({
          method: 'POST',
          url: '/api/friend/request',
          payload: { friend: a.id },
        })
      ).statusCode,
    ).toBe(401);
  });
});
