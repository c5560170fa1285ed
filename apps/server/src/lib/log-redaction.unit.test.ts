import { Writable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl, serializeError } from './log-redaction.js';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

describe('log redaction', () => {
  it('cuts query parameters, argon2 hashes and secrets out of errors', () => {
    const cause = new Error(`duplicate key, hash ${HASH}`);
    const err = new Error(
      `Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: a@b.cd,${HASH}`,
      { cause },
    );
    const logged = JSON.stringify(serializeError(err));
    expect(logged).not.toContain('argon2');
    expect(logged).not.toContain('a@b.cd');
    expect(logged).toContain('Failed query: insert into');
  });

  it('drops the query string of request lines (live signatures travel there)', () => {
    expect(redactUrl('/api/live?session=abc&signature=xyz')).toBe('/api/live?[redacted]');
    expect(redactUrl('/api/me')).toBe('/api/me');
  });

  it('drops the e-mail and one-time code of the login-transfer page (ROUTE-041, D-01)', () => {
    expect(redactUrl('/login-token/a%40b.co/Xy12abCD')).toBe('/login-token/[redacted]');
    expect(redactUrl('/fr/login-token/a%40b.co/Xy12abCD?ln=fr')).toBe(
      '/fr/login-token/[redacted]?[redacted]',
    );
  });

  it('an app error log holds no secret', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const options = loggerOptions('info') as Record<string, unknown>;
    const app = Fastify({ logger: { ...options, stream } });
    app.get('/boom', async () => {
      throw new Error(`Failed query: select 1\nparams: ${HASH},secretvalue`);
    });
    await app.inject({
      url: '/boom?token=abc.def&signature=s1',
      headers: { authorization: 'BGC-HMAC-SHA256 session=x, signature=y' },
    });
    await app.close();
    const all = lines.join('\n');
    expect(all).toContain('Failed query');
    for (const secret of ['argon2', 'secretvalue', 'abc.def', 's1', 'BGC-HMAC'])
      expect(all).not.toContain(secret);
  });

  it('logs no request header at trace: multipart options, a page url (decision 039)', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const options = loggerOptions('trace') as Record<string, unknown>;
    const app = Fastify({ logger: { ...options, stream } });
    await app.register(fastifyMultipart);
    app.post('/upload', async (request) => {
      for await (const part of request.parts()) if (part.type === 'file') await part.toBuffer();
      request.log.warn({ url: '/reset-password?token=resettoken1' }, 'render failed');
      request.log.info('Route GET:/login-token/a%40b.co/transfercode1 not found');
      return { ok: true };
    });
    const form = new FormData();
    form.append('photo', new Blob(['x'], { type: 'image/jpeg' }), 'a.jpg');
    const body = new Request('http://x/', { method: 'POST', body: form });
    const res = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: {
        authorization: 'BGC-HMAC-SHA256 session=s, ts=1, nonce=n, signature=sig1',
        cookie: 'sid=cookie1',
        'content-type': body.headers.get('content-type')!,
      },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    await app.close();
    expect(res.statusCode).toBe(200);
    const all = lines.join('\n');
    expect(all).toContain('Providing options to busboy');
    expect(all).toContain('render failed');
    for (const secret of ['sig1', 'BGC-HMAC', 'cookie1', 'resettoken1', 'transfercode1', 'a%40b'])
      expect(all).not.toContain(secret);
  });
});
