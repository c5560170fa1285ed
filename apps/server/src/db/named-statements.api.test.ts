import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testApp } from '../../test/test-app.js';
import { queryPrepared, queryRows, type Database } from './client.js';
import { findCourseDetail } from '../modules/courses/course-detail.repository.js';

/**
 * Decision 083 (amending 062): the app's prepared statements run as named statements on both
 * databases, with the same answers as unnamed ones; only their connections force generic plans.
 */
let database: Database;

beforeAll(async () => {
  ({ database } = await testApp());
});

/** A statement with values of each kind the app binds: text, integer, null, array, timestamp. */
const probe = (label: string) =>
  sql`SELECT ${label}::text AS label, ${42}::int AS answer, ${null}::text AS nothing,
    ${'{a,b}'}::text[] AS letters, ${'2026-12-01T10:00:00.000Z'}::timestamptz AS at,
    json_build_object('n', ${7}::int) AS doc`;

describe('named statements (decision 083)', () => {
  it('answer as the same statement sent unnamed, value for value', async () => {
    const named = await queryPrepared(database.db, 'probe_values', probe('named'));
    const unnamed = await queryRows(database.db, probe('named'));
    expect(named).toEqual(unnamed);
    expect(named[0]).toMatchObject({ label: 'named', answer: 42, nothing: null, doc: { n: 7 } });
  });

  it('are kept by the session that runs them, under their name', async () => {
    const rows = await queryPrepared<{ name: string }>(
      database.db,
      'probe_session',
      sql`SELECT name FROM pg_prepared_statements WHERE name LIKE ${'probe_session%'}`,
    );
    expect(rows.map((r) => r.name)).toEqual([
      expect.stringMatching(/^probe_session_[0-9a-f]{16}$/),
    ]);
  });

  it('bind new values to a statement parsed before (the course page by slug)', async () => {
    const [first, second] = await queryRows<{ slug: string; country: string }>(
      database.db,
      sql`SELECT c.slug, co.slug AS country FROM courses c JOIN countries co ON co.id = c.country_id
        WHERE c.world_rank IN (1, 2) ORDER BY c.world_rank`,
    );
    const a = await findCourseDetail(database.db, {
      slug: first!.slug,
      countrySlug: first!.country,
    });
    const b = await findCourseDetail(database.db, {
      slug: second!.slug,
      countrySlug: second!.country,
    });
    expect(a?.course.slug).toBe(first!.slug);
    expect(b?.course.slug).toBe(second!.slug);
    expect(await findCourseDetail(database.db, { slug: 'no-such-course' })).toBeNull();
  });

  it('report an error in their text without breaking the next statement', async () => {
    const failed = await queryPrepared(
      database.db,
      'probe_error',
      sql`SELECT 1 / ${0}::int AS x`,
    ).catch((err: unknown) => err);
    expect(failed).toMatchObject({ cause: { code: '22012' } });
    const [row] = await queryPrepared<{ x: number }>(
      database.db,
      'probe_after_error',
      sql`SELECT ${1}::int AS x`,
    );
    expect(row?.x).toBe(1);
  });

  it('force generic plans on their own connections only: other statements keep the default', async () => {
    const [other] = await queryRows<{ plan_cache_mode: string }>(
      database.db,
      sql`SHOW plan_cache_mode`,
    );
    const [named] = await queryPrepared<{ plan_cache_mode: string }>(
      database.db,
      'probe_plan_mode',
      sql`SHOW plan_cache_mode`,
    );
    expect(other?.plan_cache_mode).toBe('auto');
    expect(named?.plan_cache_mode).toBe(
      database.kind === 'postgres' ? 'force_generic_plan' : 'auto',
    );
  });
});
