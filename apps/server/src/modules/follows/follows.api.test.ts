import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { CourseDetail, CourseSummary, FollowItem, MeUser, Page } from '@bgc/shared';
import { json, testApp } from '../../../test/test-app.js';
import { createMember, signed } from '../../../test/factories.js';

let app: FastifyInstance;
let course: CourseSummary;
beforeAll(async () => {
  ({ app } = await testApp());
  course = json<Page<CourseSummary>>(
    await app.inject({ url: '/api/courses?filter_name_like=chateau%20l%27arc' }),
  ).list[0]!;
});

describe('follow and unfollow (T34, T35, FOLLOW-*, PROF-038)', () => {
  it('follows a course and a member, counting both sides in one go', async () => {
    const a = await createMember(app);
    const b = await createMember(app);
    const courseBefore = json<CourseDetail>(
      await app.inject({ url: `/api/courses/${course.id}` }),
    ).totalFollow;
    expect(
      (
        await signed(app, a.token, 'POST', '/api/follow', {
          entityId: course.id,
          entityName: 'course',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await signed(app, a.token, 'POST', '/api/follow', { entityId: b.id, entityName: 'user' }))
        .statusCode,
    ).toBe(200);
    // following twice changes nothing
    await signed(app, a.token, 'POST', '/api/follow', { entityId: b.id, entityName: 'user' });
    expect(json<MeUser>(await signed(app, a.token, 'GET', '/api/me')).totalFollowing).toBe(2);
    expect(json<MeUser>(await signed(app, b.token, 'GET', '/api/me')).totalFollow).toBe(1);
    expect(
      json<CourseDetail>(await app.inject({ url: `/api/courses/${course.id}` })).totalFollow,
    ).toBe(courseBefore + 1);

    const list = json<Page<FollowItem>>(
      await signed(app, a.token, 'GET', '/api/follow/following?page=1'),
    );
    expect(list.total).toBe(2);
    const courseItem = list.list.find((i) => i.entityName === 'course')!;
    expect(courseItem.entityDetail).toMatchObject({
      name: "Château l'Arc Golf Club",
      slug: 'chateau-l-arc-golf-club',
      country: { slug: 'france' },
    });
    expect(list.list.find((i) => i.entityName === 'user')!.entityDetail.name).toBe(
      `${b.firstName} ${b.lastName}`,
    );
    const publicList = json<Page<FollowItem>>(
      await app.inject({ url: `/api/follow/following/${a.id}?page=1&limit=10` }),
    );
    expect(publicList.total).toBe(2);

    expect((await signed(app, a.token, 'DELETE', `/api/follow/user/${b.id}`)).statusCode).toBe(200);
    expect(
      (await signed(app, a.token, 'DELETE', `/api/follow/course/${course.id}`)).statusCode,
    ).toBe(200);
    expect(json<MeUser>(await signed(app, a.token, 'GET', '/api/me')).totalFollowing).toBe(0);
    expect(json<MeUser>(await signed(app, b.token, 'GET', '/api/me')).totalFollow).toBe(0);
  });

  it('refuses bad input, unknown entities, oneself and visitors', async () => {
    const a = await createMember(app);
    expect(
      (await signed(app, a.token, 'POST', '/api/follow', { entityId: a.id, entityName: 'user' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await signed(app, a.token, 'POST', '/api/follow', { entityId: 1, entityName: 'post' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await signed(app, a.token, 'POST', '/api/follow', {
          entityId: 99999999,
          entityName: 'course',
        })
      ).statusCode,
    ).toBe(404);
    expect((await signed(app, a.token, 'DELETE', '/api/follow/planet/1')).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/follow',
          payload: { entityId: course.id, entityName: 'course' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/follow/course/${course.id}` })).statusCode,
    ).toBe(401);
    expect((await app.inject({ url: '/api/follow/following' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/follow/following/99999999' })).statusCode).toBe(404);
  });
});

describe('course detail shows isFollowed for the signed-in caller', () => {
  it('is true after following and false for visitors', async () => {
    const a = await createMember(app);
    await signed(app, a.token, 'POST', '/api/follow', {
      entityId: course.id,
      entityName: 'course',
    });
    expect(
      json<CourseDetail>(
        await signed(app, a.token, 'GET', `/api/courses/slug/${course.slug}?country=france`),
      ).isFollowed,
    ).toBe(true);
    expect(
      json<CourseDetail>(await signed(app, a.token, 'GET', `/api/courses/${course.id}`)).isFollowed,
    ).toBe(true);
    expect(
      json<CourseDetail>(await app.inject({ url: `/api/courses/${course.id}` })).isFollowed,
    ).toBe(false);
  });
});
