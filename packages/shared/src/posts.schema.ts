import { z } from 'zod';
import { dbIdSchema } from './db-id.js';
import {
  COMMENT_MAX,
  COMMENT_PAGE_SIZE,
  HASHTAG_MAX,
  POST_REPORT_CATEGORIES,
  POST_TITLE_MAX,
  USER_REPORT_CATEGORIES,
  WRITABLE_POST_TYPES,
} from './posts.rules.js';
import { LIST_MAX_LIMIT, POST_PAGE_SIZE, DB_ID_MAX } from './constants.js';
import { mediaItemSchema, profileRefSchema, reviewDataSchema } from './course-pages.schema.js';
import { RICH_TEXT_MAX } from './course-pages.rules.js';
import { MSG, POST_MSG } from './messages.js';
import { pageSchema } from './api.schema.js';

/**
 * Contract of posts, comments, likes and reports (POST, CMT, LIKE, FEED, VLOG, COMM, REPORT;
 * D-04, D-10), shared by the server and the SPA.
 */

const id = dbIdSchema;

/**
 * The text fields of POST /posts and POST /posts/update (POST-023/024). Type rules
 * (POST-010..015) are checked by `postRuleErrors` on both sides.
 */
export const postFieldsSchema = z.object({
  id: id.optional(),
  type: z.coerce
    .number()
    .int()
    .refine((t) => (WRITABLE_POST_TYPES as readonly number[]).includes(t), 'Unknown post type'),
  course: z
    .union([z.literal(''), id])
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : v)),
  language: z
    .union([z.literal(''), id])
    .optional()
    .transform((v) => (v === '' || v === undefined ? undefined : v)),
  title: z.string().trim().max(POST_TITLE_MAX).optional(),
  content: z.string().max(RICH_TEXT_MAX).optional(),
});
export type PostFields = z.output<typeof postFieldsSchema>;

/**
 * POST-010..015, POST-002: field errors of a post for its type, as `{field: message}`.
 * `hasVideo` = a YouTube link is kept or added; `hasMedia` = any photo or video;
 * `contentEmpty` = the content has no visible text.
 */
export function postRuleErrors(p: {
  type: number;
  language?: number | undefined;
  title?: string | undefined;
  contentEmpty: boolean;
  course?: number | undefined;
  hasVideo: boolean;
  hasMedia: boolean;
}): Record<string, string> {
  const errors: Record<string, string> = {};
  if (p.type !== 5 && !p.language) errors.language = MSG.required;
  if (p.type === 8 && !p.title?.trim()) errors.title = MSG.required;
  if (p.type !== 5 && p.type !== 8 && p.contentEmpty) errors.content = MSG.required;
  if ((p.type === 2 || p.type === 5 || p.type === 7) && !p.course)
    errors.course = POST_MSG.courseRequired;
  if (p.type === 2 && !p.hasVideo) errors.youtubes = POST_MSG.youtubeRequired;
  if (p.type === 5 && !p.hasMedia) errors.photoFiles = MSG.required;
  return errors;
}

/** T60 GET /posts (POST-025/026, COMM-006, OPEN-045). */
export const postListQuerySchema = z.object({
  filter_profile: id.optional(),
  filter_type: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      const parts = (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(','));
      const types = parts.filter((s) => s.trim() !== '').map(Number);
      if (types.some((t) => !Number.isInteger(t) || t < 1 || t > 8)) {
        ctx.addIssue({ code: 'custom', message: 'Unknown post type' });
        return z.NEVER;
      }
      return types;
    }),
  filter_course: id.optional(),
  /** Posts on a course of this country (ranking side cards, RANK-016). */
  filter_country: id.optional(),
  /** Posts on a course of this zone (ranking side cards, RANK-016). */
  filter_zone: id.optional(),
  filter_language: z.coerce.number().int().min(0).max(DB_ID_MAX).optional(),
  filter_id: id.optional(),
  commentId: id.optional(),
  except_id: z
    .string()
    .max(20_000)
    .optional()
    .transform((v, ctx) => {
      if (!v) return [] as number[];
      const ids = v.split(',').map(Number);
      if (ids.some((n) => !Number.isInteger(n) || n <= 0 || n > DB_ID_MAX)) {
        ctx.addIssue({ code: 'custom', message: 'except_id must be comma-separated ids' });
        return z.NEVER;
      }
      return ids;
    }),
  has_tags_name: z
    .string()
    .trim()
    .max(HASHTAG_MAX + 1)
    .optional(),
  sort_desc: z.enum(['createdDate', 'totalComment']).default('createdDate'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(POST_PAGE_SIZE),
});
export type PostListQuery = z.output<typeof postListQuerySchema>;

export const subscriptionQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(POST_PAGE_SIZE),
});

/** DATA-013 / POST-036: a post as the cards read it. */
export const postSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string().nullable(),
  content: z.string(),
  course: z.number().int().nullable(),
  courseDetail: z
    .object({ id: z.number().int(), name: z.string(), slug: z.string(), countrySlug: z.string() })
    .nullable(),
  language: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  hashtags: z.array(z.string()),
  media: z.array(mediaItemSchema),
  photos: z.array(
    z.object({
      id: z.number().int(),
      file: z.string(),
      title: z.string().nullable(),
      thumb: z.string(),
    }),
  ),
  youtubes: z.array(z.string()),
  isOneMedia: z.boolean(),
  poster: z.string().nullable(),
  profile: profileRefSchema,
  createdDate: z.string(),
  updatedDate: z.string(),
  totalComment: z.number().int(),
  totalParentComment: z.number().int(),
  totalLike: z.number().int(),
  isLiked: z.boolean(),
  canUpdate: z.boolean(),
  canDelete: z.boolean(),
  description: z.string(),
  reviewData: reviewDataSchema.nullable(),
});
export type Post = z.infer<typeof postSchema>;

/** COMM-007: discussion pages add tag and language counts. */
/**
 * A page of posts (T60, T61); the discussion list adds its tag and language counts (COMM-003,
 * COMM-006).
 */
export const postPageSchema = pageSchema(postSchema).extend({
  tags: z.array(z.object({ name: z.string(), counter: z.number().int() })).optional(),
  languages: z
    .array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() }))
    .optional(),
});
export type PostPage = z.infer<typeof postPageSchema>;

/** T61 GET /posts/languages?types=2,3 (VLOG-003). */
export const postLanguagesQuerySchema = z.object({
  types: z
    .string()
    .max(50)
    .default('2,3')
    .transform((v, ctx) => {
      const types = v.split(',').map(Number);
      if (types.some((t) => !Number.isInteger(t) || t < 1 || t > 8)) {
        ctx.addIssue({ code: 'custom', message: 'Unknown post type' });
        return z.NEVER;
      }
      return types;
    }),
});

/** T66 GET /tags?sort_desc=counter. */
export const tagsQuerySchema = z.object({
  sort_desc: z.enum(['counter']).default('counter'),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(20),
});

/* ---------------------------------------------------------------- comments (CMT) */

/** T69 GET /comments (CMT-001, OPEN-023). `filter_parent` is a comment id or 'isNull'. */
export const commentListQuerySchema = z.object({
  filter_entityId: id,
  filter_entityName: z.enum(['post', 'media']).default('post'),
  filter_parent: z.union([z.literal('isNull'), id]).default('isNull'),
  filter_isLatest: z.string().max(20).optional(),
  sort_desc: z.enum(['createdDate']).default('createdDate'),
  /** oldest first (a comment's replies read as a conversation); wins over sort_desc. */
  sort_asc: z.enum(['createdDate']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(COMMENT_PAGE_SIZE),
});
export type CommentListQuery = z.output<typeof commentListQuerySchema>;

/** T70 POST /comments (CMT-002). */
export const commentInputSchema = z.object({
  entityId: id,
  entityName: z.enum(['post', 'media']).default('post'),
  parent: z.union([id, z.null()]).optional(),
  text: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(COMMENT_MAX),
});
export type CommentInput = z.output<typeof commentInputSchema>;

/** T71 PUT /comments/{id}. */
export const commentUpdateSchema = z.object({
  id: id.optional(),
  text: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(COMMENT_MAX),
});

/** DATA-016: a comment. */
export const commentSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  createdDate: z.string(),
  updatedDate: z.string(),
  edit: z.boolean(),
  profile: z.object({ id: z.number().int(), name: z.string(), picture: z.string().nullable() }),
  parent: z.number().int().nullable(),
  entityId: z.number().int(),
  /** 'post', 'media', or 'post-deleted' when its post was deleted (CMT-008). */
  entityName: z.string(),
  totalLike: z.number().int(),
  isLiked: z.boolean(),
  totalReply: z.number().int(),
  /** Always empty: a comment's replies are listed by `GET /comments?filter_parent` (CMT-004). */
  children: z.array(z.never()),
  canUpdate: z.boolean(),
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/* ---------------------------------------------------------------- likes (LIKE) */

export const likeInputSchema = z.object({
  entityId: id,
  entityName: z.enum(['post', 'comment']),
});
export const likeParamsSchema = z.object({
  entityName: z.enum(['post', 'comment']),
  entityId: id,
});
/** Answer of like/unlike: the reconciled state (LIKE-002). */
export const likeAnswerSchema = z.object({
  entityName: z.enum(['post', 'comment']),
  entityId: z.number().int(),
  isLiked: z.boolean(),
  totalLike: z.number().int(),
});
export type LikeAnswer = z.infer<typeof likeAnswerSchema>;

/* ---------------------------------------------------------------- reports (REPORT, D-04) */

/** T74 POST /report (and T73 /comments/report with entityName 'comment'). */
export const reportInputSchema = z
  .object({
    entityId: id,
    entityName: z.enum(['post', 'comment', 'user']),
    category: z.string({ error: MSG.required }).trim().min(1, MSG.required),
    reason: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(2000),
  })
  .superRefine((r, ctx) => {
    const allowed: readonly string[] =
      r.entityName === 'user' ? USER_REPORT_CATEGORIES : POST_REPORT_CATEGORIES;
    if (!allowed.includes(r.category))
      ctx.addIssue({ code: 'custom', path: ['category'], message: 'Unknown category' });
  });
export type ReportInput = z.output<typeof reportInputSchema>;

/** D-04 moderation queue item. */
export const moderationReportSchema = z.object({
  id: z.number().int(),
  entityName: z.enum(['post', 'comment', 'user']),
  entityId: z.number().int(),
  category: z.string(),
  reason: z.string(),
  status: z.enum(['open', 'resolved', 'dismissed']),
  action: z.enum(['hide', 'suspend', 'dismiss']).nullable(),
  createdDate: z.string(),
  reporter: z.object({ id: z.number().int(), name: z.string() }),
  /** What was reported, as it was: text/title for content, name for a member. */
  snapshot: z.object({
    text: z.string(),
    authorId: z.number().int().nullable(),
    authorName: z.string().nullable(),
  }),
  /** The entity's current state. */
  hidden: z.boolean(),
  /**
   * the post a reported comment belongs to (its page highlights the comment,
   * ROUTE-036); the post itself for a post; null for a member or a comment of no post.
   */
  postId: z.number().int().nullable(),
  /**
   * Decision 042: whether 'Suspend' applies: the member concerned (the reported member or the
   * content's author) is known and is not an Administrator (suspending one answers 403
   * `administrator_not_suspendable`).
   */
  suspendable: z.boolean(),
  /** Decision 042: a reported post's first photo (its thumbnail, else the photo); else null. */
  thumbnail: z.string().nullable(),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

/** T60 PUT /admin/reports/{id}: the decision taken. */
export const moderationDecisionSchema = z.object({
  id: z.number().int(),
  status: z.enum(['resolved', 'dismissed']),
  action: z.enum(['hide', 'suspend', 'dismiss']),
});

/** T61 / COMM-007: GET /posts/languages, live posts per language. */
export const postLanguagesSchema = z.object({
  languages: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
});
/** GET /tags: the most used hashtags. */
export const topTagsSchema = z.object({
  tags: z.array(z.object({ name: z.string(), counter: z.number().int() })),
});

export const moderationQuerySchema = z.object({
  status: z.enum(['open', 'resolved', 'dismissed']).default('open'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(20),
});
export const moderationActionSchema = z.object({
  action: z.enum(['hide', 'suspend', 'dismiss']),
});
