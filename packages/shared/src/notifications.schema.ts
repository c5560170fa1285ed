import { z } from 'zod';
import { NOTIFICATION_TYPES } from './notifications.rules.js';
import { finderRequestSummarySchema } from './finder.schema.js';

/**
 * Notifications (NOTIF-*, OPEN-024, ADR 012), shared by the server and the SPA bell.
 */

/** What a notification is about: the SPA picks the link from it (OPEN-024). */
export type NotificationEntityName = 'post' | 'comment' | 'user' | 'course' | 'conversation';

/** NOTIF-011: one item of the list. */
export const notificationItemSchema = z.object({
  id: z.number().int(),
  type: z.literal(NOTIFICATION_TYPES),
  status: z.union([z.literal(1), z.literal(2)]),
  /** Most recent first; at most NOTIFICATION_NAMED_NOTIFIERS + 1 are listed. */
  notifiers: z.array(
    z.object({ id: z.number().int(), name: z.string(), picture: z.string().nullable() }),
  ),
  /** How many members caused it (type 4 'and N others', NOTIF-010). */
  totalNotifiers: z.number().int(),
  entityName: z.enum(['post', 'comment', 'user', 'course', 'conversation']),
  entityId: z.number().int(),
  entityDetail: z.object({
    /** Post title, course name, or the conversation partner; '' when none. */
    name: z.string(),
    /** For comments (types 3, 7, 8): the post to open with the comment highlighted. */
    postId: z.number().int().nullish(),
    /** Post type of the post (8 opens the discussion page). */
    postType: z.number().int().nullish(),
    /** For courses: the course page address parts. */
    slug: z.string().nullish(),
    countrySlug: z.string().nullish(),
    /** Type 2 (FRIEND-020, decision 043): the dates, place and handicap the request carried. */
    request: finderRequestSummarySchema.nullish(),
    /** Type 9 (decision 042): the report's category, the reason the item was hidden. */
    reason: z.string().nullish(),
  }),
  createdDate: z.string(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

/** NOTIF-002: GET /notification answer. */
export const notificationPageSchema = z.object({
  list: z.array(notificationItemSchema),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  total: z.number().int(),
  totalUnread: z.number().int(),
  /**
   * Decision 052: the key of the page's last item, to ask for the next page with `cursor`
   * (null on an empty page). Optional: the page numbers alone still work.
   */
  nextCursor: z.string().nullable().optional(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/**
 * Decision 052: a keyset cursor, `<created_at in microseconds since 1970>_<id>` of the last item
 * already shown (the `nextCursor` of the page before).
 */
export const NOTIFICATION_CURSOR_PATTERN = /^\d{1,17}_\d{1,10}$/;

/**
 * GET /notification?page (page 1..10,000) and, optionally (decision 052), `cursor`: the items
 * after that key, newest first; `page` is then only echoed as `currentPage`.
 */
export const notificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  cursor: z.string().max(29).regex(NOTIFICATION_CURSOR_PATTERN).optional(),
});

/** Preferences: the types a member turned off (GET/PUT /notification/preferences). */
export const notificationPreferencesSchema = z.object({
  disabledTypes: z
    .array(z.number().int().min(1).max(8))
    .max(8)
    .transform((types) => [...new Set(types)].sort((a, b) => a - b)),
});
export const notificationPreferencesAnswerSchema = z.object({
  disabledTypes: z.array(z.number().int()),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesAnswerSchema>;

/** Live event pushed to the bell over /api/live. */
export interface NotificationLiveData {
  totalUnread?: number;
}
