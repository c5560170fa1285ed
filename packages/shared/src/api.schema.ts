import { z } from 'zod';
import { dbIdSchema } from './db-id.js';
import { courseClubSchema } from './clubs.schema.js';
import { LIST_MAX_LIMIT, RANKING_PAGE_SIZE } from './constants.js';
import { coursePeerSchema, facilitiesSchema } from './course-pages.schema.js';
import { COURSE_KINDS, REMOVAL_REASONS } from './course-kind.js';
import { EVENT_KINDS } from './notability.js';

/**
 * Request and response contract of the API (docs/architecture.md "API conventions").
 * Query schemas coerce strings; response schemas describe what presenters return.
 */

/** Error body: `{ error: { code, message, fields? } }`. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A page of a list (API-007): `page` starts at 1. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    totalPages: z.number().int(),
    currentPage: z.number().int(),
  });
}
/** A whole list (no paging): `{ list }`. */
export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item) });
}

export interface Page<T> {
  list: T[];
  total: number;
  totalPages: number;
  currentPage: number;
}

const id = dbIdSchema;
const text = z.string().trim().min(1).max(100);

/** Paging parameters shared by list calls. */
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIST_MAX_LIMIT).default(RANKING_PAGE_SIZE),
});

/**
 * T17 GET /courses (RANK-007, SRCH-001): ranking list and course search.
 * `filter_country` and its alias `countryId` are country ids; `filter_zoneId` a zone id.
 */
export const coursesQuerySchema = pagingQuerySchema.extend({
  sort_desc: z.enum(['point']).optional(),
  filter_country: id.optional(),
  countryId: id.optional(),
  filter_zoneId: id.optional(),
  filter_name_like: text.optional(),
  filter_city: text.optional(),
  filter_state: text.optional(),
});
export type CoursesQuery = z.infer<typeof coursesQuerySchema>;

export const countryRefSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  slug: z.string(),
});
export type CountryRef = z.infer<typeof countryRefSchema>;

export const zoneRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type ZoneRef = z.infer<typeof zoneRefSchema>;

/** DATA-004: course summary, as on ranking cards and in search results. */
export const courseSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Latin transliteration of a name in another script, else null. */
  latinName: z.string().nullable(),
  /** `course`, or a non-course that is searchable but never ranked. */
  kind: z.enum(COURSE_KINDS),
  slug: z.string(),
  picture: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  country: countryRefSchema,
  /** D-05 score, 0..100 with 2 decimals. */
  point: z.number(),
  rank: z.number().int().nullable(),
  zoneRank: z.number().int().nullable(),
  countryRank: z.number().int().nullable(),
  /** The area `countryRank` is counted in (the country name). */
  countryRankName: z.string(),
  stateRank: z.number().int().nullable(),
  /** The area `stateRank` is counted in (the state name), null without a state. */
  stateRankName: z.string().nullable(),
  provisional: z.boolean(),
  /** Decision 036: no ratings from any source yet (N = 0): the course holds the neutral prior. */
  unrated: z.boolean(),
  websiteLogo: z.string().nullable(),
  websiteBanner: z.string().nullable(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

/** D-05: why a course ranks where it does. */
export const rankingBasisSchema = z.object({
  /** Shrunk rating B (0..5). */
  rating: z.number(),
  /** N: reviews over all platforms. */
  reviewCount: z.number().int(),
  /** Followers over all platforms. */
  followerCount: z.number().int(),
  /** P: popularity 0..1. */
  popularity: z.number(),
  provisional: z.boolean(),
  /** True while the platform stats are the generated demo stats (D-06). */
  synthetic: z.boolean(),
  /** R, the review-weighted mean rating before shrinking (null without reviews). */
  rawRating: z.number().nullable(),
  /** C: mean rating over all ranked courses at the last recompute. */
  meanRating: z.number(),
  /** m: the prior weight of D-05. */
  priorWeight: z.number(),
  /** 100 · 0.8 · B / 5 and 100 · 0.2 · P, 2 decimals: they add up to `point` (±0.01). */
  ratingPart: z.number(),
  popularityPart: z.number(),
  /** Every platform row that feeds N, R and the followers (`bgc` = our members' reviews). */
  platforms: z.array(
    z.object({
      source: z.string(),
      rating: z.number(),
      reviewCount: z.number().int(),
      followerCount: z.number().int(),
      synthetic: z.boolean(),
    }),
  ),
  /** our members' live reviews, of which `demo` were written by demo members. */
  memberReviews: z.object({ count: z.number().int(), demo: z.number().int() }),
});

/** one championship a course hosted, with the years and the cited source pages. */
export const championshipSchema = z.object({
  event: z.string(),
  eventKind: z.enum(EVENT_KINDS),
  years: z.array(z.number().int()),
  sourceUrls: z.array(z.string()),
});
export type Championship = z.infer<typeof championshipSchema>;

/**
 * Decision 035: one appearance of a course in a published panel ranking ('Recognised by'):
 * list, edition year, printed position (null when listed without a number), scope ('world',
 * a country code, or codes joined by '+') and the cited source pages.
 */
export const recognitionSchema = z.object({
  list: z.string(),
  listScope: z.string(),
  edition: z.number().int(),
  position: z.number().int().nullable(),
  sourceUrls: z.array(z.string()),
});
export type Recognition = z.infer<typeof recognitionSchema>;

/** DATA-005: the full course of the course page, with the caller's courseRole and isFollowed. */
export const courseDetailSchema = courseSummarySchema.extend({
  zone: zoneRefSchema.nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  postalCode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  googleUrl: z.string().nullable(),
  holeTotal: z.number().int().nullable(),
  par: z.number().int().nullable(),
  accessType: z.string().nullable(),
  yearBuilt: z.number().int().nullable(),
  architect: z.string().nullable(),
  cover: z.string().nullable(),
  content: z.string().nullable(),
  totalFollow: z.number().int(),
  isFollowed: z.boolean(),
  courseRole: z.array(z.string()),
  /**
   * Decision 051: the caller administers this course (COURSE-029, ROLE-009: edit controls,
   * course posts, the interview), from the server's course policy.
   */
  canAdminister: z.boolean(),
  /** COURSE-024 / decision 051: the Claim button shows (a member with no claim on it). */
  canClaim: z.boolean(),
  facebookUrl: z.string().nullable(),
  twitterUrl: z.string().nullable(),
  instagramUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  tripadvisorUrl: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  /** COURSE-016/017: the 16 facility booleans. */
  facilities: facilitiesSchema,
  /** COURSE-018 / DATA-006. */
  coursePeers: z.array(coursePeerSchema),
  /** REV-006 totals shown in the header and the drawer. */
  overallRating: z.number(),
  totalReview: z.number().int(),
  rankingBasis: rankingBasisSchema,
  /** real championship history (data/course-facts.csv, CC0), oldest event first. */
  championships: z.array(championshipSchema),
  /** Decision 035: panel rankings (data/panel-consensus.csv, CC0), newest edition first. */
  recognitions: z.array(recognitionSchema),
  /** RANK-018: set while a site administrator keeps the course out of rankings and search. */
  removed: z.object({ reason: z.enum(REMOVAL_REASONS), at: z.string() }).nullable(),
  /** Data source of the row (ODbL attribution). */
  source: z.string(),
  /** D-16: the course's club and its other courses, or null when the course stands alone. */
  club: courseClubSchema.nullable(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** T24 / DATA-007: a country with its course total. */
export const countrySchema = countryRefSchema.extend({
  totalCourse: z.number().int(),
  zone: zoneRefSchema.nullable(),
});
export type Country = z.infer<typeof countrySchema>;

/** T25 / DATA-007: a zone with its countries (those holding courses) and total. */
export const zoneSchema = zoneRefSchema.extend({
  totalCourse: z.number().int(),
  countries: z.array(countrySchema),
});
export type Zone = z.infer<typeof zoneSchema>;

/** T23: `GET /countries/all` items (every country, with or without courses). */
export const countryListItemSchema = countryRefSchema.extend({ totalCourse: z.number().int() });
export type CountryListItem = z.infer<typeof countryListItemSchema>;

/** T26 / DATA-009: content language. */
export const languageSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
});
export type Language = z.infer<typeof languageSchema>;

export const stateSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type State = z.infer<typeof stateSchema>;
export const citySchema = z.object({ id: z.number().int(), name: z.string() });
export type City = z.infer<typeof citySchema>;

/** Decision 043: the most cities one searched `GET /states/cities/{id}?q=` answers. */
export const CITY_SEARCH_MAX_RESULTS = 50;
/** Decision 043: the longest text a city search takes. */
export const CITY_SEARCH_MAX_LENGTH = 100;

/**
 * T28 / FIND-028, decision 043: `GET /states/cities/{id}?q=&limit=`. Without `q` and `limit`
 * the whole list of the state (AUTH-031); with `q` the cities whose name holds the text
 * (accents, case and 'Saint'/'St' ignored; those starting with it first), `limit` at most
 * (20 unless given). Ids stay the positions in the whole list.
 */
export const citiesQuerySchema = z.object({
  q: z.string().trim().max(CITY_SEARCH_MAX_LENGTH).optional(),
  limit: z.coerce.number().int().min(1).max(CITY_SEARCH_MAX_RESULTS).optional(),
});
export type CitiesQuery = z.infer<typeof citiesQuerySchema>;

/** T15 / OPEN-055: `GET /home`. */
export const homeSchema = z.object({
  totalCourse: z.number().int(),
  totalCountry: z.number().int(),
});
export type Home = z.infer<typeof homeSchema>;

/** Route parameters. */
export const idParamSchema = z.object({ id });
export const slugParamSchema = z.object({ slug: z.string().min(1).max(200) });
export const langParamSchema = z.object({ lang: z.string().min(2).max(5) });

/** The answer of a call that only confirms (`{ success: true }`). */
export const successSchema = z.object({ success: z.literal(true) });
/** The answer of a call that confirms with a text for the user (`{ message }`). */
export const messageAnswerSchema = z.object({ message: z.string() });
