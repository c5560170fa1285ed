import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/test-app.js';
import { createMember, signed } from '../../../test/factories.js';

/**
 * random JSON (any depth, NUL, lone surrogates, RTL marks) and random
 * multipart bodies against the write routes: never a 5xx, and later reads still work.
 */
const nastyChar = fc.constantFrom('\u0000', '\ud800', '\udfff', '\u202e', '\u200f', '💥');
const nastyString = fc
  .array(fc.oneof(fc.string({ maxLength: 6 }), nastyChar), { maxLength: 8 })
  .map((p) => p.join(''));
const leaf = fc.oneof(
  nastyString,
  fc.integer(),
  fc.constantFrom(1e308, -1, 0, 2_147_483_648, 3.5),
  fc.boolean(),
  fc.constant(null),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('value'), { maxLength: 3 }),
    fc.dictionary(
      fc.oneof(
        nastyString,
        fc.constantFrom(
          'friend',
          'requestData',
          'shortBio',
          'content',
          'title',
          'email',
          'entityId',
        ),
      ),
      tie('value'),
      { maxKeys: 4 },
    ),
  ),
})).value;
const deep = fc.integer({ min: 20, max: 1500 }).map((depth) => {
  let v: unknown = 'x';
  for (let i = 0; i < depth; i += 1) v = { requestData: v };
  return v;
});
const body = fc.oneof(
  json,
  deep,
  fc.record({ friend: fc.integer({ min: 1, max: 5 }), requestData: json }),
);

const ROUTES: Array<['POST' | 'PUT', string]> = [
  ['POST', '/api/friend/request'],
  ['PUT', '/api/me/short-bio'],
  ['PUT', '/api/me'],
  ['POST', '/api/follow'],
  ['POST', '/api/comments'],
  ['POST', '/api/report'],
  ['POST', '/api/auth'],
  ['POST', '/api/register'],
  ['POST', '/api/request-reset-password'],
];

describe('write routes under random bodies', () => {
  it('never answer 5xx to random JSON, and reads keep working', async () => {
    const { app } = await testApp();
    const member = await createMember(app);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), body, async ([method, url], payload) => {
        const res = await signed(app, member.token, method, url, payload);
        expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
    expect((await signed(app, member.token, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/posts?limit=5' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/readyz' })).statusCode).toBe(200);
  });

  it('never answer 5xx to random multipart bodies', async () => {
    const { app } = await testApp();
    const member = await createMember(app);
    const part = fc.record({
      name: fc.oneof(
        nastyString,
        fc.constantFrom('title', 'content', 'type', 'language', 'youtubes[]', 'youtubeMeta[]'),
      ),
      value: nastyString,
      file: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(part, { maxLength: 6 }),
        fc.constantFrom('/api/posts', '/api/media'),
        async (parts, url) => {
          const boundary = 'fuzzboundary';
          const payload =
            parts
              .map((p) =>
                p.file
                  ? `--${boundary}\r\nContent-Disposition: form-data; name="photoFiles"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${p.value}\r\n`
                  : `--${boundary}\r\nContent-Disposition: form-data; name="${p.name.replace(/["\r\n]/g, '')}"\r\n\r\n${p.value}\r\n`,
              )
              .join('') + `--${boundary}--\r\n`;
          const res = await signed(app, member.token, 'POST', url, payload, {
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          });
          expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    expect((await app.inject({ url: '/api/posts?limit=5' })).statusCode).toBe(200);
  });
});
