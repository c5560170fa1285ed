import { sql } from 'drizzle-orm';
import { queryPrepared, queryRows, type Db } from '../../db/client.js';
import {
  followedPostsPending,
  type NotificationEntity,
  type NotificationRecord,
} from './notifications.repository.js';

/**
 * The bell's page (NOTIF-002, decisions 041, 049 and 052): one statement reads a member's
 * counter row and a page of live items with their notifiers and current course names.
 */

/** A notifier as the bell shows it (NOTIF-011): id, names, picture. */
export interface NotifierCard {
  id: number;
  firstName: string;
  lastName: string;
  picture: string | null;
}

/** One item of a bell page with what it names today (decisions 049 and 052). */
export interface BellRow extends NotificationRecord {
  /** Keyset of the item: `<created_at in µs since 1970>_<id>` (decision 052). */
  key: string;
  /** The first named notifiers, in the item's order (missing members left out). */
  people: NotifierCard[];
  /** The followed course as it is now, when the item names one (`entityName` 'course'). */
  course: { name: string; slug: string; countrySlug: string | null } | null;
  /** The course post it is about as it is now (POST type 7 with a course), else null. */
  post: { title: string | null; courseName: string } | null;
}

/** Where a bell page starts: a page number (offset) or the key of the last item shown. */
export type BellPageStart = { page: number } | { after: { micros: string; id: string } };

/** The raw row of `findBellPage`'s statement. */
interface BellSqlRow {
  total: number | null;
  unread: number | null;
  pending: boolean;
  id: number | null;
  user_id: number;
  type: number;
  status: number;
  entity_name: NotificationEntity;
  entity_id: number;
  notifier_ids: number[];
  notifier_count: number;
  detail: Record<string, unknown>;
  created_at: string | Date;
  deleted_at: string | Date | null;
  created_us: string;
  people: NotifierCard[] | null;
  course_name: string | null;
  course_slug: string | null;
  country_slug: string | null;
  post_id: number | null;
  post_title: string | null;
  post_course_name: string | null;
}

/**
 * NOTIF-002, decisions 041 and 052: one statement for the whole bell page of a member: its
 * counter row (`total`, `unread`; zeros without one) and `limit` live items newest first, each
 * with its first `named` notifiers' cards and the current name of the course or course post it
 * names (decision 049). The items walk `notifications_user_idx` in its own order
 * (`created_at DESC NULLS LAST, id DESC NULLS LAST`) from `start`: after a key, the index is
 * entered at that key (`limit` entries read, keyset); by page number, `(page - 1) × limit`
 * entries are skipped (the contract of NOTIF-002, unchanged). Neither counts the member's items.
 * With `checkPending`, the same statement also answers `pending`: whether followed posts wait to
 * be materialised (ADR 012), in which case the caller writes them and asks again.
 */
export async function findBellPage(
  db: Db,
  userId: number,
  start: BellPageStart,
  limit: number,
  named: number,
  checkPending: boolean,
) {
  // the page size and the notifiers' count are the app's constants, written into the text, so
  // the prepared plan (decision 062) knows them; a page by number after the first skips its
  // entries with OFFSET and is planned per call, as its offset belongs in the plan
  const size = sql.raw(String(Math.trunc(limit)));
  const notifiers = sql.raw(String(Math.trunc(named)));
  const order = sql`ORDER BY n.created_at DESC NULLS LAST, n.id DESC NULLS LAST LIMIT ${size}`;
  const window =
    'after' in start
      ? sql`AND (n.created_at, n.id) < (to_timestamp(0) + ${start.after.micros}::bigint * interval '1 microsecond', ${start.after.id}::bigint)
            ${order}`
      : start.page > 1
        ? sql`${order} OFFSET ${(start.page - 1) * limit}`
        : order;
  const statement = sql`SELECT c.total, c.unread, ${checkPending ? followedPostsPending(userId) : sql`false`} AS pending, i.*
        FROM (SELECT 1) one
        LEFT JOIN notification_counters c ON c.user_id = ${userId}
        LEFT JOIN LATERAL (
          SELECT n.id, n.user_id, n.type, n.status, n.entity_name, n.entity_id, n.notifier_ids,
                 n.notifier_count, n.detail, n.created_at, n.deleted_at,
                 ((extract(epoch FROM n.created_at) * 1000000)::bigint)::text AS created_us,
                 (SELECT json_agg(json_build_object('id', u.id, 'firstName', u.first_name,
                                  'lastName', u.last_name, 'picture', u.picture) ORDER BY k.ord)
                  FROM unnest(n.notifier_ids[1:${notifiers}]) WITH ORDINALITY k(uid, ord)
                  JOIN users u ON u.id = k.uid) AS people,
                 cc.name AS course_name, cc.slug AS course_slug, co.slug AS country_slug,
                 pp.id AS post_id, pp.title AS post_title, pc.name AS post_course_name
          FROM (SELECT * FROM notifications n
                WHERE n.user_id = ${userId} AND n.deleted_at IS NULL ${window}) n
          LEFT JOIN courses cc ON n.entity_name = 'course' AND cc.id = n.entity_id
          LEFT JOIN countries co ON co.id = cc.country_id
          LEFT JOIN posts pp ON n.detail->'postType' = '7'::jsonb
            AND jsonb_typeof(n.detail->'postId') = 'number'
            AND pp.id = (CASE WHEN n.detail->>'postId' ~ '^[0-9]{1,9}$'
                              THEN (n.detail->>'postId')::integer END)
          LEFT JOIN courses pc ON pc.id = pp.course_id
        ) i ON true
        ORDER BY i.created_at DESC NULLS LAST, i.id DESC NULLS LAST`;
  const rows =
    'page' in start && start.page > 1
      ? await queryRows<BellSqlRow>(db, statement)
      : await queryPrepared<BellSqlRow>(db, 'bell_page', statement);
  const first = rows[0];
  return {
    total: first?.total ?? 0,
    unread: first?.unread ?? 0,
    pending: first?.pending === true,
    rows: rows.filter((r) => r.id !== null).map(bellRow),
  };
}

/** A raw row of `findBellPage` as a `BellRow`. */
function bellRow(r: BellSqlRow): BellRow {
  return {
    id: r.id!,
    userId: r.user_id,
    type: r.type,
    status: r.status,
    entityName: r.entity_name,
    entityId: r.entity_id,
    notifierIds: r.notifier_ids,
    notifierCount: r.notifier_count,
    detail: r.detail,
    createdAt: new Date(r.created_at),
    deletedAt: r.deleted_at === null ? null : new Date(r.deleted_at),
    key: `${r.created_us}_${r.id}`,
    people: r.people ?? [],
    course:
      r.course_name !== null && r.course_slug !== null
        ? { name: r.course_name, slug: r.course_slug, countrySlug: r.country_slug }
        : null,
    post:
      r.post_id !== null && r.post_course_name !== null
        ? { title: r.post_title, courseName: r.post_course_name }
        : null,
  };
}
