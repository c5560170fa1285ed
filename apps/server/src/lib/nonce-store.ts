import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { AUTH_MAX_SKEW_MS } from '@bgc/shared';
import { queryPrepared, type Db } from '../db/client.js';
import { requestNonces } from '../db/schema/index.js';
import { Batched } from './batched.js';
import { storeUnavailable } from './redis.js';

/**
 * How long a used nonce is remembered (ms). A signed request is accepted only while its
 * timestamp is within AUTH_MAX_SKEW_MS of the server clock, i.e. at most 2 × AUTH_MAX_SKEW_MS
 * after the first time a nonce could have been used; past that the skew check refuses a replay.
 */
export const NONCE_TTL_MS = 2 * AUTH_MAX_SKEW_MS;

/**
 * D-01 replay protection (decision 017): remembers each (session, nonce) for NONCE_TTL_MS,
 * outside the process, so that a replay is refused after a restart and by every API instance.
 * Two implementations: the database (`request_nonces`, default) and Redis (REDIS_URL).
 */
export interface NonceStore {
  /** True the first time a nonce is used for a session, false on a replay (atomic). */
  claim(sessionId: string, nonce: string): Promise<boolean>;
  /** Stops background work and releases connections it owns. */
  close(): Promise<void>;
}

/**
 * Nonces in the `request_nonces` table (PGlite or PostgreSQL): one
 * `INSERT … ON CONFLICT DO UPDATE … WHERE expired` decides atomically (a row that expired but
 * was not swept yet counts as free); expired rows are deleted every `sweepEveryMs`.
 */
export class DatabaseNonceStore implements NonceStore {
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    options: { sweepEveryMs?: number; log?: FastifyBaseLogger } = {},
  ) {
    this.timer = setInterval(() => {
      this.sweep().catch((err: unknown) => options.log?.warn({ err }, 'nonce sweep failed'));
    }, options.sweepEveryMs ?? 60_000);
    this.timer.unref();
  }

  /**
   * Decision 055: the claims of concurrent requests go in one multi-row statement (`Batched`);
   * each claim still answers only once that statement has committed, and a nonce repeated
   * within one batch is won by its first claim only.
   */
  private readonly claims = new Batched<{ sessionId: string; nonce: string }, boolean>((keys) =>
    this.claimMany(keys),
  );

  claim(sessionId: string, nonce: string): Promise<boolean> {
    return this.claims.get({ sessionId, nonce });
  }

  /**
   * One `INSERT … ON CONFLICT DO UPDATE … WHERE expired` for `keys`: whether each was won. The
   * keys travel as two array parameters (`unnest`), so the statement has one text whatever the
   * batch's size and is prepared once per connection (decisions 062, 073).
   */
  private async claimMany(keys: Array<{ sessionId: string; nonce: string }>): Promise<boolean[]> {
    const id = (k: { sessionId: string; nonce: string }) => `${k.sessionId}\u0000${k.nonce}`;
    const firsts = new Map<string, number>();
    keys.forEach((k, i) => {
      if (!firsts.has(id(k))) firsts.set(id(k), i);
    });
    const claimed = [...firsts.values()].map((i) => keys[i]!);
    const sessionIds = sql.param(claimed.map((k) => k.sessionId));
    const nonces = sql.param(claimed.map((k) => k.nonce));
    const rows = await queryPrepared<{ sessionId: string; nonce: string }>(
      this.db,
      'nonce_claim',
      sql`INSERT INTO ${requestNonces} (session_id, nonce, expires_at)
        SELECT c.session_id, c.nonce, now() + ${NONCE_TTL_MS} * interval '1 millisecond'
        FROM unnest(${sessionIds}::text[], ${nonces}::text[]) AS c(session_id, nonce)
        ON CONFLICT (session_id, nonce) DO UPDATE SET expires_at = excluded.expires_at
        WHERE ${requestNonces.expiresAt} < now()
        RETURNING session_id AS "sessionId", nonce`,
    );
    const won = new Set(rows.map(id));
    return keys.map((k, i) => won.has(id(k)) && firsts.get(id(k)) === i);
  }

  /** Deletes the expired nonces; answers how many. */
  async sweep(): Promise<number> {
    const rows = await this.db
      .delete(requestNonces)
      .where(lt(requestNonces.expiresAt, sql`now()`))
      .returning({ nonce: requestNonces.nonce });
    return rows.length;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
  }
}

/**
 * Nonces in Redis: `SET bgc:nonce:<session>:<nonce> 1 NX PX NONCE_TTL_MS` (atomic; Redis
 * expires the key). Redis unreachable → 503, never an unchecked request. The client is shared
 * and closed by its owner.
 */
export class RedisNonceStore implements NonceStore {
  constructor(
    private readonly redis: Redis,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async claim(sessionId: string, nonce: string): Promise<boolean> {
    let reply: string | null;
    try {
      reply = await this.redis.set(
        `bgc:nonce:${sessionId}:${nonce}`,
        '1',
        'PX',
        NONCE_TTL_MS,
        'NX',
      );
    } catch (err) {
      throw storeUnavailable(err, this.log);
    }
    return reply === 'OK';
  }

  async close(): Promise<void> {}
}
