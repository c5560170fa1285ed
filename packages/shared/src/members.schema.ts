import { z } from 'zod';
import { boundedJson, type JsonBounds } from './bounded-json.js';
import { isCalendarDateTime } from './calendar-date.js';
import {
  HANDICAP_MAX,
  HANDICAP_MIN,
  MEMBER_LANGUAGES_MAX,
  NAME_MAX,
  PASSWORD_MIN,
  PHONE_MAX,
  SHORT_BIO_MAX,
  DB_ID_MAX,
} from './constants.js';
import { finderRequestDataSchema, WEEKDAYS, type Weekday } from './finder.schema.js';
import { MEMBER_SUB_ROLE_IDS } from './enums.js';
import { MSG } from './messages.js';

/*
 * Member requests (AUTH-*, PROF-*), shared by the server routes and the SPA forms. Their
 * messages (MSG, the spec's exact texts, ERR-044) live in messages.ts.
 */

/** AUTH-007: loose pattern text@text.text. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const trimmed = z.string().trim();
const email = (requiredMsg: string, invalidMsg: string) =>
  z
    .string({ error: requiredMsg })
    .trim()
    .toLowerCase()
    .min(1, requiredMsg)
    .max(254, invalidMsg)
    .regex(EMAIL_PATTERN, invalidMsg);
const password = z
  .string({ error: MSG.required })
  .min(1, MSG.required)
  .min(PASSWORD_MIN, MSG.passwordMin)
  .max(200);
const name = trimmed.min(1, MSG.required).max(NAME_MAX, MSG.nameMax);
/** '+' then digits (PHONE-007: sent as plus, prefix, number). */
const phone = trimmed
  .min(1, MSG.required)
  .max(PHONE_MAX + 1, MSG.nameMax)
  .regex(/^\+\d{4,15}$/, MSG.phoneInvalid);
const languageIds = z
  .array(z.number().int().positive().max(DB_ID_MAX))
  .min(1, MSG.required)
  .max(MEMBER_LANGUAGES_MAX, MSG.languagesMax);
const subRoles = z.array(z.union(MEMBER_SUB_ROLE_IDS.map((id) => z.literal(id)))).max(3);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const socialUrl = z
  .string()
  .trim()
  .max(300, MSG.urlInvalid)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), MSG.urlInvalid);

/** T01 POST /auth. */
export const signInSchema = z.object({
  email: email(MSG.required, MSG.invalidEmail),
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(200),
});
export type SignInRequest = z.infer<typeof signInSchema>;

/** T02 POST /register (DATA-003, C-10: the union of both readings). */
export const registerSchema = z.object({
  email: email(MSG.emailRequired, MSG.emailInvalid),
  password,
  firstName: name,
  lastName: name,
  subRoles: subRoles.default([]),
  languages: languageIds,
  country: z.number().int().positive().max(DB_ID_MAX).nullish(),
  state: optionalText(100),
  city: optionalText(100),
  phone: phone.nullish().or(z.literal('').transform(() => null)),
  feUrl: z.string().max(300).nullish(),
});
export type RegisterRequest = z.input<typeof registerSchema>;

/** T04 POST /request-reset-password. */
export const requestResetSchema = z.object({
  email: email(MSG.required, MSG.invalidEmail),
  returnUrl: z.string().max(500).nullish(),
});

/** T05 POST /reset-password. */
export const resetPasswordSchema = z.object({
  password,
  // any bounded text: a malformed link is an invalid or expired link (invalid_token),
  // never 'Some fields are not valid.'
  token: z.string().min(1).max(200),
});

/** T08 PUT /me/password (OPEN-074). */
export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: MSG.required }).min(1, MSG.required).max(200),
  newPassword: password,
});

/**
 * T07 PUT /me: any of the three sections (PROF-012..020); absent fields are unchanged. With
 * `currentPassword` and `newPassword` (both or neither, the T08 rules) the password changes in
 * the same transaction as the other fields: a wrong current password saves nothing,
 * and the answer then carries a fresh `token` (D-01).
 */
export const updateMeSchema = z
  .object({
    currentPassword: changePasswordSchema.shape.currentPassword,
    newPassword: changePasswordSchema.shape.newPassword,
    firstName: name,
    lastName: name,
    subRoles,
    languages: languageIds,
    phone,
    country: z.number().int().positive().max(DB_ID_MAX).nullable(),
    state: optionalText(100),
    city: optionalText(100),
    handicap: z
      .number()
      .min(HANDICAP_MIN)
      .max(HANDICAP_MAX)
      .transform((v) => Math.round(v * 10) / 10)
      .nullable(),
    facebookUrl: socialUrl,
    instagramUrl: socialUrl,
    twitterUrl: socialUrl,
    youtubeUrl: socialUrl,
  })
  .partial()
  .superRefine((value, ctx) => {
    if (value.currentPassword !== undefined && value.newPassword === undefined)
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: MSG.required });
    if (value.newPassword !== undefined && value.currentPassword === undefined)
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: MSG.required });
  });
export type UpdateMeRequest = z.input<typeof updateMeSchema>;

/** T09 PUT /me/short-bio (PROF-005). */
export const shortBioSchema = z.object({ shortBio: z.string().max(SHORT_BIO_MAX).nullable() });

/** T10/T11: an image as a data URL or bare base64 (≤ 20 MB decoded). */
export const photoSchema = z.object({
  photoContent: z.string().min(1, MSG.required).max(28_000_000),
});
export const coverSchema = z.object({
  coverContent: z.string().min(1, MSG.required).max(28_000_000),
});

/** T34 POST /follow. */
export const followSchema = z.object({
  entityId: z.coerce.number().int().positive().max(DB_ID_MAX),
  entityName: z.enum(['course', 'user']),
});

/** FIND-030: a finder time 'hh:mm' (empty when the day is not checked). */
const finderTime = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d)?$/, 'Invalid time')
  .nullish();
/** FIND-031: a finder date, ISO 'YYYY-MM-DD' or a full ISO date-time. */
const finderDate = z
  .string()
  .max(40)
  .regex(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'Invalid date')
  .refine(isCalendarDateTime, 'Invalid date')
  .nullish();
const finderScalar = z.union([z.string().max(200), z.number().finite(), z.boolean(), z.null()]);
const finderSmallRecord = z.record(z.string().max(40), finderScalar);
const weekdayTimes = Object.fromEntries(
  WEEKDAYS.flatMap((day) => [
    [`${day}From`, finderTime],
    [`${day}To`, finderTime],
    [day, z.object({ has: z.boolean().optional(), from: finderTime, to: finderTime }).optional()],
  ]),
) as Record<`${Weekday}From` | `${Weekday}To`, typeof finderTime> &
  Record<
    Weekday,
    z.ZodOptional<
      z.ZodObject<{
        has: z.ZodOptional<z.ZodBoolean>;
        from: typeof finderTime;
        to: typeof finderTime;
      }>
    >
  >;

/** Limits of requestData: shallow, few keys, ≤ 4 KB. */
export const FRIEND_REQUEST_DATA_BOUNDS: JsonBounds = { maxDepth: 3, maxKeys: 64, maxBytes: 4096 };

/**
 * FIND-011 requestData of POST /friend/request: the player finder's search that led to the
 * request, shown to the receiver (seed 002 'city (with name), handicap, dateFrom, dateTo,
 * other extra entries'). Shape:
 * - `city`: a name, or `{ id?, name }`; `state`: a name; `country`: an id or `{ id, name? }`
 * - `dateFrom`, `dateTo`: 'YYYY-MM-DD' (or ISO date-time)
 * - `handicap`: HANDICAP_MIN…HANDICAP_MAX
 * - `timeMode`: 1 dated slots, 2 permanent by weekday (FIND-027)
 * - per weekday (`monday`…`sunday`): `mondayFrom`/`mondayTo` 'hh:mm' (or '' / null), or
 *   `monday: { has, from, to }`
 * - any other entry: a scalar (string ≤ 200, finite number, boolean, null), a flat record of
 *   scalars or a list of those.
 * The whole value is bounded first (FRIEND_REQUEST_DATA_BOUNDS): depth 3, 64 keys, 4 KB.
 */
export const friendRequestDataSchema = boundedJson(
  z
    .object({
      city: z
        .union([
          z.string().max(100),
          z.object({
            id: z.number().int().positive().max(DB_ID_MAX).nullish(),
            name: z.string().max(100),
          }),
        ])
        .nullish(),
      state: z.string().max(100).nullish(),
      country: z
        .union([
          z.number().int().positive().max(DB_ID_MAX),
          z.object({
            id: z.number().int().positive().max(DB_ID_MAX),
            name: z.string().max(100).nullish(),
          }),
        ])
        .nullish(),
      dateFrom: finderDate,
      dateTo: finderDate,
      handicap: z.number().min(HANDICAP_MIN).max(HANDICAP_MAX).nullish(),
      timeMode: z.union([z.literal(1), z.literal(2)]).nullish(),
      ...weekdayTimes,
    })
    .catchall(
      z.union([
        finderScalar,
        finderSmallRecord,
        z.array(z.union([finderScalar, finderSmallRecord])).max(20),
      ]),
    ),
  FRIEND_REQUEST_DATA_BOUNDS,
);
export type FriendRequestData = z.output<typeof friendRequestDataSchema>;

/** T36 POST /friend/request (C-13: requestData only from the player finder, FIND-011). */
export const friendRequestSchema = z.object({
  friend: z.coerce.number().int().positive().max(DB_ID_MAX),
  // FIND-011: the finder's bounded payload (finder.schema.ts)
  requestData: finderRequestDataSchema.nullish(),
});

/** POST /auth/token-login (D-01 login transfer). */
export const tokenLoginSchema = z.object({
  email: email(MSG.required, MSG.invalidEmail),
  // like the reset token: a malformed code is an invalid link (invalid_code)
  code: z.string().min(1).max(200),
});

const countRef = z.object({ id: z.number().int(), name: z.string() }).nullable();
const link = z.string().nullable();

/** DATA-001: the member as seen by themself (GET /me); `profile` is the public profile id (OPEN-082). */
export const meUserSchema = z.object({
  id: z.number().int(),
  profile: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  picture: z.string().nullable(),
  cover: z.string().nullable(),
  shortBio: z.string().nullable(),
  country: countRef,
  state: z.string().nullable(),
  city: z.string().nullable(),
  handicap: z.number().nullable(),
  subRoles: z.array(z.number().int()),
  languages: z.array(z.number().int()),
  facebookUrl: link,
  instagramUrl: link,
  twitterUrl: link,
  youtubeUrl: link,
  totalCoursePlayed: z.number().int(),
  totalPost: z.number().int(),
  totalFollow: z.number().int(),
  totalFollowing: z.number().int(),
  courseAdmin: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      country: z.object({ slug: z.string(), name: z.string() }),
      status: z.enum(['pending', 'accepted']),
    }),
  ),
  /**
   * Decision 051: what the member may do as a site Administrator, from the server's policies;
   * the SPA shows the administrators' pages and controls from these flags only (D-03, D-04).
   */
  /** The claims queue (course-claim policy, D-03). */
  canReviewClaims: z.boolean(),
  /** The course table's corrections: delete mode, correction panel, list (RANK-018). */
  canCorrectCourses: z.boolean(),
  /** The moderation queue (report policy, D-04). */
  canModerate: z.boolean(),
  /** The contact requests (contact-request policy). */
  canAnswerContact: z.boolean(),
  /** Administers every course without a claim (course policy, D-03). */
  canAdministerEveryCourse: z.boolean(),
});
export type MeUser = z.infer<typeof meUserSchema>;

/** T07 PUT /me's answer: the member, with a fresh session token when the password changed (D-01). */
export const updateMeAnswerSchema = meUserSchema.extend({ token: z.string().optional() });
export type UpdateMeAnswer = z.infer<typeof updateMeAnswerSchema>;

/** DATA-002: another member's profile (no email or phone), with the caller's relation. */
export const memberProfileSchema = meUserSchema
  .omit({
    email: true,
    phone: true,
    courseAdmin: true,
    canReviewClaims: true,
    canCorrectCourses: true,
    canModerate: true,
    canAnswerContact: true,
    canAdministerEveryCourse: true,
  })
  .extend({
    /** D-06: a member created by the demo seed (the page shows a translated badge). */
    demo: z.boolean(),
    isFollowed: z.boolean(),
    friend: z.object({ status: z.number().int() }).nullable(),
  });
export type MemberProfile = z.infer<typeof memberProfileSchema>;

/** SRCH-004: a member search result. */
export const memberSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  picture: z.string().nullable(),
  country: countRef,
  city: z.string().nullable(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

/** T01/T02 answer (D-01). */
export const authAnswerSchema = z.object({ token: z.string(), user: meUserSchema });
export type AuthAnswer = z.infer<typeof authAnswerSchema>;

/** FOLLOW-008: a following-list item. */
export const followItemSchema = z.object({
  entityName: z.enum(['course', 'user']),
  entityId: z.number().int(),
  entityDetail: z.object({
    name: z.string(),
    picture: z.string().nullable(),
    slug: z.string().nullable(),
    country: z.object({ slug: z.string() }).nullable(),
  }),
});
export type FollowItem = z.infer<typeof followItemSchema>;

/** D-02: every friend action answers both sides' rows. */
export const friendAnswerSchema = z.object({
  myFriend: z.object({ status: z.number().int() }).nullable(),
  theirFriend: z.object({ status: z.number().int() }).nullable(),
});
export type FriendAnswer = z.infer<typeof friendAnswerSchema>;
