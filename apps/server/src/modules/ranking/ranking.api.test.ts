import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, openDatabase, type Database } from '../../db/client.js';
import { bootstrapDatabase } from '../../seed/bootstrap.js';
import { readCourseCsv, defaultCoursesFile } from '../../seed/course-import.js';
import { importPlatformStats } from '../../seed/platform-stats-import.js';
import {
  defaultPanelConsensusFile,
  readPanelConsensus,
  syncPanelConsensus,
} from '../../seed/panel-consensus-import.js';
import { recomputeRanking } from './ranking.service.js';

/**
 * D-05 / D-06 on a small real sample (the first 400 rows of the shipped dataset, plus the
 * first 30 courses the panel-consensus file links, decision 035) in its own embedded database,
 * so moving the ranking does not disturb the shared API database.
 */
let database: Database;
let sampleSize = 0;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bgc-ranking-'));
const sample = path.join(tmp, 'sample.csv');
const log = { info: () => undefined, warn: () => undefined };

beforeAll(async () => {
  const all = readCourseCsv(defaultCoursesFile());
  const listed = new Set(
    [...new Set(readPanelConsensus(defaultPanelConsensusFile()).rows.map((r) => r.sourceId))].slice(
      0,
      30,
    ),
  );
  const text = [...all.slice(0, 400), ...all.slice(400).filter((r) => listed.has(r.source_id))];
  sampleSize = text.length;
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

/** Courses of the database with real evidence (championships or panel appearances). */
const evidenceCourses = async (db = database) =>
  (
    await queryRows<{ n: number }>(
      db.db,
      sql`SELECT count(*)::int AS n FROM (SELECT course_id FROM course_facts
          UNION SELECT course_id FROM course_panel_rankings) e`,
    )
  )[0]!.n;

describe('first start import (D-06, decision 036)', () => {
  it('imports every row with unique slugs, and synthetic stats only for courses with evidence', async () => {
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
    const withEvidence = await evidenceCourses();
    expect(withEvidence).toBeGreaterThanOrEqual(30);
    expect(counts).toEqual({
      courses: sampleSize,
      slugs: sampleSize,
      stats: 3 * withEvidence,
      synthetic: 3 * withEvidence,
    });
  });

  it('gives every course without evidence the same neutral point, below every course with', async () => {
    const rows = await queryRows<{ evidence: boolean; point: string; n: number }>(
      database.db,
      sql`SELECT (e.course_id IS NOT NULL) AS evidence, c.point, c.review_count AS n
          FROM courses c
          LEFT JOIN (SELECT course_id FROM course_facts
                     UNION SELECT course_id FROM course_panel_rankings) e ON e.course_id = c.id
          WHERE c.world_rank IS NOT NULL`,
    );
    const tail = rows.filter((r) => !r.evidence);
    expect(tail.length).toBeGreaterThan(300);
    expect(new Set(tail.map((r) => Number(r.point))).size).toBe(1);
    expect(tail.every((r) => Number(r.n) === 0)).toBe(true);
    const neutral = Number(tail[0]!.point);
    expect(rows.filter((r) => r.evidence).every((r) => Number(r.point) > neutral)).toBe(true);
  });

  it('lists the courses without evidence by the D-05 tie-break (name)', async () => {
    const rows = await queryRows<{ name: string }>(
      database.db,
      sql`SELECT name FROM courses WHERE world_rank IS NOT NULL AND review_count = 0
          ORDER BY world_rank`,
    );
    const names = rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('loads the panel rankings once per file checksum (decision 035)', async () => {
    const again = await syncPanelConsensus(database.db);
    expect(again.changed).toBe(false);
    const [row] = await queryRows<{ n: number; urls: number }>(
      database.db,
      sql`SELECT count(*)::int AS n,
                 count(*) FILTER (WHERE cardinality(source_urls) > 0)::int AS urls
          FROM course_panel_rankings`,
    );
    const present = new Set(
      (await queryRows<{ source_id: string }>(database.db, sql`SELECT source_id FROM courses`)).map(
        (r) => r.source_id,
      ),
    );
    const expected = readPanelConsensus(defaultPanelConsensusFile()).rows.filter((r) =>
      present.has(r.sourceId),
    ).length;
    expect(row!.n).toBe(expected);
    expect(row!.urls).toBe(expected);
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
    // among the very top: only the most-listed courses of the sample may keep more reviews
    expect(after.world_rank).toBeLessThanOrEqual(3);
    // a course without evidence has no synthetic rows (decision 036): only the imported ones
    expect(after.review_count).toBe(4000);
  });

  it('can switch the synthetic stats off', async () => {
    const file = path.join(tmp, 'empty.csv');
    writeFileSync(file, 'course_id,source,rating,review_count,follower_count\n');
    const result = await importPlatformStats(database.db, file, { disableSynthetic: true });
    expect(result.syntheticDeleted).toBe(3 * (await evidenceCourses()));
    await recomputeRanking(database.db);
    const rows = (await courseRows()).filter((r) => r.world_rank !== null);
    expect(rows.filter((r) => r.review_count > 0)).toHaveLength(1);
    expect(rows[0]!.review_count).toBeGreaterThan(0);
  });
});

describe('existing databases get the new synthetic stats (decisions 009, 036)', () => {
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
        sql`SELECT course_id AS id FROM course_panel_rankings ORDER BY course_id LIMIT 1`,
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
      expect(meta!.value.startsWith('3:')).toBe(true);
    } finally {
      await fresh.close();
    }
  }, 300_000);
});
