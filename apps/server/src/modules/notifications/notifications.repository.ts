import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  NOTIFICATION_FEED_LOOKBACK_DAYS,
  NOTIFICATION_NOTIFIERS_KEPT,
  NOTIFICATION_SYNC_MARGIN_MS,
} from '@bgc/shared';
import { queryPrepared, type Db } from '../../db/client.js';
import {
  courseRoles,
  friends,
  notificationCounters,
  notificationPreferences,
  notifications,
  users,
} from '../../db/schema/index.js';

export type NotificationRecord = typeof notifications.$inferSelect;
export type NotificationEntity = NotificationRecord['entityName'];

/** Friend statuses (D-02) that mean one of the pair blocked the other. */
const BLOCKED_STATUSES = [6, 7, 8, 9];

/** The tables keyed by a member (`user_id`) whose matching members this file reads. */
type MemberRowsTable = typeof friends | typeof notificationPreferences | typeof courseRoles;

/** The `user_id` of every row of `table` matching all `conditions` (member ids, any order). */
async function memberIdsWhere(
  db: Db,
  table: MemberRowsTable,
  ...conditions: SQL[]
): Promise<number[]> {
  const rows = await db
    .select({ id: table.userId })
    .from(table)
    .where(and(...conditions));
  return rows.map((r) => r.id);
}

/**
 * The recipients who may receive a notification of `type` caused by `actorId`: never the
 * actor, never across a block (either direction: both rows carry it, D-02), never a type the
 * recipient turned off, and nobody when the actor is suspended, deleted or erased; a
 * suspended, deleted or erased recipient gets nothing either.
 */
export async function allowedRecipients(
  db: Db,
  actorId: number,
  recipientIds: readonly number[],
  type: number,
): Promise<number[]> {
  const wanted = [...new Set(recipientIds)].filter((id) => id !== actorId);
  if (wanted.length === 0) return [];
  // decision 030: a member deleted (suspended until the purge) or erased neither causes nor
  // receives notifications, even from a delayed one (a chat message's, decision 038) that
  // fires after the deletion
  const present = new Set(
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, [actorId, ...wanted]), isNull(users.suspendedAt)))
    ).map((r) => r.id),
  );
  if (!present.has(actorId)) return [];
  const ids = wanted.filter((id) => present.has(id));
  if (ids.length === 0) return [];
  const [blocked, muted] = await Promise.all([
    memberIdsWhere(
      db,
      friends,
      inArray(friends.userId, ids),
      eq(friends.friendId, actorId),
      inArray(friends.status, BLOCKED_STATUSES),
    ),
    memberIdsWhere(
      db,
      notificationPreferences,
      inArray(notificationPreferences.userId, ids),
      sql`${type}::smallint = ANY(${notificationPreferences.disabledTypes})`,
    ),
  ]);
  const out = new Set([...blocked, ...muted]);
  return ids.filter((id) => !out.has(id));
}

/** What happened, as a notification records it: its type, the entity it is about, who did it. */
interface NotificationEvent {
  type: number;
  entityName: NotificationEntity;
  entityId: number;
  actorId: number;
  detail: Record<string, unknown>;
}

/** Inserts one notification per recipient (a repeated type-3 target is skipped). */
export async function insertNotifications(
  tx: Db,
  recipientIds: readonly number[],
  values: NotificationEvent,
): Promise<number[]> {
  if (recipientIds.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(
      recipientIds.map((userId) => ({
        userId,
        type: values.type,
        entityName: values.entityName,
        entityId: values.entityId,
        notifierIds: [values.actorId],
        detail: values.detail,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: notifications.userId });
  return rows.map((r) => r.userId);
}

/**
 * Grouped notification (types 4 and 6): while the recipient's item about this entity is
 * unread, the actor joins its notifiers (most recent first) and the item moves to the top;
 * once read or deleted, the next event starts a new item.
 */
export async function upsertGrouped(
  tx: Db,
  recipientId: number,
  values: NotificationEvent,
): Promise<void> {
  const n = notifications;
  await tx
    .insert(n)
    .values({
      userId: recipientId,
      type: values.type,
      entityName: values.entityName,
      entityId: values.entityId,
      notifierIds: [values.actorId],
      detail: values.detail,
    })
    .onConflictDoUpdate({
      target: [n.userId, n.type, n.entityName, n.entityId],
      targetWhere: sql`${n.type} IN (4, 6) AND ${n.status} = 1 AND ${n.deletedAt} IS NULL`,
      set: {
        notifierIds: sql`(array_prepend(${values.actorId}::integer, array_remove(${n.notifierIds}, ${values.actorId}::integer)))[1:${NOTIFICATION_NOTIFIERS_KEPT}]`,
        notifierCount: sql`${n.notifierCount} + CASE WHEN ${values.actorId}::integer = ANY(${n.notifierIds}) THEN 0 ELSE 1 END`,
        detail: values.detail,
        createdAt: sql`now()`,
      },
    });
}

/**
 * ADR 012 fan-out on read: writes the member's type-1 items for the live posts published
 * since the last read (minus a margin for late commits) by the members it follows, and the
 * course posts (type 7) of the courses it follows, each after the follow began. One item per
 * post (unique index), so re-scans and deleted items stay as they are. Served by
 * `posts_author_idx` and `posts_course_type_idx` through the member's follows. The bell asks
 * `followedPostsPending` first (inside its page statement) and calls this only when it says so.
 */
export async function materialiseFollowedPosts(db: Db, userId: number): Promise<void> {
  const now = new Date();
  // decision 062: one prepared statement, as every online follower's bell runs it after a course
  // post. The cursor's row is locked first (a concurrent sync of the member waits and then reads
  // the cursor it wrote); the items are written from the cursor minus the late-commit margin (the
  // first-read lookback without one); the cursor moves to `now`, never back.
  await queryPrepared(
    db,
    'bell_sync',
    sql`WITH cursor_row AS (
        SELECT synced_at FROM notification_cursors WHERE user_id = ${userId} FOR UPDATE
      ), items AS (
        INSERT INTO notifications (user_id, type, entity_name, entity_id, notifier_ids, detail, created_at)
        SELECT ${userId}::integer, 1, 'post', p.id, ARRAY[p.author_id],
               jsonb_build_object('name', COALESCE(c.name, p.title, ''), 'postId', p.id, 'postType', p.type),
               p.created_at
        FROM ${followedPostsSince(
          userId,
          sql`COALESCE(
            (SELECT synced_at FROM cursor_row)
              - ${NOTIFICATION_SYNC_MARGIN_MS}::bigint * interval '1 millisecond',
            ${now}::timestamptz - ${NOTIFICATION_FEED_LOOKBACK_DAYS}::integer * interval '1 day')`,
        )}
        LEFT JOIN courses c ON c.id = p.course_id AND p.type = 7
        ON CONFLICT (user_id, type, entity_name, entity_id) WHERE type IN (1, 3) DO NOTHING
        RETURNING 1
      )
      INSERT INTO notification_cursors (user_id, synced_at) VALUES (${userId}, ${now}::timestamptz)
      ON CONFLICT (user_id) DO UPDATE
        SET synced_at = GREATEST(notification_cursors.synced_at, excluded.synced_at)`,
  );
}

/**
 * SQL boolean, read-only (decision 052): whether a followed post is not yet materialised for
 * `userId` since its cursor (minus the late-commit margin; the first-read lookback without one).
 * Most reads find nothing new, so they take no lock and write nothing; concurrent reads of one
 * member (several tabs, the bell's refetch on a live event) do not queue on the cursor's row.
 */
export function followedPostsPending(userId: number): SQL {
  const since = sql`COALESCE(
    (SELECT synced_at FROM notification_cursors WHERE user_id = ${userId})
      - ${NOTIFICATION_SYNC_MARGIN_MS}::bigint * interval '1 millisecond',
    now() - ${NOTIFICATION_FEED_LOOKBACK_DAYS}::integer * interval '1 day')`;
  return sql`EXISTS (SELECT 1 FROM ${followedPostsSince(userId, since)}
    WHERE NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = ${userId}
                      AND n.type = 1 AND n.entity_name = 'post' AND n.entity_id = p.id))`;
}

/**
 * `(…) p`: the live posts since `since` that `userId` should hear of (type 1): by a member it
 * follows, or course news (type 7) of a course it follows, published after the follow began;
 * never its own, never across a block, not when type 1 is turned off. `userId` is a member id
 * or a column of the enclosing statement (the fan-out of one post to online followers);
 * `postId` narrows it to one post.
 */
function followedPostsSince(userId: number | SQL, since: Date | SQL, postId?: number) {
  const onePost = postId === undefined ? sql`` : sql` AND p.id = ${postId}`;
  return sql`(
    SELECT p.* FROM (
      SELECT p.* FROM follows f
      JOIN posts p ON p.author_id = f.entity_id AND p.created_at > ${since} AND p.created_at >= f.created_at${onePost}
      WHERE f.user_id = ${userId} AND f.entity_name = 'user'
      UNION
      SELECT p.* FROM follows f
      JOIN posts p ON p.course_id = f.entity_id AND p.type = 7 AND p.created_at > ${since} AND p.created_at >= f.created_at${onePost}
      WHERE f.user_id = ${userId} AND f.entity_name = 'course'
    ) p
    WHERE p.deleted_at IS NULL AND p.hidden_at IS NULL AND p.author_id <> ${userId}
      AND NOT EXISTS (SELECT 1 FROM friends fr WHERE fr.user_id = ${userId} AND fr.friend_id = p.author_id AND fr.status IN (6, 7, 8, 9))
      AND NOT EXISTS (SELECT 1 FROM notification_preferences np WHERE np.user_id = ${userId} AND 1::smallint = ANY(np.disabled_types))
  ) p`;
}

/**
 * Decision 064, fan-out on write for the online: writes post `postId`'s type-1 item for those
 * of `memberIds` who should hear of it (the rules of `followedPostsSince`), in one statement,
 * and returns those members' ids (any order), including any that already held the item (a
 * sync of their own, or another instance, wrote it first). Their bells then find nothing
 * pending and answer from the page statement alone; offline followers keep fan-out on read
 * (ADR 012).
 */
export async function materialisePostFor(
  db: Db,
  postId: number,
  memberIds: readonly number[],
): Promise<number[]> {
  if (memberIds.length === 0) return [];
  const ids = `{${memberIds.map((id) => Math.trunc(id)).join(',')}}`;
  const rows = await queryPrepared<{ user_id: number }>(
    db,
    'bell_post_fanout',
    sql`WITH due AS (
        SELECT u.id AS user_id, p.id AS post_id, p.author_id, p.title, p.type, p.course_id, p.created_at
        FROM unnest(${ids}::integer[]) AS u(id)
        CROSS JOIN LATERAL ${followedPostsSince(sql`u.id`, sql`'-infinity'::timestamptz`, postId)}
      ), written AS (
        INSERT INTO notifications (user_id, type, entity_name, entity_id, notifier_ids, detail, created_at)
        SELECT d.user_id, 1, 'post', d.post_id, ARRAY[d.author_id],
               jsonb_build_object('name', COALESCE(c.name, d.title, ''), 'postId', d.post_id, 'postType', d.type),
               d.created_at
        FROM due d LEFT JOIN courses c ON c.id = d.course_id AND d.type = 7
        ON CONFLICT (user_id, type, entity_name, entity_id) WHERE type IN (1, 3) DO NOTHING
      )
      SELECT user_id FROM due`,
  );
  return rows.map((row) => Number(row.user_id));
}

const live = (userId: number) =>
  and(eq(notifications.userId, userId), isNull(notifications.deletedAt));

/** Unread live notifications of a member, from its counter row (decision 041); 0 without one. */
export async function countUnread(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ unread: notificationCounters.unread })
    .from(notificationCounters)
    .where(eq(notificationCounters.userId, userId));
  return rows[0]?.unread ?? 0;
}

/** A live notification of the member, or null (someone else's reads as absent). */
export async function findOwnNotification(db: Db, userId: number, id: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(live(userId), eq(notifications.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function markRead(db: Db, userId: number, id: number): Promise<void> {
  await db
    .update(notifications)
    .set({ status: 2 })
    .where(and(live(userId), eq(notifications.id, id)));
}

export async function markAllRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ status: 2 })
    .where(and(live(userId), eq(notifications.status, 1)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Soft delete (an on-read re-scan never brings a type-1 item back). */
export async function softDeleteNotification(db: Db, userId: number, id: number): Promise<void> {
  await db
    .update(notifications)
    .set({ deletedAt: new Date() })
    .where(and(live(userId), eq(notifications.id, id)));
}

export async function findDisabledTypes(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ types: notificationPreferences.disabledTypes })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return rows[0]?.types ?? [];
}

export async function saveDisabledTypes(db: Db, userId: number, types: number[]): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, disabledTypes: types })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { disabledTypes: types, updatedAt: new Date() },
    });
}

/** Members who administer a course (accepted claims): recipients of its follows (type 4). */
export async function findCourseAdminIds(db: Db, courseId: number): Promise<number[]> {
  return memberIdsWhere(
    db,
    courseRoles,
    eq(courseRoles.courseId, courseId),
    eq(courseRoles.status, 'accepted'),
  );
}
