import type { SessionEntry } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/auth-guard.js';
import { notFound } from '../../lib/errors.js';
import type { LiveSessions } from '../../lib/live-events.js';
import { presentSession } from './sessions.presenter.js';
import { listActiveSessions, revokeSessionOf, revokeUserSessions } from './sessions.repository.js';

/**
 * Decision 029: the member's own sessions in their account settings: the list, 'sign out' of
 * one session and 'sign out everywhere'. Each end is published on the live bus, so every API
 * instance closes the matching `/api/live` sockets with 4401.
 */
export class AccountSessionsService {
  constructor(
    private readonly db: Db,
    private readonly live: LiveSessions,
  ) {}

  /** GET /me/sessions: active sessions, most recently used first, the caller's marked. */
  async list(actor: Actor): Promise<SessionEntry[]> {
    const rows = await listActiveSessions(this.db, actor.userId);
    return rows.map((row) => presentSession(row, actor.sessionId));
  }

  /**
   * DELETE /me/sessions/:id: ends one of the member's active sessions (the caller's own one is a
   * logout); 404 when the id is not an active session of theirs.
   */
  async signOut(actor: Actor, id: string): Promise<{ success: true }> {
    if (!(await revokeSessionOf(this.db, actor.userId, id))) throw notFound('Session not found');
    this.live.closeSession(id);
    return { success: true };
  }

  /** POST /me/sessions/sign-out-everywhere: ends every session of the member, the caller's too. */
  async signOutEverywhere(actor: Actor): Promise<{ success: true }> {
    await revokeUserSessions(this.db, actor.userId);
    this.live.closeUser(actor.userId);
    return { success: true };
  }
}
