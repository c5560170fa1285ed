import { Writable } from 'node:stream';
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
});
