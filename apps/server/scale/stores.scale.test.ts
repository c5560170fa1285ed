import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { requestNonces, sessions, users } from '../src/db/schema/index.js';
import {
  MemoryCounterStore,
  RedisCounterStore,
  type CounterStore,
} from '../src/lib/counter-store.js';
import { DatabaseNonceStore, NONCE_TTL_MS, RedisNonceStore } from '../src/lib/nonce-store.js';
import { AppError } from '../src/lib/errors.js';
import { openRedis } from '../src/lib/redis.js';
import { freePort, startRedis } from './servers.js';

/**
 * Decision 017: the stores behind nonces, the sign-in lock and the write budget, each
 * implementation against its real backend (redis-server, the embedded PGlite); the same
 * contract for the in-memory and Redis counters.
 */

let redis: { url: string; child: ChildProcess };
let client: Redis;
let database: Database;

beforeAll(async () => {
  redis = await startRedis();
  client = await openRedis(redis.url);
  database = await openDatabase({ dataDir: 'memory://' });
  await migrate(database);
}, 120_000);

afterAll(async () => {
  client?.disconnect();
  redis?.child.kill('SIGTERM');
  await database?.close();
});

async function until(check: () => Promise<boolean>, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check()) && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  expect(await check()).toBe(true);
}

let keySerial = 0;
const freshKey = () => `test:${Date.now()}:${(keySerial += 1)}`;

describe.each([
  ['memory', () => new MemoryCounterStore() as CounterStore],
  ['redis', () => new RedisCounterStore(client) as CounterStore],
])('CounterStore (%s)', (_name, make) => {
  it('counts within one window that starts with the first increment', async () => {
    const store = make();
    const key = freshKey();
    expect(await store.increment(key, 60_000)).toBe(1);
    expect(await store.increment(key, 60_000)).toBe(2);
    expect(await store.increment(key, 1)).toBe(3);
    const left = await store.remaining(key);
    expect(left).toBeGreaterThan(55_000);
    expect(left).toBeLessThanOrEqual(60_000);
  });

  it('forgets a count when its window ends', async () => {
    const store = make();
    const key = freshKey();
    await store.increment(key, 150);
    await store.increment(key, 150);
    await until(async () => (await store.remaining(key)) === 0);
    expect(await store.increment(key, 60_000)).toBe(1);
  });

  it('sets, replaces and deletes a flag; an unknown key has nothing left', async () => {
    const store = make();
    const key = freshKey();
    expect(await store.remaining(key)).toBe(0);
    await store.flag(key, 120_000);
    expect(await store.remaining(key)).toBeGreaterThan(110_000);
    await store.flag(key, 30_000);
    expect(await store.remaining(key)).toBeLessThanOrEqual(30_000);
    await store.delete(key);
    expect(await store.remaining(key)).toBe(0);
  });
});

describe('RedisCounterStore', () => {
  it('is shared by two clients (two API instances)', async () => {
    const other = await openRedis(redis.url);
    const one = new RedisCounterStore(client);
    const two = new RedisCounterStore(other);
    const key = freshKey();
    await one.increment(key, 60_000);
    expect(await two.increment(key, 60_000)).toBe(2);
    await two.flag(`${key}:lock`, 60_000);
    expect(await one.remaining(`${key}:lock`)).toBeGreaterThan(0);
    other.disconnect();
  });

  it('answers 503 when Redis cannot be reached (fail closed)', async () => {
    const own = await startRedis();
    const lost = await openRedis(own.url);
    own.child.kill('SIGKILL');
    await new Promise((resolve) => own.child.once('exit', resolve));
    const store = new RedisCounterStore(lost);
    const failure = await store.increment('x', 1000).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 503, code: 'unavailable' });
    await expect(new RedisNonceStore(lost).claim('s', 'n')).rejects.toMatchObject({
      status: 503,
    });
    lost.disconnect();
  });
});

describe('openRedis', () => {
  it('stops the boot with the reason when REDIS_URL cannot be reached', async () => {
    const port = await freePort();
    await expect(openRedis(`redis://127.0.0.1:${port}`)).rejects.toThrow(
      `REDIS_URL: cannot connect (connect ECONNREFUSED 127.0.0.1:${port})`,
    );
  });
});

describe('RedisNonceStore', () => {
  it('accepts a nonce once per session, for every client, for NONCE_TTL_MS', async () => {
    const other = await openRedis(redis.url);
    const one = new RedisNonceStore(client);
    const two = new RedisNonceStore(other);
    const session = freshKey();
    expect(await one.claim(session, 'n1')).toBe(true);
    expect(await one.claim(session, 'n1')).toBe(false);
    expect(await two.claim(session, 'n1')).toBe(false);
    expect(await two.claim(session, 'n2')).toBe(true);
    expect(await one.claim(`${session}x`, 'n1')).toBe(true);
    const ttl = await client.pttl(`bgc:nonce:${session}:n1`);
    expect(ttl).toBeGreaterThan(NONCE_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(NONCE_TTL_MS);
    other.disconnect();
  });

  it('lets exactly one of many simultaneous claims of one nonce through', async () => {
    const store = new RedisNonceStore(client);
    const session = freshKey();
    const results = await Promise.all(Array.from({ length: 50 }, () => store.claim(session, 'n')));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe('DatabaseNonceStore (PGlite)', () => {
  let serial = 0;
  async function newSession(): Promise<string> {
    serial += 1;
    const [user] = await database.db
      .insert(users)
      .values({
        email: `nonce${serial}@stores.test`,
        passwordHash: 'x',
        firstName: 'N',
        lastName: 'S',
        searchName: 'n s',
      })
      .returning({ id: users.id });
    const id = `session-${serial}-${Date.now()}`;
    await database.db
      .insert(sessions)
      .values({ id, userId: user!.id, secret: 's', expiresAt: new Date(Date.now() + 60_000) });
    return id;
  }

  it('accepts a nonce once per session and keeps it for NONCE_TTL_MS', async () => {
    const store = new DatabaseNonceStore(database.db);
    const other = new DatabaseNonceStore(database.db);
    const session = await newSession();
    expect(await store.claim(session, 'n1')).toBe(true);
    expect(await store.claim(session, 'n1')).toBe(false);
    expect(await other.claim(session, 'n1')).toBe(false);
    expect(await store.claim(session, 'n2')).toBe(true);
    expect(await store.claim(await newSession(), 'n1')).toBe(true);
    const [row] = await database.db
      .select({ left: sql<number>`extract(epoch from ${requestNonces.expiresAt} - now()) * 1000` })
      .from(requestNonces)
      .where(eq(requestNonces.sessionId, session))
      .limit(1);
    expect(Number(row!.left)).toBeGreaterThan(NONCE_TTL_MS - 60_000);
    expect(Number(row!.left)).toBeLessThanOrEqual(NONCE_TTL_MS);
    await store.close();
    await other.close();
  });

  it('lets exactly one of many simultaneous claims of one nonce through', async () => {
    const store = new DatabaseNonceStore(database.db);
    const session = await newSession();
    const results = await Promise.all(Array.from({ length: 20 }, () => store.claim(session, 'n')));
    expect(results.filter(Boolean)).toHaveLength(1);
    await store.close();
  });

  it('treats an expired row as free and sweeps expired rows', async () => {
    const store = new DatabaseNonceStore(database.db);
    const session = await newSession();
    await database.db.insert(requestNonces).values([
      { sessionId: session, nonce: 'old', expiresAt: new Date(Date.now() - 1000) },
      { sessionId: session, nonce: 'gone', expiresAt: new Date(Date.now() - 1000) },
    ]);
    expect(await store.claim(session, 'old')).toBe(true);
    expect(await store.claim(session, 'old')).toBe(false);
    expect(await store.sweep()).toBeGreaterThanOrEqual(1);
    const left = await database.db
      .select({ nonce: requestNonces.nonce })
      .from(requestNonces)
      .where(eq(requestNonces.sessionId, session));
    expect(left.map((r) => r.nonce)).toEqual(['old']);
    await store.close();
  });

  it('sweeps on its own timer', async () => {
    const session = await newSession();
    await database.db
      .insert(requestNonces)
      .values({ sessionId: session, nonce: 'late', expiresAt: new Date(Date.now() - 1000) });
    const store = new DatabaseNonceStore(database.db, { sweepEveryMs: 50 });
    await until(async () => {
      const rows = await database.db
        .select({ nonce: requestNonces.nonce })
        .from(requestNonces)
        .where(eq(requestNonces.sessionId, session));
      return rows.length === 0;
    });
    await store.close();
  });

  it('forgets the nonces of a deleted session', async () => {
    const store = new DatabaseNonceStore(database.db);
    const session = await newSession();
    await store.claim(session, 'n');
    await database.db.delete(sessions).where(eq(sessions.id, session));
    const rows = await database.db
      .select({ nonce: requestNonces.nonce })
      .from(requestNonces)
      .where(eq(requestNonces.sessionId, session));
    expect(rows).toHaveLength(0);
    await store.close();
  });
});
