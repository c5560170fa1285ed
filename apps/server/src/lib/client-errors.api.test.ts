import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { apiErrorBodySchema } from '@bgc/shared';
import { extraApp } from '../../test/test-app.js';

/**
 * Requests Node's HTTP parser refuses before any route (an address over its 16 KB header
 * limit, a malformed request line) answer the catalogue's error body like every other error,
 * on a real socket: `app.inject` never goes through the parser.
 */
let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  app = await extraApp({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bgc-client-errors-')) });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});

afterAll(async () => {
  await app.close();
});

/** Writes `request` on a fresh connection; resolves what the server sent before closing. */
function rawExchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

/** The status and the parsed JSON body of a raw HTTP answer. */
function parsed(answer: string): { status: number; body: unknown; type: string } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return {
    status: Number(head.split(' ')[1]),
    body: JSON.parse(body) as unknown,
    type: /content-type: ([^\r\n]+)/i.exec(head)?.[1] ?? '',
  };
}

describe("what Node's HTTP parser refuses", () => {
  it('answers an address over the header limit with 431 request_too_large', async () => {
    const answer = parsed(
      await rawExchange(`GET /api/courses?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expect(answer.type).toContain('application/json');
    expect(apiErrorBodySchema.parse(answer.body)).toEqual({
      error: {
        code: 'request_too_large',
        message: 'The address or the headers of the request are too long',
      },
    });
  });

  it('answers a malformed request with 400 validation_error', async () => {
    const answer = parsed(await rawExchange('NOT A REQUEST\r\n\r\n'));
    expect(answer.status).toBe(400);
    expect(apiErrorBodySchema.parse(answer.body)).toEqual({
      error: { code: 'validation_error', message: 'Malformed request' },
    });
  });

  it('keeps serving on other connections', async () => {
    const answer = await rawExchange(
      'GET /api/healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(answer.split(' ')[1]).toBe('200');
  });
});
