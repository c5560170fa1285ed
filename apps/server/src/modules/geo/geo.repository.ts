import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, languages, states, zones } from '../../db/schema/index.js';

export type CountryRecord = typeof countries.$inferSelect;
export type ZoneRecord = typeof zones.$inferSelect;

/** Every country (id order). */
export function findAllCountries(db: Db): Promise<CountryRecord[]> {
  return db.select().from(countries).orderBy(asc(countries.id));
}

/** Countries that hold at least one course. */
export function findCountriesWithCourses(db: Db): Promise<CountryRecord[]> {
  return db.select().from(countries).where(gt(countries.totalCourse, 0)).orderBy(asc(countries.id));
}

export async function findCountryBySlug(db: Db, slug: string): Promise<CountryRecord | null> {
  const rows = await db.select().from(countries).where(eq(countries.slug, slug)).limit(1);
  return rows[0] ?? null;
}

export async function findCountryById(db: Db, id: number): Promise<CountryRecord | null> {
  const rows = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
  return rows[0] ?? null;
}

/** The zones in map order. */
export function findAllZones(db: Db): Promise<ZoneRecord[]> {
  return db.select().from(zones).orderBy(asc(zones.position));
}

export async function findZoneBySlug(db: Db, slug: string): Promise<ZoneRecord | null> {
  const rows = await db.select().from(zones).where(eq(zones.slug, slug)).limit(1);
  return rows[0] ?? null;
}

/** Countries of a zone holding courses. */
export function findCountriesOfZone(db: Db, zoneId: number): Promise<CountryRecord[]> {
  return db
    .select()
    .from(countries)
    .where(and(eq(countries.zoneId, zoneId), gt(countries.totalCourse, 0)));
}

export function findStatesOfCountry(db: Db, countryId: number) {
  return db
    .select({ id: states.id, code: states.code, name: states.name })
    .from(states)
    .where(eq(states.countryId, countryId))
    .orderBy(asc(states.name));
}

/** A state with its country code (to look up its cities). */
export async function findStateById(db: Db, id: number) {
  const rows = await db
    .select({ id: states.id, code: states.code, countryCode: countries.code })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(states.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export function findAllLanguages(db: Db) {
  return db.select().from(languages).orderBy(asc(languages.id));
}
