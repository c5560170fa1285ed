import * as pg from './pg.js';
import { sql } from 'drizzle-orm';
import { countries, zones } from './geo.js';
import { clubs } from './clubs.js';

/** Golf courses: the imported real data (ODbL) plus our ranking columns (D-05). */
export const courses = pg.pgTable(
  'courses',
  {
    id: pg.id(),
    /** `<source>:<id>` of the dataset row; makes re-imports idempotent. */
    sourceId: pg.text().notNull().unique(),
    source: pg.text().notNull(),
    /** D-16: the display name golfers read ('Merion Golf Club – East Course'). */
    name: pg.text().notNull(),
    /** D-16: the dataset's own name, kept for the open-data file and searched as an alias. */
    sourceName: pg.text(),
    /** Lower-case, accent-free name for the trigram search (SRCH-001). */
    searchName: pg.text().notNull(),
    /** Decision 034: the club (facility) of the course, or null when it stands alone. */
    clubId: pg.integer().references(() => clubs.id, { onDelete: 'set null' }),
    /** Decision 034: the course's part of the name within its club ('East Course'), or null. */
    courseLabel: pg.text(),
    /**
     * Decision 034: every name the course answers to, folded into search words (display, source
     * and club names, aliases, town; 'saint' → 'st', '&' → 'and'), for the token search.
     */
    searchText: pg.text().notNull().default(''),
    /** Decision 034: the town folded like `searchText`, for the town search (prefix). */
    townSearch: pg.text(),
    slug: pg.text().notNull(),
    countryId: pg
      .integer()
      .notNull()
      .references(() => countries.id),
    zoneId: pg.integer().references(() => zones.id),
    state: pg.text(),
    city: pg.text(),
    address: pg.text(),
    postalCode: pg.text(),
    latitude: pg.doublePrecision(),
    longitude: pg.doublePrecision(),
    holeTotal: pg.smallint(),
    par: pg.smallint(),
    website: pg.text(),
    phone: pg.text(),
    accessType: pg.text(),
    yearBuilt: pg.smallint(),
    architect: pg.text(),
    osmId: pg.text(),
    picture: pg.text(),
    cover: pg.text(),
    websiteLogo: pg.text(),
    websiteBanner: pg.text(),
    /** Rich-text presentation (COURSE-015), sanitized on write (D-10). */
    content: pg.text(),
    /** COURSE-003 social links, edited by course admins. */
    facebookUrl: pg.text(),
    twitterUrl: pg.text(),
    instagramUrl: pg.text(),
    youtubeUrl: pg.text(),
    tripadvisorUrl: pg.text(),
    linkedinUrl: pg.text(),
    /** COURSE-016/017: the 16 facility booleans; a missing key is false. */
    facilities: pg.jsonb().$type<Partial<Record<string, boolean>>>().notNull().default({}),
    totalFollow: pg.integer().notNull().default(0),
    /**
     * what the row is — `course`, or a non-course kept searchable but out of every
     * ranking (`pitch_and_putt`, `driving_range`, `mini_golf`, `indoor`). Set at import from
     * name, holes and par (course-kind.ts); `kindByAdmin` once a site administrator corrected it.
     */
    kind: pg.text().notNull().default('course'),
    kindByAdmin: pg.boolean().notNull().default(false),
    /** RANK-018: removed from rankings and search by a site administrator (reason), or null. */
    removedReason: pg.text(),
    removedAt: pg.timestamptz(),
    /** the course this duplicate was merged into (its address redirects there). */
    mergedIntoId: pg.integer(),
    /** Latin transliteration of a name written in another script, else null. */
    latinName: pg.text(),
    /** D-05 score 0..100. */
    point: pg.numeric({ precision: 6, scale: 2, mode: 'number' }).notNull().default(0),
    /** D-05 inputs kept for "why this rank". */
    shrunkRating: pg.doublePrecision().notNull().default(0),
    reviewCount: pg.integer().notNull().default(0),
    followerCount: pg.integer().notNull().default(0),
    popularity: pg.doublePrecision().notNull().default(0),
    provisional: pg.boolean().notNull().default(true),
    worldRank: pg.integer(),
    zoneRank: pg.integer(),
    countryRank: pg.integer(),
    stateRank: pg.integer(),
    createdAt: pg.timestampNow(),
    updatedAt: pg.timestampNow(),
  },
  (t) => [
    // course page by slug (slugs are unique per country)
    pg.uniqueIndex('courses_country_slug_idx').on(t.countryId, t.slug),
    // worldwide ranking pages: ORDER BY world_rank
    pg.index('courses_world_rank_idx').on(t.worldRank),
    // zone ranking pages
    pg.index('courses_zone_rank_idx').on(t.zoneId, t.zoneRank),
    // country ranking pages
    pg.index('courses_country_rank_idx').on(t.countryId, t.countryRank),
    // name search: ILIKE '%term%' on the folded name
    pg.index('courses_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // decision 034: every typed token of a course search (LIKE '%tok%' and word similarity)
    pg.index('courses_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // decision 034: short tokens by word prefix on the display name (LIKE 'tok%')
    pg
      .index('courses_search_name_prefix_idx')
      .using('btree', sql`${t.searchName} text_pattern_ops`),
    // decision 034: the town search (prefix) and the club's other courses
    pg.index('courses_town_search_idx').using('btree', sql`${t.townSearch} text_pattern_ops`),
    pg.index('courses_club_idx').on(t.clubId),
    // search by the Latin transliteration of a non-Latin name
    pg.index('courses_latin_name_trgm_idx').using('gin', sql`lower(${t.latinName}) gin_trgm_ops`),
  ],
);

/**
 * A NOT NULL reference to a course whose rows go with it (ON DELETE CASCADE): the course column
 * of claims, played courses, rankings and the course's own pages.
 */
export const courseRef = () => pg.cascadeRef(() => courses.id);

/**
 * Ratings of a course on each platform (D-05): our own reviews (`bgc`) and external
 * platforms. `synthetic` rows are the generated demo stats of D-06.
 */
export const coursePlatformStats = pg.pgTable(
  'course_platform_stats',
  {
    courseId: courseRef(),
    source: pg.text().notNull(),
    rating: pg.doublePrecision().notNull(),
    reviewCount: pg.integer().notNull(),
    followerCount: pg.integer().notNull(),
    synthetic: pg.boolean().notNull().default(false),
    updatedAt: pg.timestampNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.courseId, t.source] })],
);

/**
 * D-16: a course's former addresses. A slug that changed with the display name answers 301 to
 * the course's current address (decision 034).
 */
export const courseSlugAliases = pg.pgTable(
  'course_slug_aliases',
  {
    countryId: pg
      .integer()
      .notNull()
      .references(() => countries.id),
    slug: pg.text().notNull(),
    courseId: courseRef(),
    createdAt: pg.timestampNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.countryId, t.slug] })],
);

/** Key/value facts about this installation (e.g. when the course import ran). */
export const appMeta = pg.pgTable('app_meta', {
  key: pg.text().primaryKey(),
  value: pg.text().notNull(),
  updatedAt: pg.timestampNow(),
});
