import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { SUB_ROLES } from '@bgc/shared';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { comments, posts, reports, sessions, users } from '../../db/schema/index.js';
import { countedPage } from '../../db/paging.js';
import { hideMemberContent, hideReported, notifyHidden } from './moderation.repository.js';

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
/** The member a decision would suspend: the reported member, or the content's author. */
const concernedMember = alias(users, 'concerned_member');

/** The id of the member a report concerns (`concernedMember`), in SQL. */
const concernedId = sql`CASE WHEN ${reports.entityName} = 'user' THEN ${reports.entityId}
  ELSE (${reports.snapshot}->>'authorId')::int END`;

/**
 * D-04 queue: reports of a status, oldest first, each with the reporter's name, the state
 * of the reported entity (hidden post or comment, suspended member, the comment's post) and
 * whether the member concerned exists and is an Administrator (decision 042), in one query
 * plus the count (no query per row).
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
      concernedIsMember: sql<boolean>`${concernedMember.id} IS NOT NULL`,
      concernedIsAdministrator: sql<boolean>`coalesce(${SUB_ROLES.Administrator}::smallint = ANY(${concernedMember.subRoles}), false)`,
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.reporterId))
    .leftJoin(posts, and(eq(reports.entityName, 'post'), eq(posts.id, reports.entityId)))
    .leftJoin(comments, and(eq(reports.entityName, 'comment'), eq(comments.id, reports.entityId)))
    .leftJoin(
      reportedUser,
      and(eq(reports.entityName, 'user'), eq(reportedUser.id, reports.entityId)),
    )
    .leftJoin(concernedMember, sql`${concernedMember.id} = ${concernedId}`)
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

/** What a decision changed elsewhere (decision 042). */
export interface DecisionEffects {
  /** Courses whose own rating moved (hidden reviews): the ranking recomputes. */
  courseIds: number[];
  /** Members whose bell gets a new item (the author of hidden content). */
  notified: number[];
}

/**
 * D-04 (decision 042): applies a decision to every open report of the entity, in one
 * transaction: hide the post or comment (its counters recounted, its author told, type 9),
 * suspend the member `suspendId` (their sessions end, their own posts, reviews and comments
 * are hidden and recounted), or dismiss.
 */
export async function decideReports(
  db: Db,
  report: ReportRecord,
  decision: { action: 'hide' } | { action: 'suspend'; suspendId: number } | { action: 'dismiss' },
  moderatorId: number,
): Promise<DecisionEffects> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const effects: DecisionEffects = { courseIds: [], notified: [] };
    if (decision.action === 'hide' && report.entityName !== 'user') {
      const hidden = await hideReported(tx, report.entityName, report.entityId, now);
      effects.courseIds = hidden.courseIds;
      effects.notified = await notifyHidden(
        tx,
        report.entityName,
        report.entityId,
        report.category,
      );
    }
    if (decision.action === 'suspend') {
      const userId = decision.suspendId;
      await tx.update(users).set({ suspendedAt: now }).where(eq(users.id, userId));
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
      effects.courseIds = (await hideMemberContent(tx, userId, now)).courseIds;
    }
    await tx
      .update(reports)
      .set({
        status: decision.action === 'dismiss' ? 'dismissed' : 'resolved',
        action: decision.action,
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
    return effects;
  });
}
