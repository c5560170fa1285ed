import { sql } from 'drizzle-orm';
import {
  doublePrecision,
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
import { courses, courseRef } from './courses.js';
import { languages } from './geo.js';
import { users, memberRef } from './members.js';

/**
 * D-03 / C-11: one row per member and course claim. `pending` reads as 'Request Pending' in
 * course.courseRole, `accepted` as 'Course Admin' and as courseAdmin[].status 'accepted' in /me.
 * A rejected claim is deleted, so the member may claim again (OPEN-002).
 */
export const courseRoles = pgTable(
  'course_roles',
  {
    id: serial().primaryKey(),
    courseId: courseRef(),
    userId: memberRef(),
    status: text({ enum: ['pending', 'accepted'] }).notNull(),
    /** Phone given in the claim ('+' prefix number, COURSE-026). */
    phone: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedById: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // one claim per member and course; courseRole of the caller
    uniqueIndex('course_roles_course_user_idx').on(t.courseId, t.userId),
    // /me courseAdmin[]
    index('course_roles_user_idx').on(t.userId),
    // administrators' queue of pending claims, oldest first
    index('course_roles_status_idx').on(t.status, t.createdAt),
  ],
);

/** COURSE-018 / DATA-006: peer-course rows of the About tab (values shown as given). */
export const coursePeers = pgTable(
  'course_peers',
  {
    id: serial().primaryKey(),
    courseId: courseRef(),
    position: smallint().notNull().default(0),
    name: text().notNull(),
    holeTotal: text(),
    par: text(),
    courseType: text(),
    courseArchitect: text(),
    openDate: text(),
    guestPolicy: text(),
    weekdayPrice: text(),
    weekendPrice: text(),
    twilightPrice: text(),
    fairway: text(),
    green: text(),
  },
  // the About tab of one course, in order
  (t) => [index('course_peers_course_idx').on(t.courseId, t.position)],
);

/**
 * Posts (DATA-013). Issue 4 writes type 4 (course review); the posts issue adds the other types.
 * Deleting sets `deletedAt` so comments can say the post is gone.
 */
export const posts = pgTable(
  'posts',
  {
    id: serial().primaryKey(),
    /** PostType: 1 general, 2 vlog, 3 coaching, 4 review, 5 photo, 7 course post, 8 discussion. */
    type: smallint().notNull(),
    authorId: memberRef(),
    courseId: integer().references(() => courses.id, { onDelete: 'cascade' }),
    languageId: integer().references(() => languages.id),
    title: text(),
    /** Sanitized HTML (D-10). */
    content: text().notNull().default(''),
    /** POST-032: hashtags without '#', lower-cased. */
    hashtags: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    totalLike: integer().notNull().default(0),
    /** Comments and replies. */
    totalComment: integer().notNull().default(0),
    /** Top-level comments (CMT-013). */
    totalParentComment: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
    /** D-04: hidden by a moderator; gone from every list. */
    hiddenAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // D-09: one live review per member per course
    uniqueIndex('posts_one_review_idx')
      .on(t.courseId, t.authorId)
      .where(sql`${t.type} = 4 AND ${t.deletedAt} IS NULL`),
    // course tabs: reviews, vlogs and course posts of one course, newest first
    index('posts_course_type_idx').on(t.courseId, t.type, t.createdAt.desc(), t.id.desc()),
    // profile timelines
    index('posts_author_idx').on(t.authorId, t.createdAt.desc()),
    // general feed: live posts, newest first (FEED-006)
    index('posts_feed_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL AND ${t.hiddenAt} IS NULL`),
    // type lists: vlogs, coaching, discussions by language (VLOG-004, COMM-006)
    index('posts_type_idx').on(t.type, t.languageId, t.createdAt.desc(), t.id.desc()),
    // discussions by hashtag (has_tags_name)
    index('posts_hashtags_idx').using('gin', t.hashtags),
    // forum 'Most Commented' (OPEN-045): live discussions by comment count, a page without
    // sorting all of them (findPostPage orders DESC NULLS LAST, as `.desc()` builds it)
    index('posts_discussion_comments_idx')
      .on(t.totalComment.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.type} = 8 AND ${t.deletedAt} IS NULL AND ${t.hiddenAt} IS NULL`),
  ],
);

/** REV-010/011, DATA-019: the five category scores of a review (0..5, step 0.5) and their mean. */
export const reviewRatings = pgTable('review_ratings', {
  postId: integer()
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  facilities: doublePrecision().notNull(),
  maintenance: doublePrecision().notNull(),
  surroundings: doublePrecision().notNull(),
  clubhouse: doublePrecision().notNull(),
  value: doublePrecision().notNull(),
  /** Mean of the five, computed by the server (D-09). */
  overall: doublePrecision().notNull(),
});

/**
 * MEDIA-010 / DATA-015 video meta, as fetched from YouTube by `VideoFacts` (issue 12 item 6):
 * `source` says where the facts come from; rows without it hold nothing a reader is shown
 * (older rows may still carry figures an uploader typed: the presenter drops them).
 */
export interface VideoMeta {
  title?: string;
  channelId?: string;
  channelName?: string;
  channelLogo?: string;
  channelSubscriber?: number;
  view?: number;
  /** 'youtube-api' (Data API: every field) or 'oembed' (title and channel only). */
  source?: 'youtube-api' | 'oembed';
  /** ISO time of the last successful fetch. */
  fetchedAt?: string;
  /** ISO time of the last failed fetch (retried an hour later). */
  failedAt?: string;
}

/**
 * Photos (type 1) and videos (type 2). `entityName` says what owns the item: 'course' (the
 * course gallery), 'interview' (director interview of course `entityId`) or 'post'.
 * `courseId` is set for items shown in that course's Photos & Videos tab.
 */
export const media = pgTable(
  'media',
  {
    id: serial().primaryKey(),
    type: smallint().notNull(),
    entityName: text({ enum: ['course', 'interview', 'post'] }).notNull(),
    entityId: integer().notNull(),
    courseId: integer().references(() => courses.id, { onDelete: 'cascade' }),
    uploaderId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Title given by the uploader. */
    description: text(),
    /** Photo: public path of the re-encoded JPEG (≤ 1920 wide). Video: the watch URL. */
    path: text(),
    /** Photo: server-made thumbnail. Video: null (the SPA builds it from youtubeId). */
    thumbnail: text(),
    width: integer(),
    height: integer(),
    youtubeId: text(),
    meta: jsonb().$type<VideoMeta>(),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // GET /media/list: a course's photos or videos, newest first (keyset on id)
    index('media_course_type_idx').on(t.courseId, t.type, t.id.desc()),
    // media of one post or interview
    index('media_entity_idx').on(t.entityName, t.entityId, t.position),
  ],
);

/** DATA-018: the Directors' Interview of a course (answers are sanitized HTML). */
export const directorInterviews = pgTable('director_interviews', {
  courseId: integer()
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  directorName: text().notNull(),
  directorPosition: text().notNull(),
  question1: text(),
  question2: text(),
  question3: text(),
  question4: text(),
  question5: text(),
  question6: text(),
  question7: text(),
  updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
