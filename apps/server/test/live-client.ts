import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { afterAll, expect } from 'vitest';
import { hmacSignature, makeNonce, signingMessage, splitToken } from '@bgc/shared';

/**
 * The live sockets a test file opens, each terminated after the file's tests: call it at the
 * top level of the file and push every socket the tests open.
 */
export function socketsEndedAfterAll(): WebSocket[] {
  const sockets: WebSocket[] = [];
  afterAll(() => {
    for (const ws of sockets) ws.terminate();
  });
  return sockets;
}

export interface LiveMessage {
  type: string;
  from?: number;
  data?: unknown;
}

/**
 * Query string of a /api/live connection signed per D-01 (parts in the query); `tamper` spoils
 * the signature's first character (a forged request).
 */
export async function liveQuery(token: string, tamper = false): Promise<string> {
  const { sessionId, secret } = splitToken(token)!;
  const ts = Date.now();
  const nonce = makeNonce();
  let signature = await hmacSignature(secret, signingMessage('GET', '/api/live', ts, nonce));
  if (tamper) signature = signature.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
  return `session=${sessionId}&ts=${ts}&nonce=${nonce}&signature=${signature}`;
}

/**
 * Opens /api/live through `injectWS` without waiting: the messages that arrive and the close
 * code. The listeners go on before the socket opens, so the server's first message is not missed.
 */
export async function openLive(app: FastifyInstance, token: string, tamper = false) {
  const messages: LiveMessage[] = [];
  let closed!: Promise<number>;
  const ws: WebSocket = await app.injectWS(
    `/api/live?${await liveQuery(token, tamper)}`,
    {},
    {
      onInit: (socket) => {
        closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
        socket.on('message', (raw) =>
          messages.push(JSON.parse((raw as Buffer).toString('utf8')) as LiveMessage),
        );
      },
    },
  );
  return { ws, messages, closed };
}

/**
 * Opens a real /api/live socket on a listening app at `base` (`http://127.0.0.1:port`), signed
 * per D-01: the messages that arrive, the close code, and `paused()` stops reading from the TCP
 * socket (a client that no longer reads, decision 029) until `resume()`.
 */
export async function openLiveAt(base: string, token: string) {
  const messages: LiveMessage[] = [];
  const ws = new WebSocket(`${base.replace(/^http/, 'ws')}/api/live?${await liveQuery(token)}`);
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  ws.on('error', () => undefined);
  ws.on('message', (raw) =>
    messages.push(JSON.parse((raw as Buffer).toString('utf8')) as LiveMessage),
  );
  const tcp = () => (ws as unknown as { _socket: { pause(): void; resume(): void } })._socket;
  return { ws, messages, closed, pause: () => tcp().pause(), resume: () => tcp().resume() };
}

/** Opens /api/live (openLive) and waits for the server's 'ready'. */
export async function connectLive(app: FastifyInstance, token: string) {
  const live = await openLive(app, token);
  await waitFor(() => live.messages.some((m) => m.type === 'ready'));
  return live;
}

/** Awaits a condition (polling every 20 ms, up to `ms`). */
export async function waitFor(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
}
