import {
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  index,
} from 'drizzle-orm/pg-core';
import type { UiLanguage } from '@bgc/shared';

/** Names of a place in the six UI languages. */
export type LocalizedNames = Record<UiLanguage, string>;

/** The 10 areas of the home map (HOME-004). */
export const zones = pgTable('zones', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  position: smallint().notNull(),
  names: jsonb().$type<LocalizedNames>().notNull(),
  /** Courses in the zone; refreshed after each import. */
  totalCourse: integer().notNull().default(0),
});

/** ISO 3166-1 countries with their zone (D-07: names from a maintained package). */
export const countries = pgTable(
  'countries',
  {
    id: serial().primaryKey(),
    code: text().notNull().unique(),
    slug: text().notNull().unique(),
    names: jsonb().$type<LocalizedNames>().notNull(),
    zoneId: integer().references(() => zones.id),
    /** Courses in the country; refreshed after each import. */
    totalCourse: integer().notNull().default(0),
  },
  (t) => [index('countries_zone_idx').on(t.zoneId)],
);

/** States / provinces for the location pickers (country-state-city). */
export const states = pgTable(
  'states',
  {
    id: serial().primaryKey(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    code: text().notNull(),
    name: text().notNull(),
  },
  // serves GET /countries/states/{id} and keeps one row per state code
  (t) => [uniqueIndex('states_country_code_idx').on(t.countryId, t.code)],
);

/** Content languages with stable ids (D-08: English 30, French 37, Japanese 60). */
export const languages = pgTable('languages', {
  id: integer().primaryKey(),
  code: text().notNull().unique(),
  names: jsonb().$type<LocalizedNames>().notNull(),
});
