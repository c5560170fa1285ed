import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { countries } from './geo.js';
import { courseRef } from './courses.js';

/** Members (DATA-001). Email is stored lower-cased and trimmed (OPEN-085). */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    /** argon2id (D-10). Never returned by any presenter. */
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    /** Folded 'first last' for member search. */
    searchName: text().notNull(),
    phone: text(),
    picture: text(),
    cover: text(),
    shortBio: text(),
    countryId: integer().references(() => countries.id),
    state: text(),
    city: text(),
    /** -20..54, one decimal (PROF-017). */
    handicap: numeric({ precision: 3, scale: 1, mode: 'number' }),
    /** Sub-role ids (SUB_ROLES): 1 Coach, 2 Golfer, 3 Vlogger, 4 Administrator. */
    subRoles: smallint()
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /** Content language ids, at most 3. */
    languages: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    facebookUrl: text(),
    instagramUrl: text(),
    twitterUrl: text(),
    youtubeUrl: text(),
    totalCoursePlayed: integer().notNull().default(0),
    totalPost: integer().notNull().default(0),
    /** Followers of this member. */
    totalFollow: integer().notNull().default(0),
    /** Members and courses this member follows. */
    totalFollowing: integer().notNull().default(0),
    /** D-06: created by the demo seed. */
    demo: boolean().notNull().default(false),
    suspendedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // sign-in and check-email
    uniqueIndex('users_email_idx').on(t.email),
    // member search (GET /users filter_name_like)
    index('users_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

/**
 * DATA-001: a NOT NULL reference to a member whose rows go with him (ON DELETE CASCADE): the
 * owner, sender, author or follower column of the member-owned tables.
 */
export const memberRef = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** D-01 sessions. The secret is the HMAC key the client signs with. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: memberRef(),
    secret: text().notNull(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  // revoke every other session of a member on password change
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * D-01 replay protection (decision 017): each nonce a session has signed with, kept until
 * `expiresAt` (twice the clock-skew window after first use) so that a replay is refused after a
 * restart and by every instance sharing the database. Used when REDIS_URL is unset; expired
 * rows are swept periodically.
 */
export const requestNonces = pgTable(
  'request_nonces',
  {
    sessionId: text()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    nonce: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.nonce] }),
    index('request_nonces_expires_idx').on(t.expiresAt),
  ],
);

/** Single-use secrets: password reset links (1 h) and login transfer codes (60 s), stored hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial().primaryKey(),
    userId: memberRef(),
    purpose: text({ enum: ['reset_password', 'login_transfer'] }).notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_idx').on(t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** Courses a member has played (PROF-022..025, OPEN-063). */
export const coursesPlayed = pgTable(
  'courses_played',
  {
    userId: memberRef(),
    courseId: courseRef(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] })],
);

/** Follows of courses and members (FOLLOW-*). */
export const follows = pgTable(
  'follows',
  {
    userId: memberRef(),
    entityName: text({ enum: ['course', 'user'] }).notNull(),
    entityId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.entityName, t.entityId] }),
    // followers of an entity (isFollowed, counts)
    index('follows_entity_idx').on(t.entityName, t.entityId),
  ],
);

/** Friend relation, one row per side (D-02): status as seen by `userId`. */
export const friends = pgTable(
  'friends',
  {
    userId: memberRef(),
    friendId: memberRef(),
    status: smallint().notNull(),
    requestData: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.friendId] })],
);
