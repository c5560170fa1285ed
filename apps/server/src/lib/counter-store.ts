import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { AppError } from './errors.js';
import { storeUnavailable } from './redis.js';

/**
 * Small keyed counters with expiry, for limits that must hold across routes and (with Redis)
 * across API instances: per-account sign-in failures and their backoff (D-14), the write
 * limit per member (D-10). Implemented in memory (one instance) and in Redis (`REDIS_URL`,
 * shared by every instance); decision 017. Counts live in fixed windows: the lifetime starts
 * with the first increment and later increments do not extend it.
 */
export interface CounterStore {
  /** Adds 1 to `key` (created with a lifetime of `ttlMs` when absent) and answers the count. */
  increment(key: string, ttlMs: number): Promise<number>;
  /** Sets a flag `key` that lives `ttlMs` (replacing an older one). */
  flag(key: string, ttlMs: number): Promise<void>;
  /** Milliseconds until `key` expires; 0 when it does not exist. */
  remaining(key: string): Promise<number>;
  /** Removes `key`. */
  delete(key: string): Promise<void>;
  /** Releases connections (no-op in memory). */
  close(): Promise<void>;
}

interface Entry {
  count: number;
  expiresAt: number;
}

/** The in-process store (one API instance); bounded to 500,000 keys, least recent evicted. */
export class MemoryCounterStore implements CounterStore {
  private readonly entries = new LRUCache<string, Entry>({ max: 500_000 });

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const now = Date.now();
    const entry = this.live(key, now) ?? { count: 0, expiresAt: now + ttlMs };
    entry.count += 1;
    this.entries.set(key, entry);
    return entry.count;
  }

  async flag(key: string, ttlMs: number): Promise<void> {
    this.entries.set(key, { count: 1, expiresAt: Date.now() + ttlMs });
  }

  async remaining(key: string): Promise<number> {
    const now = Date.now();
    const entry = this.live(key, now);
    return entry ? entry.expiresAt - now : 0;
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async close(): Promise<void> {}
}

/** INCR, and start the key's lifetime when this made it (atomic: one script). */
const INCREMENT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * Counters in Redis under `bgc:counter:<key>`, shared by every API instance; Redis expires
 * them. Redis unreachable → 503 (fail closed: no unchecked sign-in or write). The client is
 * shared and closed by its owner.
 */
export class RedisCounterStore implements CounterStore {
  constructor(
    private readonly redis: Redis,
    private readonly log?: FastifyBaseLogger,
  ) {}

  private async run<T>(command: () => Promise<T>): Promise<T> {
    try {
      return await command();
    } catch (err) {
      throw storeUnavailable(err, this.log);
    }
  }

  private static key(key: string): string {
    return `bgc:counter:${key}`;
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const count = await this.run(() =>
      this.redis.eval(INCREMENT_SCRIPT, 1, RedisCounterStore.key(key), Math.max(1, ttlMs)),
    );
    return Number(count);
  }

  async flag(key: string, ttlMs: number): Promise<void> {
    await this.run(() => this.redis.set(RedisCounterStore.key(key), '1', 'PX', Math.max(1, ttlMs)));
  }

  async remaining(key: string): Promise<number> {
    // PTTL: -2 when the key does not exist, -1 when it has no lifetime (never made here), and 0
    // while less than a millisecond is left: the key still exists then, so 0 only when it is gone
    const left = await this.run(() => this.redis.pttl(RedisCounterStore.key(key)));
    if (left === -2) return 0;
    return Math.max(1, left);
  }

  async delete(key: string): Promise<void> {
    await this.run(() => this.redis.del(RedisCounterStore.key(key)));
  }

  async close(): Promise<void> {}
}

/**
 * Decision 031: a shared store (Redis) that falls back to counting in this process while the
 * shared one cannot be reached, for limits that must not fail open (the per-IP limits of
 * @fastify/rate-limit, D-10). While Redis is away each instance counts on its own, so a client
 * gets at most one budget per instance instead of an unlimited one; counts start afresh on
 * either side of an outage. `sharedUp` answers false as soon as the client knows Redis is gone,
 * so no request waits for a command to time out. The switch and the return are logged once.
 */
export class FallbackCounterStore implements CounterStore {
  private readonly local = new MemoryCounterStore();
  private degraded = false;

  constructor(
    private readonly shared: CounterStore,
    private readonly sharedUp: () => boolean,
    private readonly log?: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  ) {}

  private async either<T>(op: (store: CounterStore) => Promise<T>): Promise<T> {
    if (this.sharedUp()) {
      try {
        const answer = await op(this.shared);
        if (this.degraded) {
          this.degraded = false;
          this.log?.info('shared counters reachable again: per-IP limits counted in Redis');
        }
        return answer;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
      }
    }
    if (!this.degraded) {
      this.degraded = true;
      this.log?.warn('shared counters unreachable: per-IP limits counted in this instance');
    }
    return op(this.local);
  }

  increment(key: string, ttlMs: number): Promise<number> {
    return this.either((s) => s.increment(key, ttlMs));
  }

  flag(key: string, ttlMs: number): Promise<void> {
    return this.either((s) => s.flag(key, ttlMs));
  }

  remaining(key: string): Promise<number> {
    return this.either((s) => s.remaining(key));
  }

  delete(key: string): Promise<void> {
    return this.either((s) => s.delete(key));
  }

  async close(): Promise<void> {}
}
