import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { AUTH_MAX_SKEW_MS, AUTH_SCHEME, parseAuthorization, signingMessage } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import type { LiveHub } from '../../lib/live-events.js';
import type { NonceStore } from '../../lib/nonce-store.js';
import { findSessionOfActiveMember } from '../auth/sessions.repository.js';

/**
 * `GET /api/live` WebSocket. Browsers cannot set headers on a WebSocket, so the D-01 parts
 * come in the query (`session`, `ts`, `nonce`, `signature`) and the signed target is
 * `/api/live` alone. A bad signature closes the socket with code 4401.
 */
export const liveRoutes =
  (deps: { db: Db; hub: LiveHub; nonces: NonceStore }): FastifyPluginAsync =>
  async (app) => {
    app.get('/live', { websocket: true }, async (socket, request) => {
      const q = request.query as Record<string, string | undefined>;
      const parts = parseAuthorization(
        `${AUTH_SCHEME} session=${q.session ?? ''}, ts=${q.ts ?? ''}, nonce=${q.nonce ?? ''}, signature=${q.signature ?? ''}`,
      );
      const now = Date.now();
      const session = parts ? await findSessionOfActiveMember(deps.db, parts.session) : null;
      const valid =
        parts &&
        session &&
        !session.revokedAt &&
        !session.suspended &&
        session.expiresAt.getTime() > now &&
        Math.abs(now - parts.ts) <= AUTH_MAX_SKEW_MS &&
        (() => {
          const expected = createHmac('sha256', session.secret)
            .update(signingMessage('GET', '/api/live', parts.ts, parts.nonce))
            .digest();
          const given = Buffer.from(parts.signature, 'base64url');
          return given.length === expected.length && timingSafeEqual(given, expected);
        })() &&
        deps.nonces.claim(session.id, parts.nonce);
      if (!valid || !session) {
        socket.close(4401, 'unauthorized');
        return;
      }
      deps.hub.attach(session.userId, socket, session.id);
      socket.send(JSON.stringify({ type: 'ready', userId: session.userId }));
    });
  };
