import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';
import { appMeta } from '../db/schema/index.js';
import {
  logCourseChange,
  mergeCourse,
} from '../modules/course-corrections/course-corrections.repository.js';

/** app_meta key: sha256 of the corrections file last applied. */
export const SHIPPED_CORRECTIONS_META_KEY = 'shipped_corrections_sha256';

interface ShippedCorrections {
  merges: Array<{ from: string; into: string; why: string }>;
  locations: Array<{
    sourceId: string;
    latitude?: number;
    longitude?: number;
    city?: string;
    why: string;
  }>;
  /** Decision 034: wrong facts of a row (a website that is not the club's). */
  facts?: Array<{ sourceId: string; website?: string; why: string }>;
}

/** data/course-corrections.json, from src/ or dist/, or null when absent. */
export function defaultCorrectionsFile(): string | null {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return (
    [
      path.resolve(here, '../../data/course-corrections.json'),
      path.resolve(here, '../data/course-corrections.json'),
    ].find((f) => existsSync(f)) ?? null
  );
}

/**
 * applies the shipped corrections (duplicates merged into the rows the facts link
 * to, misplaced rows moved, wrong websites fixed: decision 034) through the same merge and audit trail the administrators use, at
 * first start and whenever the file changes. Idempotent: a merge whose duplicate is already
 * merged or absent is skipped; a location is re-set to the same values. Returns the counts.
 */
export async function applyShippedCorrections(
  db: Db,
  file: string | null = defaultCorrectionsFile(),
): Promise<{ merged: number; located: number } | null> {
  if (!file) return null;
  const raw = readFileSync(file);
  const checksum = createHash('sha256').update(raw).digest('hex');
  const stored = await db
    .select()
    .from(appMeta)
    .where(eq(appMeta.key, SHIPPED_CORRECTIONS_META_KEY));
  if (stored[0]?.value === checksum) return null;
  const corrections = JSON.parse(raw.toString('utf8')) as ShippedCorrections;
  const ids = new Map(
    (
      await queryRows<{ id: number; source_id: string; merged_into_id: number | null }>(
        db,
        sql`SELECT id, source_id, merged_into_id FROM courses`,
      )
    ).map((r) => [r.source_id, { id: Number(r.id), merged: r.merged_into_id !== null }]),
  );
  let merged = 0;
  for (const m of corrections.merges) {
    const from = ids.get(m.from);
    const into = ids.get(m.into);
    if (!from || !into || from.merged || into.merged || from.id === into.id) continue;
    const moved = await mergeCourse(db, from.id, into.id);
    await logCourseChange(db, from.id, null, 'merge', {
      into: into.id,
      moved,
      why: m.why,
      shipped: true,
    });
    await logCourseChange(db, into.id, null, 'merge', {
      from: from.id,
      moved,
      why: m.why,
      shipped: true,
    });
    from.merged = true;
    merged += 1;
  }
  let located = 0;
  for (const l of corrections.locations) {
    const course = ids.get(l.sourceId);
    if (!course) continue;
    await db.execute(sql`
      UPDATE courses SET
        latitude = coalesce(${l.latitude ?? null}::double precision, latitude),
        longitude = coalesce(${l.longitude ?? null}::double precision, longitude),
        city = coalesce(${l.city ?? null}::text, city), updated_at = now()
      WHERE id = ${course.id}`);
    await logCourseChange(db, course.id, null, 'location', { after: l, shipped: true });
    located += 1;
  }
  for (const f of corrections.facts ?? []) {
    const course = ids.get(f.sourceId);
    if (!course) continue;
    await db.execute(sql`
      UPDATE courses SET website = coalesce(${f.website ?? null}::text, website), updated_at = now()
      WHERE id = ${course.id}`);
    await logCourseChange(db, course.id, null, 'facts', { after: f, shipped: true });
    located += 1;
  }
  await db
    .insert(appMeta)
    .values({ key: SHIPPED_CORRECTIONS_META_KEY, value: checksum })
    .onConflictDoUpdate({ target: appMeta.key, set: { value: checksum, updatedAt: new Date() } });
  return { merged, located };
}
