import { LRUCache } from 'lru-cache';
import { AUTH_MAX_SKEW_MS } from '@bgc/shared';

/**
 * D-01 replay protection: remembers each (session, nonce) for the skew window. In process;
 * the Redis-backed store for several API instances comes with the scale-out work.
 */
export class NonceStore {
  private readonly seen = new LRUCache<string, true>({ max: 500_000, ttl: 2 * AUTH_MAX_SKEW_MS });

  /** True the first time a nonce is used for a session, false on a replay. */
  claim(sessionId: string, nonce: string): boolean {
    const key = `${sessionId}:${nonce}`;
    if (this.seen.has(key)) return false;
    this.seen.set(key, true);
    return true;
  }
}
