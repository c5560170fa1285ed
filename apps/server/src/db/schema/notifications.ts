import { sql } from 'drizzle-orm';
import * as pg from './pg.js';
import { countries, states } from './geo.js';
import { users, memberRef } from './members.js';

/**
 * Notifications (NOTIF-*, ADR 012). Types 2–8 are written by the event's own transaction;
 * type 1 (new post of a followed member or course) is materialised when the member reads
 * (fan-out on read). Deleting is soft so an on-read re-scan never brings an item back.
 */
export const notifications = pg.pgTable(
  'notifications',
  {
    id: pg.id(),
    /** The recipient. */
    userId: memberRef(),
    type: pg.smallint().notNull(),
    /** NOTIF-005: 1 unread, 2 read. */
    status: pg.smallint().notNull().default(1),
    entityName: pg.text({ enum: ['post', 'comment', 'user', 'course', 'conversation'] }).notNull(),
    entityId: pg.integer().notNull(),
    /** Members who caused it, most recent first (grouped types 4 and 6 keep several). */
    notifierIds: pg.integer().array().notNull(),
    notifierCount: pg.integer().notNull().default(1),
    /** entityDetail of NOTIF-011 (name, postId, postType, slug, countrySlug). */
    detail: pg.jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: pg.timestampNow(),
    deletedAt: pg.timestamptz(),
  },
  (t) => [
    // GET /notification: a member's page, newest first
    pg
      .index('notifications_user_idx')
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL`),
    // one notification per post (type 1) or per mention target (type 3), even after re-scans
    pg
      .uniqueIndex('notifications_once_idx')
      .on(t.userId, t.type, t.entityName, t.entityId)
      .where(sql`${t.type} IN (1, 3)`),
    // grouped while unread: follows of one entity (4), messages of one conversation (6)
    pg
      .uniqueIndex('notifications_group_idx')
      .on(t.userId, t.type, t.entityName, t.entityId)
      .where(sql`${t.type} IN (4, 6) AND ${t.status} = 1 AND ${t.deletedAt} IS NULL`),
  ],
);

/**
 * Decision 041 (NOTIF-002): per member, the live notifications (`total`: `deleted_at IS NULL`)
 * and the unread ones among them (`unread`: also `status = 1`), the bell's `total` and
 * `totalUnread` without a count. Kept exact by statement triggers on `notifications`
 * (migration 0012, `notification_counters_apply`) in the transaction of every write, whoever
 * writes; a member without a row has none.
 */
export const notificationCounters = pg.pgTable('notification_counters', {
  userId: pg.cascadeKey(() => users.id),
  total: pg.integer().notNull().default(0),
  unread: pg.integer().notNull().default(0),
});

/** ADR 012: when a member's type-1 notifications were last materialised. */
export const notificationCursors = pg.pgTable('notification_cursors', {
  userId: pg.cascadeKey(() => users.id),
  syncedAt: pg.timestamptz().notNull(),
});

/** Preferences on the own profile: the notification types a member turned off. */
export const notificationPreferences = pg.pgTable('notification_preferences', {
  userId: pg.cascadeKey(() => users.id),
  disabledTypes: pg
    .smallint()
    .array()
    .notNull()
    .default(sql`'{}'::smallint[]`),
  updatedAt: pg.timestampNow(),
});

/**
 * Player finder hosts (FIND-027): one per member. `weekdays` (mode 2) and `slotDates`
 * (mode 1) are derived from the availability for the search.
 */
export const hosts = pg.pgTable(
  'hosts',
  {
    id: pg.id(),
    userId: memberRef(),
    countryId: pg
      .integer()
      .notNull()
      .references(() => countries.id),
    stateId: pg
      .integer()
      .notNull()
      .references(() => states.id),
    /** Position in the state's city list (GET /states/cities/{id}) and its name. */
    cityId: pg.integer(),
    cityName: pg.text(),
    courseIds: pg.integer().array().notNull(),
    dateFrom: pg.date({ mode: 'string' }),
    dateTo: pg.date({ mode: 'string' }),
    /** 1 dated slots, 2 permanent by weekday. */
    timeMode: pg.smallint().notNull(),
    /** monday..sunday → { has, from, to } (hh:mm). */
    weekly: pg
      .jsonb()
      .$type<Record<string, { has: boolean; from: string; to: string }>>()
      .notNull(),
    /** Dated slots: [{ date, from, to }]. */
    timeTemporary: pg.jsonb().$type<Array<{ date: string; from: string; to: string }>>().notNull(),
    /** Days of week checked (0 Sunday … 6 Saturday), mode 2. */
    weekdays: pg.smallint().array().notNull(),
    /** Dates of the slots, mode 1. */
    slotDates: pg.date({ mode: 'string' }).array().notNull(),
    status: pg
      .text({ enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    createdAt: pg.timestampNow(),
    updatedAt: pg.timestampNow(),
  },
  (t) => [
    // FIND-027: one host record per member
    pg.uniqueIndex('hosts_user_idx').on(t.userId),
    // POST /hosts/search: active hosts of a country, state and city
    pg
      .index('hosts_search_idx')
      .on(t.countryId, t.stateId, t.cityId)
      .where(sql`${t.status} = 'active'`),
  ],
);
