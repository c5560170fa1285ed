import type { FastifyInstance } from 'fastify';
import { createMember, signed, type TestMember } from './factories.js';

/** Two new members who are friends at status 3 (D-02), via a request with finder data and accept. */
export async function friendsPair(app: FastifyInstance): Promise<[TestMember, TestMember]> {
  const a = await createMember(app);
  const b = await createMember(app);
  await signed(app, a.token, 'POST', '/api/friend/request', {
    friend: b.id,
    requestData: { city: { name: 'Hanoi' }, handicap: 12 },
  });
  await signed(app, b.token, 'PUT', `/api/friend/accept/${a.id}`);
  return [a, b];
}

/**
 * POST /chat/push-message (CHAT-008) of `texts` from `m`, with `clientIds` when given and extra
 * request `headers` (e.g. an Idempotency-Key).
 */
export function pushMessages(
  app: FastifyInstance,
  m: TestMember,
  partner: number,
  texts: string[],
  clientIds?: string[],
  headers?: Record<string, string>,
) {
  return signed(
    app,
    m.token,
    'POST',
    '/api/chat/push-message',
    {
      partner,
      messages: texts.map((t, i) => [Date.now() + i, t]),
      ...(clientIds ? { clientIds } : {}),
    },
    headers ? { headers } : {},
  );
}
