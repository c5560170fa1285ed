import type { ModerationReport } from '@bgc/shared';
import type { ReportQueueRow } from './reports.repository.js';

/**
 * D-04 / OPEN-042: a report of the moderation queue as the Administrators' screen shows it
 * (moderationReportSchema): the report, its reporter, the snapshot taken when it was filed,
 * whether the entity is hidden (a post or comment) or suspended (a member), the post whose
 * page shows it (the post itself, a comment's post, null for a member), and (decision 042)
 * whether 'Suspend' applies and a reported post's photo, from `thumbnails` (post id → path).
 */
export function presentReport(
  row: ReportQueueRow,
  thumbnails: ReadonlyMap<number, string>,
): ModerationReport {
  const { report } = row;
  const snapshot = report.snapshot;
  return {
    id: report.id,
    entityName: report.entityName,
    entityId: report.entityId,
    category: report.category,
    reason: report.reason,
    status: report.status,
    action: report.action,
    createdDate: report.createdAt.toISOString(),
    reporter: { id: report.reporterId, name: `${row.firstName} ${row.lastName}` },
    snapshot: {
      text: typeof snapshot.text === 'string' ? snapshot.text : '',
      authorId: typeof snapshot.authorId === 'number' ? snapshot.authorId : null,
      authorName: typeof snapshot.authorName === 'string' ? snapshot.authorName : null,
    },
    hidden: hiddenAt(row) !== null,
    postId:
      report.entityName === 'post'
        ? report.entityId
        : report.entityName === 'comment'
          ? row.commentPostId
          : null,
    suspendable: Boolean(row.concernedIsMember) && !row.concernedIsAdministrator,
    thumbnail: report.entityName === 'post' ? (thumbnails.get(report.entityId) ?? null) : null,
  };
}

/** When the reported entity was hidden (post, comment) or its member suspended; null if not. */
function hiddenAt(row: ReportQueueRow): Date | null {
  switch (row.report.entityName) {
    case 'post':
      return row.postHiddenAt;
    case 'comment':
      return row.commentHiddenAt;
    case 'user':
      return row.userSuspendedAt;
  }
}
