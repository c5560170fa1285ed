import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { posts } from './course-pages.js';
import { users, memberRef } from './members.js';

/**
 * Comments and replies (CMT-*, DATA-016) on a post or a media item. `parentId` null = top
 * level. A deleted post keeps its comments; they read as 'post-deleted' (CMT-008).
 */
export const comments = pgTable(
  'comments',
  {
    id: serial().primaryKey(),
    entityName: text({ enum: ['post', 'media'] }).notNull(),
    entityId: integer().notNull(),
    /** The post the comment belongs to (also for replies); null for media comments. */
    postId: integer().references(() => posts.id, { onDelete: 'cascade' }),
    parentId: integer(),
    authorId: memberRef(),
    /** Plain text (shown escaped). */
    text: text().notNull(),
    totalLike: integer().notNull().default(0),
    totalReply: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
    hiddenAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // top-level comments of a post or media item, newest first (GET /comments filter_parent=isNull)
    index('comments_top_idx')
      .on(t.entityName, t.entityId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.parentId} IS NULL`),
    // replies of a comment, newest first
    index('comments_parent_idx').on(t.parentId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** LIKE-001: one like per member and entity. */
export const likes = pgTable(
  'likes',
  {
    userId: memberRef(),
    entityName: text({ enum: ['post', 'comment'] }).notNull(),
    entityId: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.entityName, t.entityId] }),
    // isLiked of a page of items for one member is served by the primary key
  ],
);

/** Hashtag counters (GET /tags?sort_desc=counter, COMM-003), kept with the posts. */
export const tags = pgTable(
  'tags',
  {
    name: text().primaryKey(),
    counter: integer().notNull().default(0),
  },
  (t) => [index('tags_counter_idx').on(t.counter.desc())],
);

/**
 * D-04 reports: one per member and entity; a snapshot of the entity is kept. Status open →
 * resolved (content hidden or member suspended) or dismissed.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial().primaryKey(),
    reporterId: memberRef(),
    entityName: text({ enum: ['post', 'comment', 'user'] }).notNull(),
    entityId: integer().notNull(),
    category: text().notNull(),
    reason: text().notNull(),
    snapshot: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: ['open', 'resolved', 'dismissed'] })
      .notNull()
      .default('open'),
    action: text({ enum: ['hide', 'suspend', 'dismiss'] }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedById: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // D-04: a member reports an entity once
    uniqueIndex('reports_once_idx').on(t.reporterId, t.entityName, t.entityId),
    // moderation queue by status, oldest first
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_entity_idx').on(t.entityName, t.entityId),
  ],
);
