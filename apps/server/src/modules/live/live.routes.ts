import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { AUTH_MAX_SKEW_MS, AUTH_SCHEME, parseAuthorization, signingMessage } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import type { LiveBus } from './live-bus.js';
import type { ChatService } from '../chat/chat.service.js';
import type { NonceStore } from '../../lib/nonce-store.js';
import { findSessionOfActiveMember } from '../auth/sessions.repository.js';
import { LIVE_CLOSE_OVER_BUDGET } from '../../lib/live-events.js';
import type { LiveGuard } from './live-limits.js';

/**
 * `GET /api/live` WebSocket. Browsers cannot set headers on a WebSocket, so the D-01 parts
 * come in the query (`session`, `ts`, `nonce`, `signature`) and the signed target is
 * `/api/live` alone. A bad signature closes the socket with code 4401. Decision 029: a socket
 * over its address's or its member's cap, or over its send budget, is closed with 4429; a session
 * whose socket went over budget is refused new sockets for `LIVE_OVER_BUDGET_PAUSE_MS`.
 */
export const liveRoutes =
  (deps: {
    db: Db;
    hub: LiveBus;
    nonces: NonceStore;
    chat: ChatService;
    guard: LiveGuard;
  }): FastifyPluginAsync =>
  async (app) => {
    app.get('/live', { websocket: true }, async (socket, request) => {
      // decision 029: the address's cap is checked before any database work
      const slot = deps.guard.admitAddress(request.ip);
      if (!slot) {
        socket.close(LIVE_CLOSE_OVER_BUDGET, 'too many sockets from this address');
        return;
      }
      socket.on('close', slot.release);
      const q = request.query as Record<string, string | undefined>;
      // decision 029: a session paused after an over-budget close, or whose member is at the
      // cap here, is refused before the database is asked (a flood's reconnects cost nothing)
      const early = deps.guard.refusalBeforeLookup(q.session ?? '', (id) =>
        deps.hub.socketCount(id),
      );
      if (early) {
        socket.close(LIVE_CLOSE_OVER_BUDGET, early);
        return;
      }
      const parts = parseAuthorization(
        `${AUTH_SCHEME} session=${q.session ?? ''}, ts=${q.ts ?? ''}, nonce=${q.nonce ?? ''}, signature=${q.signature ?? ''}`,
      );
      const now = Date.now();
      const session = parts ? await findSessionOfActiveMember(deps.db, parts.session) : null;
      const signed =
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
        })();
      // D-01: a replayed live URL is refused like a replayed request (decision 017); while the
      // nonce store is unreachable the client is told to come back (1013), not signed out
      let valid = false;
      if (signed && parts && session) {
        try {
          valid = await deps.nonces.claim(session.id, parts.nonce);
        } catch {
          socket.close(1013, 'try again later');
          return;
        }
      }
      if (!valid || !session) {
        socket.close(4401, 'unauthorized');
        return;
      }
      const userId = session.userId;
      if (deps.hub.socketCount(userId) >= deps.guard.limits.maxSocketsPerMember) {
        socket.close(LIVE_CLOSE_OVER_BUDGET, 'too many sockets for this member');
        return;
      }
      deps.hub.attach(userId, socket, session.id);
      deps.hub.track(userId, socket);
      socket.on('close', deps.guard.holdSession(session.id, userId));
      const budget = deps.guard.socketKey();
      // D-15: the client sends pings (keep-alive) and WebRTC call signals for a friend, within
      // the socket's frame and byte budgets (decision 029: over budget the socket is closed)
      let over = false;
      let closing = false;
      // frames and bytes waiting for the limiters' answer: past what the budgets could admit at
      // once, the socket is over budget without asking them (a flood's burst arrives faster than
      // the asynchronous limiters answer)
      let waiting = 0;
      let waitingBytes = 0;
      const finishClose = () => {
        if (closing) return;
        closing = true;
        socket.close(LIVE_CLOSE_OVER_BUDGET, 'over budget');
        // dropped if the client does not finish the close within 2 s
        setTimeout(() => socket.terminate(), 2000).unref();
      };
      // over budget: reading stops at once (a flood costs no more parsing), the frames already
      // admitted are answered, then the socket is closed with 4429
      const overBudget = () => {
        if (over) return;
        over = true;
        deps.guard.pauseSession(session.id);
        socket.pause();
        if (waiting === 0) finishClose();
      };
      socket.on('message', (raw: Buffer) => {
        if (over) return;
        if (!deps.guard.couldAdmit(waiting + 1, waitingBytes + raw.length)) {
          overBudget();
          return;
        }
        waiting += 1;
        waitingBytes += raw.length;
        void (async () => {
          try {
            if (!(await deps.guard.withinBudget(budget, userId, raw.length))) {
              overBudget();
              return;
            }
            if (socket.readyState !== socket.OPEN) return;
            const message = parseClientMessage(raw);
            if (!message) return;
            if (message.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
            else await deps.chat.relaySignal(userId, message.to, message.data);
          } finally {
            waiting -= 1;
            waitingBytes -= raw.length;
            if (over && waiting === 0) finishClose();
          }
        })().catch(() => undefined);
      });
      socket.send(JSON.stringify({ type: 'ready', userId }));
    });
  };

/** A message from the client: `{type:'ping'}` or `{type:'signal', to, data}`; null when malformed. */
function parseClientMessage(
  raw: Buffer,
): { type: 'ping' } | { type: 'signal'; to: number; data: unknown } | null {
  try {
    const value = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    if (value.type === 'ping') return { type: 'ping' };
    if (value.type === 'signal' && Number.isInteger(value.to) && (value.to as number) > 0)
      return { type: 'signal', to: value.to as number, data: value.data ?? null };
  } catch {
    // ignored: not JSON
  }
  return null;
}
