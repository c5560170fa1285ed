import { sql } from 'drizzle-orm';
import * as pg from './pg.js';
import { courses, courseRef } from './courses.js';
import { languages } from './geo.js';
import { users, memberRef } from './members.js';

/**
 * D-03 / C-11: one row per member and course claim. `pending` reads as 'Request Pending' in
 * course.courseRole, `accepted` as 'Course Admin' and as courseAdmin[].status 'accepted' in /me.
 * A rejected claim is deleted, so the member may claim again (OPEN-002).
 */
export const courseRoles = pg.pgTable(
  'course_roles',
  {
    id: pg.id(),
    courseId: courseRef(),
    userId: memberRef(),
    status: pg.text({ enum: ['pending', 'accepted'] }).notNull(),
    /** Phone given in the claim ('+' prefix number, COURSE-026). */
    phone: pg.text().notNull(),
    createdAt: pg.timestampNow(),
    decidedAt: pg.timestamptz(),
    decidedById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // one claim per member and course; courseRole of the caller
    pg.uniqueIndex('course_roles_course_user_idx').on(t.courseId, t.userId),
    // /me courseAdmin[]
    pg.index('course_roles_user_idx').on(t.userId),
    // administrators' queue of pending claims, oldest first
    pg.index('course_roles_status_idx').on(t.status, t.createdAt),
  ],
);

/** COURSE-018 / DATA-006: peer-course rows of the About tab (values shown as given). */
export const coursePeers = pg.pgTable(
  'course_peers',
  {
    id: pg.id(),
    courseId: courseRef(),
    position: pg.smallint().notNull().default(0),
    name: pg.text().notNull(),
    holeTotal: pg.text(),
    par: pg.text(),
    courseType: pg.text(),
    courseArchitect: pg.text(),
    openDate: pg.text(),
    guestPolicy: pg.text(),
    weekdayPrice: pg.text(),
    weekendPrice: pg.text(),
    twilightPrice: pg.text(),
    fairway: pg.text(),
    green: pg.text(),
  },
  // the About tab of one course, in order
  (t) => [pg.index('course_peers_course_idx').on(t.courseId, t.position)],
);

/**
 * Posts (DATA-013) of every type (`PostType`), the course review (type 4) among them.
 * Deleting sets `deletedAt` so comments can say the post is gone.
 */
export const posts = pg.pgTable(
  'posts',
  {
    id: pg.id(),
    /** PostType: 1 general, 2 vlog, 3 coaching, 4 review, 5 photo, 7 course post, 8 discussion. */
    type: pg.smallint().notNull(),
    authorId: memberRef(),
    courseId: pg.integer().references(() => courses.id, { onDelete: 'cascade' }),
    languageId: pg.integer().references(() => languages.id),
    title: pg.text(),
    /** Sanitized HTML (D-10). */
    content: pg.text().notNull().default(''),
    /** POST-032: hashtags without '#', lower-cased. */
    hashtags: pg
      .text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    totalLike: pg.integer().notNull().default(0),
    /** Comments and replies. */
    totalComment: pg.integer().notNull().default(0),
    /** Top-level comments (CMT-013). */
    totalParentComment: pg.integer().notNull().default(0),
    createdAt: pg.timestampNow(),
    updatedAt: pg.timestampNow(),
    deletedAt: pg.timestamptz(),
    /** D-04: hidden by a moderator; gone from every list. */
    hiddenAt: pg.timestamptz(),
    /**
     * Decision 042: why it is hidden: 'moderator' (a report's Hide) or 'suspension' (its author
     * was suspended; lifting the suspension shows exactly these again). Null while shown.
     */
    hiddenBy: pg.text({ enum: ['moderator', 'suspension'] }),
  },
  (t) => [
    // D-09: one live review per member per course
    pg
      .uniqueIndex('posts_one_review_idx')
      .on(t.courseId, t.authorId)
      .where(sql`${t.type} = 4 AND ${t.deletedAt} IS NULL`),
    // course tabs: reviews, vlogs and course posts of one course, newest first
    pg.index('posts_course_type_idx').on(t.courseId, t.type, t.createdAt.desc(), t.id.desc()),
    // profile timelines
    pg.index('posts_author_idx').on(t.authorId, t.createdAt.desc()),
    // general feed: live posts, newest first (FEED-006)
    pg
      .index('posts_feed_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL AND ${t.hiddenAt} IS NULL`),
    // type lists: vlogs, coaching, discussions by language (VLOG-004, COMM-006)
    pg.index('posts_type_idx').on(t.type, t.languageId, t.createdAt.desc(), t.id.desc()),
    // discussions by hashtag (has_tags_name)
    pg.index('posts_hashtags_idx').using('gin', t.hashtags),
    // forum 'Most Commented' (OPEN-045): live discussions by comment count, a page without
    // sorting all of them (findPostPage orders DESC NULLS LAST, as `.desc()` builds it)
    pg
      .index('posts_discussion_comments_idx')
      .on(t.totalComment.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`${t.type} = 8 AND ${t.deletedAt} IS NULL AND ${t.hiddenAt} IS NULL`),
  ],
);

/** REV-010/011, DATA-019: the five category scores of a review (0..5, step 0.5) and their mean. */
export const reviewRatings = pg.pgTable('review_ratings', {
  postId: pg.cascadeKey(() => posts.id),
  facilities: pg.doublePrecision().notNull(),
  maintenance: pg.doublePrecision().notNull(),
  surroundings: pg.doublePrecision().notNull(),
  clubhouse: pg.doublePrecision().notNull(),
  value: pg.doublePrecision().notNull(),
  /** Mean of the five, computed by the server (D-09). */
  overall: pg.doublePrecision().notNull(),
});

/**
 * MEDIA-010 / DATA-015 video meta, as fetched from YouTube by `VideoFacts`:
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
export const media = pg.pgTable(
  'media',
  {
    id: pg.id(),
    type: pg.smallint().notNull(),
    entityName: pg.text({ enum: ['course', 'interview', 'post'] }).notNull(),
    entityId: pg.integer().notNull(),
    courseId: pg.integer().references(() => courses.id, { onDelete: 'cascade' }),
    uploaderId: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    /** Title given by the uploader. */
    description: pg.text(),
    /** Photo: public path of the re-encoded JPEG (≤ 1920 wide). Video: the watch URL. */
    path: pg.text(),
    /** Photo: server-made thumbnail. Video: null (the SPA builds it from youtubeId). */
    thumbnail: pg.text(),
    width: pg.integer(),
    height: pg.integer(),
    youtubeId: pg.text(),
    meta: pg.jsonb().$type<VideoMeta>(),
    position: pg.integer().notNull().default(0),
    createdAt: pg.timestampNow(),
  },
  (t) => [
    // GET /media/list: a course's photos or videos, newest first (keyset on id)
    pg.index('media_course_type_idx').on(t.courseId, t.type, t.id.desc()),
    // media of one post or interview
    pg.index('media_entity_idx').on(t.entityName, t.entityId, t.position),
  ],
);

/** DATA-018: the Directors' Interview of a course (answers are sanitized HTML). */
export const directorInterviews = pg.pgTable('director_interviews', {
  courseId: pg.cascadeKey(() => courses.id),
  directorName: pg.text().notNull(),
  directorPosition: pg.text().notNull(),
  question1: pg.text(),
  question2: pg.text(),
  question3: pg.text(),
  question4: pg.text(),
  question5: pg.text(),
  question6: pg.text(),
  question7: pg.text(),
  updatedById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
  updatedAt: pg.timestampNow(),
});
