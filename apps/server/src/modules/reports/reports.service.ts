import { POST_MSG, type ModerationReport, type Page, type ReportInput } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/auth-guard.js';
import { plainTextLines } from '../../lib/sanitize.js';
import { AppError, notFound, validationError } from '../../lib/errors.js';
import { authorizeAdministrator } from '../course-admin/course.policy.js';
import type { LiveSessions } from '../../lib/live-events.js';
import {
  decideReports,
  findReport,
  findReportPage,
  insertReport,
  snapshotOf,
  type ReportRecord,
} from './reports.repository.js';
import { presentReport } from './reports.presenter.js';

/** Reporting and moderation (REPORT-*, D-04, OPEN-042). */
export class ReportService {
  constructor(
    private readonly db: Db,
    /** a suspension closes the member's live sockets. */
    private readonly live?: LiveSessions,
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
    await authorizeAdministrator(this.db, actor);
    const { rows, total } = await findReportPage(this.db, status, page, limit);
    const list = rows.map(presentReport);
    return { list, total, totalPages: Math.ceil(total / limit), currentPage: page };
  }

  /** D-04: hide the content, suspend the member or dismiss (every open report of the entity). */
  async decide(
    actor: Actor | null,
    id: number,
    action: 'hide' | 'suspend' | 'dismiss',
  ): Promise<{ id: number; status: 'resolved' | 'dismissed'; action: typeof action }> {
    const moderator = await authorizeAdministrator(this.db, actor);
    const report = await findReport(this.db, id);
    if (!report || report.status !== 'open') throw notFound('Report not found');
    if (action === 'hide' && report.entityName === 'user')
      throw validationError('A member is suspended, not hidden', { action: 'Use suspend' });
    if (
      action === 'suspend' &&
      report.entityName !== 'user' &&
      report.snapshot.authorId === moderator.userId
    )
      throw validationError('You can not suspend yourself', {
        action: 'You can not suspend yourself',
      });
    if (
      action === 'suspend' &&
      report.entityName === 'user' &&
      report.entityId === moderator.userId
    )
      throw validationError('You can not suspend yourself', {
        action: 'You can not suspend yourself',
      });
    await decideReports(this.db, report, action, moderator.userId);
    if (action === 'suspend') {
      this.live?.closeUser(
        report.entityName === 'user' ? report.entityId : Number(report.snapshot.authorId ?? 0),
      );
    }
    return { id, status: action === 'dismiss' ? 'dismissed' : 'resolved', action };
  }
}
