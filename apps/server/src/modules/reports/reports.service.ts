import { POST_MSG, type ModerationReport, type Page, type ReportInput } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/auth-guard.js';
import { plainTextLines } from '../../lib/sanitize.js';
import { AppError, notFound, validationError } from '../../lib/errors.js';
import { loadActor, type PolicyActor } from '../../lib/policy-actor.js';
import * as memberPolicy from '../members/member.policy.js';
import { authorize } from './report.policy.js';
import type { LiveSessions } from '../../lib/live-events.js';
import type { Notifier } from '../notifications/notifications.events.js';
import { existingUserIds } from '../members/members.repository.js';
import { findPostThumbnails } from './moderation.repository.js';
import {
  decideReports,
  type DecisionEffects,
  findReport,
  findReportPage,
  insertReport,
  snapshotOf,
  type ReportRecord,
} from './reports.repository.js';
import { presentReport } from './reports.presenter.js';

/** Whether the member exists (any state). */
async function memberExists(db: Db, userId: number): Promise<boolean> {
  return (await existingUserIds(db, [userId])).has(userId);
}

/** Reporting and moderation (REPORT-*, D-04, OPEN-042). */
export class ReportService {
  constructor(
    private readonly db: Db,
    /** a suspension closes the member's live sockets. */
    private readonly live?: LiveSessions,
    /** the bell of the author of hidden content (type 9, decision 042). */
    private readonly notifier?: Notifier,
    /** caches a hide or a suspension makes stale: the ranking, list totals, rendered pages. */
    private readonly onDecided?: (effects: DecisionEffects) => void,
  ) {}

  /** T73/T74: stores a report with a snapshot; 404 unknown entity, 409 reported twice. */
  async report(actor: Actor, input: ReportInput): Promise<{ success: true; message: string }> {
    if (input.entityName === 'user' && input.entityId === actor.userId)
      throw validationError('You can not report yourself', {
        entityId: 'You can not report yourself',
      });
    const snapshot = await snapshotOf(this.db, input.entityName, input.entityId);
    if (!snapshot) throw notFound('Not found');
    const row = await insertReport(this.db, {
      reporterId: actor.userId,
      entityName: input.entityName,
      entityId: input.entityId,
      category: input.category,
      reason: input.reason,
      snapshot: { ...snapshot, text: plainTextLines(snapshot.text) },
    });
    if (!row) throw new AppError('report_exists');
    return { success: true, message: POST_MSG.reportSent };
  }

  /** D-04 moderation queue (Administrators). */
  async queue(
    actor: Actor | null,
    status: ReportRecord['status'],
    page: number,
    limit: number,
  ): Promise<Page<ModerationReport>> {
    authorize(await loadActor(this.db, actor), 'list');
    const { rows, total } = await findReportPage(this.db, status, page, limit);
    const thumbnails = await findPostThumbnails(
      this.db,
      rows.filter((r) => r.report.entityName === 'post').map((r) => r.report.entityId),
    );
    const list = rows.map((r) => presentReport(r, thumbnails));
    return { list, total, totalPages: Math.ceil(total / limit), currentPage: page };
  }

  /**
   * D-04 (decision 042): hide the content, suspend the member or dismiss (every open report of
   * the entity). 404 unknown or decided report; 400 hiding a member, suspending oneself or an
   * unknown author; 403 `administrator_not_suspendable` for an Administrator.
   */
  async decide(
    actor: Actor | null,
    id: number,
    action: 'hide' | 'suspend' | 'dismiss',
  ): Promise<{ id: number; status: 'resolved' | 'dismissed'; action: typeof action }> {
    const moderator = authorize(await loadActor(this.db, actor), 'decide');
    const report = await findReport(this.db, id);
    if (!report || report.status !== 'open') throw notFound('Report not found');
    if (action === 'hide' && report.entityName === 'user')
      throw validationError('A member is suspended, not hidden', { action: 'Use suspend' });
    let effects: DecisionEffects;
    if (action === 'suspend') {
      const suspendId = await this.suspendable(report, moderator);
      effects = await decideReports(this.db, report, { action, suspendId }, moderator.userId);
      this.live?.closeUser(suspendId);
    } else {
      effects = await decideReports(this.db, report, { action }, moderator.userId);
    }
    this.notifier?.push(effects.notified, moderator.userId);
    if (action !== 'dismiss') this.onDecided?.(effects);
    return { id, status: action === 'dismiss' ? 'dismissed' : 'resolved', action };
  }

  /**
   * The member a 'Suspend' of `report` suspends: the reported member or the content's author;
   * refused for oneself, an unknown member and an Administrator (decision 042).
   */
  private async suspendable(report: ReportRecord, moderator: PolicyActor): Promise<number> {
    const userId =
      report.entityName === 'user'
        ? report.entityId
        : typeof report.snapshot.authorId === 'number'
          ? report.snapshot.authorId
          : null;
    if (userId === moderator.userId)
      throw validationError('You can not suspend yourself', {
        action: 'You can not suspend yourself',
      });
    if (userId === null || !(await memberExists(this.db, userId)))
      throw validationError('The member is unknown', { action: 'The member is unknown' });
    memberPolicy.authorize(moderator, 'suspend', await memberPolicy.memberEntity(this.db, userId));
    return userId;
  }
}
