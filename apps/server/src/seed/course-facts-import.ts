import { eq } from 'drizzle-orm';
import { EVENT_KINDS, type EventKind } from '@bgc/shared';
import type { Db } from '../db/client.js';
import { appMeta, courseFacts } from '../db/schema/index.js';
import { shippedDataFile } from './shipped-data.js';
import { courseIdsBySourceId, readShippedCsv, sourceUrlsOf } from './shipped-csv.js';

/** One validated row of data/course-facts.csv (columns of its README). */
export interface CourseFactRow {
  sourceId: string;
  event: string;
  eventKind: EventKind;
  years: number[];
  sourceUrls: string[];
}

/** app_meta key holding the sha256 of the facts file last imported. */
export const COURSE_FACTS_META_KEY = 'course_facts_sha256';

/** The shipped facts file (apps/server/data/course-facts.csv), from src/ or dist/. */
export function defaultFactsFile(): string {
  return shippedDataFile('course-facts.csv', 'Course facts');
}

/**
 * Reads the facts file and its sha256. Rows without a `source_id` (venues absent from the
 * course table), with an unknown kind, a bad year or a non-http URL are left out.
 */
export function readCourseFacts(file: string): { rows: CourseFactRow[]; checksum: string } {
  const { records, checksum } = readShippedCsv(file);
  const rows: CourseFactRow[] = [];
  for (const r of records) {
    const sourceId = (r.source_id ?? '').trim();
    const kind = (r.event_kind ?? '').trim() as EventKind;
    const event = (r.event ?? '').trim();
    const years = (r.years ?? '').split(';').map((y) => Number(y.trim()));
    const sourceUrls = sourceUrlsOf(r.source_url);
    if (!sourceId || !event || !EVENT_KINDS.includes(kind)) continue;
    if (years.length === 0 || years.some((y) => !Number.isInteger(y) || y < 1800 || y > 2100))
      continue;
    rows.push({ sourceId, event, eventKind: kind, years, sourceUrls });
  }
  return { rows, checksum };
}

/**
 * loads the championship history into `course_facts` at first start and whenever
 * the shipped file changed (its sha256 differs from the one recorded in app_meta), replacing
 * the table in one transaction. Idempotent: an unchanged file costs one read and one query.
 * Returns whether it (re)loaded and how many facts were linked to a course.
 */
export async function syncCourseFacts(
  db: Db,
  file: string = defaultFactsFile(),
): Promise<{ changed: boolean; linked: number; checksum: string }> {
  const { rows, checksum } = readCourseFacts(file);
  const stored = await db.select().from(appMeta).where(eq(appMeta.key, COURSE_FACTS_META_KEY));
  if (stored[0]?.value === checksum) return { changed: false, linked: -1, checksum };
  const ids = await courseIdsBySourceId(
    db,
    rows.map((r) => r.sourceId),
  );
  const values = rows.flatMap((r) => {
    const courseId = ids.get(r.sourceId);
    return courseId === undefined
      ? []
      : [
          {
            courseId,
            event: r.event,
            eventKind: r.eventKind,
            years: r.years,
            sourceUrls: r.sourceUrls,
          },
        ];
  });
  await db.transaction(async (tx) => {
    await tx.delete(courseFacts);
    if (values.length > 0) await tx.insert(courseFacts).values(values).onConflictDoNothing();
    await tx
      .insert(appMeta)
      .values({ key: COURSE_FACTS_META_KEY, value: checksum })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: checksum, updatedAt: new Date() } });
  });
  return { changed: true, linked: values.length, checksum };
}
