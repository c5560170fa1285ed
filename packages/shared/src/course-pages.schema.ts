import { z } from 'zod';
import type { INTERVIEW_QUESTIONS } from './constants.js';
import {
  LIST_MAX_LIMIT,
  POST_PAGE_SIZE,
  REVIEW_PAGE_SIZE,
  REVIEW_SCORE_MAX,
  REVIEW_SCORE_MIN,
  REVIEW_SCORE_STEP,
  YOUTUBE_ID_LENGTH,
  DB_ID_MAX,
} from './constants.js';
import { MSG } from './members.schema.js';

/**
 * Contract of the course page calls (COURSE, INTV, REV, MEDIA, MAP; D-03, D-09), shared by the
 * server routes and the SPA. Messages are the spec's exact texts.
 */

const id = z.coerce.number().int().positive().max(DB_ID_MAX);

/** COURSE-017: the 16 facility keys, in the spec's order. */
export const FACILITY_KEYS = [
  'drivingRange',
  'proShop',
  'puttingGreen',
  'golfLesson',
  'chippingGreen',
  'caddieHire',
  'practiceBunker',
  'restaurant',
  'motorCart',
  'receptionHall',
  'pullCart',
  'changingRoom',
  'golfClubRental',
  'lockers',
  'clubFitting',
  'lodgingOnSite',
] as const;
export type FacilityKey = (typeof FACILITY_KEYS)[number];
export type Facilities = Record<FacilityKey, boolean>;
export const facilitiesSchema = z.object(
  Object.fromEntries(FACILITY_KEYS.map((k) => [k, z.boolean()])) as Record<
    FacilityKey,
    z.ZodBoolean
  >,
);

/** COURSE-003: social link keys of the course header, in display order. */
export const COURSE_SOCIAL_KEYS = [
  'facebookUrl',
  'twitterUrl',
  'instagramUrl',
  'youtubeUrl',
  'tripadvisorUrl',
] as const;

/** DATA-006: a peer-course row (values are shown as given, COURSE-019/020). */
const peerText = z.string().trim().max(200).nullable().optional();
export const coursePeerInputSchema = z.object({
  id: z.number().int().positive().max(DB_ID_MAX).optional(),
  name: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(200),
  holeTotal: peerText,
  par: peerText,
  courseType: peerText,
  courseArchitect: peerText,
  openDate: peerText,
  guestPolicy: peerText,
  weekdayPrice: peerText,
  weekendPrice: peerText,
  twilightPrice: peerText,
  fairway: peerText,
  green: peerText,
});
export type CoursePeerInput = z.infer<typeof coursePeerInputSchema>;
export const coursePeerSchema = z.object({
  id: z.number().int(),
  course: z.number().int(),
  name: z.string(),
  holeTotal: z.string().nullable(),
  par: z.string().nullable(),
  courseType: z.string().nullable(),
  courseArchitect: z.string().nullable(),
  openDate: z.string().nullable(),
  guestPolicy: z.string().nullable(),
  weekdayPrice: z.string().nullable(),
  weekendPrice: z.string().nullable(),
  twilightPrice: z.string().nullable(),
  fairway: z.string().nullable(),
  green: z.string().nullable(),
});
export type CoursePeer = z.infer<typeof coursePeerSchema>;
/** Peer columns in display order (COURSE-018), without id/course/name. */
export const COURSE_PEER_FIELDS = [
  'holeTotal',
  'par',
  'courseType',
  'courseArchitect',
  'openDate',
  'guestPolicy',
  'weekdayPrice',
  'weekendPrice',
  'twilightPrice',
  'fairway',
  'green',
] as const;
export const PEER_ROWS_MAX = 20;

/** COURSE-025: optional '+', then digits, spaces, dashes and parentheses. */
export const CLAIM_PHONE_PATTERN = /^\+?[0-9\s\-()]+$/;

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
 * COURSE-003 (issue 12 item 10): the course's phone as a course admin sets it: empty (none) or
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

/** Rich text as sent by the editor; the server sanitizes it (D-10). 200 KB of HTML at most. */
export const RICH_TEXT_MAX = 200_000;
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
export const COURSE_CONTACT_FIELDS = [
  'website',
  'phone',
  'facebookUrl',
  'twitterUrl',
  'instagramUrl',
  'youtubeUrl',
  'tripadvisorUrl',
] as const;
/** COURSE-003: the course admin's contact and social links form (empty = none). */
export const courseContactSchema = courseEditSchema.pick({
  website: true,
  phone: true,
  facebookUrl: true,
  twitterUrl: true,
  instagramUrl: true,
  youtubeUrl: true,
  tripadvisorUrl: true,
});
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

/** REV-010: category keys in display order. */
export const REVIEW_CATEGORIES = [
  'facilities',
  'maintenance',
  'surroundings',
  'clubhouse',
  'value',
] as const;
export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];

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
  language: z.coerce.number({ error: MSG.required }).int().positive(MSG.required),
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

/** DATA-019 as a post of type 4 (with the post fields the review cards use). */
export const reviewSchema = z.object({
  id: z.number().int(),
  type: z.literal(4),
  course: z.number().int(),
  courseDetail: z.object({ name: z.string(), slug: z.string(), countrySlug: z.string() }),
  content: z.string(),
  language: z.object({ id: z.number().int(), name: z.string() }),
  reviewData: z.object({
    facilities: z.number(),
    maintenance: z.number(),
    surroundings: z.number(),
    clubhouse: z.number(),
    value: z.number(),
    overall: z.number(),
  }),
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
  reviewData: z.object({
    facilities: z.number(),
    maintenance: z.number(),
    surroundings: z.number(),
    clubhouse: z.number(),
    value: z.number(),
  }),
  languages: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number() })),
  /** The caller's own live review of this course, if any (edit instead of a second write). */
  myReviewId: z.number().int().nullable(),
});
export type ReviewInfo = z.infer<typeof reviewInfoSchema>;

/** REV-011 / D-09: overall = mean of the five categories, rounded to 2 decimals. */
export function reviewOverall(data: Record<ReviewCategory, number>): number {
  const sum = REVIEW_CATEGORIES.reduce((acc, key) => acc + data[key], 0);
  return Math.round((sum / REVIEW_CATEGORIES.length) * 100) / 100;
}

/** REV-018: label key of a rating score. */
export type RatingLabel =
  'Amazing' | 'Great' | 'Very Good' | 'Good' | 'Average' | 'Poor' | 'Very poor';
export function ratingLabel(rating: number): RatingLabel {
  if (rating >= 4.5) return 'Amazing';
  if (rating >= 4) return 'Great';
  if (rating >= 3.5) return 'Very Good';
  if (rating >= 3) return 'Good';
  if (rating >= 2.5) return 'Average';
  if (rating >= 2) return 'Poor';
  return 'Very poor';
}

/** REV-019: a rating rounded up to the nearest half star, for the single-star display. */
export function roundUpToHalf(rating: number): number {
  return Math.ceil(rating * 2) / 2;
}

/* ---------------------------------------------------------------- media (MEDIA) */

/** MEDIA-009. */
export const MediaType = { Photo: 1, Video: 2 } as const;
/** COURSE-040 / MEDIA-008: the fixed media parent id passed by the course media tab. */
export const COURSE_MEDIA_PARENT_ID = 456;

/**
 * INTV-015 / POST-00x: the 11-character YouTube id of a link (watch, youtu.be, embed, shorts)
 * or of a bare id; null when there is none.
 */
export function parseYoutubeId(input: string): string | null {
  const value = input.trim();
  const idPattern = new RegExp(`^[A-Za-z0-9_-]{${YOUTUBE_ID_LENGTH}}$`);
  if (idPattern.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let candidate: string | null = null;
  if (host === 'youtu.be') candidate = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') candidate = url.searchParams.get('v');
    else {
      const m = url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/?#]+)/);
      candidate = m?.[1] ?? null;
    }
  }
  return candidate && idPattern.test(candidate) ? candidate : null;
}

/** MEDIA-012: embedded player address (autoplay) and channel page of a video. */
export const youtubeEmbedUrl = (youtubeId: string): string =>
  `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`;
export const youtubeThumbnailUrl = (youtubeId: string): string =>
  `https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`;
export const youtubeChannelUrl = (channelId: string): string =>
  `https://www.youtube.com/channel/${encodeURIComponent(channelId)}`;

/** MEDIA-011: 1500 → '1.5K', 2_000_000 → '2M', 999 → '999' (one decimal, trailing .0 dropped). */
export function abbreviateCount(value: number): string {
  const units: Array<[number, string]> = [
    [1e9, 'G'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (Math.abs(value) >= size) {
      const shortened = Math.floor((value / size) * 10) / 10;
      return `${shortened.toFixed(1).replace(/\.0$/, '')}${suffix}`;
    }
  }
  return String(value);
}

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

/** INTV-004: the seven answer keys (INTERVIEW_QUESTIONS). */
export const INTERVIEW_QUESTION_KEYS = [
  'question1',
  'question2',
  'question3',
  'question4',
  'question5',
  'question6',
  'question7',
] as const satisfies readonly string[] & { length: typeof INTERVIEW_QUESTIONS };
export type InterviewQuestionKey = (typeof INTERVIEW_QUESTION_KEYS)[number];

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

/**
 * INTV-010: splits comma-separated video entries and merges them into `current` without
 * duplicates (compared by YouTube id when there is one, else by the trimmed text).
 */
export function mergeVideoLinks(current: readonly string[], input: string): string[] {
  const keyOf = (v: string) => parseYoutubeId(v) ?? v.trim();
  const seen = new Set(current.map(keyOf));
  const merged = [...current];
  for (const entry of input.split(',')) {
    const value = entry.trim();
    if (!value) continue;
    const key = keyOf(value);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(value);
  }
  return merged;
}

/* ---------------------------------------------------------------- map (MAP, OPEN-010) */

/** GET /courses/locations: `filter_country` or `filter_zoneId`, or neither for the world. */
export const locationsQuerySchema = z.object({
  filter_country: id.optional(),
  filter_zoneId: id.optional(),
});
/** MAP-003: 'id,latitude,longitude' strings. */
export const locationsSchema = z.object({ list: z.array(z.string()) });

/** MAP-002: parses a marker string; null when latitude or longitude is not a number. */
export function parseLocation(value: string): { key: string; lat: number; lng: number } | null {
  const [key, lat, lng] = value.split(',');
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!key || lat === undefined || lng === undefined || lat.trim() === '' || lng.trim() === '')
    return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return { key, lat: latitude, lng: longitude };
}

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
