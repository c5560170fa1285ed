import { z } from 'zod';
import { type NotificationTypeId } from './notifications.rules.js';

/**
 * Notifications (NOTIF-*, OPEN-024, ADR 012), shared by the server and the SPA bell.
 */

/** What a notification is about: the SPA picks the link from it (OPEN-024). */
export type NotificationEntityName = 'post' | 'comment' | 'user' | 'course' | 'conversation';

/** NOTIF-011: one item of the list. */
export interface NotificationItem {
  id: number;
  type: NotificationTypeId;
  status: 1 | 2;
  /** Most recent first; at most NOTIFICATION_NAMED_NOTIFIERS + 1 are listed. */
  notifiers: Array<{ id: number; name: string; picture: string | null }>;
  /** How many members caused it (type 4 'and N others', NOTIF-010). */
  totalNotifiers: number;
  entityName: NotificationEntityName;
  entityId: number;
  entityDetail: {
    /** Post title, course name, or the conversation partner; '' when none. */
    name: string;
    /** For comments (types 3, 7, 8): the post to open with the comment highlighted. */
    postId?: number | null;
    /** Post type of the post (8 opens the discussion page). */
    postType?: number | null;
    /** For courses: the course page address parts. */
    slug?: string | null;
    countrySlug?: string | null;
  };
  createdDate: string;
}

/** NOTIF-002: GET /notification answer. */
export interface NotificationPage {
  list: NotificationItem[];
  totalPages: number;
  currentPage: number;
  total: number;
  totalUnread: number;
}

/** GET /notification?page (page 1..10,000). */
export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** Preferences: the types a member turned off (GET/PUT /notification/preferences). */
export const notificationPreferencesSchema = z.object({
  disabledTypes: z
    .array(z.number().int().min(1).max(8))
    .max(8)
    .transform((types) => [...new Set(types)].sort((a, b) => a - b)),
});
export interface NotificationPreferences {
  disabledTypes: number[];
}

/** Live event pushed to the bell over /api/live. */
export interface NotificationLiveData {
  totalUnread?: number;
}
