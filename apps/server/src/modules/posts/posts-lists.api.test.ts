import { describe, expect, it } from 'vitest';
import type { Post, PostPage } from '@bgc/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { json } from '../../../test/test-app.js';
import { createMember, signed, type TestMember, uniqueSuffix } from '../../../test/factories.js';
import { pickCourse, postMultipart, type Part } from '../../../test/course-fixtures.js';
import { apiSuite } from '../../../test/suite.js';
import { ENGLISH, FRENCH, GERMAN, VIDEO_ID } from '../../../test/content-fixtures.js';

/** Post lists: filters, discussions, languages, tags and the feeds (POST-025/026, FEED, COMM). */
const suite = apiSuite({ admin: true, courses: { salt: 'posts-lists', count: 4 } });

/** Creates a post of the type with sensible fields; `extra` adds or overrides parts. */
const write = async (
  m: TestMember,
  type: number,
  opts: { language?: number; course?: number; tags?: string[]; title?: string } = {},
): Promise<Post> => {
  const parts: Part[] = [
    ['type', String(type)],
    ['language', String(opts.language ?? ENGLISH)],
    ['content', `<p>Post of type ${type}</p>`],
  ];
  if (opts.course) parts.push(['course', String(opts.course)]);
  if (type === 2) parts.push(['youtubes[]', VIDEO_ID]);
  if (type === 8 || opts.title) parts.push(['title', opts.title ?? 'A discussion']);
  for (const tag of opts.tags ?? []) parts.push(['hashtags[]', tag]);
  const res = await postMultipart(suite.app, m.token, '/api/posts', parts);
  expect(res.statusCode, res.body).toBe(200);
  return json<Post>(res);
};
const get = async <T>(url: string, token: string | null = null) => {
  const res =
    token === null ? await suite.app.inject({ url }) : await signed(suite.app, token, 'GET', url);
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return json<T>(res);
};
const pageOf = (query: string, token: string | null = null) =>
  get<PostPage>(`/api/posts?${query}`, token);
const idsOf = async (query: string, token: string | null = null) =>
  (await pageOf(query, token)).list.map((p) => p.id);
const comment = async (m: TestMember, postId: number) => {
  const res = await signed(suite.app, m.token, 'POST', '/api/comments', {
    entityId: postId,
    entityName: 'post',
    parent: null,
    text: 'Nice one',
  });
  expect(res.statusCode, res.body).toBe(200);
};
const countOf = (langs: Array<{ id: number; count: number }> | undefined, id: number) =>
  langs?.find((l) => l.id === id)?.count ?? 0;

describe('GET /api/posts filters (T60, POST-025/026, FEED-006)', () => {
  it('filters by profile, type (single, comma list, repeated), course, language and except_id, newest first', async () => {
    const m = await createMember(suite.app);
    const c = suite.course(0).id;
    const p1 = await write(m, 1);
    const p2 = await write(m, 3, { language: FRENCH });
    const p3 = await write(m, 2, { course: c });
    const p4 = await write(m, 1, { language: GERMAN, course: c });
    const p5 = await write(m, 8);
    const profile = `filter_profile=${m.id}`;
    const all = await pageOf(profile);
    expect(all.list.map((p) => p.id)).toEqual([p5.id, p4.id, p3.id, p2.id, p1.id]);
    expect([all.total, all.totalPages, all.currentPage]).toEqual([5, 1, 1]);
    expect(all.tags).toBeUndefined();
    expect(await idsOf(`${profile}&filter_type=1`)).toEqual([p4.id, p1.id]);
    expect(await idsOf(`${profile}&filter_type=1,3`)).toEqual([p4.id, p2.id, p1.id]);
    expect(await idsOf(`${profile}&filter_type=1&filter_type=3`)).toEqual([p4.id, p2.id, p1.id]);
    expect(await idsOf(`filter_course=${c}`)).toEqual([p4.id, p3.id]);
    expect(await idsOf(`filter_course=${c}&filter_type=2`)).toEqual([p3.id]);
    expect(await idsOf(`${profile}&filter_language=${FRENCH}`)).toEqual([p2.id]);
    expect(await idsOf(`${profile}&filter_language=0`)).toHaveLength(5);
    expect(await idsOf(`${profile}&except_id=${p5.id},${p3.id}`)).toEqual([p4.id, p2.id, p1.id]);
    const detail = await pageOf(`filter_id=${p3.id}`);
    expect(detail.list.map((p) => [p.id, p.type, p.youtubes])).toEqual([[p3.id, 2, [VIDEO_ID]]]);
    expect(await idsOf(`filter_id=${p3.id}&commentId=5`)).toEqual([p3.id]);
    for (const bad of [
      'filter_type=x',
      'filter_type=9',
      'except_id=1,abc',
      'sort_desc=name',
      'limit=0',
      'limit=101',
    ]) {
      const res = await suite.app.inject({ url: `/api/posts?${bad}` });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it("filters by the country and the zone of the post's course (RANK-016)", async () => {
    const m = await createMember(suite.app);
    const areaOf = async (courseId: number) =>
      (
        await queryRows<{ country_id: number; zone_id: number }>(
          suite.database.db,
          sql`SELECT country_id, zone_id FROM courses WHERE id = ${courseId}`,
        )
      )[0]!;
    // two courses of different countries (and, when possible, zones)
    const here = suite.course(0);
    const hereArea = await areaOf(here.id);
    const there = await pickCourse(
      suite.database,
      'posts-area',
      sql`c.country_id <> ${hereArea.country_id} AND c.zone_id <> ${hereArea.zone_id}`,
    );
    const review = await write(m, 1, { course: here.id });
    const vlog = await write(m, 2, { course: here.id });
    const elsewhere = await write(m, 2, { course: there.id });
    const noCourse = await write(m, 1);
    const profile = `filter_profile=${m.id}`;
    expect(await idsOf(`${profile}&filter_country=${hereArea.country_id}`)).toEqual([
      vlog.id,
      review.id,
    ]);
    expect(await idsOf(`${profile}&filter_zone=${hereArea.zone_id}`)).toEqual([vlog.id, review.id]);
    expect(await idsOf(`${profile}&filter_zone=${hereArea.zone_id}&filter_type=2`)).toEqual([
      vlog.id,
    ]);
    const thereArea = await areaOf(there.id);
    expect(await idsOf(`${profile}&filter_country=${thereArea.country_id}`)).toEqual([
      elsewhere.id,
    ]);
    expect(await idsOf(profile)).toContain(noCourse.id);
    // every post of a country list is on a course of that country, the newest first
    const page = await pageOf(`filter_country=${hereArea.country_id}&limit=20`);
    expect(page.list.every((p) => p.courseDetail?.countrySlug === here.countrySlug)).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(2);
    for (const bad of ['filter_country=x', 'filter_zone=0', 'filter_zone=-1']) {
      const res = await suite.app.inject({ url: `/api/posts?${bad}` });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('filters by hashtag, sorts by totalComment and pages with limit and totalPages', async () => {
    const m = await createMember(suite.app);
    const reader = await createMember(suite.app);
    const tag = `tag${uniqueSuffix()}`;
    const q1 = await write(m, 1, { tags: [tag] });
    const q2 = await write(m, 1);
    const q3 = await write(m, 3, { tags: [tag, `other${uniqueSuffix()}`] });
    expect(await idsOf(`has_tags_name=${tag}`)).toEqual([q3.id, q1.id]);
    expect(await idsOf(`has_tags_name=%23${tag.toUpperCase()}`)).toEqual([q3.id, q1.id]);
    expect(await idsOf('has_tags_name=%3Cb%3E')).toEqual([]);
    await comment(reader, q1.id);
    await comment(reader, q1.id);
    await comment(reader, q2.id);
    const profile = `filter_profile=${m.id}`;
    expect(await idsOf(`${profile}&sort_desc=totalComment`)).toEqual([q1.id, q2.id, q3.id]);
    expect(await idsOf(`${profile}&sort_desc=createdDate`)).toEqual([q3.id, q2.id, q1.id]);
    const first = await pageOf(`${profile}&limit=2&page=1`);
    expect([first.total, first.totalPages, first.currentPage]).toEqual([3, 2, 1]);
    expect(first.list.map((p) => p.id)).toEqual([q3.id, q2.id]);
    const second = await pageOf(`${profile}&limit=2&page=2`);
    expect([second.currentPage, second.list.map((p) => p.id)]).toEqual([2, [q1.id]]);
    const past = await pageOf(`${profile}&limit=2&page=3`);
    expect([past.currentPage, past.list]).toEqual([3, []]);
    expect((await pageOf(`filter_id=${q1.id}`)).list[0]).toMatchObject({
      totalComment: 2,
      totalParentComment: 2,
    });
  });

  it('tells each caller canUpdate, canDelete and isLiked (POST-007, LIKE-005)', async () => {
    const author = await createMember(suite.app);
    const fan = await createMember(suite.app);
    const p = await write(author, 1);
    const like = await signed(suite.app, fan.token, 'POST', '/api/likes', {
      entityId: p.id,
      entityName: 'post',
    });
    expect(like.statusCode).toBe(200);
    const seen = async (token: string | null) => {
      const post = (await pageOf(`filter_profile=${author.id}`, token)).list[0]!;
      return [post.canUpdate, post.canDelete, post.isLiked, post.totalLike];
    };
    expect(await seen(author.token)).toEqual([true, true, false, 1]);
    expect(await seen(fan.token)).toEqual([false, false, true, 1]);
    expect(await seen(null)).toEqual([false, false, false, 1]);
    expect(await seen(suite.admin.token)).toEqual([false, true, false, 1]);
  });
});

describe('discussions (COMM-006/007, T66 GET /tags)', () => {
  it('filter_type=8 adds the tag and language counts of live discussions', async () => {
    const m = await createMember(suite.app);
    const [shared, single] = [`disc${uniqueSuffix()}`, `solo${uniqueSuffix()}`];
    const before = await pageOf('filter_type=8&limit=5');
    expect(Array.isArray(before.tags) && Array.isArray(before.languages)).toBe(true);
    const d1 = await write(m, 8, { language: FRENCH, tags: [shared] });
    const d2 = await write(m, 8, { language: FRENCH, tags: [shared, single] });
    const d3 = await write(m, 8, { language: GERMAN, tags: [shared] });
    await write(m, 1, { tags: [shared] });
    const after = await pageOf('filter_type=8&limit=5');
    expect(after.total).toBe(before.total + 3);
    expect(after.list.slice(0, 3).map((p) => p.id)).toEqual([d3.id, d2.id, d1.id]);
    expect(after.tags).toContainEqual({ name: shared, counter: 3 });
    expect(after.tags).toContainEqual({ name: single, counter: 1 });
    expect(countOf(after.languages, FRENCH)).toBe(countOf(before.languages, FRENCH) + 2);
    expect(countOf(after.languages, GERMAN)).toBe(countOf(before.languages, GERMAN) + 1);
    expect(after.languages?.find((l) => l.id === GERMAN)?.name).toBe('German');
    const filtered = await pageOf(
      `filter_type=8&has_tags_name=${shared}&filter_language=${FRENCH}&limit=5`,
    );
    expect(filtered.list.map((p) => p.id)).toEqual([d2.id, d1.id]);
    // each facet counts under the other selected filter
    expect(filtered.tags).toContainEqual({ name: shared, counter: 2 });
    expect(filtered.tags).toContainEqual({ name: single, counter: 1 });
    const german = await pageOf(`filter_type=8&filter_language=${GERMAN}&limit=5`);
    expect(german.tags).toContainEqual({ name: shared, counter: 1 });
    expect(german.tags?.some((t) => t.name === single)).toBe(false);
    const bySingle = await pageOf(`filter_type=8&has_tags_name=${single}&limit=5`);
    expect(bySingle.languages?.map((l) => [l.id, l.count])).toEqual([[FRENCH, 1]]);
    const byShared = await pageOf(`filter_type=8&has_tags_name=${shared}&limit=5`);
    expect(countOf(byShared.languages, FRENCH)).toBe(2);
    expect(countOf(byShared.languages, GERMAN)).toBe(1);
    expect((await pageOf('filter_type=8,1&limit=1')).tags).toBeUndefined();
    // GET /tags counts every live post, not only discussions
    const tags = await get<{ tags: Array<{ name: string; counter: number }> }>(
      '/api/tags?sort_desc=counter&limit=100',
    );
    expect(tags.tags).toContainEqual({ name: shared, counter: 4 });
    const counters = tags.tags.map((t) => t.counter);
    expect(counters).toEqual([...counters].sort((a, b) => b - a));
    expect((await get<{ tags: unknown[] }>('/api/tags?limit=2')).tags.length).toBeLessThanOrEqual(
      2,
    );

    expect((await signed(suite.app, m.token, 'DELETE', `/api/posts/${d1.id}`)).statusCode).toBe(
      200,
    );
    const deleted = await pageOf('filter_type=8&limit=5');
    expect(deleted.tags).toContainEqual({ name: shared, counter: 2 });
    expect(countOf(deleted.languages, FRENCH)).toBe(countOf(before.languages, FRENCH) + 1);
  });
});

describe('GET /api/posts/languages (T61, VLOG-003)', () => {
  it('counts the languages of live posts of the given types', async () => {
    const m = await createMember(suite.app);
    const before = await get<{ languages: Array<{ id: number; name: string; count: number }> }>(
      '/api/posts/languages?types=2,3',
    );
    await write(m, 2, { language: GERMAN, course: suite.course(1).id });
    await write(m, 3, { language: GERMAN });
    const french = await write(m, 3, { language: FRENCH });
    await write(m, 1, { language: GERMAN });
    const after = await get<{ languages: Array<{ id: number; name: string; count: number }> }>(
      '/api/posts/languages?types=2,3',
    );
    expect(countOf(after.languages, GERMAN)).toBe(countOf(before.languages, GERMAN) + 2);
    expect(countOf(after.languages, FRENCH)).toBe(countOf(before.languages, FRENCH) + 1);
    expect(after.languages.find((l) => l.id === GERMAN)?.name).toBe('German');
    const counts = after.languages.map((l) => l.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(await get('/api/posts/languages')).toEqual(after);
    const coaching = await get<{ languages: Array<{ id: number; count: number }> }>(
      '/api/posts/languages?types=3',
    );
    expect(countOf(coaching.languages, GERMAN)).toBeGreaterThanOrEqual(1);
    await signed(suite.app, m.token, 'DELETE', `/api/posts/${french.id}`);
    const gone = await get<{ languages: Array<{ id: number; count: number }> }>(
      '/api/posts/languages?types=2,3',
    );
    expect(countOf(gone.languages, FRENCH)).toBe(countOf(before.languages, FRENCH));
    expect((await suite.app.inject({ url: '/api/posts/languages?types=x' })).statusCode).toBe(400);
  });
});

describe('GET /api/posts/my-subscription and the feed (T62, FEED-002..007)', () => {
  it('401 for visitors', async () => {
    expect((await suite.app.inject({ url: '/api/posts/my-subscription' })).statusCode).toBe(401);
  });

  it('pages the posts of followed members and courses, newest first, then the general feed without them', async () => {
    const reader = await createMember(suite.app);
    const followed = await createMember(suite.app);
    const stranger = await createMember(suite.app);
    const courseWriter = await createMember(suite.app);
    const k = suite.course(2).id;
    const subscription = (page: number) =>
      get<PostPage>(`/api/posts/my-subscription?page=${page}&limit=2`, reader.token);
    expect(await subscription(1)).toEqual({ list: [], total: 0, totalPages: 0, currentPage: 1 });
    const follow = async (entityName: 'user' | 'course', entityId: number) => {
      const res = await signed(suite.app, reader.token, 'POST', '/api/follow', {
        entityName,
        entityId,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    await follow('user', followed.id);
    await follow('course', k);
    const a1 = await write(followed, 1);
    const a2 = await write(followed, 3);
    const b1 = await write(stranger, 1);
    const b2 = await write(stranger, 2, { course: k });
    const c1 = await write(courseWriter, 1, { course: k });
    const own = await write(reader, 1);
    const a3 = await write(followed, 1);
    expect(
      (await signed(suite.app, followed.token, 'DELETE', `/api/posts/${a3.id}`)).statusCode,
    ).toBe(200);

    // FEED-007: page until currentPage >= totalPages
    const shown: number[] = [];
    for (let page = 1; page < 20; page += 1) {
      const body = await subscription(page);
      expect(body.currentPage).toBe(page);
      shown.push(...body.list.map((p) => p.id));
      if (body.currentPage >= body.totalPages) {
        expect([body.total, body.totalPages]).toEqual([4, 2]);
        break;
      }
    }
    expect(shown).toEqual([c1.id, b2.id, a2.id, a1.id]);
    expect(shown).not.toContain(b1.id);
    expect(shown).not.toContain(own.id);
    // FEED-003: after 'You're All Caught Up' the general feed skips what was shown
    const rest = await pageOf(`except_id=${shown.join(',')}&limit=100`, reader.token);
    expect(rest.list.map((p) => p.id).filter((id) => shown.includes(id))).toEqual([]);
    expect(rest.list.map((p) => p.id)).toEqual(expect.arrayContaining([own.id, b1.id]));
    expect(await idsOf(`filter_profile=${stranger.id}&except_id=${shown.join(',')}`)).toEqual([
      b1.id,
    ]);

    const unfollow = await signed(
      suite.app,
      reader.token,
      'DELETE',
      `/api/follow/user/${followed.id}`,
    );
    expect(unfollow.statusCode).toBe(200);
    const after = await get<PostPage>('/api/posts/my-subscription?limit=10', reader.token);
    expect(after.list.map((p) => p.id)).toEqual([c1.id, b2.id]);
    const defaults = await get<PostPage>('/api/posts/my-subscription', reader.token);
    expect([defaults.currentPage, defaults.totalPages]).toEqual([1, 1]);
  });
});
