import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ContactRequestView, ErrorBody, Page } from '@bgc/shared';
import { json, sentMails, testApp, testDataDir } from '../../../test/test-app.js';
import { createMember, freshIp, signed, type TestMember } from '../../../test/factories.js';
import { createAdministrator } from '../../../test/course-fixtures.js';
import type { Database } from '../../db/client.js';
import { contactRequests } from '../../db/schema/index.js';
import { CAPTCHA_KEY_FILE } from '../../lib/captcha.js';

/**
 * the contact calls behind the self-hosted ALTCHA (D-11) — captcha missing,
 * wrong, replayed and expired answer 400 'Le captcha de vérification est obligatoire' and keep
 * and mail nothing; a filled honeypot answers like a success and keeps nothing; per-IP rate
 * limit (D-10); the happy path stores the request and writes the sales and confirmation mails.
 */
let app: FastifyInstance;
let database: Database;
let admin: TestMember;
const SALES = 'sales@bestgolfcourses.local';
const CAPTCHA_TEXT = 'Le captcha de vérification est obligatoire';

beforeAll(async () => {
  ({ app, database } = await testApp());
  admin = await createAdministrator(app, database);
});

/** Solves a challenge like the widget does and returns the base64 payload. */
async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
async function solvedCaptcha(): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
  expect(res.statusCode).toBe(200);
  return solve(json<Challenge>(res));
}

let counter = 0;
const uniqueEmail = () => `club.${Date.now()}.${(counter += 1)}@example.test`;
const packBody = (extra: Record<string, unknown> = {}) => ({
  civility: 'Ms.',
  email: uniqueEmail(),
  companyName: 'Golf du Lac',
  fieldOfActivity: 'Golf club',
  fullname: 'Anne Martin',
  telephone: '+33612345678',
  pack: 'Birdie 69$ monthly',
  ...extra,
});
const partnerBody = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Tom',
  lastName: 'Baker',
  company: 'Fairway Travel',
  position: 'Partnerships',
  message: 'We organise golf trips and would like to work with you.',
  country: 'United Kingdom',
  telephone: '+447700900123',
  email: uniqueEmail(),
  ...extra,
});
const post = (url: string, payload: Record<string, unknown>, ip = freshIp(), lang = 'en') =>
  app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ip,
    headers: { 'accept-language': lang },
  });
const storedFor = async (email: string) =>
  database.db.select().from(contactRequests).where(eq(contactRequests.email, email));
const mailsTo = (address: string) => sentMails.filter((m) => m.to === address);

describe('GET /api/captcha/challenge (D-11)', () => {
  it('gives a signed, expiring PBKDF2 challenge that is never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = json<Challenge>(res);
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });
});

describe('POST /api/contact-pack and /api/contact-partner (SVC-023, SVC-030, D-11)', () => {
  it('happy path: stores the pack request, mails the sales address and the sender', async () => {
    const body = packBody({ altcha: await solvedCaptcha() });
    const salesBefore = mailsTo(SALES).length;
    const res = await post('/api/contact-pack', body, freshIp(), 'fr');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ success: true, message: 'Sent success' });
    const [row] = await storedFor(body.email);
    expect(row).toMatchObject({ kind: 'pack', status: 'new', name: 'Anne Martin', language: 'fr' });
    expect(row!.fields).toEqual({
      civility: 'Ms.',
      email: body.email,
      companyName: 'Golf du Lac',
      fieldOfActivity: 'Golf club',
      fullname: 'Anne Martin',
      telephone: '+33612345678',
      pack: 'Birdie 69$ monthly',
    });
    const sales = mailsTo(SALES).slice(salesBefore);
    expect(sales).toHaveLength(1);
    expect(sales[0]!.subject).toContain('Birdie 69$ monthly');
    expect(sales[0]!.text).toContain(body.email);
    const confirmation = mailsTo(body.email);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.subject).toBe('Nous avons bien reçu votre demande – BGC');
    expect(confirmation[0]!.text).toContain('24 heures');
    // decision 037: the sender reads the pack in their language, its price with its currency
    expect(confirmation[0]!.text).toContain('Birdie – 69\u00a0$ par mois'); // French no-break space
    expect(confirmation[0]!.text).not.toContain('monthly');
  });

  it('happy path: the partnership request too', async () => {
    const body = partnerBody({ altcha: await solvedCaptcha() });
    const res = await post('/api/contact-partner', body);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await storedFor(body.email);
    expect(row).toMatchObject({ kind: 'partner', name: 'Tom Baker', status: 'new' });
    expect(row!.fields.message).toBe(body.message);
    expect(mailsTo(body.email)).toHaveLength(1);
    expect(mailsTo(SALES).some((m) => m.subject.includes('Tom Baker'))).toBe(true);
  });

  it('the confirmation quotes none of the free text: no relay of a stranger link (decision 031)', async () => {
    const link = 'https://phish.example/login';
    const bait = `Your account is locked, sign in at ${link}`;
    const partner = partnerBody({
      firstName: `Login at ${link}`,
      lastName: link,
      company: bait,
      message: bait,
      altcha: await solvedCaptcha(),
    });
    expect((await post('/api/contact-partner', partner)).statusCode).toBe(200);
    const pack = packBody({ fullname: bait, companyName: bait, altcha: await solvedCaptcha() });
    expect((await post('/api/contact-pack', pack)).statusCode).toBe(200);
    for (const to of [partner.email, pack.email]) {
      const [mail] = mailsTo(to);
      expect(mail, to).toBeDefined();
      for (const part of [mail!.subject, mail!.text, mail!.html]) {
        expect(part).not.toContain('phish.example');
        expect(part).not.toContain('locked');
      }
      expect(mail!.text).toContain('24 hours');
    }
    // the sales address still gets the whole request
    expect(mailsTo(SALES).some((m) => m.text.includes(bait))).toBe(true);
  });

  const refused = async (url: string, body: Record<string, unknown>) => {
    const salesBefore = mailsTo(SALES).length;
    const res = await post(url, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(json<ErrorBody>(res).error.message).toBe(CAPTCHA_TEXT);
    expect(await storedFor(String(body.email))).toHaveLength(0);
    expect(mailsTo(String(body.email))).toHaveLength(0);
    expect(mailsTo(SALES)).toHaveLength(salesBefore);
  };

  it('missing captcha: 400, nothing stored or mailed (both forms)', async () => {
    await refused('/api/contact-pack', packBody());
    await refused('/api/contact-pack', packBody({ altcha: '' }));
    await refused('/api/contact-partner', partnerBody());
  });

  it('wrong captcha: garbage, a wrong solution or a forged signature are refused', async () => {
    await refused('/api/contact-pack', packBody({ altcha: 'bm90IGEgcGF5bG9hZA==' }));
    const good = JSON.parse(Buffer.from(await solvedCaptcha(), 'base64').toString()) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    const wrongSolution = {
      ...good,
      solution: { ...good.solution, derivedKey: 'ff'.repeat(32) },
    };
    await refused(
      '/api/contact-pack',
      packBody({ altcha: Buffer.from(JSON.stringify(wrongSolution)).toString('base64') }),
    );
    // a challenge signed with another key, correctly solved
    const forged = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      deriveKey,
      hmacSignatureSecret: 'not-the-server-key-not-the-server-key',
      expiresAt: Math.floor(Date.now() / 1000) + 60,
    });
    await refused('/api/contact-partner', partnerBody({ altcha: await solve(forged) }));
  });

  it('replayed captcha: the second use of a solution is refused', async () => {
    const altcha = await solvedCaptcha();
    const first = packBody({ altcha });
    expect((await post('/api/contact-pack', first)).statusCode).toBe(200);
    await refused('/api/contact-pack', packBody({ altcha }));
    await refused('/api/contact-partner', partnerBody({ altcha }));
  });

  it('expired captcha: a challenge signed by the server but past its expiry is refused', async () => {
    const dataDir = await testDataDir();
    const key = readFileSync(path.join(dataDir, CAPTCHA_KEY_FILE), 'utf8').trim();
    const expired = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 100,
      deriveKey,
      hmacSignatureSecret: key,
      expiresAt: Math.floor(Date.now() / 1000) - 5,
    });
    await refused('/api/contact-pack', packBody({ altcha: await solve(expired) }));
    // the same key with a future expiry is accepted: the refusal above is the expiry alone
    const fresh = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 100,
      deriveKey,
      hmacSignatureSecret: key,
      expiresAt: Math.floor(Date.now() / 1000) + 60,
    });
    const ok = packBody({ altcha: await solve(fresh) });
    expect((await post('/api/contact-pack', ok)).statusCode).toBe(200);
  });

  it('honeypot filled: a normal-looking success, nothing stored or mailed (OPEN-008)', async () => {
    for (const [url, body] of [
      [
        '/api/contact-pack',
        packBody({ website: 'http://spam.example', altcha: await solvedCaptcha() }),
      ],
      ['/api/contact-partner', partnerBody({ website: 'buy now' })],
    ] as const) {
      const salesBefore = mailsTo(SALES).length;
      const res = await post(url, body);
      expect(res.statusCode).toBe(200);
      expect(json(res)).toEqual({ success: true, message: 'Sent success' });
      expect(await storedFor(body.email)).toHaveLength(0);
      expect(mailsTo(body.email)).toHaveLength(0);
      expect(mailsTo(SALES)).toHaveLength(salesBefore);
    }
  });

  it('validation (SVC-021, SVC-029): required fields, e-mail, known pack', async () => {
    const res = await post(
      '/api/contact-pack',
      packBody({ fullname: ' ', email: 'nope', pack: 'Gold 1$ monthly' }),
    );
    expect(res.statusCode).toBe(400);
    const fields = json<ErrorBody>(res).error.fields ?? {};
    expect(fields.fullname).toBe('Field is required');
    expect(fields.email).toBe('Email is invalid');
    expect(fields.pack).toBe('Unknown pack');
    const partner = await post(
      '/api/contact-partner',
      partnerBody({ firstName: '', lastName: '' }),
    );
    expect(partner.statusCode).toBe(400);
    expect(json<ErrorBody>(partner).error.fields).toMatchObject({
      firstName: 'Field is required',
      lastName: 'Field is required',
    });
  });

  it('rate limit: the sixth request of an address within the window answers 429 (D-10)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1)
      expect((await post('/api/contact-partner', partnerBody(), ip)).statusCode).toBe(400);
    const res = await post('/api/contact-partner', partnerBody(), ip);
    expect(res.statusCode).toBe(429);
    // another address is not affected
    expect((await post('/api/contact-partner', partnerBody())).statusCode).toBe(400);
  });
});

describe('administrators list the requests with a status', () => {
  it('lists new requests, marks one answered; other members get 403', async () => {
    const body = partnerBody({ altcha: await solvedCaptcha() });
    expect((await post('/api/contact-partner', body)).statusCode).toBe(200);
    const list = await signed(
      app,
      admin.token,
      'GET',
      '/api/admin/contact-requests?status=new&limit=100',
    );
    expect(list.statusCode).toBe(200);
    const found = json<Page<ContactRequestView>>(list).list.find((r) => r.email === body.email);
    expect(found).toMatchObject({ kind: 'partner', status: 'new', name: 'Tom Baker' });
    const done = await signed(app, admin.token, 'PUT', `/api/admin/contact-requests/${found!.id}`, {
      status: 'answered',
    });
    expect(done.statusCode).toBe(200);
    expect(json<ContactRequestView>(done)).toMatchObject({ status: 'answered' });
    const answered = await signed(
      app,
      admin.token,
      'GET',
      '/api/admin/contact-requests?status=answered&limit=100',
    );
    expect(json<Page<ContactRequestView>>(answered).list.some((r) => r.id === found!.id)).toBe(
      true,
    );

    const member = await createMember(app);
    const denied = await signed(app, member.token, 'GET', '/api/admin/contact-requests');
    expect(denied.statusCode).toBe(403);
    const visitor = await app.inject({ method: 'GET', url: '/api/admin/contact-requests' });
    expect(visitor.statusCode).toBe(401);
  });
});
