import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Comment, ErrorBody, NotificationPage, Post } from '@bgc/shared';
import type { Database } from '../../db/client.js';
import { json, testApp } from '../../../test/test-app.js';
import { createMember, signed, type TestMember } from '../../../test/factories.js';
import {
  createAdministrator,
  createCourseAdmin,
  pickCourse,
  postMultipart,
  type Part,
} from '../../../test/course-fixtures.js';
import { courses } from '../../db/schema/index.js';
import { notifyNewMessage } from './notifications.events.js';

/** NOTIF-002..011 and the events that write them (ADR 012). */
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  ({ app, database } = await testApp());
});

const bell = async (m: TestMember, page = 1) => {
  const res = await signed(app, m.token, 'GET', `/api/notification?page=${page}`);
  expect(res.statusCode, res.body).toBe(200);
  return json<NotificationPage>(res);
};
const general = (content: string): Part[] => [
  ['type', '1'],
  ['language', '30'],
  ['content', content],
];
const post = async (m: TestMember, parts: Part[]) => {
  const res = await postMultipart(app, m.token, '/api/posts', parts);
  expect(res.statusCode, res.body).toBe(200);
  return json<Post>(res);
};
const comment = async (m: TestMember, postId: number, text: string, parent?: number) => {
  const res = await signed(app, m.token, 'POST', '/api/comments', {
    entityName: 'post',
    entityId: postId,
    text,
    ...(parent ? { parent } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<Comment>(res);
};
const follow = (m: TestMember, entityName: 'user' | 'course', entityId: number) =>
  signed(app, m.token, 'POST', '/api/follow', { entityName, entityId });

describe('notification API (NOTIF-002, NOTIF-007, NOTIF-008)', () => {
  it('401 for visitors, 400 on bad input, 404 on another member’s item', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/notification' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url: '/api/notification/read/1' })).statusCode).toBe(
      401,
    );
    expect((await app.inject({ method: 'DELETE', url: '/api/notification/1' })).statusCode).toBe(
      401,
    );
    const a = await createMember(app);
    const b = await createMember(app);
    expect((await signed(app, a.token, 'GET', '/api/notification?page=0')).statusCode).toBe(400);
    expect((await signed(app, a.token, 'GET', '/api/notification?page=x')).statusCode).toBe(400);
    expect((await signed(app, a.token, 'PUT', '/api/notification/read/abc')).statusCode).toBe(400);
    expect(
      (
        await signed(app, a.token, 'PUT', '/api/notification/preferences', {
          disabledTypes: [9],
        })
      ).statusCode,
    ).toBe(400);
    await follow(b, 'user', a.id);
    const [item] = (await bell(a)).list;
    expect(item).toBeDefined();
    expect(
      (await signed(app, b.token, 'PUT', `/api/notification/read/${item!.id}`)).statusCode,
    ).toBe(404);
    const del = await signed(app, b.token, 'DELETE', `/api/notification/${item!.id}`);
    expect(del.statusCode).toBe(404);
    expect(json<ErrorBody>(del).error.message).toBe('Notification not found');
    expect((await bell(a)).totalUnread).toBe(1);
  });

  it('follows are grouped with "and N others"; read, read-all and delete move the counters', async () => {
    const a = await createMember(app);
    const fans = [];
    for (let i = 0; i < 4; i += 1) fans.push(await createMember(app));
    for (const f of fans) expect((await follow(f, 'user', a.id)).statusCode).toBe(200);
    let page = await bell(a);
    expect(page).toMatchObject({ total: 1, totalUnread: 1, totalPages: 1, currentPage: 1 });
    const item = page.list[0]!;
    expect(item).toMatchObject({
      type: 4,
      status: 1,
      entityName: 'user',
      entityId: a.id,
      totalNotifiers: 4,
    });
    // most recent first, two named plus one more for the 'and N others' text
    expect(item.notifiers.map((n) => n.id)).toEqual([fans[3]!.id, fans[2]!.id, fans[1]!.id]);
    expect(item.notifiers[0]).toEqual({
      id: fans[3]!.id,
      name: `${fans[3]!.firstName} ${fans[3]!.lastName}`,
      picture: null,
    });
    expect(
      (await signed(app, a.token, 'PUT', `/api/notification/read/${item.id}`)).statusCode,
    ).toBe(200);
    page = await bell(a);
    expect(page.totalUnread).toBe(0);
    expect(page.list[0]!.status).toBe(2);
    // once read, the next follow starts a new item
    const late = await createMember(app);
    await follow(late, 'user', a.id);
    page = await bell(a);
    expect(page).toMatchObject({ total: 2, totalUnread: 1 });
    expect(page.list[0]).toMatchObject({ type: 4, status: 1, totalNotifiers: 1 });
    expect((await signed(app, a.token, 'PUT', '/api/notification/read-all')).statusCode).toBe(200);
    expect((await bell(a)).totalUnread).toBe(0);
    expect(
      (await signed(app, a.token, 'DELETE', `/api/notification/${page.list[0]!.id}`)).statusCode,
    ).toBe(200);
    page = await bell(a);
    expect(page.total).toBe(1);
    expect((await signed(app, a.token, 'DELETE', `/api/notification/${item.id}`)).statusCode).toBe(
      200,
    );
    expect((await signed(app, a.token, 'DELETE', `/api/notification/${item.id}`)).statusCode).toBe(
      404,
    );
  });

  it('a course follow notifies its administrators with the course as entity', async () => {
    const admin = await createAdministrator(app, database);
    const course = await pickCourse(database, 'notifications');
    const courseAdmin = await createCourseAdmin(app, admin.token, course.id);
    const fan = await createMember(app);
    expect((await follow(fan, 'course', course.id)).statusCode).toBe(200);
    const item = (await bell(courseAdmin)).list.find(
      (n) => n.type === 4 && n.entityName === 'course',
    );
    expect(item).toMatchObject({
      entityId: course.id,
      entityDetail: { name: course.name, slug: course.slug, countrySlug: course.countrySlug },
    });
  });
});

describe('course names read at read time (D-16, decision 049)', () => {
  it('items written before a course was renamed show its current display name', async () => {
    const admin = await createAdministrator(app, database);
    const course = await pickCourse(database, 'notifications', undefined, 2);
    const courseAdmin = await createCourseAdmin(app, admin.token, course.id);
    const fan = await createMember(app);
    expect((await follow(fan, 'course', course.id)).statusCode).toBe(200);
    const news = await post(courseAdmin, [
      ['type', '7'],
      ['course', String(course.id)],
      ['language', '30'],
      ['content', '<p>Course open</p>'],
    ]);
    await comment(fan, news.id, 'Great news');
    const before = await bell(fan);
    expect(before.list.find((n) => n.entityId === news.id)?.entityDetail.name).toBe(course.name);

    // the club sync renames the course ('Club' → 'Club – Course' when a second course joins)
    const renamed = `${course.name} – Dunluce Links`;
    await database.db.update(courses).set({ name: renamed }).where(eq(courses.id, course.id));
    try {
      const fanPage = await bell(fan);
      expect(fanPage.list.find((n) => n.entityId === news.id)).toMatchObject({
        type: 1,
        entityDetail: { name: renamed, postId: news.id, postType: 7 },
      });
      const adminPage = await bell(courseAdmin);
      expect(adminPage.list.find((n) => n.type === 4 && n.entityName === 'course')).toMatchObject({
        entityId: course.id,
        entityDetail: { name: renamed, slug: course.slug, countrySlug: course.countrySlug },
      });
      // the comment on the untitled course post (7) is named after the course too
      expect(adminPage.list.find((n) => n.type === 7)).toMatchObject({
        entityDetail: { name: renamed, postId: news.id },
      });
    } finally {
      await database.db.update(courses).set({ name: course.name }).where(eq(courses.id, course.id));
    }
  });
});

describe('events (NOTIF-009)', () => {
  it('comment → post author (7); reply → comment author (8) and post author (7); never the actor', async () => {
    const author = await createMember(app);
    const commenter = await createMember(app);
    const replier = await createMember(app);
    const p = await post(author, general('<p>Who plays Sunday?</p>'));
    await comment(author, p.id, 'my own comment');
    expect((await bell(author)).total).toBe(0);
    const c = await comment(commenter, p.id, 'Me!');
    let page = await bell(author);
    expect(page.list[0]).toMatchObject({
      type: 7,
      entityName: 'comment',
      entityId: c.id,
      entityDetail: { postId: p.id, postType: 1 },
    });
    expect(page.list[0]!.notifiers[0]!.id).toBe(commenter.id);
    const r = await comment(replier, p.id, 'Me too', c.id);
    const toCommenter = await bell(commenter);
    expect(toCommenter.list).toHaveLength(1);
    expect(toCommenter.list[0]).toMatchObject({
      type: 8,
      entityId: r.id,
      entityDetail: { postId: p.id },
    });
    page = await bell(author);
    expect(page.list.map((n) => [n.type, n.entityId])).toEqual([
      [7, r.id],
      [7, c.id],
    ]);
    // the post's author replying to a comment notifies the commenter only
    await comment(author, p.id, 'See you there', c.id);
    expect((await bell(commenter)).total).toBe(2);
    expect((await bell(author)).total).toBe(2);
    expect((await bell(replier)).total).toBe(0);
  });

  it('never across a block, and turned-off types are not written', async () => {
    const a = await createMember(app);
    const b = await createMember(app);
    const p = await post(a, general('<p>Range day</p>'));
    await signed(app, a.token, 'PUT', `/api/friend/block/${b.id}`);
    expect((await follow(b, 'user', a.id)).statusCode).toBe(409);
    const c = await createMember(app);
    const cc = await comment(c, p.id, 'Nice');
    // a replies to c while c … is fine; b (blocked) is never told about a's replies
    await signed(app, a.token, 'PUT', `/api/friend/unblock/${b.id}`);
    const bc = await comment(b, p.id, 'Hello');
    await signed(app, b.token, 'PUT', `/api/friend/block/${a.id}`);
    await comment(c, p.id, 'reply to b', bc.id);
    // c → b reply is allowed (no block between b and c)
    expect((await bell(b)).list.map((n) => n.type)).toEqual([8]);
    // a reply by a to c's comment notifies c; a's reply to b's comment is refused by the block rule
    await comment(a, p.id, 'thanks', cc.id);
    expect((await bell(c)).list.map((n) => n.type)).toEqual([8]);
    // preferences: a turns off comments (7)
    const prefs = await signed(app, a.token, 'PUT', '/api/notification/preferences', {
      disabledTypes: [7, 7],
    });
    expect(json(prefs)).toEqual({ disabledTypes: [7] });
    expect(json(await signed(app, a.token, 'GET', '/api/notification/preferences'))).toEqual({
      disabledTypes: [7],
    });
    const before = (await bell(a)).total;
    await comment(c, p.id, 'another one');
    expect((await bell(a)).total).toBe(before);
  });

  it('friend request (5) and golf request with requestData (2)', async () => {
    const a = await createMember(app);
    const b = await createMember(app);
    const c = await createMember(app);
    await signed(app, a.token, 'POST', '/api/friend/request', { friend: b.id });
    expect((await bell(b)).list[0]).toMatchObject({ type: 5, entityName: 'user', entityId: a.id });
    await signed(app, c.token, 'POST', '/api/friend/request', {
      friend: b.id,
      requestData: { city: { name: 'Lyon' } },
    });
    expect((await bell(b)).list[0]).toMatchObject({ type: 2, entityName: 'user', entityId: c.id });
    // accepting a crossing request is not a new request
    await signed(app, b.token, 'POST', '/api/friend/request', { friend: a.id });
    expect((await bell(a)).total).toBe(0);
  });

  it('mentions in a discussion and in a comment (3), once per target', async () => {
    const author = await createMember(app);
    const named = await createMember(app);
    const other = await createMember(app);
    const d = await post(author, [
      ['type', '8'],
      ['language', '30'],
      ['title', 'Sunday foursome'],
      [
        'content',
        `<p>Join us <a href="/profiles/${named.id}">@${named.firstName}</a> and <a href="/profiles/99999999">@Ghost</a></p>`,
      ],
    ]);
    const page = await bell(named);
    expect(page.list[0]).toMatchObject({
      type: 3,
      entityName: 'post',
      entityId: d.id,
      entityDetail: { name: 'Sunday foursome', postType: 8 },
    });
    const c = await comment(other, d.id, `@[${named.firstName}](${named.id}) are you in?`);
    const again = await bell(named);
    expect(again.list[0]).toMatchObject({ type: 3, entityName: 'comment', entityId: c.id });
    // the author got a type 7 for the comment, not a mention
    expect((await bell(author)).list.map((n) => n.type)).toEqual([7]);
  });

  it('new posts of followed members and courses (1), fanned out on read', async () => {
    const admin = await createAdministrator(app, database);
    const course = await pickCourse(database, 'notifications', undefined, 1);
    const courseAdmin = await createCourseAdmin(app, admin.token, course.id);
    const poster = await createMember(app);
    const fan = await createMember(app);
    const old = await post(poster, general('<p>Before the follow</p>'));
    await follow(fan, 'user', poster.id);
    await follow(fan, 'course', course.id);
    const p = await post(poster, general('<p>After the follow</p>'));
    const cp = await post(courseAdmin, [
      ['type', '7'],
      ['course', String(course.id)],
      ['language', '30'],
      ['content', '<p>Greens aerated</p>'],
    ]);
    const page = await bell(fan);
    const posts = page.list.filter((n) => n.type === 1);
    expect(posts.map((n) => n.entityId)).toEqual([cp.id, p.id]);
    expect(posts.map((n) => n.entityId)).not.toContain(old.id);
    expect(posts[0]).toMatchObject({ entityName: 'post', entityDetail: { name: course.name } });
    // reading again does not duplicate; a deleted item stays deleted
    await signed(app, fan.token, 'DELETE', `/api/notification/${posts[1]!.id}`);
    const again = (await bell(fan)).list.filter((n) => n.type === 1);
    expect(again.map((n) => n.entityId)).toEqual([cp.id]);
  });

  it('new message (6): one item per conversation until read', async () => {
    const a = await createMember(app);
    const b = await createMember(app);
    const send = () =>
      database.db.transaction((tx) =>
        notifyNewMessage(tx, { recipientId: b.id, senderId: a.id, conversation: 4242 }),
      );
    expect(await send()).toEqual([b.id]);
    await send();
    let page = await bell(b);
    expect(page.list.filter((n) => n.type === 6)).toHaveLength(1);
    expect(page.list[0]).toMatchObject({
      type: 6,
      entityName: 'conversation',
      entityId: 4242,
      totalNotifiers: 1,
    });
    await signed(app, b.token, 'PUT', `/api/notification/read/${page.list[0]!.id}`);
    await send();
    page = await bell(b);
    expect(page.list.filter((n) => n.type === 6).map((n) => n.status)).toEqual([1, 2]);
    // never to oneself
    expect(
      await database.db.transaction((tx) =>
        notifyNewMessage(tx, { recipientId: a.id, senderId: a.id, conversation: 1 }),
      ),
    ).toEqual([]);
  });
});
