import { sql } from 'drizzle-orm';
import * as pg from './pg.js';
import { countries } from './geo.js';
import { courseRef } from './courses.js';

/** Members (DATA-001). Email is stored lower-cased and trimmed (OPEN-085). */
export const users = pg.pgTable(
  'users',
  {
    id: pg.id(),
    email: pg.text().notNull(),
    /** argon2id (D-10). Never returned by any presenter. */
    passwordHash: pg.text().notNull(),
    firstName: pg.text().notNull(),
    lastName: pg.text().notNull(),
    /** Folded 'first last' for member search. */
    searchName: pg.text().notNull(),
    phone: pg.text(),
    picture: pg.text(),
    cover: pg.text(),
    shortBio: pg.text(),
    countryId: pg.integer().references(() => countries.id),
    state: pg.text(),
    city: pg.text(),
    /** -20..54, one decimal (PROF-017). */
    handicap: pg.numeric({ precision: 3, scale: 1, mode: 'number' }),
    /** Sub-role ids (SUB_ROLES): 1 Coach, 2 Golfer, 3 Vlogger, 4 Administrator. */
    subRoles: pg
      .smallint()
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    /** Content language ids, at most 3. */
    languages: pg
      .integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    facebookUrl: pg.text(),
    instagramUrl: pg.text(),
    twitterUrl: pg.text(),
    youtubeUrl: pg.text(),
    totalCoursePlayed: pg.integer().notNull().default(0),
    totalPost: pg.integer().notNull().default(0),
    /** Followers of this member. */
    totalFollow: pg.integer().notNull().default(0),
    /** Members and courses this member follows. */
    totalFollowing: pg.integer().notNull().default(0),
    /** D-06: created by the demo seed. */
    demo: pg.boolean().notNull().default(false),
    suspendedAt: pg.timestamptz(),
    createdAt: pg.timestampNow(),
    updatedAt: pg.timestampNow(),
  },
  (t) => [
    // sign-in and check-email
    pg.uniqueIndex('users_email_idx').on(t.email),
    // member search (GET /users filter_name_like)
    pg.index('users_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

/**
 * DATA-001: a NOT NULL reference to a member whose rows go with him (ON DELETE CASCADE): the
 * owner, sender, author or follower column of the member-owned tables.
 */
export const memberRef = () => pg.cascadeRef(() => users.id);

/**
 * Decision 046: the first completed answer to a signed write per member and `Idempotency-Key`,
 * replayed for a retry with the same key (docs/operations.md "Retries and idempotency keys").
 * `fingerprint` is the SHA-256 of method, path and query; `bodyHash` the SHA-256 of the JSON body
 * or of the multipart fields and files (null until a multipart body has been read). `status` is
 * null while the first request runs (its claim holds until `leaseUntil`); `expiresAt` is 24 h
 * after the claim, past which the row is free again and swept by the background jobs.
 */
export const idempotencyKeys = pg.pgTable(
  'idempotency_keys',
  {
    userId: memberRef(),
    key: pg.text().notNull(),
    fingerprint: pg.text().notNull(),
    bodyHash: pg.text(),
    status: pg.integer(),
    contentType: pg.text(),
    body: pg.text(),
    leaseUntil: pg.timestamptz().notNull(),
    expiresAt: pg.timestamptz().notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.userId, t.key] }),
    pg.index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);

/** D-01 sessions. The secret is the HMAC key the client signs with. */
export const sessions = pg.pgTable(
  'sessions',
  {
    id: pg.text().primaryKey(),
    userId: memberRef(),
    secret: pg.text().notNull(),
    userAgent: pg.text(),
    createdAt: pg.timestampNow(),
    lastUsedAt: pg.timestampNow(),
    expiresAt: pg.timestamptz().notNull(),
    revokedAt: pg.timestamptz(),
  },
  // revoke every other session of a member on password change
  (t) => [pg.index('sessions_user_idx').on(t.userId)],
);

/**
 * D-01 replay protection (decision 017): each nonce a session has signed with, kept until
 * `expiresAt` (twice the clock-skew window after first use) so that a replay is refused after a
 * restart and by every instance sharing the database. Used when REDIS_URL is unset; expired
 * rows are swept periodically.
 */
export const requestNonces = pg.pgTable(
  'request_nonces',
  {
    sessionId: pg
      .text()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    nonce: pg.text().notNull(),
    expiresAt: pg.timestamptz().notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.sessionId, t.nonce] }),
    pg.index('request_nonces_expires_idx').on(t.expiresAt),
  ],
);

/** Single-use secrets: password reset links (1 h) and login transfer codes (60 s), stored hashed. */
export const oneTimeTokens = pg.pgTable(
  'one_time_tokens',
  {
    id: pg.id(),
    userId: memberRef(),
    purpose: pg.text({ enum: ['reset_password', 'login_transfer'] }).notNull(),
    tokenHash: pg.text().notNull(),
    expiresAt: pg.timestamptz().notNull(),
    usedAt: pg.timestamptz(),
    createdAt: pg.timestampNow(),
  },
  (t) => [
    pg.uniqueIndex('one_time_tokens_hash_idx').on(t.tokenHash),
    pg.index('one_time_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** Courses a member has played (PROF-022..025, OPEN-063). */
export const coursesPlayed = pg.pgTable(
  'courses_played',
  {
    userId: memberRef(),
    courseId: courseRef(),
    createdAt: pg.timestampNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.courseId] })],
);

/** Follows of courses and members (FOLLOW-*). */
export const follows = pg.pgTable(
  'follows',
  {
    userId: memberRef(),
    entityName: pg.text({ enum: ['course', 'user'] }).notNull(),
    entityId: pg.integer().notNull(),
    createdAt: pg.timestampNow(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.userId, t.entityName, t.entityId] }),
    // followers of an entity (isFollowed, counts)
    pg.index('follows_entity_idx').on(t.entityName, t.entityId),
  ],
);

/** Friend relation, one row per side (D-02): status as seen by `userId`. */
export const friends = pg.pgTable(
  'friends',
  {
    userId: memberRef(),
    friendId: memberRef(),
    status: pg.smallint().notNull(),
    requestData: pg.jsonb().$type<Record<string, unknown>>(),
    createdAt: pg.timestampNow(),
    updatedAt: pg.timestampNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.friendId] })],
);
