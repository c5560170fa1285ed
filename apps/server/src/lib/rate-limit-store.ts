import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { CounterStore } from './counter-store.js';

/** The route a per-route store counts for, as @fastify/rate-limit hands it to `child`. */
interface ChildOptions {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * D-10 per-IP limits of @fastify/rate-limit counted in a CounterStore (decision 031): with
 * REDIS_URL a FallbackCounterStore, so the limits are shared by every instance and, while Redis
 * is away, still counted in each instance instead of being skipped. Keys are
 * `rate:<METHOD><url>-<client address>`; a window starts with the first request (fixed
 * windows, as the plugin's own stores).
 */
export function counterRateLimitStore(counters: CounterStore): FastifyRateLimitStoreCtor {
  class CounterRateLimitStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = 'rate:') {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      const name = `${this.prefix}${key}`;
      const windowMs = Math.max(1, timeWindow ?? 60_000);
      counters
        .increment(name, windowMs)
        .then(async (current) => ({ current, ttl: await counters.remaining(name) }))
        .then(
          (result) => callback(null, result),
          (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
        );
    }

    child(options: unknown): FastifyRateLimitStore {
      const route = (options as ChildOptions).routeInfo ?? {};
      return new CounterRateLimitStore(
        `${this.prefix}${String(route.method ?? '')}${route.url ?? ''}-`,
      );
    }
  }
  return CounterRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
