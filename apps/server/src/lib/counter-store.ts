import { LRUCache } from 'lru-cache';

/**
 * Small keyed counters with expiry, for limits that must hold across routes and (with Redis)
 * across API instances: per-account sign-in failures and their backoff (D-14), the write
 * limit per member (D-10). Implemented in memory (one instance) and in Redis (`REDIS_URL`).
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
