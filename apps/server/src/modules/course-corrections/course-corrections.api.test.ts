import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { CourseAuditEntry, CourseDetail, CourseSummary, Page } from '@bgc/shared';
import { json, testApp } from '../../../test/test-app.js';
import { createMember, signed, type TestMember } from '../../../test/factories.js';
import { createAdministrator, pickCourse } from '../../../test/course-fixtures.js';
import { queryRows, type Database } from '../../db/client.js';

/**
 * A course among the last 200 ranked of the country with ISO code `code` (`c` = courses in
 * pickCourse's query; the subquery runs once).
 */
const nearTheEnd = (code: string) => sql`c.world_rank >= (
  SELECT min(t.world_rank) FROM (
    SELECT c2.world_rank FROM courses c2 JOIN countries k2 ON k2.id = c2.country_id
    WHERE k2.code = ${code} AND c2.world_rank IS NOT NULL
    ORDER BY c2.world_rank DESC LIMIT 200
  ) t
)`;

/**
 * RANK-018 / OPEN-032 and decision 009: administrators remove a course from the
 * rankings and undo it, correct a classification and a location, and merge a duplicate.
 */
let app: FastifyInstance;
let database: Database;
let admin: TestMember;
let member: TestMember;
beforeAll(async () => {
  ({ app, database } = await testApp());
  admin = await createAdministrator(app, database);
  member = await createMember(app);
});
const get = <T>(url: string) => app.inject({ url }).then((r) => json<T>(r));
const detail = (id: number) => get<CourseDetail>(`/api/courses/${id}`);

describe('who may correct courses', () => {
  it('answers 401 to visitors and 403 to members', async () => {
    const course = await pickCourse(database, 'corrections-auth', sql`c.world_rank IS NOT NULL`);
    const url = `/api/admin/courses/${course.id}/removal`;
    expect(
      (await app.inject({ method: 'PUT', url, payload: { reason: 'closed' } })).statusCode,
    ).toBe(401);
    expect((await signed(app, member.token, 'PUT', url, { reason: 'closed' })).statusCode).toBe(
      403,
    );
    expect((await signed(app, admin.token, 'PUT', url, { reason: 'nope' })).statusCode).toBe(400);
    expect(
      (
        await signed(app, admin.token, 'PUT', '/api/admin/courses/999999999/removal', {
          reason: 'closed',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('ranking delete mode (RANK-018)', () => {
  it('hides a removed course from rankings and search, keeps its page, logs it, and undoes it', async () => {
    const course = await pickCourse(
      database,
      'corrections-remove',
      // among France's last 200 ranked, so the recompute rewrites few ranks
      sql`k.code = 'FR' AND ${nearTheEnd('FR')}`,
    );
    const france = await get<{ id: number; totalCourse: number }>('/api/countries/france');
    const before = await detail(course.id);
    expect(before.countryRank).not.toBeNull();
    const res = await signed(app, admin.token, 'PUT', `/api/admin/courses/${course.id}/removal`, {
      reason: 'closed',
      note: 'Closed in 2024',
    });
    expect(res.statusCode).toBe(200);

    const after = await detail(course.id);
    expect(after.removed?.reason).toBe('closed');
    expect(after.rank).toBeNull();
    expect(after.countryRank).toBeNull();
    const search = await get<Page<CourseSummary>>(
      `/api/courses?filter_name_like=${encodeURIComponent(course.name)}&limit=50`,
    );
    expect(search.list.map((c) => c.id)).not.toContain(course.id);
    const located = await get<{ list: string[] }>(
      `/api/courses/locations?filter_country=${france.id}`,
    );
    expect(located.list.some((l) => l.startsWith(`${course.id},`))).toBe(false);
    const country = await get<Page<CourseSummary>>(
      `/api/courses?filter_country=${france.id}&limit=1`,
    );
    expect(country.total).toBe(france.totalCourse - 1);

    const removed = await signed(
      app,
      admin.token,
      'GET',
      '/api/admin/course-corrections?removed=true',
    );
    const list = json<{ list: CourseAuditEntry[] }>(removed).list;
    const entry = list.find((e) => e.course.id === course.id)!;
    expect(entry).toMatchObject({ action: 'remove', detail: { reason: 'closed' } });
    expect(entry.actor?.id).toBe(admin.id);

    expect(
      (await signed(app, admin.token, 'DELETE', `/api/admin/courses/${course.id}/removal`))
        .statusCode,
    ).toBe(200);
    const restored = await detail(course.id);
    expect(restored.removed).toBeNull();
    expect(restored.countryRank).toBe(before.countryRank);
    const again = json<{ list: CourseAuditEntry[] }>(
      await signed(app, admin.token, 'GET', '/api/admin/course-corrections?removed=true'),
    ).list;
    expect(again.map((e) => e.course.id)).not.toContain(course.id);
    expect(
      (await signed(app, admin.token, 'DELETE', `/api/admin/courses/${course.id}/removal`))
        .statusCode,
    ).toBe(409);
  }, 240_000);
});

describe('classification correction', () => {
  it('ranks a non-course once an administrator says it is a course, and back', async () => {
    const course = await pickCourse(database, 'corrections-kind', sql`c.kind = 'pitch_and_putt'`);
    expect((await detail(course.id)).rank).toBeNull();
    const url = `/api/admin/courses/${course.id}/kind`;
    expect((await signed(app, admin.token, 'PUT', url, { kind: 'course' })).statusCode).toBe(200);
    const ranked = await detail(course.id);
    expect(ranked.kind).toBe('course');
    expect(ranked.rank).not.toBeNull();
    expect(
      (await signed(app, admin.token, 'PUT', url, { kind: 'pitch_and_putt' })).statusCode,
    ).toBe(200);
    expect((await detail(course.id)).rank).toBeNull();
  }, 240_000);
});

describe('merge and location correction', () => {
  it('moves follows, reviews, posts, media and admins, and redirects the old addresses', async () => {
    const into = await pickCourse(
      database,
      'corrections-into',
      sql`c.world_rank IS NOT NULL AND k.code = 'US'`,
    );
    const dup = await pickCourse(
      database,
      'corrections-dup',
      sql`k.code = 'US' AND c.id <> ${into.id} AND ${nearTheEnd('US')}`,
    );
    const follower = await createMember(app);
    expect(
      (
        await signed(app, follower.token, 'POST', '/api/follow', {
          entityName: 'course',
          entityId: dup.id,
        })
      ).statusCode,
    ).toBeLessThan(300);
    const review = await signed(app, follower.token, 'POST', '/api/courses/review', {
      course: dup.id,
      content: 'Merged soon.',
      language: 30,
      type: 4,
      reviewData: {
        overall: 5,
        facilities: 5,
        maintenance: 5,
        surroundings: 5,
        clubhouse: 5,
        value: 5,
      },
    });
    expect(review.statusCode).toBeLessThan(300);
    await database.db.execute(
      sql`INSERT INTO course_roles (course_id, user_id, status, phone) VALUES (${dup.id}, ${member.id}, 'accepted', '+33100000000')`,
    );
    await database.db.execute(
      sql`INSERT INTO media (type, entity_name, entity_id, course_id, path) VALUES (1, 'course', ${dup.id}, ${dup.id}, '/media/x.jpg')`,
    );
    const followsBefore = (await detail(into.id)).totalFollow;

    const res = await signed(app, admin.token, 'POST', `/api/admin/courses/${dup.id}/merge`, {
      intoId: into.id,
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ moved: Record<string, number> }>(res).moved).toMatchObject({
      follows: 1,
      admins: 1,
      media: 1,
    });

    const target = await detail(into.id);
    expect(target.totalFollow).toBe(followsBefore + 1);
    expect(target.rankingBasis.memberReviews.count).toBeGreaterThanOrEqual(1);
    const [counts] = await queryRows<{
      posts: number;
      roles: number;
      media: number;
      follows: number;
    }>(
      database.db,
      sql`SELECT (SELECT count(*)::int FROM posts WHERE course_id = ${dup.id}) AS posts,
                 (SELECT count(*)::int FROM course_roles WHERE course_id = ${dup.id}) AS roles,
                 (SELECT count(*)::int FROM media WHERE course_id = ${dup.id}) AS media,
                 (SELECT count(*)::int FROM follows WHERE entity_name = 'course' AND entity_id = ${dup.id}) AS follows`,
    );
    expect(counts).toEqual({ posts: 0, roles: 0, media: 0, follows: 0 });

    const byId = await app.inject({ url: `/api/courses/${dup.id}` });
    expect(byId.statusCode).toBe(301);
    expect(byId.headers.location).toBe(`/api/courses/${into.id}`);
    const bySlug = await app.inject({
      url: `/api/courses/slug/${dup.slug}?country=${dup.countrySlug}`,
    });
    expect(bySlug.statusCode).toBe(301);
    expect(bySlug.headers.location).toBe(
      `/api/courses/slug/${into.slug}?country=${into.countrySlug}`,
    );
    const page = await app.inject({
      url: `/top-golf-courses-${dup.countrySlug}/${dup.slug}-golf-course.html`,
    });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(
      `/top-golf-courses-${into.countrySlug}/${into.slug}-golf-course.html`,
    );

    const csv = (await app.inject({ url: '/api/open-data/course-changes.csv' })).body;
    expect(csv.split('\n')[0]).toBe('source_id,action,into_source_id,detail,changed_at');
    expect(csv).toMatch(/,merge,/);

    expect(
      (
        await signed(app, admin.token, 'POST', `/api/admin/courses/${dup.id}/merge`, {
          intoId: into.id,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await signed(app, admin.token, 'POST', `/api/admin/courses/${into.id}/merge`, {
          intoId: into.id,
        })
      ).statusCode,
    ).toBe(400);
    // past the id column's range: a refused field, not a database error
    expect(
      (
        await signed(app, admin.token, 'POST', `/api/admin/courses/${into.id}/merge`, {
          intoId: 2_147_483_648,
        })
      ).statusCode,
    ).toBe(400);
  }, 240_000);

  it('corrects a location with an audit entry', async () => {
    const course = await pickCourse(database, 'corrections-location', sql`c.latitude IS NOT NULL`);
    const res = await signed(app, admin.token, 'PUT', `/api/admin/courses/${course.id}/location`, {
      latitude: 42.575,
      longitude: -83.258,
      city: 'Bloomfield Hills',
    });
    expect(res.statusCode).toBe(200);
    const after = await detail(course.id);
    expect(after.latitude).toBe(42.575);
    expect(after.city).toBe('Bloomfield Hills');
    const list = json<{ list: CourseAuditEntry[] }>(
      await signed(app, admin.token, 'GET', '/api/admin/course-corrections?limit=50'),
    ).list;
    expect(list.some((e) => e.course.id === course.id && e.action === 'location')).toBe(true);
  });
});

describe('shipped corrections (data/course-corrections.json)', () => {
  it('merged the listed duplicates into the championship rows and moved Oakland Hills', async () => {
    const [pine] = await queryRows<{ id: number; merged_into_id: number }>(
      database.db,
      sql`SELECT id, merged_into_id FROM courses WHERE source_id = 'fairway-forecast:us/NJ:39.78691,-74.97229'`,
    );
    const res = await app.inject({ url: `/api/courses/${pine!.id}` });
    expect(res.statusCode).toBe(301);
    const target = await get<CourseDetail>(res.headers.location!);
    expect(target.name).toBe('Pine Valley Golf Club Championship');
    expect(target.championships.map((c) => c.event)).toContain('Walker Cup');
    const [oakland] = await queryRows<{ latitude: number; longitude: number }>(
      database.db,
      sql`SELECT latitude, longitude FROM courses WHERE name = 'Oakland Hills Country Club'`,
    );
    expect(oakland).toEqual({ latitude: 42.575, longitude: -83.258 });
    const [merged] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM courses WHERE merged_into_id IS NOT NULL
            AND source_id IN ('golfstats:1db3e2f3-80fc-4163-981b-25ea780d3947',
                              'fairway-forecast:gb:55.20044,-6.63938',
                              'opengolfapi:2880a912-210b-479a-95fa-8198eb20a113')`,
    );
    expect(merged!.n).toBe(3);
  });
});
