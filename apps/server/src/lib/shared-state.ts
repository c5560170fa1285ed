import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.js';
import { MemoryCounterStore, RedisCounterStore, type CounterStore } from './counter-store.js';
import { DatabaseNonceStore, RedisNonceStore, type NonceStore } from './nonce-store.js';
import { openRedis } from './redis.js';

/** The state the security defences keep between requests (decision 017). */
export interface SharedState {
  /** D-01 used nonces: Redis with REDIS_URL, else the database (survives restarts). */
  nonces: NonceStore;
  /** D-10/D-14 write budget and sign-in lock: Redis with REDIS_URL, else this process. */
  counters: CounterStore;
  /** The client @fastify/rate-limit keeps its per-IP counts in; null → in process. */
  rateLimitRedis: Redis | null;
  /** Stops the nonce sweep and closes the Redis client. */
  close(): Promise<void>;
}

/**
 * Decision 017: with REDIS_URL every instance shares nonces, per-IP rate limits, the sign-in
 * lock and the write budget through one Redis; without it nonces go to the database and the
 * counters stay in this process (one instance).
 */
export async function createSharedState(options: {
  redisUrl: string | undefined;
  db: Db;
  log?: FastifyBaseLogger;
}): Promise<SharedState> {
  if (!options.redisUrl) {
    const nonces = new DatabaseNonceStore(options.db, { log: options.log });
    const counters = new MemoryCounterStore();
    return {
      nonces,
      counters,
      rateLimitRedis: null,
      close: async () => {
        await nonces.close();
        await counters.close();
      },
    };
  }
  const redis = await openRedis(options.redisUrl, options.log);
  return {
    nonces: new RedisNonceStore(redis, options.log),
    counters: new RedisCounterStore(redis, options.log),
    rateLimitRedis: redis,
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
