import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, openDatabase, type Database } from '../../db/client.js';
import { bootstrapDatabase } from '../../seed/bootstrap.js';
import { readCourseCsv, defaultCoursesFile } from '../../seed/course-import.js';
import { importPlatformStats } from '../../seed/platform-stats-import.js';
import { recomputeRanking } from './ranking.service.js';

/**
 * D-05 / D-06 on a small real sample (the first 400 rows of the shipped dataset) in its
 * own embedded database, so moving the ranking does not disturb the shared API database.
 */
let database: Database;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bgc-ranking-'));
const sample = path.join(tmp, 'sample.csv');
const log = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  const text = readCourseCsv(defaultCoursesFile()).slice(0, 400);
  const header = Object.keys(text[0]!);
  const quote = (v: string) => `"${v.replace(/"/g, '""')}"`;
  writeFileSync(
    sample,
    [
      header.join(','),
      ...text.map((r) =>
        header.map((h) => quote((r as unknown as Record<string, string>)[h] ?? '')).join(','),
      ),
    ].join('\n'),
  );
  database = await openDatabase({ dataDir: 'memory://' });
  await bootstrapDatabase(database, { coursesFile: sample, log });
});

afterAll(async () => {
  await database.close();
});

type Row = {
  id: number;
  source_id: string;
  point: string;
  world_rank: number | null;
  country_rank: number | null;
  review_count: number;
};
const courseRows = () =>
  queryRows<Row>(
    database.db,
    sql`SELECT id, source_id, point, world_rank, country_rank, review_count FROM courses ORDER BY world_rank`,
  );

describe('first start import (issue 2 §4, D-06)', () => {
  it('imports every row with unique slugs per country and synthetic stats for each', async () => {
    const [counts] = await queryRows<{
      courses: number;
      slugs: number;
      stats: number;
      synthetic: number;
    }>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM courses) AS courses,
                 (SELECT count(DISTINCT (country_id, slug))::int FROM courses) AS slugs,
                 (SELECT count(*)::int FROM course_platform_stats) AS stats,
                 (SELECT count(*)::int FROM course_platform_stats WHERE synthetic) AS synthetic`,
    );
    expect(counts).toEqual({ courses: 400, slugs: 400, stats: 1200, synthetic: 1200 });
  });

  it('skips the import on a second start and keeps the same ids and ranks', async () => {
    const before = await courseRows();
    await bootstrapDatabase(database, { coursesFile: sample, log });
    expect(await courseRows()).toEqual(before);
  });

  it('gives dense world ranks 1..N in point order to the ranked courses', async () => {
    const rows = (await courseRows()).filter((r) => r.world_rank !== null);
    expect(rows.map((r) => r.world_rank)).toEqual(rows.map((_, i) => i + 1));
    const points = rows.map((r) => Number(r.point));
    expect([...points].sort((a, b) => b - a)).toEqual(points);
  });
});

describe('real platform stats import (D-06) moves the ranking (D-05)', () => {
  it('lifts a low-ranked course after many excellent reviews, and rejects bad rows with their line', async () => {
    const rows = (await courseRows()).filter((r) => r.world_rank !== null);
    const last = rows[rows.length - 1]!;
    const csv = [
      'course_source_id,source,rating,review_count,follower_count',
      `${last.source_id},golfpass,5,4000,20000`,
      `${last.source_id},bgc,5,10,0`,
      'no-such-course,golfpass,4,10,0',
      `${last.source_id},golfpass,7,10,0`,
    ].join('\n');
    const file = path.join(tmp, 'stats.csv');
    writeFileSync(file, csv);
    const result = await importPlatformStats(database.db, file, { disableSynthetic: false });
    expect(result.upserted).toBe(1);
    expect(result.rejected.map((r) => r.line)).toEqual([3, 4, 5]);
    await recomputeRanking(database.db);
    const after = (await courseRows()).find((r) => r.id === last.id)!;
    expect(after.world_rank).toBeLessThan(last.world_rank!);
    expect(after.world_rank).toBe(1);
    expect(after.review_count).toBeGreaterThan(4000);
  });

  it('can switch the synthetic stats off', async () => {
    const file = path.join(tmp, 'empty.csv');
    writeFileSync(file, 'course_id,source,rating,review_count,follower_count\n');
    const result = await importPlatformStats(database.db, file, { disableSynthetic: true });
    expect(result.syntheticDeleted).toBe(1200);
    await recomputeRanking(database.db);
    const rows = (await courseRows()).filter((r) => r.world_rank !== null);
    expect(rows.filter((r) => r.review_count > 0)).toHaveLength(1);
    expect(rows[0]!.review_count).toBeGreaterThan(0);
  });
});

describe('existing databases get the new synthetic stats (decision 009)', () => {
  it('regenerates the synthetic rows when the facts file changes, and not after disable', async () => {
    // the previous test switched synthetic stats off: a changed facts file must not bring them back
    const facts = path.join(tmp, 'facts.csv');
    writeFileSync(facts, 'source_id,course_name,country_code,event,event_kind,years,source_url\n');
    await bootstrapDatabase(database, { coursesFile: sample, factsFile: facts, log });
    const [row] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM course_platform_stats WHERE synthetic`,
    );
    expect(row!.n).toBe(0);
  });

  it('regenerates them in a database that still has generator-1 rows', async () => {
    const fresh = await openDatabase({ dataDir: 'memory://' });
    try {
      await bootstrapDatabase(fresh, { coursesFile: sample, log });
      const [target] = await queryRows<{ id: number }>(
        fresh.db,
        sql`SELECT id FROM courses ORDER BY id LIMIT 1`,
      );
      // simulate an older database: other figures and an old version key
      await fresh.db.execute(
        sql`UPDATE course_platform_stats SET review_count = 1 WHERE course_id = ${target!.id}`,
      );
      await fresh.db.execute(
        sql`UPDATE app_meta SET value = '1:old' WHERE key = 'synthetic_stats_version'`,
      );
      await bootstrapDatabase(fresh, { coursesFile: sample, log });
      const rows = await queryRows<{ review_count: number }>(
        fresh.db,
        sql`SELECT review_count FROM course_platform_stats WHERE course_id = ${target!.id} AND synthetic`,
      );
      expect(rows).toHaveLength(3);
      expect(rows.some((r) => r.review_count !== 1)).toBe(true);
      const [meta] = await queryRows<{ value: string }>(
        fresh.db,
        sql`SELECT value FROM app_meta WHERE key = 'synthetic_stats_version'`,
      );
      expect(meta!.value.startsWith('2:')).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
