import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { queryRows, type Db } from '../db/client.js';
import { appMeta, countries, courses } from '../db/schema/index.js';
import { tidyName } from '@bgc/shared';
import { courseSlug, foldForTokens } from '../lib/text.js';
import { shippedDataFile } from './shipped-data.js';

/** One row of the shipped dataset (columns of data/courses README). */
export interface CourseCsvRow {
  source_id: string;
  name: string;
  country_code: string;
  state: string;
  city: string;
  latitude: string;
  longitude: string;
  holes: string;
  website: string;
  phone: string;
  par: string;
  access_type: string;
  address: string;
  postal_code: string;
  year_built: string;
  architect: string;
  osm_id: string;
  source: string;
}

export const COURSE_IMPORT_META_KEY = 'courses_imported_at';

/** The shipped ODbL dataset (apps/server/data/courses.csv.gz), from src/ or dist/. */
export function defaultCoursesFile(): string {
  return shippedDataFile('courses.csv.gz', 'Course data');
}

/** Reads and parses a course CSV file (`.csv` or `.csv.gz`, RFC 4180, header row). */
export function readCourseCsv(file: string): CourseCsvRow[] {
  const raw = readFileSync(file);
  const text = (file.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
  return parse<CourseCsvRow>(text, { columns: true, skip_empty_lines: true, bom: true });
}

const blank = (v: string | undefined): string | null => (v && v.trim() !== '' ? v.trim() : null);
const int = (v: string | undefined, min: number, max: number): number | null => {
  const n = Number(v);
  return v && Number.isInteger(n) && n >= min && n <= max ? n : null;
};
const coord = (v: string | undefined, limit: number): number | null => {
  const n = Number(v);
  return v && Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};

/**
 * Imports the course rows: every row kept, slugs unique per country (a suffix -2, -3 …
 * in `source_id` order). Their kind and synthetic platform stats (D-06) are
 * set by the start-up steps that follow (course-kind-sync.ts, synthetic-stats-sync.ts). Rows whose
 * country code is unknown are reported and skipped. Safe to re-run: existing
 * `source_id`s are left as they are. Returns the counts.
 */
export async function importCourses(
  db: Db,
  rows: readonly CourseCsvRow[],
): Promise<{ imported: number; skipped: string[] }> {
  const countryRows = await db
    .select({ id: countries.id, code: countries.code, zoneId: countries.zoneId })
    .from(countries);
  const byCode = new Map(countryRows.map((c) => [c.code, c]));
  const existing = await db
    .select({ countryId: courses.countryId, slug: courses.slug })
    .from(courses);
  const used = new Set(existing.map((c) => `${c.countryId}/${c.slug}`));
  const skipped: string[] = [];

  const sorted = [...rows].sort((a, b) =>
    a.source_id < b.source_id ? -1 : a.source_id > b.source_id ? 1 : 0,
  );
  const values: (typeof courses.$inferInsert)[] = [];
  for (const row of sorted) {
    const country = byCode.get(row.country_code?.toUpperCase());
    const name = blank(row.name);
    if (!country || !name || !blank(row.source_id)) {
      skipped.push(row.source_id || '(no id)');
      continue;
    }
    const base = courseSlug(name);
    let slug = base;
    for (let n = 2; used.has(`${country.id}/${slug}`); n += 1) slug = `${base}-${n}`;
    used.add(`${country.id}/${slug}`);
    values.push({
      sourceId: row.source_id,
      source: row.source,
      // D-16: the display name until the club sync (club-sync.ts) places the course in its club
      name: tidyName(name),
      sourceName: name,
      searchName: foldForTokens(tidyName(name)),
      searchText: foldForTokens(`${name} ${row.city ?? ''}`),
      townSearch: blank(row.city) ? foldForTokens(row.city) : null,
      slug,
      countryId: country.id,
      zoneId: country.zoneId,
      state: blank(row.state),
      city: blank(row.city),
      address: blank(row.address),
      postalCode: blank(row.postal_code),
      latitude: coord(row.latitude, 90),
      longitude: coord(row.longitude, 180),
      holeTotal: int(row.holes, 1, 72),
      par: int(row.par, 1, 400),
      website: blank(row.website),
      phone: blank(row.phone),
      accessType: blank(row.access_type),
      yearBuilt: int(row.year_built, 1400, 2100),
      architect: blank(row.architect),
      osmId: blank(row.osm_id),
    });
  }

  let imported = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < values.length; i += IMPORT_BATCH) {
      imported += await insertCourseBatch(tx, values.slice(i, i + IMPORT_BATCH));
    }
    await tx
      .insert(appMeta)
      .values({ key: COURSE_IMPORT_META_KEY, value: new Date().toISOString() })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: new Date().toISOString(), updatedAt: new Date() },
      });
  });
  return { imported, skipped };
}

/** Rows per INSERT of the import: one JSON parameter each. */
const IMPORT_BATCH = 5000;

/**
 * Inserts one batch of new courses as a single JSON parameter read by
 * `jsonb_populate_recordset`, the columns named from the Drizzle schema: a statement with 30
 * bound parameters per row spent more time building its query and collecting its garbage than
 * the database spent storing the rows. Existing `source_id`s are left alone; returns how many
 * rows were inserted.
 */
async function insertCourseBatch(
  tx: Db,
  batch: ReadonlyArray<typeof courses.$inferInsert>,
): Promise<number> {
  if (batch.length === 0) return 0;
  const columns = getTableColumns(courses);
  const fields = Object.keys(batch[0]!) as Array<keyof typeof columns>;
  // the schema's keys are camelCase; the database's columns snake_case (the client's `casing`)
  const names = fields.map((f) => (columns[f].keyAsName ? toSnakeCase(f) : columns[f].name));
  const json = JSON.stringify(
    batch.map((row: Readonly<Record<string, unknown>>) => {
      const record: Record<string, unknown> = {};
      fields.forEach((f, i) => (record[names[i]!] = row[f] ?? null));
      return record;
    }),
  );
  const list = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  const inserted = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO courses (${list})
        SELECT ${list} FROM jsonb_populate_recordset(NULL::courses, ${json}::jsonb)
        ON CONFLICT (source_id) DO NOTHING
        RETURNING id`,
  );
  return inserted.length;
}

/** True when a course import has completed on this database ("second start skips"). */
export async function courseImportDone(db: Db): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, COURSE_IMPORT_META_KEY));
  return rows.length > 0;
}
