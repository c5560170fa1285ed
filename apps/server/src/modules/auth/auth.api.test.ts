import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  parseAuthorization,
  signRequest,
  type AuthAnswer,
  type ErrorBody,
  type MeUser,
} from '@bgc/shared';
import { queryRows, type Database } from '../../db/client.js';
import { expectFieldErrors, fieldsOf, json, testApp } from '../../../test/test-app.js';
import {
  createMember,
  freshIp,
  signed,
  visitorPost,
  uniqueSuffix,
} from '../../../test/factories.js';

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  ({ app, database } = await testApp());
});

describe('POST /api/register (T02, AUTH-019..035)', () => {
  it('creates the member, answers {token, user} and stores an argon2id hash, never the password', async () => {
    const res = await visitorPost(app, '/api/register', {
      email: '  New.Golfer@Example.TEST ',
      password: 'secret12',
      firstName: 'Nina',
      lastName: 'Fairway',
      subRoles: [1, 3],
      languages: [30, 37],
      country: null,
      state: 'Île-de-France',
      city: 'Paris',
      phone: '+33612345678',
      feUrl: 'http://localhost:3000',
    });
    expect(res.statusCode).toBe(201);
    const answer = json<AuthAnswer>(res);
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(answer.user).toMatchObject({
      email: 'new.golfer@example.test',
      firstName: 'Nina',
      subRoles: [1, 3],
      languages: [30, 37],
      phone: '+33612345678',
    });
    expect(res.body).not.toContain('secret12');
    expect(res.body).not.toMatch(/password/i);
    const [row] = await queryRows<{ password_hash: string }>(
      database.db,
      sql`SELECT password_hash FROM users WHERE email = 'new.golfer@example.test'`,
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers the spec messages for bad fields (ERR-044)', async () => {
    const res = await visitorPost(app, '/api/register', {
      email: 'nope',
      password: '12345',
      firstName: '',
      lastName: 'x'.repeat(16),
      languages: [30, 37, 60, 101],
      phone: '12ab',
    });
    expectFieldErrors(res, {
      email: 'E-mail must be valid',
      password: 'Field must be more than 6 characters',
      firstName: 'Field is required',
      lastName: 'Field must be less than 15 characters',
      languages: 'Choose at most 3 languages',
      phone: 'The value must be an phone number',
    });
    const empty = await visitorPost(app, '/api/register', {
      email: '',
      password: '',
      firstName: 'A',
      lastName: 'B',
      languages: [],
    });
    expect(fieldsOf(empty)).toMatchObject({
      email: 'E-mail is required',
      password: 'Field is required',
      languages: 'Field is required',
    });
  });

  it('accepts a password of exactly 6 characters (C-07)', async () => {
    const member = await createMember(app, { password: '123456' });
    expect(member.id).toBeGreaterThan(0);
  });

  it('refuses an address already used, whatever its case, with 409 E-mail already exists', async () => {
    const member = await createMember(app);
    const res = await visitorPost(app, '/api/register', {
      email: member.email.toUpperCase(),
      password: 'secret12',
      firstName: 'A',
      lastName: 'B',
      languages: [30],
    });
    expect(res.statusCode).toBe(409);
    expect(json<ErrorBody>(res).error.message).toBe('E-mail already exists');
  });

  it('registers one of concurrent sign-ups of one address and refuses the others the same way', async () => {
    const email = `race.${uniqueSuffix()}@example.com`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        visitorPost(app, '/api/register', {
          email,
          password: 'secret12',
          firstName: 'A',
          lastName: 'B',
          languages: [30],
        }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(json<ErrorBody>(res).error).toMatchObject({
        code: 'email_exists',
        message: 'E-mail already exists',
      });
  });
});

describe('GET /api/check-email/{email} (T03, AUTH-022)', () => {
  it('tells whether the address is used, ignoring case', async () => {
    const member = await createMember(app);
    const used = await app.inject({
      url: `/api/check-email/${encodeURIComponent(member.email.toUpperCase())}`,
      remoteAddress: freshIp(),
    });
    expect(json(used)).toEqual({ exists: true });
    const free = await app.inject({
      url: '/api/check-email/nobody.here@example.test',
      remoteAddress: freshIp(),
    });
    expect(json(free)).toEqual({ exists: false });
  });
});

describe('POST /api/auth (T01) and the signed header (D-01)', () => {
  it('signs in with the same credentials, any case of email', async () => {
    const member = await createMember(app);
    const res = await visitorPost(app, '/api/auth', {
      email: member.email.toUpperCase(),
      password: member.password,
    });
    expect(res.statusCode).toBe(200);
    const answer = json<AuthAnswer>(res);
    const me = await signed(app, answer.token, 'GET', '/api/me');
    expect(json<MeUser>(me).id).toBe(member.id);
  });

  it('answers one message for a wrong password and an unknown email', async () => {
    const member = await createMember(app);
    const wrong = await visitorPost(app, '/api/auth', {
      email: member.email,
      password: 'not-it-123',
    });
    const unknown = await visitorPost(app, '/api/auth', {
      email: 'ghost@example.test',
      password: 'whatever1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json<ErrorBody>(wrong).error.message).toBe(json<ErrorBody>(unknown).error.message);
    expect(fieldsOf(await visitorPost(app, '/api/auth', { email: 'bad', password: '' }))).toEqual({
      email: 'Invalid email',
      password: 'Field is required',
    });
  });

  it('rejects no header, a wrong signature, an old timestamp and a replayed nonce with 401', async () => {
    const member = await createMember(app);
    expect((await app.inject({ url: '/api/me' })).statusCode).toBe(401);
    const other = await createMember(app);
    const forged = await signRequest(
      other.token.split('.')[0] + '.' + member.token.split('.')[1],
      'GET',
      '/api/me',
    );
    expect(
      json<ErrorBody>(await app.inject({ url: '/api/me', headers: { authorization: forged } }))
        .error.code,
    ).toBe('bad_signature');
    const old = await signRequest(member.token, 'GET', '/api/me', Date.now() - 6 * 60 * 1000);
    expect(
      json<ErrorBody>(await app.inject({ url: '/api/me', headers: { authorization: old } })).error
        .code,
    ).toBe('clock_skew');
    const once = await signRequest(member.token, 'GET', '/api/me');
    expect(
      (await app.inject({ url: '/api/me', headers: { authorization: once } })).statusCode,
    ).toBe(200);
    const replay = await app.inject({ url: '/api/me', headers: { authorization: once } });
    expect(replay.statusCode).toBe(401);
    expect(json<ErrorBody>(replay).error.code).toBe('nonce_replayed');
    const otherPath = await signRequest(member.token, 'GET', '/api/me?x=1');
    expect(
      (await app.inject({ url: '/api/me', headers: { authorization: otherPath } })).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ url: '/api/me', headers: { authorization: 'BGC-HMAC-SHA256 nonsense' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ url: '/api/me', headers: { authorization: 'Bearer abc' } })).statusCode,
    ).toBe(401);
  });

  it('keeps a used nonce in the database for twice the skew window, only once signed (decision 017)', async () => {
    const member = await createMember(app);
    const sessionId = member.token.split('.')[0]!;
    const once = await signRequest(member.token, 'GET', '/api/me');
    expect(
      (await app.inject({ url: '/api/me', headers: { authorization: once } })).statusCode,
    ).toBe(200);
    const nonce = parseAuthorization(once)!.nonce;
    const rows = await queryRows<{ nonce: string; left_ms: number }>(
      database.db,
      sql`SELECT nonce, extract(epoch from expires_at - now()) * 1000 AS left_ms
          FROM request_nonces WHERE session_id = ${sessionId}`,
    );
    expect(rows.map((r) => r.nonce)).toEqual([nonce]);
    expect(Number(rows[0]!.left_ms)).toBeGreaterThan(9 * 60_000);
    expect(Number(rows[0]!.left_ms)).toBeLessThanOrEqual(10 * 60_000);
    // a request whose signature fails stores nothing (no table filling without the secret)
    const other = await createMember(app);
    const forged = await signRequest(sessionId + '.' + other.token.split('.')[1], 'GET', '/api/me');
    expect(
      (await app.inject({ url: '/api/me', headers: { authorization: forged } })).statusCode,
    ).toBe(401);
    const after = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM request_nonces WHERE session_id = ${sessionId}`,
    );
    expect(after[0]!.n).toBe(1);
  });

  it('claims the nonces of concurrent requests together: each once, a repeat refused (decision 055)', async () => {
    const member = await createMember(app);
    const other = await createMember(app);
    const repeated = await signRequest(member.token, 'GET', '/api/me');
    const requests = [
      repeated,
      repeated,
      await signRequest(member.token, 'GET', '/api/me'),
      await signRequest(other.token, 'GET', '/api/me'),
      repeated,
    ].map((authorization) => app.inject({ url: '/api/me', headers: { authorization } }));
    const answers = await Promise.all(requests);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 200, 200, 401]);
    expect(json<ErrorBody>(answers[1]!).error.code).toBe('nonce_replayed');
    // a nonce whose memory expired (but was not swept yet) is free again, not an error
    const sessionId = member.token.split('.')[0]!;
    await queryRows(
      database.db,
      sql`UPDATE request_nonces SET expires_at = now() - interval '1 second'
          WHERE session_id = ${sessionId} AND nonce = ${parseAuthorization(repeated)!.nonce}`,
    );
    const again = await app.inject({ url: '/api/me', headers: { authorization: repeated } });
    // the signature's own timestamp is still fresh, so only the nonce store decides here
    expect(again.statusCode).toBe(200);
  });

  it('logout revokes the session', async () => {
    const member = await createMember(app);
    expect((await signed(app, member.token, 'POST', '/api/auth/logout')).statusCode).toBe(200);
    const after = await signed(app, member.token, 'GET', '/api/me');
    expect(after.statusCode).toBe(401);
    expect(json<ErrorBody>(after).error.code).toBe('session_invalid');
  });

  it('limits sign-in attempts per address with 429 (D-10)', async () => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i += 1)
      codes.push(
        // a new address each time: the per-account lock (D-14) must not be what answers 429
        (
          await visitorPost(
            app,
            '/api/auth',
            { email: `ghost.${i}@example.test`, password: 'whatever1' },
            ip,
          )
        ).statusCode,
      );
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('limits register, check-email and reset per address with 429', async () => {
    const ip = freshIp();
    const registers = [];
    for (let i = 0; i < 6; i += 1)
      registers.push((await visitorPost(app, '/api/register', { email: 'bad' }, ip)).statusCode);
    expect(registers.at(-1)).toBe(429);
    const checks = [];
    for (let i = 0; i < 31; i += 1)
      checks.push(
        (await app.inject({ url: '/api/check-email/a@b.cd', remoteAddress: ip })).statusCode,
      );
    expect(checks.at(-1)).toBe(429);
    const resets = [];
    for (let i = 0; i < 6; i += 1)
      resets.push(
        (await visitorPost(app, '/api/request-reset-password', { email: 'a@b.cd' }, ip)).statusCode,
      );
    expect(resets.at(-1)).toBe(429);
  });
});
