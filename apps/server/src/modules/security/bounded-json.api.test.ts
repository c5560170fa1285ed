import { describe, expect, it } from 'vitest';
import { testApp } from '../../../test/test-app.js';
import { createMember, signed } from '../../../test/factories.js';

/** Nests `{"a": …}` `depth` times around 1 (~1,000 levels, 6 KB). */
function deepObject(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
}

/**
 * Two new members; the first sends the second a friend request carrying `requestData`.
 * Returns the app, both members and the answer to the request.
 */
async function friendRequestWith(requestData: unknown) {
  const { app } = await testApp();
  const me = await createMember(app);
  const other = await createMember(app);
  const res = await signed(app, me.token, 'POST', '/api/friend/request', {
    friend: other.id,
    requestData,
  });
  return { app, me, other, res };
}

describe('bounded JSON inputs (FIND-011)', () => {
  it('answers 400 to a 1,000-deep requestData and the database keeps answering', async () => {
    const { app, me, res } = await friendRequestWith(deepObject(1000));
    expect(res.statusCode).toBe(400);
    // later queries still work
    const after = await signed(app, me.token, 'GET', '/api/me');
    expect(after.statusCode).toBe(200);
    const ranking = await app.inject({ method: 'GET', url: '/api/healthz' });
    expect(ranking.statusCode).toBe(200);
  });

  it('refuses a requestData deeper than its own bound (4 levels) even below the root limit', async () => {
    const { app, me, other, res } = await friendRequestWith(deepObject(10));
    expect(res.statusCode).toBe(400);
    const ok = await signed(app, me.token, 'POST', '/api/friend/request', {
      friend: other.id,
      requestData: { city: { id: 1, name: 'Hanoi' }, dateFrom: '2026-05-01', mondayFrom: '08:00' },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('NUL bytes answer 400 everywhere', () => {
  it('refuses NUL in JSON bodies, queries and multipart fields before any route runs', async () => {
    const { app } = await testApp();
    const me = await createMember(app);
    const bio = await signed(app, me.token, 'PUT', '/api/me/short-bio', { shortBio: 'a\u0000b' });
    expect(bio.statusCode).toBe(400);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email: 'x\u0000@example.test', password: 'secret12' },
    });
    expect(signIn.statusCode).toBe(400);
    const search = await app.inject({ method: 'GET', url: '/api/courses?filter_name_like=a%00b' });
    expect(search.statusCode).toBe(400);
    const reg = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'n@example.test', password: 'secret12', firstName: 'A\u0000' },
    });
    expect(reg.statusCode).toBe(400);
    const boundary = 'bgcboundary';
    const body =
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nhi\u0000there\r\n` +
      `--${boundary}--\r\n`;
    const post = await signed(app, me.token, 'POST', '/api/posts', body, {
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(post.statusCode).toBe(400);
  });
});
