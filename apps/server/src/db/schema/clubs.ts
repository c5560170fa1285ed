import * as pg from './pg.js';
import { sql } from 'drizzle-orm';
import { countries } from './geo.js';

/**
 * D-16 / decision 034: golf clubs (facilities), each holding one or more courses
 * (`courses.club_id`). Derived at start from the course rows (name shapes, shared website or
 * phone near each other) and the shipped club list (`data/course-clubs.json`); rebuilt when
 * those rules or that list change (seed/club-sync.ts).
 */
export const clubs = pg.pgTable(
  'clubs',
  {
    id: pg.id(),
    /** The club's name as golfers write it ('The Country Club', 'St Andrews Links'). */
    name: pg.text().notNull(),
    countryId: pg
      .integer()
      .notNull()
      .references(() => countries.id),
    city: pg.text(),
    website: pg.text(),
    phone: pg.text(),
    /** Other names golfers use for the club ('Royal Portrush', 'Home of Golf'), searched too. */
    aliases: pg.jsonb().$type<string[]>().notNull().default([]),
    /** Which rule of decision 034 grouped the club: `curated`, `name` or `contact`. */
    rule: pg.text().notNull(),
    createdAt: pg.timestampNow(),
  },
  (t) => [
    // the open-data list of clubs per country
    pg.index('clubs_country_idx').on(t.countryId),
    // club name search (decision 034)
    pg.index('clubs_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);
