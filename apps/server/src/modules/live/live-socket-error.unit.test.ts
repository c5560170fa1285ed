import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyWebsocket from '@fastify/websocket';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { liveSocketError } from './live-socket-error.js';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/**
 * A Fastify app with @fastify/websocket as the API registers it (frames capped at 16 bytes,
 * `liveSocketError` as its error handler) and one socket route whose handler throws when told
 * to; its log records land in `lines`. Resolves the app's ws:// address.
 */
async function socketApp(lines: Array<Record<string, unknown>>): Promise<string> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
  apps.push(app);
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 16 },
    errorHandler: liveSocketError,
  });
  app.get('/live', { websocket: true }, (socket) => {
    socket.on('message', (data: Buffer) => {
      if (data.toString() === 'fail') socket.emit('error', new Error('handler failed'));
    });
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return `${base.replace('http', 'ws')}/live`;
}

/** Opens a client socket, sends `frame` once open; resolves its close code. */
async function sendAndClose(url: string, frame: string): Promise<number> {
  const client = new WebSocket(url);
  client.on('error', () => {});
  await new Promise((done) => client.once('open', done));
  const closed = new Promise<number>((done) => client.once('close', done));
  client.send(frame);
  return closed;
}

const levelOf = (lines: Array<Record<string, unknown>>, level: number) =>
  lines.filter((l) => l.level === level);

describe('liveSocketError (decision 029)', () => {
  it("logs a client's oversized frame as a warning and drops the socket", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const url = await socketApp(lines);
    // 1009 from the server's close frame, 1006 when it dropped the connection first
    expect([1006, 1009]).toContain(await sendAndClose(url, 'x'.repeat(100)));
    expect(levelOf(lines, 40)).toEqual([
      expect.objectContaining({
        code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
        msg: 'live socket: refused frame',
      }),
    ]);
    expect(levelOf(lines, 50)).toEqual([]);
  });

  it("keeps any other error an error (the server's fault)", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const url = await socketApp(lines);
    expect(await sendAndClose(url, 'fail')).toBe(1006);
    expect(levelOf(lines, 40)).toEqual([]);
    expect(levelOf(lines, 50)).toHaveLength(1);
    expect(JSON.stringify(levelOf(lines, 50)[0])).toContain('handler failed');
  });
});
