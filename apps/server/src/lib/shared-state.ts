import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import {
  FallbackCounterStore,
  MemoryCounterStore,
  RedisCounterStore,
  type CounterStore,
} from './counter-store.js';
import { DatabaseNonceStore, RedisNonceStore, type NonceStore } from './nonce-store.js';
import { openRedis, pingRedis } from './redis.js';

/** The state the security defences keep between requests (decision 017). */
export interface SharedState {
  /** D-01 used nonces: Redis with REDIS_URL, else the database (survives restarts). */
  nonces: NonceStore;
  /** D-10/D-14 write budget and sign-in lock: Redis with REDIS_URL, else this process. */
  counters: CounterStore;
  /**
   * Where @fastify/rate-limit keeps its per-IP counts: Redis with a local fallback while Redis
   * is away (decision 031); null → the plugin's own in-process store.
   */
  rateLimits: CounterStore | null;
  /** Whether Redis answers a PING within REDIS_PING_TIMEOUT_MS; null without REDIS_URL. */
  redisUp: (() => Promise<boolean>) | null;
  /** Stops the nonce sweep and closes the Redis client. */
  close(): Promise<void>;
}

/**
 * Decision 017: with REDIS_URL every instance shares nonces, per-IP rate limits, the sign-in
 * lock and the write budget through one Redis; without it nonces go to the database and the
 * counters stay in this process (one instance). While Redis is away the nonces, the sign-in
 * lock and the write budget fail closed (503) and the per-IP limits are counted per instance
 * (decision 031).
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
      rateLimits: null,
      redisUp: null,
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
    // no log on the inner store: the fallback logs the switch once, not every request
    rateLimits: new FallbackCounterStore(
      new RedisCounterStore(redis),
      () => redis.status === 'ready',
      options.log,
    ),
    redisUp: () => pingRedis(redis),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
