import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { countries, zones } from './geo.js';

/** Golf courses: the imported real data (ODbL) plus our ranking columns (D-05). */
export const courses = pgTable(
  'courses',
  {
    id: serial().primaryKey(),
    /** `<source>:<id>` of the dataset row; makes re-imports idempotent. */
    sourceId: text().notNull().unique(),
    source: text().notNull(),
    name: text().notNull(),
    /** Lower-case, accent-free name for the trigram search (SRCH-001). */
    searchName: text().notNull(),
    slug: text().notNull(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    zoneId: integer().references(() => zones.id),
    state: text(),
    city: text(),
    address: text(),
    postalCode: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    holeTotal: smallint(),
    par: smallint(),
    website: text(),
    phone: text(),
    accessType: text(),
    yearBuilt: smallint(),
    architect: text(),
    osmId: text(),
    picture: text(),
    cover: text(),
    websiteLogo: text(),
    websiteBanner: text(),
    /** Rich-text presentation (COURSE-015), sanitized on write (D-10). */
    content: text(),
    /** COURSE-003 social links, edited by course admins. */
    facebookUrl: text(),
    twitterUrl: text(),
    instagramUrl: text(),
    youtubeUrl: text(),
    tripadvisorUrl: text(),
    linkedinUrl: text(),
    /** COURSE-016/017: the 16 facility booleans; a missing key is false. */
    facilities: jsonb().$type<Partial<Record<string, boolean>>>().notNull().default({}),
    totalFollow: integer().notNull().default(0),
    /**
     * Issue 17.4: what the row is — `course`, or a non-course kept searchable but out of every
     * ranking (`pitch_and_putt`, `driving_range`, `mini_golf`, `indoor`). Set at import from
     * name, holes and par (course-kind.ts); `kindByAdmin` once a site administrator corrected it.
     */
    kind: text().notNull().default('course'),
    kindByAdmin: boolean().notNull().default(false),
    /** RANK-018: removed from rankings and search by a site administrator (reason), or null. */
    removedReason: text(),
    removedAt: timestamp({ withTimezone: true }),
    /** Issue 11.5: the course this duplicate was merged into (its address redirects there). */
    mergedIntoId: integer(),
    /** Issue 17.5: Latin transliteration of a name written in another script, else null. */
    latinName: text(),
    /** D-05 score 0..100. */
    point: numeric({ precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    /** D-05 inputs kept for "why this rank". */
    shrunkRating: doublePrecision().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    followerCount: integer().notNull().default(0),
    popularity: doublePrecision().notNull().default(0),
    provisional: boolean().notNull().default(true),
    worldRank: integer(),
    zoneRank: integer(),
    countryRank: integer(),
    stateRank: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // course page by slug (slugs are unique per country)
    uniqueIndex('courses_country_slug_idx').on(t.countryId, t.slug),
    // worldwide ranking pages: ORDER BY world_rank
    index('courses_world_rank_idx').on(t.worldRank),
    // zone ranking pages
    index('courses_zone_rank_idx').on(t.zoneId, t.zoneRank),
    // country ranking pages
    index('courses_country_rank_idx').on(t.countryId, t.countryRank),
    // name search: ILIKE '%term%' on the folded name
    index('courses_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // issue 17.5: search by the Latin transliteration of a non-Latin name
    index('courses_latin_name_trgm_idx').using('gin', sql`lower(${t.latinName}) gin_trgm_ops`),
  ],
);

/**
 * A NOT NULL reference to a course whose rows go with it (ON DELETE CASCADE): the course column
 * of claims, played courses, rankings and the course's own pages.
 */
export const courseRef = () =>
  integer()
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' });

/**
 * Ratings of a course on each platform (D-05): our own reviews (`bgc`) and external
 * platforms. `synthetic` rows are the generated demo stats of D-06.
 */
export const coursePlatformStats = pgTable(
  'course_platform_stats',
  {
    courseId: courseRef(),
    source: text().notNull(),
    rating: doublePrecision().notNull(),
    reviewCount: integer().notNull(),
    followerCount: integer().notNull(),
    synthetic: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.source] })],
);

/** Key/value facts about this installation (e.g. when the course import ran). */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
