import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { CourseDetail, CourseSummary, Page } from '@bgc/shared';
import { json, testApp } from '../../../test/test-app.js';
import type { Database } from '../../db/client.js';
import { countries, courses, zones } from '../../db/schema/index.js';
import { recomputeRanking } from '../ranking/ranking.service.js';
import {
  loadRankingContext,
  saveRankingContext,
  RANKING_CONTEXT_META_KEY,
} from '../ranking/ranking.repository.js';
import { appMeta } from '../../db/schema/index.js';

/**
 * Decision 050 / D-05 (RANK-007, RANK-019, RANK-018): a ranking page is read as a range of its
 * rank column with the total from the stored area totals. These tests hold it to what an
 * `ORDER BY rank, id LIMIT … OFFSET …` over the ranked rows and a `count(*)` answer.
 */
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  ({ app, database } = await testApp());
});

type Area = {
  name: string;
  query: string;
  where: SQL;
  rank: typeof courses.worldRank | typeof courses.zoneRank | typeof courses.countryRank;
};

/** The old read: the ranked rows of the area, in rank order, skipping `(page - 1) × limit`. */
async function offsetPage(area: Area, page: number, limit: number) {
  const where = and(isNotNull(courses.worldRank), area.where);
  const rows = await database.db
    .select({ id: courses.id })
    .from(courses)
    .where(where)
    .orderBy(asc(area.rank), asc(courses.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await database.db.select({ n: count() }).from(courses).where(where);
  return { ids: rows.map((r) => r.id), total: Number(total?.n ?? 0) };
}

async function apiPage(area: Area, page: number, limit: number, lang = 'en') {
  const res = await app.inject({
    url: `/api/courses?page=${page}&limit=${limit}&sort_desc=point${area.query}`,
    headers: { 'accept-language': lang },
  });
  expect(res.statusCode).toBe(200);
  return json<Page<CourseSummary>>(res);
}

async function areas(): Promise<Area[]> {
  const [france] = await database.db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.slug, 'france'));
  const [zone] = await database.db
    .select({ id: zones.id })
    .from(zones)
    .where(eq(zones.slug, 'western-europe'));
  // a small country too, whose last page is short
  const [small] = await database.db
    .select({ id: countries.id })
    .from(countries)
    .where(sql`${countries.totalCourse} BETWEEN 11 AND 19`)
    .orderBy(asc(countries.id))
    .limit(1);
  return [
    { name: 'world', query: '', where: sql`true`, rank: courses.worldRank },
    {
      name: 'zone',
      query: `&filter_zoneId=${zone!.id}`,
      where: eq(courses.zoneId, zone!.id),
      rank: courses.zoneRank,
    },
    {
      name: 'country',
      query: `&filter_country=${france!.id}`,
      where: eq(courses.countryId, france!.id),
      rank: courses.countryRank,
    },
    {
      name: 'small country',
      query: `&countryId=${small!.id}`,
      where: eq(courses.countryId, small!.id),
      rank: courses.countryRank,
    },
  ];
}

describe('ranking pages as rank ranges (decision 050, D-05)', () => {
  it('answers every area page 1, a middle page, the last page and a page past the end as OFFSET did', async () => {
    for (const area of await areas()) {
      for (const limit of [10, 7]) {
        const { total } = await offsetPage(area, 1, limit);
        const last = Math.max(1, Math.ceil(total / limit));
        for (const page of [1, 2, Math.ceil(last / 2), last, last + 1, last + 50]) {
          const old = await offsetPage(area, page, limit);
          const now = await apiPage(area, page, limit, page % 2 ? 'fr' : 'de');
          expect(
            now.list.map((c) => c.id),
            `${area.name} page ${page} of ${limit}`,
          ).toEqual(old.ids);
          expect(now.total, `${area.name} total`).toBe(old.total);
          expect(now.totalPages).toBe(Math.ceil(old.total / limit));
          expect(now.currentPage).toBe(page);
        }
        // the last page is the short remainder, the next one empty
        const lastPage = await apiPage(area, last, limit);
        expect(lastPage.list).toHaveLength(total - (last - 1) * limit);
        expect((await apiPage(area, last + 1, limit)).list).toEqual([]);
      }
    }
  });

  it('keeps courses of equal point in the order of their ranks, as OFFSET did', async () => {
    // two neighbours of the world ranking with the same point
    const [tie] = await database.db
      .select({ rank: courses.worldRank })
      .from(courses)
      .where(
        sql`${courses.worldRank} IS NOT NULL AND EXISTS (SELECT 1 FROM courses n
            WHERE n.world_rank = ${courses.worldRank} + 1 AND n.point = ${courses.point})`,
      )
      .orderBy(asc(courses.worldRank))
      .limit(1);
    expect(tie?.rank).toBeTruthy();
    const world = (await areas())[0]!;
    // the page that holds the tie, and pages that split it
    for (const limit of [10, 2, 1]) {
      const page = Math.ceil(tie!.rank! / limit);
      const now = await apiPage(world, page, limit, 'vi');
      expect(now.list.map((c) => c.id)).toEqual((await offsetPage(world, page, limit)).ids);
      const points = now.list.map((c) => c.point);
      expect([...points].sort((a, b) => b - a)).toEqual(points);
    }
  });

  it('leaves out unranked rows (non-courses, removed, merged: RANK-018) as OFFSET did', async () => {
    const [unranked] = await database.db
      .select({ n: count() })
      .from(courses)
      .where(sql`${courses.worldRank} IS NULL`);
    // the shipped non-courses and duplicates have no rank
    expect(Number(unranked?.n)).toBeGreaterThan(0);
    const world = (await areas())[0]!;
    const first = await apiPage(world, 1, 100, 'it');
    const [ranked] = await database.db
      .select({ n: count() })
      .from(courses)
      .where(isNotNull(courses.worldRank));
    expect(first.total).toBe(Number(ranked?.n));
    const last = Math.ceil(first.total / 100);
    const tail = await apiPage(world, last, 100, 'it');
    expect(tail.list.every((c) => c.rank !== null && c.kind === 'course')).toBe(true);
    expect(tail.list.at(-1)!.rank).toBe(first.total);
  });
});

describe('course page in one statement (decision 050, T19, DATA-005)', () => {
  it('keeps the ranking context until the next recompute (D-05)', async () => {
    const [course] = (await apiPage((await areas())[0]!, 1, 1)).list;
    const url = `/api/courses/slug/${course!.slug}?country=${course!.country.slug}`;
    const meanOf = async () =>
      json<CourseDetail>(await app.inject({ url })).rankingBasis.meanRating;
    const stored = await loadRankingContext(database.db);
    const first = await meanOf();
    // a change of the stored constants alone is not read again…
    await saveRankingContext(database.db, { ...stored, meanRating: stored.meanRating + 1 });
    try {
      expect(await meanOf()).toBe(first);
    } finally {
      // …the recompute writes them afresh and drops the kept copy
      await recomputeRanking(database.db, { full: false });
    }
    const [meta] = await database.db
      .select()
      .from(appMeta)
      .where(eq(appMeta.key, RANKING_CONTEXT_META_KEY));
    const recomputed = JSON.parse(meta!.value) as { meanRating: number };
    expect(await meanOf()).toBe(Math.round(recomputed.meanRating * 100) / 100);
  });

  it('answers a course by id and by slug alike, and 404 for an unknown address', async () => {
    const [course] = (await apiPage((await areas())[0]!, 3, 1)).list;
    const bySlug = json<CourseDetail>(
      await app.inject({
        url: `/api/courses/slug/${course!.slug}?country=${course!.country.slug}`,
        headers: { 'accept-language': 'es' },
      }),
    );
    const byId = json<CourseDetail>(
      await app.inject({ url: `/api/courses/${course!.id}`, headers: { 'accept-language': 'es' } }),
    );
    expect(byId).toEqual(bySlug);
    expect(bySlug.id).toBe(course!.id);
    expect(bySlug.rank).toBe(3);
    for (const url of [
      '/api/courses/slug/no-such-course-anywhere?country=france',
      '/api/courses/99999999',
    ]) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
  });
});
