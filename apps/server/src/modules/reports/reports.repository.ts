import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { comments, posts, reports, sessions, users } from '../../db/schema/index.js';
import { countedPage } from '../../db/paging.js';

export type ReportRecord = typeof reports.$inferSelect;
type Entity = 'post' | 'comment' | 'user';

/** What a report keeps of the reported entity (D-04), or null when it does not exist. */
export async function snapshotOf(
  db: Db,
  entityName: Entity,
  entityId: number,
): Promise<{ text: string; authorId: number | null; authorName: string | null } | null> {
  if (entityName === 'user') {
    const rows = await db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, entityId))
      .limit(1);
    const u = rows[0];
    return u
      ? {
          text: `${u.firstName} ${u.lastName}`,
          authorId: u.id,
          authorName: `${u.firstName} ${u.lastName}`,
        }
      : null;
  }
  const table = entityName === 'post' ? posts : comments;
  const rows = await db
    .select({
      authorId: table.authorId,
      text:
        entityName === 'post'
          ? sql<string>`coalesce(${posts.title} || ': ', '') || ${posts.content}`
          : comments.text,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(table)
    .innerJoin(users, eq(users.id, table.authorId))
    .where(and(eq(table.id, entityId), isNull(table.deletedAt)))
    .limit(1);
  const r = rows[0];
  return r
    ? {
        text: r.text.slice(0, 2000),
        authorId: r.authorId,
        authorName: `${r.firstName} ${r.lastName}`,
      }
    : null;
}

/** Stores a report; null when the member already reported this entity. */
export async function insertReport(
  db: Db,
  values: Omit<typeof reports.$inferInsert, 'id' | 'status'>,
): Promise<ReportRecord | null> {
  const rows = await db.insert(reports).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

/** The member a report is about (a second `users` in the queue's query, beside the reporter). */
const reportedUser = alias(users, 'reported_user');

/**
 * D-04 queue: reports of a status, oldest first, each with the reporter's name and the state
 * of the reported entity (hidden post or comment, suspended member, the comment's post), in
 * one query plus the count (no query per row).
 */
export async function findReportPage(
  db: Db,
  status: ReportRecord['status'],
  page: number,
  limit: number,
) {
  const where = eq(reports.status, status);
  const query = db
    .select({
      report: reports,
      firstName: users.firstName,
      lastName: users.lastName,
      postHiddenAt: posts.hiddenAt,
      commentHiddenAt: comments.hiddenAt,
      commentPostId: comments.postId,
      userSuspendedAt: reportedUser.suspendedAt,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .leftJoin(posts, and(eq(reports.entityName, 'post'), eq(posts.id, reports.entityId)))
    .leftJoin(comments, and(eq(reports.entityName, 'comment'), eq(comments.id, reports.entityId)))
    .leftJoin(
      reportedUser,
      and(eq(reports.entityName, 'user'), eq(reportedUser.id, reports.entityId)),
    )
    .where(where)
    .orderBy(asc(reports.createdAt), asc(reports.id))
    .$dynamic();
  return countedPage(db, reports, where, query, page, limit);
}

/** One row of the moderation queue, as `findReportPage` loads it. */
export type ReportQueueRow = Awaited<ReturnType<typeof findReportPage>>['rows'][number];

export async function findReport(db: Db, id: number): Promise<ReportRecord | null> {
  const rows = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * D-04: applies a decision to every open report of the entity: hide the post or comment,
 * suspend the member (their sessions end), or dismiss. One transaction.
 */
export async function decideReports(
  db: Db,
  report: ReportRecord,
  action: 'hide' | 'suspend' | 'dismiss',
  moderatorId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    if (action === 'hide' && report.entityName !== 'user') {
      const table = report.entityName === 'post' ? posts : comments;
      await tx.update(table).set({ hiddenAt: now }).where(eq(table.id, report.entityId));
    }
    if (action === 'suspend') {
      const userId =
        report.entityName === 'user' ? report.entityId : Number(report.snapshot.authorId ?? 0);
      await tx.update(users).set({ suspendedAt: now }).where(eq(users.id, userId));
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    }
    await tx
      .update(reports)
      .set({
        status: action === 'dismiss' ? 'dismissed' : 'resolved',
        action,
        decidedAt: now,
        decidedById: moderatorId,
      })
      .where(
        and(
          eq(reports.entityName, report.entityName),
          eq(reports.entityId, report.entityId),
          eq(reports.status, 'open'),
        ),
      );
  });
}
