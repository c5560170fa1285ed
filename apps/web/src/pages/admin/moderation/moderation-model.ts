import { paths, type ModerationReport } from '@bgc/shared';

/**
 * Pure model of the moderation queue (D-04): its tabs, the actions a report offers and the
 * link to what was reported.
 */

/** D-04: the queue's tabs, in order. */
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export type ModerationAction = 'hide' | 'suspend' | 'dismiss';

/** Reports per page of the queue. */
export const REPORTS_PAGE_SIZE = 20;

/**
 * D-04: the actions of a report: none once decided; 'hide' for posts and comments still
 * shown; 'suspend' when the server says it applies (the member is known and is not an
 * Administrator, decision 042); 'dismiss' always.
 */
export function reportActions(
  report: Pick<ModerationReport, 'status' | 'entityName' | 'hidden' | 'suspendable'>,
): ModerationAction[] {
  if (report.status !== 'open') return [];
  const actions: ModerationAction[] = [];
  if (report.entityName !== 'user' && !report.hidden) actions.push('hide');
  if (report.suspendable) actions.push('suspend');
  actions.push('dismiss');
  return actions;
}

/**
 * The page showing what was reported: the post itself, the reported member's profile, or for
 * a comment its post with the comment highlighted (ROUTE-036); a comment of no
 * post falls back to its author's profile; null when unknown.
 */
export function reportTarget(
  report: Pick<ModerationReport, 'entityName' | 'entityId' | 'snapshot' | 'postId'>,
): { kind: 'post' | 'comment' | 'profile'; to: string } | null {
  if (report.entityName === 'post') return { kind: 'post', to: paths.postDetail(report.entityId) };
  if (report.entityName === 'comment' && report.postId !== null)
    return { kind: 'comment', to: paths.postDetail(report.postId, report.entityId) };
  if (report.entityName === 'user')
    return { kind: 'profile', to: paths.profilePerson(report.entityId) };
  return report.snapshot.authorId !== null
    ? { kind: 'profile', to: paths.profilePerson(report.snapshot.authorId) }
    : null;
}

/** The tab of an address value ('?status=resolved'); unknown values give 'open'. */
export const readStatus = (value: string | null): ReportStatus =>
  (REPORT_STATUSES as readonly string[]).includes(value ?? '') ? (value as ReportStatus) : 'open';
