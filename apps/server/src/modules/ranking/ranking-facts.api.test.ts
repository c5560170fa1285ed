import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { CourseDetail, CourseSummary, Page } from '@bgc/shared';
import { json, testApp } from '../../../test/test-app.js';
import { queryRows, type Database } from '../../db/client.js';
import { readCourseFacts, defaultFactsFile } from '../../seed/course-facts-import.js';

/**
 * 11.2 / 17.4 on the full imported dataset: the championship history is loaded and
 * shown, the ranking is anchored on it, and non-courses stay out of every ranking.
 */
let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  ({ app, database } = await testApp());
});
const get = <T>(url: string) => app.inject({ url }).then((r) => json<T>(r));
const bySourceId = async (sourceId: string) =>
  (
    await queryRows<{ id: number }>(
      database.db,
      sql`SELECT id FROM courses WHERE source_id = ${sourceId}`,
    )
  ).map((r) => Number(r.id))[0]!;

describe('championship history', () => {
  it('loads every linked fact of the shipped file with its source URLs', async () => {
    const { rows } = readCourseFacts(defaultFactsFile());
    const [count] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM course_facts WHERE cardinality(source_urls) > 0`,
    );
    expect(count!.n).toBe(rows.length);
    // the file's count is read, not pinned: it grows as facts are added (data/course-facts)
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.sourceUrls.length === 0)).toEqual([]);
  });

  it('shows Augusta National’s Masters on its course page', async () => {
    const { rows } = readCourseFacts(defaultFactsFile());
    const masters = rows.find((r) => r.event === 'The Masters')!;
    const id = await bySourceId(masters.sourceId);
    const course = await get<CourseDetail>(`/api/courses/${id}`);
    expect(course.name).toBe('Augusta National Golf Club');
    const fact = course.championships.find((c) => c.event === 'The Masters')!;
    expect(fact.eventKind).toBe('men_major');
    expect(fact.years).toHaveLength(89);
    expect(fact.years[0]).toBe(1934);
    expect(fact.sourceUrls.every((u) => u.startsWith('http'))).toBe(true);
    const bySlug = await get<CourseDetail>(
      `/api/courses/slug/${course.slug}?country=${course.country.slug}`,
    );
    expect(bySlug.championships).toEqual(course.championships);
  });
});

describe('championship history in the course page head (D-13)', () => {
  it('adds the championships to the description and the JSON-LD of a venue', async () => {
    const page = await get<Page<CourseSummary>>(
      `/api/courses?filter_name_like=${encodeURIComponent('Augusta National')}&limit=5`,
    );
    const augusta = page.list.find((c) => c.name === 'Augusta National Golf Club')!;
    const res = await app.inject({
      url: `/top-golf-courses-${augusta.country.slug}/${augusta.slug}-golf-course.html`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Championships hosted: The Masters 1934–2025 (89).');
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(res.body)?.[1];
    const data = JSON.parse(ld!) as { '@type': string; event: Array<{ name: string }> };
    expect(data['@type']).toBe('GolfCourse');
    expect(data.event.map((e) => e.name)).toContain('The Masters 2025');
  });
});

describe('a ranking anchored on the evidence (decisions 035 and 036)', () => {
  const evidence = async () =>
    new Set(
      (
        await queryRows<{ course_id: number }>(
          database.db,
          sql`SELECT course_id FROM course_facts UNION SELECT course_id FROM course_panel_rankings`,
        )
      ).map((f) => Number(f.course_id)),
    );

  it('puts courses with panel rankings or championships at the top of the world ranking', async () => {
    const page = await get<Page<CourseSummary>>('/api/courses?page=1&limit=20');
    const names = page.list.map((c) => c.name);
    expect(names).toContain('Augusta National Golf Club');
    expect(names).toContain('Pebble Beach Golf Links');
    expect(names).toContain('Muirfield');
    const known = await evidence();
    expect(page.list.every((c) => known.has(c.id))).toBe(true);
  });

  it('ranks every course with evidence above the courses without any of its country', async () => {
    const known = await evidence();
    const rows = await queryRows<{ id: number; country_id: number; country_rank: number }>(
      database.db,
      sql`SELECT id, country_id, country_rank FROM courses WHERE country_rank IS NOT NULL`,
    );
    const worstKnown = new Map<number, number>();
    const bestOther = new Map<number, number>();
    for (const r of rows) {
      const map = known.has(Number(r.id)) ? worstKnown : bestOther;
      const key = Number(r.country_id);
      const rank = Number(r.country_rank);
      const keep = map === worstKnown ? Math.max : Math.min;
      map.set(key, map.has(key) ? keep(map.get(key)!, rank) : rank);
    }
    let checked = 0;
    for (const [country, worst] of worstKnown) {
      const other = bestOther.get(country);
      if (other === undefined) continue;
      checked += 1;
      // demo members' reviews may lift a few courses without evidence; never many
      expect(worst).toBeLessThan(other + 10);
    }
    expect(checked).toBeGreaterThan(10);
    const [augusta] = await queryRows<{ world_rank: number }>(
      database.db,
      sql`SELECT world_rank FROM courses WHERE name = 'Augusta National Golf Club'`,
    );
    expect(augusta!.world_rank).toBeLessThanOrEqual(5);
  });

  it('finds the top of the United States among its most admired courses', async () => {
    const us = await get<{ id: number }>('/api/countries/united-states');
    const page = await get<Page<CourseSummary>>(`/api/courses?filter_country=${us.id}&limit=20`);
    const names = page.list.map((c) => c.name);
    for (const name of ['Augusta National Golf Club', 'Oakmont Country Club', 'Cypress Point Club'])
      expect(names).toContain(name);
  });
});

describe('non-courses out of the ranking', () => {
  it('gives pitch & putt, ranges and mini golf no rank, and counts only ranked courses', async () => {
    const [row] = await queryRows<{ unranked: number; ranked_non: number; ranked: number }>(
      database.db,
      sql`SELECT count(*) FILTER (WHERE kind <> 'course' AND world_rank IS NULL)::int AS unranked,
                 count(*) FILTER (WHERE kind <> 'course' AND world_rank IS NOT NULL)::int AS ranked_non,
                 count(*) FILTER (WHERE world_rank IS NOT NULL)::int AS ranked
          FROM courses`,
    );
    expect(row!.ranked_non).toBe(0);
    expect(row!.unranked).toBeGreaterThan(250);
    const world = await get<Page<CourseSummary>>('/api/courses?page=1&limit=10');
    expect(world.total).toBe(row!.ranked);
    const uk = await get<{ id: number; totalCourse: number }>('/api/countries/united-kingdom');
    const ukPage = await get<Page<CourseSummary>>(`/api/courses?filter_country=${uk.id}&limit=20`);
    expect(ukPage.total).toBe(uk.totalCourse);
    expect(ukPage.list.some((c) => /range|pitch/i.test(c.name))).toBe(false);
  });

  it('keeps them searchable as what they are', async () => {
    const page = await get<Page<CourseSummary>>(
      `/api/courses?filter_name_like=${encodeURIComponent("Old Joe's Golfing Range")}`,
    );
    const range = page.list.find((c) => c.name === "Old Joe's Golfing Range")!;
    expect(range.kind).toBe('driving_range');
    expect(range.rank).toBeNull();
    const detail = await get<CourseDetail>(`/api/courses/${range.id}`);
    expect(detail.kind).toBe('driving_range');
    expect(detail.countryRank).toBeNull();
  });
});

describe("'why this rank' breakdown (12.7)", () => {
  it('adds up to the point and shows where N, R and the followers come from', async () => {
    const page = await get<Page<CourseSummary>>('/api/courses?page=1&limit=3');
    const far = await get<Page<CourseSummary>>('/api/courses?page=2000&limit=2');
    for (const summary of [...page.list, ...far.list]) {
      const course = await get<CourseDetail>(`/api/courses/${summary.id}`);
      const b = course.rankingBasis;
      expect(Math.abs(b.ratingPart + b.popularityPart - course.point), course.name).toBeLessThan(
        0.011,
      );
      const n = b.platforms.reduce((sum, p) => sum + p.reviewCount, 0);
      expect(n).toBe(b.reviewCount);
      expect(b.platforms.reduce((sum, p) => sum + p.followerCount, 0)).toBe(b.followerCount);
      expect(b.priorWeight).toBe(50);
      // B = (N·R + m·C) / (N + m), from the rounded R and C shown
      const expected =
        (n * (b.rawRating ?? 0) + b.priorWeight * b.meanRating) / (n + b.priorWeight);
      expect(Math.abs(expected - b.rating)).toBeLessThan(0.01);
      expect(b.platforms.filter((p) => p.source !== 'bgc').every((p) => p.synthetic)).toBe(true);
      expect(b.memberReviews.count).toBeGreaterThanOrEqual(0);
      expect(b.provisional).toBe(n < 10);
    }
  });
});
