import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { testApp } from '../../../test/test-app.js';
import { createMember, signed } from '../../../test/factories.js';
import { openLive, waitFor } from '../../../test/live-client.js';

let app: FastifyInstance;
const open: WebSocket[] = [];
beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => {
  for (const ws of open) ws.terminate();
});

/** Opens /api/live signed per D-01 (a forged signature when `tamper`) and collects its messages. */
async function connect(token: string, tamper = false) {
  const live = await openLive(app, token, tamper);
  open.push(live.ws);
  return live;
}

describe('live events of friend actions (D-02, /api/live)', () => {
  it('tells the other member about a request, an accept and a block, with their own row', async () => {
    const a = await createMember(app);
    const b = await createMember(app);
    const bLive = await connect(b.token);
    await waitFor(() => bLive.messages.some((m) => m.type === 'ready'));
    await signed(app, a.token, 'POST', '/api/friend/request', { friend: b.id });
    await waitFor(() => bLive.messages.some((m) => m.type === 'requestFriend'));
    expect(bLive.messages.find((m) => m.type === 'requestFriend')).toEqual({
      type: 'requestFriend',
      from: a.id,
      data: { myFriend: { status: 2 }, theirFriend: { status: 1 } },
    });
    const aLive = await connect(a.token);
    await waitFor(() => aLive.messages.some((m) => m.type === 'ready'));
    await signed(app, b.token, 'PUT', `/api/friend/accept/${a.id}`);
    await waitFor(() => aLive.messages.some((m) => m.type === 'commitFriend'));
    await signed(app, a.token, 'PUT', `/api/friend/block/${b.id}`);
    await waitFor(() => bLive.messages.some((m) => m.type === 'blockFriend'));
    expect(bLive.messages.find((m) => m.type === 'blockFriend')?.data).toEqual({
      myFriend: { status: 6 },
      theirFriend: { status: 8 },
    });
  });

  it('closes a socket whose signature is wrong with 4401', async () => {
    const a = await createMember(app);
    const live = await connect(a.token, true);
    expect(await live.closed).toBe(4401);
  });
});
