import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUTH_MAX_SKEW_MS, parseAuthorization, signingMessage } from '@bgc/shared';
import type { Db } from '../db/client.js';
import { findSessionsOfActiveMembers, touchSession } from '../modules/auth/sessions.repository.js';
import { Batched } from './batched.js';
import { AppError, unauthorized } from './errors.js';
import type { NonceStore } from './nonce-store.js';

/** Who is calling: set on every API request by the auth guard. */
export interface Actor {
  userId: number;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, or null for a visitor. */
    actor: Actor | null;
  }
}

const TOUCH_EVERY_MS = 60_000;

/**
 * D-01: verifies the `Authorization: BGC-HMAC-SHA256 …` header of every API request.
 * No header → visitor. A header that fails (unknown, expired or revoked session, clock
 * skew over 5 min, replayed nonce, wrong signature) → 401 with a stable code, on any route.
 */
export function registerAuthGuard(
  app: FastifyInstance,
  deps: { db: Db; nonces: NonceStore; sessionTtlMs: number },
): void {
  app.decorateRequest('actor', null);
  // decision 055: the sessions of concurrent requests are read in one statement
  const sessionsById = new Batched((ids: string[]) => findSessionsOfActiveMembers(deps.db, ids));
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const parts = parseAuthorization(header);
    if (!parts) throw new AppError('invalid_authorization');
    const now = Date.now();
    if (Math.abs(now - parts.ts) > AUTH_MAX_SKEW_MS) throw new AppError('clock_skew');
    const session = await sessionsById.get(parts.session);
    // a suspended member's session is dead, however it was created
    if (!session || session.revokedAt || session.suspended) throw new AppError('session_invalid');
    if (session.expiresAt.getTime() <= now) throw new AppError('session_expired');
    const expected = createHmac('sha256', session.secret)
      .update(signingMessage(request.method, request.url, parts.ts, parts.nonce))
      .digest();
    const given = Buffer.from(parts.signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError('bad_signature');
    }
    if (!(await deps.nonces.claim(session.id, parts.nonce))) throw new AppError('nonce_replayed');
    request.actor = { userId: session.userId, sessionId: session.id };
    if (now - session.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
      await touchSession(deps.db, session.id, new Date(now + deps.sessionTtlMs));
    }
  });
}

/** The signed-in member of a request, or 401. */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized('You need to login');
  return request.actor;
}

/**
 * Route-level `onRequest` hook for member-only routes: answers 401 before the body is
 * validated, so a visitor never learns about field rules (ROLE-014).
 */
export async function authenticated(request: FastifyRequest): Promise<void> {
  requireActor(request);
}
