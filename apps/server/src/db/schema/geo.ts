import * as pg from './pg.js';
import type { UiLanguage } from '@bgc/shared';

/** Names of a place in the six UI languages. */
export type LocalizedNames = Record<UiLanguage, string>;

/** The 10 areas of the home map (HOME-004). */
export const zones = pg.pgTable('zones', {
  id: pg.id(),
  slug: pg.text().notNull().unique(),
  position: pg.smallint().notNull(),
  names: pg.jsonb().$type<LocalizedNames>().notNull(),
  /** Courses in the zone; refreshed after each import. */
  totalCourse: pg.integer().notNull().default(0),
});

/** ISO 3166-1 countries with their zone (D-07: names from a maintained package). */
export const countries = pg.pgTable(
  'countries',
  {
    id: pg.id(),
    code: pg.text().notNull().unique(),
    slug: pg.text().notNull().unique(),
    names: pg.jsonb().$type<LocalizedNames>().notNull(),
    zoneId: pg.integer().references(() => zones.id),
    /** Courses in the country; refreshed after each import. */
    totalCourse: pg.integer().notNull().default(0),
  },
  (t) => [pg.index('countries_zone_idx').on(t.zoneId)],
);

/** States / provinces for the location pickers (country-state-city). */
export const states = pg.pgTable(
  'states',
  {
    id: pg.id(),
    countryId: pg
      .integer()
      .notNull()
      .references(() => countries.id),
    code: pg.text().notNull(),
    name: pg.text().notNull(),
  },
  // serves GET /countries/states/{id} and keeps one row per state code
  (t) => [pg.uniqueIndex('states_country_code_idx').on(t.countryId, t.code)],
);

/** Content languages with stable ids (D-08: English 30, French 37, Japanese 60). */
export const languages = pg.pgTable('languages', {
  id: pg.integer().primaryKey(),
  code: pg.text().notNull().unique(),
  names: pg.jsonb().$type<LocalizedNames>().notNull(),
});
