import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { countries, states } from './geo.js';
import { users, memberRef } from './members.js';

/**
 * Notifications (NOTIF-*, ADR 012). Types 2–8 are written by the event's own transaction;
 * type 1 (new post of a followed member or course) is materialised when the member reads
 * (fan-out on read). Deleting is soft so an on-read re-scan never brings an item back.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    /** The recipient. */
    userId: memberRef(),
    type: smallint().notNull(),
    /** NOTIF-005: 1 unread, 2 read. */
    status: smallint().notNull().default(1),
    entityName: text({ enum: ['post', 'comment', 'user', 'course', 'conversation'] }).notNull(),
    entityId: integer().notNull(),
    /** Members who caused it, most recent first (grouped types 4 and 6 keep several). */
    notifierIds: integer().array().notNull(),
    notifierCount: integer().notNull().default(1),
    /** entityDetail of NOTIF-011 (name, postId, postType, slug, countrySlug). */
    detail: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // GET /notification: a member's page, newest first
    index('notifications_user_idx')
      .on(t.userId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL`),
    // totalUnread
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.status} = 1 AND ${t.deletedAt} IS NULL`),
    // one notification per post (type 1) or per mention target (type 3), even after re-scans
    uniqueIndex('notifications_once_idx')
      .on(t.userId, t.type, t.entityName, t.entityId)
      .where(sql`${t.type} IN (1, 3)`),
    // grouped while unread: follows of one entity (4), messages of one conversation (6)
    uniqueIndex('notifications_group_idx')
      .on(t.userId, t.type, t.entityName, t.entityId)
      .where(sql`${t.type} IN (4, 6) AND ${t.status} = 1 AND ${t.deletedAt} IS NULL`),
  ],
);

/** ADR 012: when a member's type-1 notifications were last materialised. */
export const notificationCursors = pgTable('notification_cursors', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  syncedAt: timestamp({ withTimezone: true }).notNull(),
});

/** Preferences on the own profile: the notification types a member turned off. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  disabledTypes: smallint()
    .array()
    .notNull()
    .default(sql`'{}'::smallint[]`),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Player finder hosts (FIND-027): one per member. `weekdays` (mode 2) and `slotDates`
 * (mode 1) are derived from the availability for the search.
 */
export const hosts = pgTable(
  'hosts',
  {
    id: serial().primaryKey(),
    userId: memberRef(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    stateId: integer()
      .notNull()
      .references(() => states.id),
    /** Position in the state's city list (GET /states/cities/{id}) and its name. */
    cityId: integer(),
    cityName: text(),
    courseIds: integer().array().notNull(),
    dateFrom: date({ mode: 'string' }),
    dateTo: date({ mode: 'string' }),
    /** 1 dated slots, 2 permanent by weekday. */
    timeMode: smallint().notNull(),
    /** monday..sunday → { has, from, to } (hh:mm). */
    weekly: jsonb().$type<Record<string, { has: boolean; from: string; to: string }>>().notNull(),
    /** Dated slots: [{ date, from, to }]. */
    timeTemporary: jsonb().$type<Array<{ date: string; from: string; to: string }>>().notNull(),
    /** Days of week checked (0 Sunday … 6 Saturday), mode 2. */
    weekdays: smallint().array().notNull(),
    /** Dates of the slots, mode 1. */
    slotDates: date({ mode: 'string' }).array().notNull(),
    status: text({ enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // FIND-027: one host record per member
    uniqueIndex('hosts_user_idx').on(t.userId),
    // POST /hosts/search: active hosts of a country, state and city
    index('hosts_search_idx')
      .on(t.countryId, t.stateId, t.cityId)
      .where(sql`${t.status} = 'active'`),
  ],
);
