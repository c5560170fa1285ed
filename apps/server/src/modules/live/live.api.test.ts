import { describe, expect, it } from 'vitest';
import { apiSuite } from '../../../test/suite.js';
import { createMember, signed } from '../../../test/factories.js';
import { openLive, socketsEndedAfterAll, waitFor } from '../../../test/live-client.js';

const suite = apiSuite();
const open = socketsEndedAfterAll();

/** Opens /api/live signed per D-01 (a forged signature when `tamper`) and collects its messages. */
async function connect(token: string, tamper = false) {
  const live = await openLive(suite.app, token, tamper);
  open.push(live.ws);
  return live;
}

describe('live events of friend actions (D-02, /api/live)', () => {
  it('tells the other member about a request, an accept and a block, with their own row', async () => {
    const a = await createMember(suite.app);
    const b = await createMember(suite.app);
    const bLive = await connect(b.token);
    await waitFor(() => bLive.messages.some((m) => m.type === 'ready'));
    await signed(suite.app, a.token, 'POST', '/api/friend/request', { friend: b.id });
    await waitFor(() => bLive.messages.some((m) => m.type === 'requestFriend'));
    expect(bLive.messages.find((m) => m.type === 'requestFriend')).toEqual({
      type: 'requestFriend',
      from: a.id,
      data: { myFriend: { status: 2 }, theirFriend: { status: 1 } },
    });
    const aLive = await connect(a.token);
    await waitFor(() => aLive.messages.some((m) => m.type === 'ready'));
    await signed(suite.app, b.token, 'PUT', `/api/friend/accept/${a.id}`);
    await waitFor(() => aLive.messages.some((m) => m.type === 'commitFriend'));
    await signed(suite.app, a.token, 'PUT', `/api/friend/block/${b.id}`);
    await waitFor(() => bLive.messages.some((m) => m.type === 'blockFriend'));
    expect(bLive.messages.find((m) => m.type === 'blockFriend')?.data).toEqual({
      myFriend: { status: 6 },
      theirFriend: { status: 8 },
    });
  });

  it('closes a socket whose signature is wrong with 4401', async () => {
    const a = await createMember(suite.app);
    const live = await connect(a.token, true);
    expect(await live.closed).toBe(4401);
  });
});
