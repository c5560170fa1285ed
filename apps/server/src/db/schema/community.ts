import { sql } from 'drizzle-orm';
import * as pg from './pg.js';
import { posts } from './course-pages.js';
import { users, memberRef } from './members.js';

/**
 * Comments and replies (CMT-*, DATA-016) on a post or a media item. `parentId` null = top
 * level. A deleted post keeps its comments; they read as 'post-deleted' (CMT-008).
 */
export const comments = pg.pgTable(
  'comments',
  {
    id: pg.id(),
    entityName: pg.text({ enum: ['post', 'media'] }).notNull(),
    entityId: pg.integer().notNull(),
    /** The post the comment belongs to (also for replies); null for media comments. */
    postId: pg.integer().references(() => posts.id, { onDelete: 'cascade' }),
    parentId: pg.integer(),
    authorId: memberRef(),
    /** Plain text (shown escaped). */
    text: pg.text().notNull(),
    totalLike: pg.integer().notNull().default(0),
    totalReply: pg.integer().notNull().default(0),
    createdAt: pg.timestampNow(),
    updatedAt: pg.timestampNow(),
    deletedAt: pg.timestamptz(),
    /** D-04: hidden by a moderator or by its author's suspension; gone from every list. */
    hiddenAt: pg.timestamptz(),
    /** Decision 042: 'moderator' or 'suspension', as on posts. Null while shown. */
    hiddenBy: pg.text({ enum: ['moderator', 'suspension'] }),
  },
  (t) => [
    // top-level comments of a post or media item, newest first (GET /comments filter_parent=isNull)
    pg
      .index('comments_top_idx')
      .on(t.entityName, t.entityId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.parentId} IS NULL`),
    // replies of a comment, newest first
    pg.index('comments_parent_idx').on(t.parentId, t.createdAt.desc(), t.id.desc()),
  ],
);

/** LIKE-001: one like per member and entity. */
export const likes = pg.pgTable(
  'likes',
  {
    userId: memberRef(),
    entityName: pg.text({ enum: ['post', 'comment'] }).notNull(),
    entityId: pg.integer().notNull(),
    createdAt: pg.timestampNow(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.userId, t.entityName, t.entityId] }),
    // isLiked of a page of items for one member is served by the primary key
  ],
);

/** Hashtag counters (GET /tags?sort_desc=counter, COMM-003), kept with the posts. */
export const tags = pg.pgTable(
  'tags',
  {
    name: pg.text().primaryKey(),
    counter: pg.integer().notNull().default(0),
  },
  (t) => [pg.index('tags_counter_idx').on(t.counter.desc())],
);

/**
 * D-04 reports: one per member and entity; a snapshot of the entity is kept. Status open →
 * resolved (content hidden or member suspended) or dismissed.
 */
export const reports = pg.pgTable(
  'reports',
  {
    id: pg.id(),
    reporterId: memberRef(),
    entityName: pg.text({ enum: ['post', 'comment', 'user'] }).notNull(),
    entityId: pg.integer().notNull(),
    category: pg.text().notNull(),
    reason: pg.text().notNull(),
    snapshot: pg.jsonb().$type<Record<string, unknown>>().notNull(),
    status: pg
      .text({ enum: ['open', 'resolved', 'dismissed'] })
      .notNull()
      .default('open'),
    action: pg.text({ enum: ['hide', 'suspend', 'dismiss'] }),
    createdAt: pg.timestampNow(),
    decidedAt: pg.timestamptz(),
    decidedById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // D-04: a member reports an entity once
    pg.uniqueIndex('reports_once_idx').on(t.reporterId, t.entityName, t.entityId),
    // moderation queue by status, oldest first
    pg.index('reports_status_idx').on(t.status, t.createdAt),
    pg.index('reports_entity_idx').on(t.entityName, t.entityId),
  ],
);
