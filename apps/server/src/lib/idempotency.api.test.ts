import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, type ErrorBody, type Post } from '@bgc/shared';
import { chatMessages, idempotencyKeys, posts } from '../db/schema/index.js';
import { friendsPair } from '../../test/chat-fixtures.js';
import { generalPostParts } from '../../test/content-fixtures.js';
import { multipart, type Part } from '../../test/course-fixtures.js';
import { createMember, signed, type TestMember } from '../../test/factories.js';
import { apiSuite } from '../../test/suite.js';
import { IdempotencyStore, REPLAYED_HEADER, requestFingerprint } from './idempotency.js';

/**
 * Decision 046: a signed write carrying `Idempotency-Key` runs once per member and key; a
 * repeat answers the stored first answer, another body 422, a repeat while the first runs 409,
 * a malformed key 400; another member's same key is his own.
 */
const suite = apiSuite();

const keyed = (key: string) => ({ headers: { [IDEMPOTENCY_HEADER]: key } });

/** POST /api/chat/push-message of one fixed body (CHAT-008), with key `key`. */
function push(a: TestMember, b: TestMember, body: unknown, key: string) {
  return signed(suite.app, a.token, 'POST', '/api/chat/push-message', body, keyed(key));
}

/** POST /api/posts (T62) of multipart `parts`, with key `key`. */
async function postWithKey(m: TestMember, parts: Part[], key: string) {
  const { body, contentType } = await multipart(parts);
  return signed(suite.app, m.token, 'POST', '/api/posts', body, {
    headers: { 'content-type': contentType, [IDEMPOTENCY_HEADER]: key },
  });
}

async function messagesOf(senderId: number): Promise<number> {
  const [row] = await suite.database.db
    .select({ n: count() })
    .from(chatMessages)
    .where(eq(chatMessages.senderId, senderId));
  return row?.n ?? 0;
}

async function postsOf(authorId: number): Promise<number> {
  const [row] = await suite.database.db
    .select({ n: count() })
    .from(posts)
    .where(eq(posts.authorId, authorId));
  return row?.n ?? 0;
}

const codeOf = (res: { body: string }) => (JSON.parse(res.body) as ErrorBody).error.code;

describe('idempotency keys on signed writes (decision 046)', () => {
  it('stores a chat push once and replays its answer for a repeat', async () => {
    const [a, b] = await friendsPair(suite.app);
    const key = randomUUID();
    const body = { partner: b.id, messages: [[Date.now(), 'on the first tee']] };
    const first = await push(a, b, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers[REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    const again = await push(a, b, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(JSON.parse(again.body)).toEqual(JSON.parse(first.body));
    expect(await messagesOf(a.id)).toBe(1);
  });

  it('creates a multipart post once; another body with the same key is 422', async () => {
    const m = await createMember(suite.app);
    const key = randomUUID();
    const parts = generalPostParts('<p>Eagle on the ninth</p>');
    const first = await postWithKey(m, parts, key);
    expect(first.statusCode, first.body).toBe(200);
    // the same form again: a new multipart boundary, the same fields
    const again = await postWithKey(m, parts, key);
    expect(again.statusCode).toBe(200);
    expect((JSON.parse(again.body) as Post).id).toBe((JSON.parse(first.body) as Post).id);
    expect(await postsOf(m.id)).toBe(1);
    const other = await postWithKey(m, generalPostParts('<p>Bogey on the tenth</p>'), key);
    expect(other.statusCode).toBe(422);
    expect(codeOf(other)).toBe('idempotency_key_reused');
    expect(await postsOf(m.id)).toBe(1);
  });

  it('answers 422 for the same key with another JSON body, method or path', async () => {
    const [a, b] = await friendsPair(suite.app);
    const key = randomUUID();
    const time = Date.now();
    expect((await push(a, b, { partner: b.id, messages: [[time, 'one']] }, key)).statusCode).toBe(
      200,
    );
    const otherBody = await push(a, b, { partner: b.id, messages: [[time, 'two']] }, key);
    expect(otherBody.statusCode).toBe(422);
    expect(codeOf(otherBody)).toBe('idempotency_key_reused');
    const otherPath = await signed(
      suite.app,
      a.token,
      'PUT',
      '/api/me/short-bio',
      { shortBio: 'fairways' },
      keyed(key),
    );
    expect(otherPath.statusCode).toBe(422);
    expect(await messagesOf(a.id)).toBe(1);
  });

  it('answers 409 while the first request with the key still runs, and runs a repeat once its lease is over', async () => {
    const [a, b] = await friendsPair(suite.app);
    const key = randomUUID();
    const body = { partner: b.id, messages: [[Date.now(), 'still running']] };
    // what the first request's claim leaves while its handler runs (another instance, say)
    const store = new IdempotencyStore(suite.database.db);
    const hash = (await import('node:crypto'))
      .createHash('sha256')
      .update(JSON.stringify(body))
      .digest('hex');
    const fingerprint = requestFingerprint('POST', '/api/chat/push-message');
    expect(await store.claim(a.id, key, fingerprint, hash)).toBe('claimed');
    const during = await push(a, b, body, key);
    expect(during.statusCode).toBe(409);
    expect(codeOf(during)).toBe('idempotency_in_progress');
    expect(await messagesOf(a.id)).toBe(0);
    // the instance died without answering: past the lease the retry runs (once)
    await suite.database.db
      .update(idempotencyKeys)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(and(eq(idempotencyKeys.userId, a.id), eq(idempotencyKeys.key, key)));
    expect((await push(a, b, body, key)).statusCode).toBe(200);
    expect((await push(a, b, body, key)).headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(await messagesOf(a.id)).toBe(1);
  });

  it('runs two concurrent requests with one key at most once', async () => {
    const [a, b] = await friendsPair(suite.app);
    const key = randomUUID();
    const body = { partner: b.id, messages: [[Date.now(), 'twice at once']] };
    const answers = await Promise.all([push(a, b, body, key), push(a, b, body, key)]);
    const statuses = answers.map((r) => r.statusCode).sort();
    // the second either waited for nothing (409) or came after the first answer (replayed 200)
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    expect(await messagesOf(a.id)).toBe(1);
  });

  it("keeps another member's same key apart", async () => {
    const [a, b] = await friendsPair(suite.app);
    const key = randomUUID();
    const time = Date.now();
    expect((await push(a, b, { partner: b.id, messages: [[time, 'mine']] }, key)).statusCode).toBe(
      200,
    );
    const theirs = await push(b, a, { partner: a.id, messages: [[time + 1, 'theirs']] }, key);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers[REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect(await messagesOf(a.id)).toBe(1);
    expect(await messagesOf(b.id)).toBe(1);
  });

  it('refuses a malformed key with 400 and stores nothing', async () => {
    const [a, b] = await friendsPair(suite.app);
    for (const key of ['short', 'x'.repeat(65), 'has space inside', 'semi;colon-key']) {
      const res = await push(a, b, { partner: b.id, messages: [[Date.now(), 'bad key']] }, key);
      expect(res.statusCode, key).toBe(400);
      expect(codeOf(res)).toBe('invalid_idempotency_key');
    }
    expect(await messagesOf(a.id)).toBe(0);
  });

  it('stores a 4xx answer too, and frees nothing but a 5xx', async () => {
    const m = await createMember(suite.app);
    const key = randomUUID();
    const body = { partner: 999_999_999, messages: [[Date.now(), 'to nobody']] };
    const first = await signed(
      suite.app,
      m.token,
      'POST',
      '/api/chat/push-message',
      body,
      keyed(key),
    );
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    expect(first.statusCode).toBeLessThan(500);
    const again = await signed(
      suite.app,
      m.token,
      'POST',
      '/api/chat/push-message',
      body,
      keyed(key),
    );
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(again.headers[REPLAYED_HEADER.toLowerCase()]).toBe('true');
  });

  it('sweeps the expired keys', async () => {
    const m = await createMember(suite.app);
    const key = randomUUID();
    const store = new IdempotencyStore(suite.database.db);
    await store.claim(m.id, key, requestFingerprint('DELETE', '/api/x'), null);
    await suite.database.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.userId, m.id));
    expect(await store.sweep()).toBeGreaterThanOrEqual(1);
    const left = await suite.database.db
      .select({ n: count() })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, m.id));
    expect(left[0]?.n).toBe(0);
  });
});
