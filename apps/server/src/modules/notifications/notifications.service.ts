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
  findNotificationPage,
  findNotifiers,
  findOwnNotification,
  markAllRead,
  markRead,
  saveDisabledTypes,
  softDeleteNotification,
  syncFollowedPosts,
  type NotificationRecord,
} from './notifications.repository.js';

/** The bell's API (NOTIF-002..008, ADR 012). */
export class NotificationService {
  constructor(
    private readonly db: Db,
    private readonly notifier: Notifier,
  ) {}

  /** NOTIF-002: a page, newest first, after the type-1 items were materialised (fan-out on read). */
  async list(userId: number, page: number): Promise<NotificationPage> {
    await syncFollowedPosts(this.db, userId);
    const limit = NOTIFICATION_PAGE_SIZE;
    const { rows, total, unread } = await findNotificationPage(this.db, userId, page, limit);
    const named = rows.map((r) => r.notifierIds.slice(0, NOTIFICATION_NAMED_NOTIFIERS + 1));
    const people = new Map(
      (await findNotifiers(this.db, [...new Set(named.flat())])).map((u) => [u.id, u]),
    );
    return {
      list: rows.map((r, i) => present(r, named[i]!, people)),
      total,
      totalPages: Math.ceil(total / limit),
      currentPage: page,
      totalUnread: unread,
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

/** NOTIF-011 item. */
function present(
  r: NotificationRecord,
  named: number[],
  people: Map<number, { id: number; firstName: string; lastName: string; picture: string | null }>,
): NotificationItem {
  const d = r.detail;
  return {
    id: r.id,
    type: r.type as NotificationTypeId,
    status: r.status === 1 ? 1 : 2,
    notifiers: named.flatMap((id) => {
      const u = people.get(id);
      return u ? [{ id: u.id, name: `${u.firstName} ${u.lastName}`, picture: u.picture }] : [];
    }),
    totalNotifiers: r.notifierCount,
    entityName: r.entityName,
    entityId: r.entityId,
    entityDetail: {
      name: typeof d.name === 'string' ? d.name : '',
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
