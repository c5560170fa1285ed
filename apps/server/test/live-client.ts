import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { expect } from 'vitest';
import { hmacSignature, makeNonce, signingMessage, splitToken } from '@bgc/shared';

export interface LiveMessage {
  type: string;
  from?: number;
  data?: unknown;
}

/** Query string of a /api/live connection signed per D-01 (parts in the query). */
export async function liveQuery(token: string): Promise<string> {
  const { sessionId, secret } = splitToken(token)!;
  const ts = Date.now();
  const nonce = makeNonce();
  const signature = await hmacSignature(secret, signingMessage('GET', '/api/live', ts, nonce));
  return `session=${sessionId}&ts=${ts}&nonce=${nonce}&signature=${signature}`;
}

/** Opens /api/live through `injectWS` and collects what arrives. */
export async function connectLive(app: FastifyInstance, token: string) {
  const messages: LiveMessage[] = [];
  const ws: WebSocket = await app.injectWS(
    `/api/live?${await liveQuery(token)}`,
    {},
    {
      onInit: (socket) => {
        socket.on('message', (raw) =>
          messages.push(JSON.parse((raw as Buffer).toString('utf8')) as LiveMessage),
        );
      },
    },
  );
  await waitFor(() => messages.some((m) => m.type === 'ready'));
  return { ws, messages };
}

/** Awaits a condition (polling every 20 ms, up to `ms`). */
export async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
}
