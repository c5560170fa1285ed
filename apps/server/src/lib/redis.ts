import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './errors.js';

/**
 * Opens the ioredis client of the shared security state (decision 017): nonces, counters and
 * the per-IP rate limits. Connects before answering, so a wrong REDIS_URL stops the boot with
 * the reason; afterwards it reconnects by itself and a command fails fast (one retry) while
 * Redis is away instead of queueing requests.
 */
export async function openRedis(url: string, log?: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    maxRetriesPerRequest: 1,
  });
  let lastError: Error | null = null;
  redis.on('error', (err: Error) => {
    lastError = err;
    log?.warn({ err }, 'redis (shared state) error');
  });
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    // the socket error (e.g. ECONNREFUSED) says more than the rejection ('Connection is closed')
    const reason = (lastError ?? (err as Error)).message;
    throw new Error(`REDIS_URL: cannot connect (${reason})`);
  }
  return redis;
}

/**
 * The answer when a Redis-backed security store cannot be reached: 503 `unavailable` (fail
 * closed: a request is never let through unchecked). Logs the cause once per call.
 */
export function storeUnavailable(err: unknown, log?: FastifyBaseLogger): AppError {
  log?.warn({ err }, 'shared security state unavailable');
  return new AppError('unavailable', 'Service unavailable, retry shortly');
}

/** How long a readiness PING may take (ms) before Redis counts as down. */
export const REDIS_PING_TIMEOUT_MS = 1_000;

/**
 * Decision 031: whether Redis answers a PING within REDIS_PING_TIMEOUT_MS, for the body of
 * `GET /api/readyz`; false at once while the client knows the connection is gone.
 */
export async function pingRedis(redis: Redis): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      redis.ping().then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), REDIS_PING_TIMEOUT_MS);
      }),
    ]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
