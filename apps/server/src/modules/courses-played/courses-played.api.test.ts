import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CourseSummary, ErrorBody, MeUser, Page } from '@bgc/shared';
import { json, testApp } from '../../../test/test-app.js';
import { createMember, signed } from '../../../test/factories.js';

let app: FastifyInstance;
let top: CourseSummary[];
beforeAll(async () => {
  ({ app } = await testApp());
  top = json<Page<CourseSummary>>(await app.inject({ url: '/api/courses?limit=3' })).list;
});

describe('courses played (T29–T31, PROF-022..025, ERR-046)', () => {
  it('adds several courses at once, lists them newest first and counts them', async () => {
    const m = await createMember(app);
    const ids = top.map((c) => c.id).join('-');
    const add = await signed(app, m.token, 'POST', `/api/courses-played/${ids}`);
    expect(add.statusCode).toBe(201);
    expect(json(add)).toEqual({ added: 3 });
    expect(json<MeUser>(await signed(app, m.token, 'GET', '/api/me')).totalCoursePlayed).toBe(3);
    const own = json<Page<{ course: CourseSummary }>>(
      await signed(app, m.token, 'GET', '/api/courses-played?page=1'),
    );
    expect(own.total).toBe(3);
    expect(own.list[0]!.course).toHaveProperty('slug');
    const theirs = json<Page<{ course: CourseSummary }>>(
      await app.inject({ url: `/api/courses-played?page=1&filter_user=${m.id}` }),
    );
    expect(theirs.list.map((i) => i.course.id).sort()).toEqual(top.map((c) => c.id).sort());
  });

  it("answers 'cant create another CourseUser' for a course already added, adding nothing", async () => {
    const m = await createMember(app);
    await signed(app, m.token, 'POST', `/api/courses-played/${top[0]!.id}`);
    const again = await signed(
      app,
      m.token,
      'POST',
      `/api/courses-played/${top[0]!.id}-${top[1]!.id}`,
    );
    expect(again.statusCode).toBe(400);
    expect(json<ErrorBody>(again).error.message).toBe('cant create another CourseUser');
    expect(json<MeUser>(await signed(app, m.token, 'GET', '/api/me')).totalCoursePlayed).toBe(1);
  });

  it('removes a course and lowers the count', async () => {
    const m = await createMember(app);
    await signed(app, m.token, 'POST', `/api/courses-played/${top[0]!.id}`);
    expect(json(await signed(app, m.token, 'DELETE', `/api/courses-played/${top[0]!.id}`))).toEqual(
      { removed: true },
    );
    expect(json<MeUser>(await signed(app, m.token, 'GET', '/api/me')).totalCoursePlayed).toBe(0);
  });

  it('takes up to 40 ids in one call and refuses 41', async () => {
    const m = await createMember(app);
    const forty = json<Page<CourseSummary>>(
      await app.inject({ url: '/api/courses?limit=41&page=2' }),
    ).list.map((c) => c.id);
    expect(
      json(
        await signed(app, m.token, 'POST', `/api/courses-played/${forty.slice(0, 40).join('-')}`),
      ),
    ).toEqual({ added: 40 });
    expect(
      (await signed(app, m.token, 'POST', `/api/courses-played/${forty.join('-')}`)).statusCode,
    ).toBe(400);
  });

  it('refuses malformed ids, unknown courses and visitors', async () => {
    const m = await createMember(app);
    expect((await signed(app, m.token, 'POST', '/api/courses-played/abc')).statusCode).toBe(400);
    expect((await signed(app, m.token, 'POST', '/api/courses-played/1--2')).statusCode).toBe(400);
    expect((await signed(app, m.token, 'POST', '/api/courses-played/99999999')).statusCode).toBe(
      404,
    );
    // ten digits past the id column's range: unknown too, not a database error
    for (const ids of ['2147483648', `${top[0]!.id}-9999999999`])
      expect((await signed(app, m.token, 'POST', `/api/courses-played/${ids}`)).statusCode).toBe(
        404,
      );
    expect(
      (await app.inject({ method: 'POST', url: `/api/courses-played/${top[0]!.id}` })).statusCode,
    ).toBe(401);
    expect((await app.inject({ url: '/api/courses-played' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/courses-played?filter_user=99999999' })).statusCode).toBe(
      404,
    );
  });
});
