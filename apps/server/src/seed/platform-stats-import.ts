import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appMeta, coursePlatformStats } from '../db/schema/index.js';
import { SYNTHETIC_DISABLED_META_KEY } from './synthetic-stats-sync.js';
import { queryRows } from '../db/client.js';

/**
 * D-06: imports real platform stats from a CSV with a header row:
 * `course_source_id` (the dataset's source_id) or `course_id`, `source` (platform name,
 * not 'bgc'), `rating` (0..5), `review_count`, `follower_count`. Rows are upserted as
 * non-synthetic, and the synthetic rows of every platform present in the file are deleted
 * (real stats replace synthetic ones platform by platform, decision 009); with
 * `disableSynthetic` every synthetic row is deleted and none is generated again.
 */
const rowSchema = z
  .object({
    course_source_id: z.string().trim().optional(),
    course_id: z.coerce.number().int().positive().optional(),
    source: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .refine((s) => s !== 'bgc', 'bgc is reserved for our own reviews'),
    rating: z.coerce.number().min(0).max(5),
    review_count: z.coerce.number().int().min(0),
    follower_count: z.coerce.number().int().min(0).default(0),
  })
  .refine(
    (r) => r.course_id !== undefined || (r.course_source_id ?? '') !== '',
    'course_id or course_source_id is required',
  );

export interface PlatformStatsImportResult {
  upserted: number;
  /** Line numbers (from 2, after the header) with the reason they were refused. */
  rejected: Array<{ line: number; reason: string }>;
  syntheticDeleted: number;
}

export async function importPlatformStats(
  db: Db,
  file: string,
  options: { disableSynthetic: boolean },
): Promise<PlatformStatsImportResult> {
  const records = parse<Record<string, string>>(readFileSync(file, 'utf8'), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
  });
  const idsBySource = new Map(
    (
      await queryRows<{ id: number; source_id: string }>(db, sql`SELECT id, source_id FROM courses`)
    ).map((r) => [r.source_id, Number(r.id)]),
  );
  const known = new Set(idsBySource.values());
  const rejected: PlatformStatsImportResult['rejected'] = [];
  const values: (typeof coursePlatformStats.$inferInsert)[] = [];
  records.forEach((record, i) => {
    const parsed = rowSchema.safeParse(record);
    if (!parsed.success) {
      rejected.push({
        line: i + 2,
        reason: parsed.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; '),
      });
      return;
    }
    const r = parsed.data;
    const courseId = r.course_id ?? idsBySource.get(r.course_source_id ?? '');
    if (courseId === undefined || !known.has(courseId)) {
      rejected.push({ line: i + 2, reason: 'unknown course' });
      return;
    }
    values.push({
      courseId,
      source: r.source,
      rating: r.rating,
      reviewCount: r.review_count,
      followerCount: r.follower_count,
      synthetic: false,
    });
  });
  let syntheticDeleted = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < values.length; i += 1000) {
      await tx
        .insert(coursePlatformStats)
        .values(values.slice(i, i + 1000))
        .onConflictDoUpdate({
          target: [coursePlatformStats.courseId, coursePlatformStats.source],
          set: {
            rating: sql`excluded.rating`,
            reviewCount: sql`excluded.review_count`,
            followerCount: sql`excluded.follower_count`,
            synthetic: false,
            updatedAt: new Date(),
          },
        });
    }
    const platforms = [...new Set(values.map((v) => v.source))];
    const scope = options.disableSynthetic
      ? sql`synthetic`
      : platforms.length > 0
        ? sql`synthetic AND source IN (${sql.join(
            platforms.map((p) => sql`${p}`),
            sql`, `,
          )})`
        : sql`false`;
    const deleted = await queryRows<{ n: number }>(
      tx,
      sql`WITH d AS (DELETE FROM course_platform_stats WHERE ${scope} RETURNING 1) SELECT count(*)::int AS n FROM d`,
    );
    syntheticDeleted = Number(deleted[0]?.n ?? 0);
    if (options.disableSynthetic)
      await tx
        .insert(appMeta)
        .values({ key: SYNTHETIC_DISABLED_META_KEY, value: 'true' })
        .onConflictDoUpdate({ target: appMeta.key, set: { value: 'true', updatedAt: new Date() } });
  });
  return { upserted: values.length, rejected, syntheticDeleted };
}
