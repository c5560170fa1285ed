import {
  NOTIFICATION_NAMED_NOTIFIERS,
  NotificationType,
  finderRequestSummarySchema,
  NOTIFICATION_PAGE_SIZE,
  type NotificationItem,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationTypeId,
} from '@bgc/shared';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { Notifier } from './notifications.events.js';
import {
  findDisabledTypes,
  findOwnNotification,
  markAllRead,
  markRead,
  saveDisabledTypes,
  softDeleteNotification,
  materialiseFollowedPosts,
} from './notifications.repository.js';
import { findBellPage, type BellPageStart, type BellRow } from './notification-pages.repository.js';

/** The bell's API (NOTIF-002..008, ADR 012). */
export class NotificationService {
  constructor(
    private readonly db: Db,
    private readonly notifier: Notifier,
  ) {}

  /**
   * NOTIF-002: a page, newest first, after the type-1 items were materialised (fan-out on read).
   * Decision 052: by page number as the contract says, or after `cursor` (the `nextCursor` of
   * the page before, keyset); `page` is answered as `currentPage` either way. One statement
   * when nothing is new (the page, its counters and the 'anything new?' check of ADR 012);
   * otherwise the new items are written and the page read again.
   */
  async list(userId: number, page: number, cursor?: string): Promise<NotificationPage> {
    const start: BellPageStart = cursor ? { after: parseCursor(cursor) } : { page };
    const read = (checkPending: boolean) =>
      findBellPage(this.db, userId, start, NOTIFICATION_PAGE_SIZE, NAMED, checkPending);
    let found = await read(true);
    if (found.pending) {
      await materialiseFollowedPosts(this.db, userId);
      found = await read(false);
    }
    const { rows, total, unread } = found;
    const limit = NOTIFICATION_PAGE_SIZE;
    return {
      list: rows.map(present),
      total,
      totalPages: Math.ceil(total / limit),
      currentPage: page,
      totalUnread: unread,
      nextCursor: rows.at(-1)?.key ?? null,
    };
  }

  /** NOTIF-006/007: read (idempotent); 404 when not the caller's. */
  async read(userId: number, id: number): Promise<{ success: true }> {
    if (!(await findOwnNotification(this.db, userId, id))) throw notFound('Notification not found');
    await markRead(this.db, userId, id);
    this.notifier.push([userId], userId);
    return { success: true };
  }

  /** Marks every item read. */
  async readAll(userId: number): Promise<{ success: true; updated: number }> {
    const updated = await markAllRead(this.db, userId);
    this.notifier.push([userId], userId);
    return { success: true, updated };
  }

  /** NOTIF-008: delete; 404 when not the caller's. */
  async remove(userId: number, id: number): Promise<{ success: true }> {
    if (!(await findOwnNotification(this.db, userId, id))) throw notFound('Notification not found');
    await softDeleteNotification(this.db, userId, id);
    this.notifier.push([userId], userId);
    return { success: true };
  }

  async preferences(userId: number): Promise<NotificationPreferences> {
    return { disabledTypes: await findDisabledTypes(this.db, userId) };
  }

  async savePreferences(userId: number, types: number[]): Promise<NotificationPreferences> {
    await saveDisabledTypes(this.db, userId, types);
    return { disabledTypes: types };
  }
}

/** Decision 052: `<µs>_<id>` (already checked against NOTIFICATION_CURSOR_PATTERN) as its parts. */
function parseCursor(cursor: string): { micros: string; id: string } {
  const [micros = '0', id = '0'] = cursor.split('_');
  return { micros, id };
}

/** Notifiers listed per item (NOTIF-010/011): NOTIFICATION_NAMED_NOTIFIERS + 1 at most. */
const NAMED = NOTIFICATION_NAMED_NOTIFIERS + 1;

/** The course post types whose items are named after their course (POST type 7). */
const COURSE_POST_TYPE = 7;

/**
 * The name of an item's course or post today (decision 049), `stored` when it names none. A
 * new course post (type 1) is named after its course; the other post items after the post's
 * title, else its course (as `notifications.events.ts` wrote them).
 */
function currentName(r: BellRow, stored: string): string {
  if (r.entityName === 'course') return r.course?.name ?? stored;
  if (r.detail.postType !== COURSE_POST_TYPE || typeof r.detail.postId !== 'number') return stored;
  if (!r.post) return stored;
  if (r.type === NotificationType.NewPost) return r.post.courseName;
  return r.post.title ? stored : r.post.courseName;
}

/** NOTIF-011 item; course names and addresses as they are now (decision 049). */
function present(r: BellRow): NotificationItem {
  const course = r.entityName === 'course' ? (r.course ?? undefined) : undefined;
  const stored = typeof r.detail.name === 'string' ? r.detail.name : '';
  const d: Record<string, unknown> = {
    ...r.detail,
    name: currentName(r, stored),
    ...(course ? { slug: course.slug, countrySlug: course.countrySlug ?? undefined } : {}),
  };
  return {
    id: r.id,
    type: r.type as NotificationTypeId,
    status: r.status === 1 ? 1 : 2,
    notifiers: r.people.map((u) => ({
      id: u.id,
      name: `${u.firstName} ${u.lastName}`,
      picture: u.picture,
    })),
    totalNotifiers: r.notifierCount,
    entityName: r.entityName,
    entityId: r.entityId,
    entityDetail: {
      name: d.name as string,
      ...(typeof d.postId === 'number' ? { postId: d.postId } : {}),
      ...(typeof d.postType === 'number' ? { postType: d.postType } : {}),
      ...(typeof d.slug === 'string' ? { slug: d.slug } : {}),
      ...(typeof d.countrySlug === 'string' ? { countrySlug: d.countrySlug } : {}),
      ...(r.type === NotificationType.GolfRequest
        ? { request: finderRequestSummarySchema.safeParse(d.request).data ?? null }
        : {}),
      ...(typeof d.reason === 'string' ? { reason: d.reason } : {}),
    },
    createdDate: r.createdAt.toISOString(),
  };
}
