// Password change, forgotten password and the login transfer (AUTH, D-01, D-10).
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AuthAnswer, ErrorBody } from '@bgc/shared';
import { queryRows, type Database } from '../../db/client.js';
import {
  expectOnlyFieldErrors,
  fieldsOf,
  json,
  sentMails,
  testApp,
} from '../../../test/test-app.js';
import { createMember, signed, visitorPost } from '../../../test/factories.js';

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  ({ app, database } = await testApp());
});

describe('PUT /api/me/password (T08, D-01 token rotation)', () => {
  it('checks the current password, revokes the other sessions and answers a fresh token', async () => {
    const member = await createMember(app);
    const second = json<AuthAnswer>(
      await visitorPost(app, '/api/auth', { email: member.email, password: member.password }),
    ).token;
    const wrong = await signed(app, member.token, 'PUT', '/api/me/password', {
      currentPassword: 'nope-nope',
      newPassword: 'newsecret1',
    });
    expectOnlyFieldErrors(wrong, { currentPassword: 'Current password is incorrect' });
    const short = await signed(app, member.token, 'PUT', '/api/me/password', {
      currentPassword: member.password,
      newPassword: '123',
    });
    expect(fieldsOf(short)).toEqual({ newPassword: 'Field must be more than 6 characters' });
    const ok = await signed(app, member.token, 'PUT', '/api/me/password', {
      currentPassword: member.password,
      newPassword: 'newsecret1',
    });
    expect(ok.statusCode).toBe(200);
    const body = json<{ newPassword: boolean; token: string }>(ok);
    expect(body.newPassword).toBe(true);
    expect((await signed(app, second, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await signed(app, member.token, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await signed(app, body.token, 'GET', '/api/me')).statusCode).toBe(200);
    expect(
      (await visitorPost(app, '/api/auth', { email: member.email, password: 'newsecret1' }))
        .statusCode,
    ).toBe(200);
  });
  it('takes one of concurrent changes with the same current password; the others are refused', async () => {
    const member = await createMember(app);
    const answers = await Promise.all(
      ['first-new-1', 'second-new-2', 'third-new-3'].map((newPassword) =>
        signed(app, member.token, 'PUT', '/api/me/password', {
          currentPassword: member.password,
          newPassword,
        }),
      ),
    );
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(1);
    // a loser either found the password already changed (400 on the field) or, when the winner
    // committed before its own session was read, signed with a session the winner revoked (401)
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      if (res.statusCode === 401) expect(json<ErrorBody>(res).error.code).toBe('session_invalid');
      else expectOnlyFieldErrors(res, { currentPassword: 'Current password is incorrect' });
    }
    // the accepted change is the password now, and its fresh token the session that works
    const won = answers.findIndex((res) => res.statusCode === 200);
    const password = ['first-new-1', 'second-new-2', 'third-new-3'][won]!;
    expect(
      (await visitorPost(app, '/api/auth', { email: member.email, password })).statusCode,
    ).toBe(200);
    const token = json<{ token: string }>(answers[won]!).token;
    expect((await signed(app, token, 'GET', '/api/me')).statusCode).toBe(200);
  });
  it('needs a signed-in member', async () => {
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: '/api/me/password',
          payload: { currentPassword: 'a', newPassword: 'bbbbbbb' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('forgot and reset password (T04, T05, D-10, OPEN-019)', () => {
  it('answers the same success for known and unknown addresses and mails only the member', async () => {
    const member = await createMember(app);
    const before = sentMails.length;
    const known = await visitorPost(app, '/api/request-reset-password', {
      email: member.email,
      returnUrl: 'http://bgc.test/reset-password',
    });
    const unknown = await visitorPost(app, '/api/request-reset-password', {
      email: 'nobody@example.test',
      returnUrl: 'http://bgc.test/reset-password',
    });
    expect(known.statusCode).toBe(200);
    expect(json(known)).toEqual({ message: 'Success ! Check your email.' });
    expect(json(unknown)).toEqual(json(known));
    expect(sentMails.slice(before).map((m) => m.to)).toEqual([member.email]);
  });

  it('resets once with the mailed link (valid one hour), then signs out every session', async () => {
    const member = await createMember(app);
    await visitorPost(app, '/api/request-reset-password', {
      email: member.email,
      returnUrl: 'https://evil.example/steal',
    });
    const mail = sentMails.findLast((m) => m.to === member.email)!;
    const link = /https?:\/\/\S+/.exec(mail.text)![0];
    expect(link).toMatch(/^http:\/\/bgc\.test\/reset-password\?token=/);
    const token = new URL(link).searchParams.get('token')!;
    const short = await visitorPost(app, '/api/reset-password', { token, password: '123' });
    expect(fieldsOf(short)).toEqual({ password: 'Field must be more than 6 characters' });
    const ok = await visitorPost(app, '/api/reset-password', { token, password: 'brandnew1' });
    expect(json(ok)).toEqual({ message: 'Change password success !' });
    const again = await visitorPost(app, '/api/reset-password', { token, password: 'brandnew2' });
    expect(again.statusCode).toBe(400);
    expect((await signed(app, member.token, 'GET', '/api/me')).statusCode).toBe(401);
    expect(
      (await visitorPost(app, '/api/auth', { email: member.email, password: 'brandnew1' }))
        .statusCode,
    ).toBe(200);
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM one_time_tokens WHERE token_hash = ${token}`,
    );
    expect(row!.n).toBe(0); // stored hashed, never as sent
  });

  it('refuses an unknown token', async () => {
    const res = await visitorPost(app, '/api/reset-password', {
      token: 'x'.repeat(43),
      password: 'brandnew1',
    });
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res).error.code).toBe('invalid_token');
  });

  it('says a malformed token is an invalid or expired link', async () => {
    for (const token of ['bogus', 'x']) {
      const res = await visitorPost(app, '/api/reset-password', { token, password: 'brandnew1' });
      expect(res.statusCode, token).toBe(400);
      expect(json<ErrorBody>(res).error).toMatchObject({
        code: 'invalid_token',
        message: 'This link is invalid or has expired',
      });
    }
    const tooLong = await visitorPost(app, '/api/reset-password', {
      token: 'x'.repeat(201),
      password: 'brandnew1',
    });
    expect(tooLong.statusCode).toBe(400);
    const code = await visitorPost(app, '/api/auth/token-login', {
      email: 'a@b.cd',
      code: 'bogus',
    });
    expect(code.statusCode).toBe(401);
    expect(json<ErrorBody>(code).error.code).toBe('invalid_code');
  });
});

describe('login transfer between country editions (D-01, ROUTE-041)', () => {
  it('issues a one-time code that signs in once for the same email', async () => {
    const member = await createMember(app);
    const { code } = json<{ code: string }>(
      await signed(app, member.token, 'POST', '/api/auth/transfer'),
    );
    const wrongEmail = await visitorPost(app, '/api/auth/token-login', {
      email: 'someone@example.test',
      code,
    });
    expect(wrongEmail.statusCode).toBe(401);
    const { code: code2 } = json<{ code: string }>(
      await signed(app, member.token, 'POST', '/api/auth/transfer'),
    );
    const ok = await visitorPost(app, '/api/auth/token-login', {
      email: member.email,
      code: code2,
    });
    expect(ok.statusCode).toBe(200);
    expect(json<AuthAnswer>(ok).user.id).toBe(member.id);
    expect(
      (await visitorPost(app, '/api/auth/token-login', { email: member.email, code: code2 }))
        .statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/transfer' })).statusCode).toBe(401);
  });
});
