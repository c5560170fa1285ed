import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IDEMPOTENCY_KEY_PATTERN } from '@bgc/shared';
import type { Db } from '../db/client.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { AppError } from './errors.js';
import { multipartHashOf, readMultipart, readMultipartHash } from './multipart.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Decision 055: true for a body the route itself answers alike when repeated (a chat push
     * whose messages carry client ids, decision 038); such a call takes no idempotency key.
     */
    deduplicatesItself?: (body: unknown) => boolean;
  }
}

/** Decision 046: how long a key and its answer are kept after the first request (ms, 24 h). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Decision 046: how long a running first request holds its key (ms). A repeat within it is
 * answered 409 `idempotency_in_progress`; past it (the instance that ran it died without
 * answering) a repeat with the same method, path and body runs again.
 */
export const IDEMPOTENCY_LEASE_MS = 2 * 60 * 1000;

/** The methods whose calls take an `Idempotency-Key` (decision 046). */
const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Header marking an answer replayed from the store rather than run again. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

/** One stored key: what it was first used for and, once answered, the answer. */
export interface StoredAnswer {
  fingerprint: string;
  bodyHash: string | null;
  /** Null while the first request runs. */
  status: number | null;
  contentType: string | null;
  body: string | null;
}

const sha256 = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex');

/** Decision 046: what a key is first used for, method and URL (path and query) as SHA-256 hex. */
export const requestFingerprint = (method: string, url: string): string =>
  sha256(`${method} ${url}`);

const fromNow = (ms: number): SQL => sql`now() + ${ms} * interval '1 millisecond'`;

/**
 * Decision 046: the `idempotency_keys` table (PostgreSQL or PGlite, shared by every instance).
 * `claim` decides atomically in one `INSERT … ON CONFLICT DO UPDATE … WHERE` which request owns
 * a key: the first, or a repeat once the row expired (24 h) or its owner's lease ran out.
 */
export class IdempotencyStore {
  constructor(private readonly db: Db) {}

  /**
   * Claims `(userId, key)` for a request with `fingerprint` (method and URL) and `bodyHash`
   * (the JSON body's; null for a multipart body, known once read): answers 'claimed', or the
   * stored row of an earlier request (null when that row vanished meanwhile).
   */
  async claim(
    userId: number,
    key: string,
    fingerprint: string,
    bodyHash: string | null,
  ): Promise<'claimed' | StoredAnswer | null> {
    const t = idempotencyKeys;
    const sameRequest =
      bodyHash === null
        ? eq(t.fingerprint, fingerprint)
        : and(eq(t.fingerprint, fingerprint), eq(t.bodyHash, bodyHash));
    const fresh = {
      fingerprint,
      bodyHash,
      status: null,
      contentType: null,
      body: null,
      leaseUntil: fromNow(IDEMPOTENCY_LEASE_MS),
      expiresAt: fromNow(IDEMPOTENCY_TTL_MS),
    };
    const won = await this.db
      .insert(t)
      .values({ userId, key, ...fresh })
      .onConflictDoUpdate({
        target: [t.userId, t.key],
        set: fresh,
        setWhere: or(
          lt(t.expiresAt, sql`now()`),
          and(isNull(t.status), lt(t.leaseUntil, sql`now()`), sameRequest),
        ),
      })
      .returning({ key: t.key });
    if (won.length === 1) return 'claimed';
    const [row] = await this.db
      .select({
        fingerprint: t.fingerprint,
        bodyHash: t.bodyHash,
        status: t.status,
        contentType: t.contentType,
        body: t.body,
      })
      .from(t)
      .where(and(eq(t.userId, userId), eq(t.key, key)));
    return row ?? null;
  }

  /** Stores the answer of the request that claimed `(userId, key)`, and its body's hash. */
  async complete(
    userId: number,
    key: string,
    answer: { status: number; contentType: string | null; body: string; bodyHash: string | null },
  ): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set(answer)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  }

  /** Frees `(userId, key)` after a 5xx or an answer that cannot be stored: a retry runs again. */
  async release(userId: number, key: string): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          eq(idempotencyKeys.key, key),
          isNull(idempotencyKeys.status),
        ),
      );
  }

  /** Deletes the expired keys (the background jobs, every hour); answers how many. */
  async sweep(): Promise<number> {
    const rows = await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.expiresAt, sql`now()`))
      .returning({ key: idempotencyKeys.key });
    return rows.length;
  }
}

/** The key a request claimed, until its answer is stored. */
interface Claim {
  userId: number;
  key: string;
  bodyHash: string | null;
}

/**
 * Decision 046: idempotent retries of signed writes. A POST/PUT/PATCH/DELETE of a signed-in
 * member (D-01) carrying `Idempotency-Key` (8–64 of `A-Z a-z 0-9 - _`, else 400
 * `invalid_idempotency_key`) claims the key for that member before its handler runs. A repeat
 * with the same key answers the first request's stored status and body (header
 * `Idempotent-Replayed: true`) without running again; 409 `idempotency_in_progress` while the
 * first still runs; 422 `idempotency_key_reused` when the method, path, query or body differ
 * (a JSON body by its SHA-256, a multipart body by its fields and files, boundary aside). A 5xx
 * frees the key. Visitors' calls and keys of other members are independent. A route whose
 * `deduplicatesItself(body)` says so (decision 055) is left to its own dedupe. Registered before
 * @fastify/compress, so the answer is stored as serialized, before compression.
 */
export const idempotency = fp<{ store: IdempotencyStore }>(
  async (app, { store }) => {
    const claims = new WeakMap<FastifyRequest, Claim>();

    app.addHook('preValidation', async (request, reply) => {
      const actor = request.actor;
      const header = request.headers['idempotency-key'];
      if (!actor || header === undefined || !WRITE_METHODS.has(request.method)) return;
      if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header))
        throw new AppError('invalid_idempotency_key');
      // decision 055: the route's own dedupe answers the repeat; no statement for the key
      if (request.routeOptions.config.deduplicatesItself?.(request.body)) return;
      const fingerprint = requestFingerprint(request.method, request.url);
      const multipart = request.isMultipart();
      const bodyHash = multipart ? null : sha256(JSON.stringify(request.body ?? null));
      const found = await store.claim(actor.userId, header, fingerprint, bodyHash);
      if (found === 'claimed') {
        claims.set(request, { userId: actor.userId, key: header, bodyHash });
        return;
      }
      // the first request's 5xx freed the row between the two statements: it is running again
      if (!found) throw new AppError('idempotency_in_progress');
      if (found.fingerprint !== fingerprint) throw new AppError('idempotency_key_reused');
      if (found.status === null) throw new AppError('idempotency_in_progress');
      if (found.bodyHash !== null) {
        const given = multipart ? multipartHashOf(await readMultipart(request)) : bodyHash;
        if (given !== found.bodyHash) throw new AppError('idempotency_key_reused');
      }
      reply.code(found.status).header(REPLAYED_HEADER, 'true');
      if (found.contentType) reply.header('content-type', found.contentType);
      return reply.send(found.status === 204 ? undefined : (found.body ?? undefined));
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = claims.get(request);
      if (!claim) return payload;
      claims.delete(request);
      const storable = payload === null || typeof payload === 'string' || Buffer.isBuffer(payload);
      try {
        if (reply.statusCode >= 500 || !storable) {
          await store.release(claim.userId, claim.key);
        } else {
          const type = reply.getHeader('content-type');
          await store.complete(claim.userId, claim.key, {
            status: reply.statusCode,
            contentType: typeof type === 'string' ? type : null,
            body: payload === null ? '' : payload.toString(),
            bodyHash: claim.bodyHash ?? readMultipartHash(request) ?? null,
          });
        }
      } catch (err) {
        // the answer still goes out; the key's lease frees it for a retry
        request.log.warn({ err }, 'idempotency key not stored');
      }
      return payload;
    });
  },
  { name: 'bgc-idempotency' },
);
