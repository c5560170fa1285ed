import { z } from 'zod';
import { dbIdSchema } from './db-id.js';
import {
  CLAIM_PHONE_PATTERN,
  COURSE_PEER_FIELDS,
  COURSE_SOCIAL_KEYS,
  FACILITY_KEYS,
  PEER_ROWS_MAX,
  REVIEW_CATEGORIES,
  RICH_TEXT_MAX,
  type ReviewCategory,
} from './course-pages.rules.js';
import {
  LIST_MAX_LIMIT,
  POST_PAGE_SIZE,
  REVIEW_PAGE_SIZE,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
  REVIEW_SCORE_STEP,
  DB_ID_MAX,
  MAP_MAX_ZOOM,
} from './constants.js';
import { MSG } from './messages.js';

/**
 * Contract of the course page calls (COURSE, INTV, REV, MEDIA, MAP; D-03, D-09), shared by the
 * server routes and the SPA. Messages are the spec's exact texts.
 */

const id = dbIdSchema;

/** `{ [key]: value }` for every key of a list (the same rule, or the same pick, for each). */
function eachKey<const K extends string, V>(keys: readonly K[], value: V): Record<K, V> {
  return Object.fromEntries(keys.map((k) => [k, value])) as Record<K, V>;
}

export const facilitiesSchema = z.object(eachKey(FACILITY_KEYS, z.boolean()));

/** DATA-006: a peer-course row (values are shown as given, COURSE-019/020). */
const peerText = z.string().trim().max(200).nullable().optional();
export const coursePeerInputSchema = z.object({
  id: z.number().int().positive().max(DB_ID_MAX).optional(),
  name: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(200),
  ...eachKey(COURSE_PEER_FIELDS, peerText),
});
export type CoursePeerInput = z.infer<typeof coursePeerInputSchema>;
export const coursePeerSchema = z.object({
  id: z.number().int(),
  course: z.number().int(),
  name: z.string(),
  ...eachKey(COURSE_PEER_FIELDS, z.string().nullable()),
});
export type CoursePeer = z.infer<typeof coursePeerSchema>;
/** T20 POST /courses/request-admin (COURSE-025..027, DATA-022). */
export const claimRequestSchema = z.object({
  phone: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(30, MSG.phoneInvalid)
    .regex(CLAIM_PHONE_PATTERN, MSG.phoneInvalid),
  course: id,
});
export type ClaimRequest = z.infer<typeof claimRequestSchema>;

const optionalUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), MSG.urlInvalid)
  .nullable()
  .optional();

/**
 * COURSE-003: the course's phone as a course admin sets it: empty (none) or
 * the claim form's rules, an optional '+' then digits, spaces, dashes and parentheses, at most
 * 30 characters ('The value must be an phone number').
 */
const optionalCoursePhone = z
  .string()
  .trim()
  .max(30, MSG.phoneInvalid)
  .refine((v) => v === '' || CLAIM_PHONE_PATTERN.test(v), MSG.phoneInvalid)
  .nullable()
  .optional();
const richText = z.string().max(RICH_TEXT_MAX).nullable().optional();

/**
 * T21 POST /courses/edit (COURSE-003/015/016/018/030/032): `id` plus any of the editable parts
 * (website, phone and social links: empty clears).
 * `websiteLogo` (avatar) and `websiteBanner` (cover) are base64 images without the data-URL
 * prefix (FILE-009).
 */
export const courseEditSchema = z
  .object({
    id,
    websiteLogo: z.string().min(1).optional(),
    websiteBanner: z.string().min(1).optional(),
    content: richText,
    facilities: facilitiesSchema.partial().optional(),
    coursePeers: z.array(coursePeerInputSchema).max(PEER_ROWS_MAX).optional(),
    website: optionalUrl,
    phone: optionalCoursePhone,
    facebookUrl: optionalUrl,
    twitterUrl: optionalUrl,
    instagramUrl: optionalUrl,
    youtubeUrl: optionalUrl,
    tripadvisorUrl: optionalUrl,
    linkedinUrl: optionalUrl,
  })
  .strict();
export type CourseEdit = z.infer<typeof courseEditSchema>;

/** The contact and social fields a course admin edits (COURSE-003), in screen order. */
export const COURSE_CONTACT_FIELDS = ['website', 'phone', ...COURSE_SOCIAL_KEYS] as const;
/** COURSE-003: the course admin's contact and social links form (empty = none). */
export const courseContactSchema = courseEditSchema.pick(eachKey(COURSE_CONTACT_FIELDS, true));
export type CourseContact = z.infer<typeof courseContactSchema>;
/** Answer of POST /courses/edit: the changed images (COURSE-030 `picture` for the avatar). */
export const courseEditResultSchema = z.object({
  picture: z.string().nullable(),
  cover: z.string().nullable(),
});

/** D-03 administrators' queue: one pending claim. */
export const courseClaimSchema = z.object({
  id: z.number().int(),
  phone: z.string(),
  createdDate: z.string(),
  course: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    country: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  }),
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    picture: z.string().nullable(),
    email: z.string(),
  }),
});
export type CourseClaim = z.infer<typeof courseClaimSchema>;

/* ---------------------------------------------------------------- reviews (REV, D-09) */

const score = z
  .number()
  .min(REVIEW_SCORE_MIN)
  .max(REVIEW_SCORE_MAX)
  .refine((v) => Number.isInteger(v / REVIEW_SCORE_STEP), 'Scores go in steps of 0.5');

/** REV-013: the five scores; a client `overall` is accepted and ignored (D-09). */
export const reviewDataInputSchema = z.object({
  facilities: score,
  maintenance: score,
  surroundings: score,
  clubhouse: score,
  value: score,
  overall: z.number().optional(),
});
export type ReviewDataInput = z.infer<typeof reviewDataInputSchema>;
export interface ReviewData extends Record<ReviewCategory, number> {
  overall: number;
}

/** T55/T56 POST /courses/review[/{id}] (REV-008, REV-013). */
export const reviewInputSchema = z.object({
  id: id.optional(),
  course: id,
  content: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(10_000),
  language: z.coerce.number({ error: MSG.required }).int().positive(MSG.required).max(DB_ID_MAX),
  type: z.literal(4).optional(),
  reviewData: reviewDataInputSchema,
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** T53 GET /courses/review (REV-004). */
export const reviewListQuerySchema = z.object({
  filter_course: id,
  filter_type: z.coerce.number().int().min(0).max(DB_ID_MAX).optional(),
  filter_language: z.coerce.number().int().min(0).max(DB_ID_MAX).default(0),
  sort_desc: z.enum(['createdDate']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(REVIEW_PAGE_SIZE),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const profileRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  picture: z.string().nullable(),
});
export type ProfileRef = z.infer<typeof profileRefSchema>;

/** REV-010: the five category scores of a review (or their averages), in display order. */
export const reviewScoresSchema = z.object(eachKey(REVIEW_CATEGORIES, z.number()));

/** REV-010/011: a review's category scores and their mean (`overall`, D-09). */
export const reviewDataSchema = reviewScoresSchema.extend({ overall: z.number() });

/** DATA-019 as a post of type 4 (with the post fields the review cards use). */
export const reviewSchema = z.object({
  id: z.number().int(),
  type: z.literal(4),
  course: z.number().int(),
  courseDetail: z.object({ name: z.string(), slug: z.string(), countrySlug: z.string() }),
  content: z.string(),
  language: z.object({ id: z.number().int(), name: z.string() }),
  reviewData: reviewDataSchema,
  profile: profileRefSchema,
  createdDate: z.string(),
  updatedDate: z.string(),
  canUpdate: z.boolean(),
  canDelete: z.boolean(),
});
export type Review = z.infer<typeof reviewSchema>;

/** T54 GET /courses/review/info (REV-006, DATA-020). */
export const reviewInfoSchema = z.object({
  overallRating: z.number(),
  totalReview: z.number().int(),
  reviewData: reviewScoresSchema,
  languages: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number() })),
  /** The caller's own live review of this course, if any (edit instead of a second write). */
  myReviewId: z.number().int().nullable(),
});
export type ReviewInfo = z.infer<typeof reviewInfoSchema>;

/** MEDIA-010 video meta, as given by the uploader. */
export const videoMetaSchema = z.object({
  title: z.string().nullable().optional(),
  channelId: z.string().nullable().optional(),
  channelName: z.string().nullable().optional(),
  channelLogo: z.string().nullable().optional(),
  channelSubscriber: z.number().nullable().optional(),
  view: z.number().nullable().optional(),
});
export type VideoMetaOut = z.infer<typeof videoMetaSchema>;

/** DATA-015 / MEDIA-021: a media item. */
export const mediaItemSchema = z.object({
  id: z.number().int(),
  type: z.union([z.literal(1), z.literal(2)]),
  description: z.string().nullable(),
  thumbnail: z.string().nullable(),
  path: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  youtubeId: z.string().nullable(),
  entityId: z.number().int(),
  entityName: z.string(),
  courseId: z.number().int().nullable(),
  meta: videoMetaSchema.nullable(),
  profile: profileRefSchema.nullable(),
  createdDate: z.string(),
  comments: z.object({ list: z.array(z.unknown()) }),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** T75 GET /media/list (MEDIA-018). `courseId` is required: the lists are per course. */
export const mediaListQuerySchema = z.object({
  courseId: id,
  filter_type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
  filter_entityName: z.string().max(30).optional(),
  sort_desc: z.enum(['createdDate', 'id']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(POST_PAGE_SIZE),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

/** T76 GET /media (MEDIA-002). */
export const mediaQuerySchema = z.object({
  id,
  courseDetail: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});
export const mediaWithCourseSchema = mediaItemSchema.extend({
  courseCountry: z.string().nullable(),
  courseSlug: z.string().nullable(),
  courseName: z.string().nullable(),
});
export type MediaWithCourse = z.infer<typeof mediaWithCourseSchema>;

/* ---------------------------------------------------------------- interview (INTV) */

/** DATA-018: the interview of a course (empty strings/nulls when not written yet). */
export const interviewSchema = z.object({
  id: z.number().int().nullable(),
  course: z.number().int(),
  directorName: z.string().nullable(),
  directorPosition: z.string().nullable(),
  question1: z.string().nullable(),
  question2: z.string().nullable(),
  question3: z.string().nullable(),
  question4: z.string().nullable(),
  question5: z.string().nullable(),
  question6: z.string().nullable(),
  question7: z.string().nullable(),
  media: z.array(mediaItemSchema),
  canUpdate: z.boolean(),
});
export type Interview = z.infer<typeof interviewSchema>;

/** INTV-008: the text fields of POST /courses/director-interview (multipart). */
export const interviewFieldsSchema = z.object({
  type: z.coerce.number().int().min(0).max(DB_ID_MAX).optional(),
  course: id,
  directorName: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(100),
  directorPosition: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(100),
  question1: z.string().max(RICH_TEXT_MAX).optional(),
  question2: z.string().max(RICH_TEXT_MAX).optional(),
  question3: z.string().max(RICH_TEXT_MAX).optional(),
  question4: z.string().max(RICH_TEXT_MAX).optional(),
  question5: z.string().max(RICH_TEXT_MAX).optional(),
  question6: z.string().max(RICH_TEXT_MAX).optional(),
  question7: z.string().max(RICH_TEXT_MAX).optional(),
});

/** GET /courses/locations: `filter_country` or `filter_zoneId`, or neither for the world. */
export const locationsQuerySchema = z.object({
  filter_country: id.optional(),
  filter_zoneId: id.optional(),
});
/** MAP-003: 'id,latitude,longitude' strings. */
export const locationsSchema = z.object({ list: z.array(z.string()) });

const BBOX_MESSAGE = 'west,south,east,north in degrees (longitudes -180..180, latitudes -90..90)';
const BBOX_NUMBER = '-?\\d{1,3}(?:\\.\\d{1,8})?';

/**
 * The `bbox` of `GET /courses/location-clusters`: 'west,south,east,north' in degrees, longitudes
 * in -180..180 (west > east crosses the antimeridian), latitudes in -90..90 with south ≤ north;
 * read as a `[west, south, east, north]` tuple.
 */
export const mapBboxSchema = z
  .string()
  .max(80)
  .regex(new RegExp(`^${BBOX_NUMBER}(?:,${BBOX_NUMBER}){3}$`), BBOX_MESSAGE)
  .transform((text) => text.split(',').map(Number) as [number, number, number, number])
  .refine(
    ([west, south, east, north]) =>
      Math.abs(west) <= 180 &&
      Math.abs(east) <= 180 &&
      Math.abs(south) <= 90 &&
      Math.abs(north) <= 90 &&
      south <= north,
    BBOX_MESSAGE,
  );

/**
 * GET /courses/location-clusters (MAP-001..003, decision 056): the area as for
 * `GET /courses/locations`, the map's integer zoom (0..MAP_MAX_ZOOM) and the visible `bbox`.
 */
export const locationClustersQuerySchema = locationsQuerySchema.extend({
  zoom: z.coerce.number().int().min(0).max(MAP_MAX_ZOOM),
  bbox: mapBboxSchema,
});

/**
 * The answer of GET /courses/location-clusters (decision 056): `total` located courses of the
 * area and their `bounds` ([west, south, east, north], null without any); inside the bbox at
 * that zoom, `clusters` as [lat, lng, count, zoom at which the cluster splits] and the single
 * courses in `list` as MAP-003 'id,lat,lng' strings.
 */
export const locationClustersSchema = z.object({
  total: z.number().int().nonnegative(),
  bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  clusters: z.array(
    z.tuple([z.number(), z.number(), z.number().int().positive(), z.number().int().nonnegative()]),
  ),
  list: z.array(z.string()),
});
export type LocationClusters = z.infer<typeof locationClustersSchema>;

/** Client settings the SPA reads at start (map tiles are configurable, MAP-001). */
export const clientConfigSchema = z.object({
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
  /** HOME-009 / SHELL-018: BGC's social account URLs ('' = none), from SOCIAL_*_URL. */
  social: z.object({
    facebook: z.string(),
    instagram: z.string(),
    youtube: z.string(),
    x: z.string(),
    linkedin: z.string(),
  }),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
