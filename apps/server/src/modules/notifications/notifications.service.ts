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
import {
  findCurrentCourses,
  findPostCourseNames,
  type CurrentCourseRef,
} from './notification-courses.repository.js';

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
    const current = await currentCourseNames(this.db, rows);
    return {
      list: rows.map((r, i) => present(r, named[i]!, people, current)),
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

/** What a page's items say of courses today (decision 049). */
interface CurrentNames {
  courses: Map<number, CurrentCourseRef>;
  posts: Map<number, { title: string | null; courseName: string }>;
}

/** The course post types whose items are named after their course (POST type 7). */
const COURSE_POST_TYPE = 7;

/**
 * Decision 049 (D-16): an item keeps the course's name as it was when the item was written; the
 * page shows the course's current display name instead, read by id for the page's items only
 * (two indexed look-ups of at most a page of ids): a followed course by `entityId`, a course
 * post by `detail.postId`.
 */
async function currentCourseNames(db: Db, rows: NotificationRecord[]): Promise<CurrentNames> {
  const courseIds = rows.filter((r) => r.entityName === 'course').map((r) => r.entityId);
  const postIds = rows.flatMap((r) =>
    r.detail.postType === COURSE_POST_TYPE && typeof r.detail.postId === 'number'
      ? [r.detail.postId]
      : [],
  );
  const [courses, posts] = await Promise.all([
    findCurrentCourses(db, [...new Set(courseIds)]),
    findPostCourseNames(db, [...new Set(postIds)]),
  ]);
  return { courses, posts };
}

/**
 * The name of an item's course or post today (decision 049), `stored` when it names none. A
 * new course post (type 1) is named after its course; the other post items after the post's
 * title, else its course (as `notifications.events.ts` wrote them).
 */
function currentName(r: NotificationRecord, stored: string, current: CurrentNames): string {
  if (r.entityName === 'course') return current.courses.get(r.entityId)?.name ?? stored;
  const postId = r.detail.postId;
  if (r.detail.postType !== COURSE_POST_TYPE || typeof postId !== 'number') return stored;
  const post = current.posts.get(postId);
  if (!post) return stored;
  if (r.type === NotificationType.NewPost) return post.courseName;
  return post.title ? stored : post.courseName;
}

/** NOTIF-011 item; course names and addresses as they are now (decision 049). */
function present(
  r: NotificationRecord,
  named: number[],
  people: Map<number, { id: number; firstName: string; lastName: string; picture: string | null }>,
  current: CurrentNames,
): NotificationItem {
  const course = r.entityName === 'course' ? current.courses.get(r.entityId) : undefined;
  const stored = typeof r.detail.name === 'string' ? r.detail.name : '';
  const d: Record<string, unknown> = {
    ...r.detail,
    name: currentName(r, stored, current),
    ...(course ? { slug: course.slug, countrySlug: course.countrySlug ?? undefined } : {}),
  };
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
