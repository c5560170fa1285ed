import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import { afterAll, describe, expect, it } from 'vitest';
import { makeIdempotencyKey, signRequest, toBase64Url } from '@bgc/shared';
import { collectTestSecrets, scanLogFolder, secretFinder } from './log-secrets.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const tmp = mkdtempSync(path.join(tmpdir(), 'bgc-log-secrets-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/**
 * `bytes` random bytes in base64url, as auth.service.ts makes its secrets, drawn again in the
 * rare case they lack a case or a digit-like character (so the test never flickers).
 */
function random64(bytes: number): string {
  for (;;) {
    const s = toBase64Url(randomBytes(bytes));
    if (/[a-z]/.test(s) && /[A-Z]/.test(s) && /[\d_-]/.test(s)) return s;
  }
}

/** A session token as auth.service.ts makes it (D-01): `<16 bytes>.<32 bytes>`, base64url. */
const sessionToken = () => `${random64(16)}.${random64(32)}`;

/** A request log line as the app writes it, with `extra` fields. */
const line = (extra: Record<string, unknown>) =>
  JSON.stringify({
    level: 30,
    time: Date.now(),
    reqId: randomUUID(),
    req: { method: 'GET', url: '/api/live?[redacted]', remoteAddress: '10.0.0.2' },
    ...extra,
  });

const kindsIn = (text: string, literals: string[] = []) =>
  [...new Set(secretFinder(literals)(text).map((hit) => hit.kind))].sort();

describe('the log check of the API run (decision 039)', () => {
  it('finds every kind of secret, whatever field it hides in', async () => {
    const token = sessionToken();
    const [, secret] = token.split('.');
    const authorization = await signRequest(token, 'GET', '/api/me');
    expect(kindsIn(line({ token }))).toEqual([
      'session secret, reset token or signature',
      'session token',
    ]);
    expect(kindsIn(line({ msg: `secret ${secret}` }))).toEqual([
      'session secret, reset token or signature',
    ]);
    expect(kindsIn(line({ url: `/reset-password?token=${random64(32)}` }))).toEqual([
      'session secret, reset token or signature',
    ]);
    expect(kindsIn(line({ code: random64(24) }))).toEqual(['login-transfer code']);
    expect(kindsIn(line({ headers: { authorization } }))).toContain('Authorization header value');
    expect(kindsIn(line({ h: 'Bearer metrics-scrape-token' }))).toEqual([
      'Authorization header value',
    ]);
    expect(kindsIn(line({ headers: { cookie: 'sid=1' } }))).toEqual(['cookie']);
    expect(kindsIn(line({ row: await hash('secret12') }))).toContain('argon2 hash');
    expect(kindsIn(line({ body: { password: 'secret12' } }), ['secret12'])).toEqual([
      'password or secret of the tests',
    ]);
  });

  it('passes the lines the app writes without a secret', () => {
    const clean = [
      line({ msg: 'incoming request' }),
      line({ res: { statusCode: 200 }, responseTime: 12.345678, msg: 'request completed' }),
      line({ headers: { authorization: '[redacted]', cookie: '[redacted]' } }),
      line({ key: makeIdempotencyKey(), file: `${randomBytes(12).toString('hex')}.jpg` }),
      line({ sha256: randomBytes(32).toString('hex'), md5: randomBytes(16).toString('hex') }),
      line({ msg: 'Route GET:/login-token/[redacted] not found' }),
      line({
        err: { stack: 'at handler (/work/apps/server/src/modules/auth/auth.service.ts:88)' },
      }),
    ];
    for (const text of clean) expect(kindsIn(text, ['secret12']), text).toEqual([]);
    // a password is found as a whole word only
    expect(kindsIn(line({ msg: 'newsecret12' }), ['secret12'])).toEqual([]);
  });

  it('names the file, line and kind of a hit, never the secret in full', async () => {
    const dir = path.join(tmp, 'logs');
    mkdirSync(dir);
    const token = sessionToken();
    writeFileSync(
      path.join(dir, 'auth.api.test.ts.log'),
      `${line({ msg: 'ok' })}\n${line({ token })}\n`,
    );
    writeFileSync(path.join(dir, 'notes.txt'), line({ token }));
    const hits = await scanLogFolder(dir, []);
    expect(hits.map(({ line: n, kind }) => `${n} ${kind}`)).toEqual([
      '2 session token',
      '2 session secret, reset token or signature',
    ]);
    expect(hits[0]!.file).toBe(path.join(dir, 'auth.api.test.ts.log'));
    for (const hit of hits) {
      expect(hit.hint).toMatch(/^.{3}… \(\d+ characters\)$/);
      expect(hit.hint).not.toContain(token.slice(3, 10));
    }
  });

  it('collects the passwords and secrets written in the test sources', () => {
    const dir = path.join(tmp, 'sources');
    mkdirSync(dir);
    writeFileSync(
      path.join(dir, 'sample.api.test.ts'),
      [
        `await signIn(app, { email, password: 'Pw-sample-1' });`,
        `const SECRET = "c0de-for-a-test";`,
        `expectFieldErrors(res, { password: 'Field is required' });`,
        `await register({ password: '12345' }); await register({ password: '1234567' });`,
        `const newPassword = \`wrong-\${i}\`;`,
        `expect(body.code).toBe('invalid_token');`,
      ].join('\n'),
    );
    expect(collectTestSecrets([dir])).toEqual(['Pw-sample-1', 'c0de-for-a-test']);
    // the factories' default password is among the real ones
    expect(collectTestSecrets([here])).toContain('secret12');
  });
});
