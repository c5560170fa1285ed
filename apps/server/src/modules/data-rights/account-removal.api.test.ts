import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type {
  Comment,
  CourseDetail,
  FriendEntry,
  Host,
  MemberProfile,
  NotificationPage,
  Page,
  Post,
  Review,
} from '@bgc/shared';
import { queryRows } from '../../db/client.js';
import { json } from '../../../test/test-app.js';
import { createMember, signed, type TestMember } from '../../../test/factories.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
import { apiSuite } from '../../../test/suite.js';
import { ENGLISH, postsPage, writeComment, writePost } from '../../../test/content-fixtures.js';

/**
 * Decision 030 (LEGAL-005, terms 'right to delete an account'): right after 'Delete my account'
 * the member's reviews, posts, comments, replies, likes, follows, friend links, player-finder
 * offer and chat presence are gone from every page, list, count, search and feed, and the
 * ranking inputs are recomputed within 5 s, without any test hook flushing them.
 */
const suite = apiSuite({ courses: { salt: 'account-removal', count: 1 } });

const ok = <T>(res: { statusCode: number; body: string }): T => {
  expect(res.statusCode, res.body).toBe(200);
  return json<T>(res);
};
const guest = <T>(url: string) => suite.app.inject({ url }).then((res) => ok<T>(res));
const as = <T>(m: TestMember, method: Method, url: string, body?: unknown) =>
  signed(suite.app, m.token, method, url, body).then((res) => ok<T>(res));

/** A place of the player finder (a French state with cities) and a date three days ahead. */
async function finderPlace() {
  const states = await queryRows<{ country: number; state: number }>(
    suite.database.db,
    sql`SELECT c.id AS country, s.id AS state FROM states s JOIN countries c ON c.id = s.country_id
        WHERE c.code = 'FR' ORDER BY s.id LIMIT 40`,
  );
  for (const s of states) {
    const cities = (await guest<{ list: Array<{ id: number }> }>(`/api/states/cities/${s.state}`))
      .list;
    if (cities[0])
      return {
        country: Number(s.country),
        state: Number(s.state),
        city: cities[0].id,
        date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
      };
  }
  throw new Error('no French state with cities');
}

describe('POST /api/me/delete-account removes the member from every page at once', () => {
  it('as a guest (and as the others) nothing of theirs is listed, counted or found', async () => {
    const { app } = suite;
    const course = suite.course(0);
    const gone = await createMember(app, { firstName: 'Vanishing', lastName: 'Golfer' });
    const friend = await createMember(app);
    const author = await createMember(app);
    const tag = `gone${Date.now().toString(36)}`;
    const detailBefore = await guest<CourseDetail>(`/api/courses/${course.id}`);
    const authorBefore = await guest<MemberProfile>(`/api/users/${author.id}`);

    // what the member leaves everywhere
    const review = await as<Review>(gone, 'POST', '/api/courses/review', {
      course: course.id,
      content: 'A review that must vanish.',
      language: ENGLISH,
      type: 4,
      reviewData: {
        facilities: 5,
        maintenance: 5,
        surroundings: 5,
        clubhouse: 5,
        value: 5,
        overall: 5,
      },
    });
    const ownPost = await writePost(app, gone, { content: `<p>Round of the day #${tag}</p>` });
    const post = await writePost(app, author);
    const friendComment = await writeComment(app, friend, post.id, 'Great round');
    const goneComment = await writeComment(app, gone, post.id, 'I was there');
    const reply = (m: TestMember, parent: number, text: string) =>
      as<Comment>(m, 'POST', '/api/comments', {
        entityId: post.id,
        entityName: 'post',
        parent,
        text,
      });
    await reply(gone, friendComment.id, 'Me too');
    await reply(author, goneComment.id, 'Thanks for coming');
    await as(gone, 'POST', '/api/likes', { entityName: 'post', entityId: post.id });
    await as(gone, 'POST', '/api/likes', { entityName: 'comment', entityId: friendComment.id });
    await as(gone, 'POST', '/api/follow', { entityName: 'user', entityId: author.id });
    await as(gone, 'POST', '/api/follow', { entityName: 'course', entityId: course.id });
    await as(friend, 'POST', '/api/follow', { entityName: 'user', entityId: gone.id });
    await as(gone, 'POST', '/api/friend/request', { friend: friend.id });
    await as(friend, 'PUT', `/api/friend/accept/${gone.id}`);
    const place = await finderPlace();
    await as(gone, 'POST', '/api/hosts', {
      country: place.country,
      state: place.state,
      city: place.city,
      courses: [course.id],
      timeMode: 1,
      timeTemporary: [{ date: place.date, from: '08:00', to: '12:00' }],
    });
    const hostSearch = () =>
      app
        .inject({
          method: 'POST',
          url: '/api/hosts/search',
          payload: {
            filter_country: place.country,
            state: place.state,
            city: place.city,
            dateFrom: place.date,
            dateTo: place.date,
          },
        })
        .then((res) => ok<Page<Host>>(res).list.map((h) => h.user.id));
    expect(await hostSearch()).toContain(gone.id);
    const courseAfterReview = await guest<CourseDetail>(`/api/courses/${course.id}`);
    expect(courseAfterReview.totalReview).toBe(detailBefore.totalReview + 1);
    expect(courseAfterReview.totalFollow).toBe(detailBefore.totalFollow + 1);
    const deleted = await signed(app, gone.token, 'POST', '/api/me/delete-account', {
      password: gone.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const deletedAt = Date.now();

    // the course page: reviews, 'Total reviews', score, followers
    expect(
      (await guest<Page<Review>>(`/api/courses/review?filter_course=${course.id}&limit=50`)).list,
    ).not.toContainEqual(expect.objectContaining({ id: review.id }));
    const detail = await guest<CourseDetail>(`/api/courses/${course.id}`);
    expect([detail.totalReview, detail.overallRating, detail.totalFollow]).toEqual([
      detailBefore.totalReview,
      detailBefore.overallRating,
      detailBefore.totalFollow,
    ]);
    expect((await guest<Page<Post>>(`/api/courses/review?filter_course=${course.id}`)).total).toBe(
      detailBefore.totalReview,
    );
    // the ranking inputs, recomputed within 5 s without a test hook
    await vi.waitFor(
      async () => {
        const basis = (await guest<CourseDetail>(`/api/courses/${course.id}`)).rankingBasis;
        expect(basis.memberReviews.count).toBe(detailBefore.rankingBasis.memberReviews.count);
        expect(basis.reviewCount).toBe(detailBefore.rankingBasis.reviewCount);
        expect(basis.followerCount).toBe(detailBefore.rankingBasis.followerCount);
      },
      { timeout: 5000, interval: 100 },
    );
    expect(Date.now() - deletedAt).toBeLessThan(5000);
    // the recompute the deletion started (no test flush) is done before the next reads
    await app.ranking.flush();

    // feeds, profile timeline, hashtags, the post's counters and its comments
    const feed = await postsPage(app, 'page=1&limit=50');
    expect(feed.list.map((p) => p.id)).not.toContain(ownPost.id);
    expect((await postsPage(app, `filter_profile=${gone.id}`)).total).toBe(0);
    expect((await postsPage(app, `has_tags_name=${tag}`)).total).toBe(0);
    const tags = (await guest<{ tags: Array<{ name: string }> }>('/api/tags?limit=100')).tags;
    expect(tags.map((t) => t.name)).not.toContain(tag);
    const shown = (await postsPage(app, `filter_id=${post.id}`)).list[0]!;
    expect([shown.totalLike, shown.totalComment, shown.totalParentComment]).toEqual([0, 1, 1]);
    const top = await guest<Page<Comment>>(
      `/api/comments?filter_entityId=${post.id}&filter_entityName=post&filter_parent=isNull`,
    );
    expect(top.list.map((c) => [c.id, c.totalLike, c.totalReply])).toEqual([
      [friendComment.id, 0, 0],
    ]);
    expect(
      (
        await guest<Page<Comment>>(
          `/api/comments?filter_entityId=${post.id}&filter_parent=${friendComment.id}`,
        )
      ).total,
    ).toBe(0);

    // the member, their follows and followers
    expect((await app.inject({ url: `/api/users/${gone.id}` })).statusCode).toBe(404);
    expect(
      (await guest<Page<unknown>>(`/api/users?filter_name_like=Vanishing%20Golfer`)).total,
    ).toBe(0);
    expect((await guest<MemberProfile>(`/api/users/${author.id}`)).totalFollow).toBe(
      authorBefore.totalFollow,
    );
    expect((await guest<MemberProfile>(`/api/users/${friend.id}`)).totalFollowing).toBe(0);
    expect((await guest<Page<unknown>>(`/api/follow/following/${friend.id}`)).total).toBe(0);

    // the player finder, the friend's chat list (presence) and the author's notifications
    expect(await hostSearch()).not.toContain(gone.id);
    const friends = await as<FriendEntry[]>(friend, 'GET', '/api/friend/list');
    expect(friends.map((f) => f.user.id)).not.toContain(gone.id);
    const notes = await as<NotificationPage>(author, 'GET', '/api/notification?page=1');
    expect(notes.list.filter((n) => n.notifiers.some((m) => m.id === gone.id))).toEqual([]);
  }, 180_000);
});
