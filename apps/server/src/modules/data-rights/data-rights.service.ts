import { verify } from '@node-rs/argon2';
import type { FastifyBaseLogger } from 'fastify';
import { DELETE_ACCOUNT_WRONG_PASSWORD, LEGAL } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/auth-guard.js';
import type { MediaStore } from '../../lib/media-store.js';
import { notFound, validationError } from '../../lib/errors.js';
import type { LiveSessions } from '../../lib/live-events.js';
import {
  collectMemberData,
  findPasswordHash,
  dueAccountIds,
  markAccountDeleted,
} from './data-rights.repository.js';
import type { RemovalEffects } from './account-removal.repository.js';
import { appendErasures, entriesOf } from './erasure-log.js';
import { eraseMembers } from './member-erasure.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Members' data rights promised by the data-use policy (LEGAL-005): a JSON copy of
 * their data, and deleting their account — hidden and signed out at once, the address free to
 * register again, the member and their content erased by the background purge after
 * `purgeAfterDays` (at most LEGAL.removalStartsWithinDays).
 */
export class DataRightsService {
  constructor(
    private readonly deps: {
      db: Db;
      media: MediaStore;
      purgeAfterDays: number;
      /** D-05: reviews leave the ranking when their author is erased. */
      onPurged: () => void;
      /**
       * Decision 030: told right after a deletion committed, with what it changed (the app
       * recomputes the ranking at once, drops its page and count caches and tells the former
       * friends' open pages over the live channel).
       */
      onRemoved: (userId: number, effects: RemovalEffects) => void;
      /** Decision 029: ends the deleted member's live sockets on every instance. */
      live?: LiveSessions;
      /**
       * Decision 047: the erasure log's file (outside the database a restore replaces); each
       * member the purge erases is appended. Null: no log (a database in memory).
       */
      erasureLog: string | null;
      log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
    },
  ) {}

  /** GET /me/data-export: the member's data (404 when the member no longer exists). */
  async export(actor: Actor) {
    const data = await collectMemberData(this.deps.db, actor.userId);
    if (!data) throw notFound('Member not found');
    return { exportedAt: new Date().toISOString(), format: 'bgc-member-data/1', ...data };
  }

  /**
   * POST /me/delete-account: 400 on a wrong password; otherwise signed out, the member and
   * their content gone from every page and count at once (decision 030), the purge scheduled.
   */
  async deleteAccount(
    actor: Actor,
    password: string,
  ): Promise<{ success: true; purgeAfter: string }> {
    const passwordHash = await findPasswordHash(this.deps.db, actor.userId);
    if (!passwordHash) throw notFound('Member not found');
    if (!(await verify(passwordHash, password)))
      throw validationError(DELETE_ACCOUNT_WRONG_PASSWORD, {
        password: DELETE_ACCOUNT_WRONG_PASSWORD,
      });
    const days = Math.min(this.deps.purgeAfterDays, LEGAL.removalStartsWithinDays);
    const purgeAfter = new Date(Date.now() + days * DAY_MS);
    const effects = await markAccountDeleted(this.deps.db, actor.userId, purgeAfter);
    this.deps.live?.closeUser(actor.userId);
    this.deps.onRemoved(actor.userId, effects);
    return { success: true, purgeAfter: purgeAfter.toISOString() };
  }

  /**
   * The background job's step (decision 030): erases the due accounts and every file of
   * theirs (`eraseMembers`, the one erasure code), then appends each erased member to the
   * erasure log (decision 047) so a restore of an older backup erases them again. Throws when
   * the log cannot be written (the job then counts as failed and the ids are in the error line).
   */
  async purge(now: Date = new Date()): Promise<number[]> {
    const purged = await eraseMembers(this.deps, await dueAccountIds(this.deps.db, now));
    const { userIds } = purged;
    if (userIds.length === 0) return userIds;
    this.deps.log.info({ userIds }, 'deleted accounts erased');
    this.deps.onPurged();
    if (this.deps.erasureLog)
      await appendErasures(this.deps.erasureLog, entriesOf(purged, new Date())).catch(
        (err: unknown) => {
          this.deps.log.error({ err, userIds }, 'erasure log not written');
          throw err;
        },
      );
    return userIds;
  }
}
