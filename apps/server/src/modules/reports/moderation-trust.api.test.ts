import { afterAll, describe, expect, it } from 'vitest';
import {
  NotificationType,
  type Comment,
  type MemberProfile,
  type NotificationPage,
  type Page,
  type Post,
  type PostPage,
  type Review,
  type ReviewInfo,
} from '@bgc/shared';
import { eq, inArray } from 'drizzle-orm';
import { comments, tags } from '../../db/schema/index.js';
import { json } from '../../../test/test-app.js';
import { createMember, signed, type TestMember } from '../../../test/factories.js';
import { apiSuite } from '../../../test/suite.js';
import { createAdministrator } from '../../../test/course-fixtures.js';
import {
  createdPost,
  ENGLISH,
  generalPostParts,
  moderationKit,
  photoParts,
} from '../../../test/content-fixtures.js';

/**
 * Decision 042 (D-04, REPORT-005): moderation members can trust: the author of hidden content
 * is told why (type 9), every counter leaves hidden content out, a suspension hides the
 * member's own posts, reviews and comments only, an Administrator can not be suspended, and a
 * reported photo post shows its photo in the queue.
 */
const suite = apiSuite({
  admin: true,
  courses: { salt: 'moderation-trust', count: 1 },
  png: { width: 40, height: 30 },
});
const { writePost, writeComment, report, reportOk, reportsOf } = moderationKit(suite);

afterAll(async () => {
  await suite.app.ranking.flush();
});

const decide = (id: number, action: string, token = suite.admin.token) =>
  signed(suite.app, token, 'PUT', `/api/admin/reports/${id}`, { action });
/** Decides the one open report about an entity; expects 200. */
const decideOpen = async (entityName: 'post' | 'comment' | 'user', id: number, action: string) => {
  const [open] = await reportsOf('open', entityName, id);
  const res = await decide(open!.id, action);
  expect(res.statusCode, res.body).toBe(200);
};
const reply = async (m: TestMember, postId: number, parent: number, text = 'A reply') => {
  const res = await signed(suite.app, m.token, 'POST', '/api/comments', {
    entityId: postId,
    entityName: 'post',
    parent,
    text,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<Comment>(res);
};
const postOf = async (id: number): Promise<Post | undefined> =>
  json<PostPage>(await suite.app.inject({ url: `/api/posts?filter_id=${id}` })).list[0];
const commentsOf = async (postId: number, parent: number | 'isNull' = 'isNull') =>
  json<Page<Comment>>(
    await suite.app.inject({
      url: `/api/comments?filter_entityId=${postId}&filter_entityName=post&filter_parent=${parent}&limit=50`,
    }),
  );
const profileOf = async (m: TestMember) =>
  json<MemberProfile>(await suite.app.inject({ url: `/api/users/${m.id}` }));
const bellOf = async (m: TestMember) =>
  json<NotificationPage>(await signed(suite.app, m.token, 'GET', '/api/notification')).list;
/** GET /tags lists the most used only: the counter of one tag, read where it is kept. */
const tagCounter = async (name: string) =>
  (
    await suite.database.db.select({ counter: tags.counter }).from(tags).where(eq(tags.name, name))
  )[0]?.counter;
const writeReview = async (m: TestMember, overall: number) => {
  const res = await signed(suite.app, m.token, 'POST', '/api/courses/review', {
    course: suite.course(0).id,
    content: 'Greens in fine shape.',
    language: ENGLISH,
    type: 4,
    reviewData: {
      facilities: overall,
      maintenance: overall,
      surroundings: overall,
      clubhouse: overall,
      value: overall,
      overall,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<Review>(res);
};
const reviewsOfCourse = async () => {
  const id = suite.course(0).id;
  const [list, info] = await Promise.all([
    suite.app.inject({ url: `/api/courses/review?filter_course=${id}&filter_language=0&limit=50` }),
    suite.app.inject({ url: `/api/courses/review/info?filter_course=${id}` }),
  ]);
  return {
    ids: json<Page<Review>>(list).list.map((r) => r.id),
    info: json<ReviewInfo>(info),
  };
};

describe('the author of hidden content is told (decision 042, type 9)', () => {
  it('names the hidden post or comment and the report category; no moderator is named', async () => {
    const author = await createMember(suite.app);
    const reporter = await createMember(suite.app);
    const post = await writePost(author, 'Cheap balls here');
    const other = await writePost(reporter);
    const comment = await writeComment(author, other.id, 'Visit my shop');
    const offensive = { category: 'offensive', reason: 'Rude' };
    expect((await report(reporter, 'post', post.id, offensive)).statusCode).toBe(200);
    await reportOk(reporter, 'comment', comment.id);
    expect(await bellOf(author)).toEqual([]);

    await decideOpen('post', post.id, 'hide');
    await decideOpen('comment', comment.id, 'hide');
    const bell = await bellOf(author);
    expect(bell.map((n) => [n.type, n.entityName, n.entityId])).toEqual([
      [NotificationType.ContentHidden, 'comment', comment.id],
      [NotificationType.ContentHidden, 'post', post.id],
    ]);
    const [onComment, onPost] = bell;
    expect(onPost!.entityDetail).toEqual({
      name: 'Cheap balls here',
      postType: 8,
      reason: 'offensive',
    });
    expect(onComment!.entityDetail).toEqual({
      name: 'Visit my shop',
      postId: other.id,
      reason: 'spam',
    });
    expect([onPost!.notifiers, onPost!.totalNotifiers, onPost!.status]).toEqual([[], 0, 1]);
    // a dismissal tells nobody
    const fine = await writePost(author);
    await reportOk(reporter, 'post', fine.id);
    await decideOpen('post', fine.id, 'dismiss');
    expect(await bellOf(author)).toHaveLength(2);
  });
});

describe('counters leave hidden content out (decision 042)', () => {
  it('comments, replies, the profile’s posts and the tags drop when a moderator hides', async () => {
    const author = await createMember(suite.app);
    const [a, b] = [await createMember(suite.app), await createMember(suite.app)];
    const tag = `hidden${author.id}`;
    const post = await writePost(author);
    const tagged = await createdPost(
      suite.app,
      author.token,
      generalPostParts(`<p>Round report #${tag}</p>`, [['hashtags[]', tag]]),
    );
    const kept = await writeComment(a, post.id, 'Nice');
    const bad = await writeComment(b, post.id, 'Nasty');
    await reply(a, post.id, bad.id, 'Under the nasty one');
    const badReply = await reply(b, post.id, kept.id, 'Nasty reply');
    await reply(a, post.id, kept.id, 'Kind reply');
    expect([
      (await postOf(post.id))?.totalComment,
      (await postOf(post.id))?.totalParentComment,
    ]).toEqual([5, 2]);
    expect((await profileOf(author)).totalPost).toBe(2);
    expect(await tagCounter(tag)).toBe(1);

    await reportOk(a, 'comment', bad.id);
    await decideOpen('comment', bad.id, 'hide');
    // the hidden comment and the reply under it leave 'Comment N'
    const after = await postOf(post.id);
    expect([after?.totalComment, after?.totalParentComment]).toEqual([3, 1]);
    expect((await commentsOf(post.id)).list.map((c) => c.id)).toEqual([kept.id]);

    await reportOk(a, 'comment', badReply.id);
    await decideOpen('comment', badReply.id, 'hide');
    const [parent] = (await commentsOf(post.id)).list;
    expect(parent?.totalReply).toBe(1);
    expect((await commentsOf(post.id, kept.id)).total).toBe(1);
    expect((await postOf(post.id))?.totalComment).toBe(2);

    await reportOk(a, 'post', tagged.id);
    await decideOpen('post', tagged.id, 'hide');
    expect((await profileOf(author)).totalPost).toBe(1);
    expect(await tagCounter(tag)).toBe(0);
    // deleting what is already hidden does not count it out twice
    expect(
      (await signed(suite.app, b.token, 'DELETE', `/api/comments/${badReply.id}`)).statusCode,
    ).toBe(200);
    expect((await postOf(post.id))?.totalComment).toBe(2);
    expect((await profileOf(author)).totalPost).toBe(1);
    // a hidden comment takes no reply
    const refused = await signed(suite.app, a.token, 'POST', '/api/comments', {
      entityId: post.id,
      entityName: 'post',
      parent: bad.id,
      text: 'Still there?',
    });
    expect(refused.statusCode).toBe(400);
  });

  it('a hidden review leaves the course’s list, Total reviews and rating', async () => {
    const [good, bad, reporter] = [
      await createMember(suite.app),
      await createMember(suite.app),
      await createMember(suite.app),
    ];
    const before = await reviewsOfCourse();
    const kept = await writeReview(good, 5);
    const hidden = await writeReview(bad, 1);
    const both = await reviewsOfCourse();
    expect(both.info.totalReview).toBe(before.info.totalReview + 2);
    await reportOk(reporter, 'post', hidden.id);
    await decideOpen('post', hidden.id, 'hide');
    const after = await reviewsOfCourse();
    expect(after.ids).toContain(kept.id);
    expect(after.ids).not.toContain(hidden.id);
    expect(after.info.totalReview).toBe(before.info.totalReview + 1);
    expect(after.info.overallRating).toBeGreaterThan(both.info.overallRating);
  });
});

describe('a suspension hides the member’s own content only (decision 042)', () => {
  it('posts, comments and reviews of the member go; others’ words stay, out of sight only under a hidden parent', async () => {
    const bad = await createMember(suite.app);
    const [other, reporter] = [await createMember(suite.app), await createMember(suite.app)];
    const own = await writePost(bad);
    const elsewhere = await writePost(other);
    const badComment = await writeComment(bad, elsewhere.id, 'Spam');
    const otherComment = await writeComment(other, elsewhere.id, 'Genuine');
    const otherUnderBad = await reply(other, elsewhere.id, badComment.id, 'Do not click');
    const badUnderOther = await reply(bad, elsewhere.id, otherComment.id, 'Click here');
    const otherUnderOther = await reply(reporter, elsewhere.id, otherComment.id, 'Thanks');
    const otherOnOwn = await writeComment(other, own.id, 'What is this?');
    const review = await writeReview(bad, 1);
    const before = await reviewsOfCourse();
    expect(before.ids).toContain(review.id);
    expect((await postOf(elsewhere.id))?.totalComment).toBe(5);

    await reportOk(reporter, 'user', bad.id);
    await decideOpen('user', bad.id, 'suspend');

    // the member's own content is hidden, and counted out
    expect(
      json<PostPage>(await suite.app.inject({ url: `/api/posts?filter_profile=${bad.id}` })).list,
    ).toEqual([]);
    const after = await reviewsOfCourse();
    expect(after.ids).not.toContain(review.id);
    expect(after.info.totalReview).toBe(before.info.totalReview - 1);
    const top = await commentsOf(elsewhere.id);
    expect(top.list.map((c) => c.id)).toEqual([otherComment.id]);
    expect(top.list[0]?.totalReply).toBe(1);
    expect((await commentsOf(elsewhere.id, otherComment.id)).list.map((c) => c.id)).toEqual([
      otherUnderOther.id,
    ]);
    // 'Genuine' and 'Thanks': the reply under the hidden comment is out of sight with it
    expect((await postOf(elsewhere.id))?.totalComment).toBe(2);
    // others' words are not hidden themselves: the reply under the member's comment is kept as
    // it was, and so is the comment on the member's post
    const stored = await suite.database.db
      .select({ id: comments.id, hiddenBy: comments.hiddenBy })
      .from(comments)
      .where(inArray(comments.id, [otherUnderBad.id, otherOnOwn.id, badUnderOther.id]));
    const state = new Map(stored.map((c) => [c.id, c.hiddenBy]));
    expect([
      state.get(otherUnderBad.id),
      state.get(otherOnOwn.id),
      state.get(badUnderOther.id),
    ]).toEqual([null, null, 'suspension']);
    expect((await suite.app.inject({ url: `/api/users/${other.id}` })).statusCode).toBe(200);
  });
});

describe('an Administrator can not be suspended (decision 042)', () => {
  it('the queue offers no Suspend and the API answers 403 administrator_not_suspendable', async () => {
    const admin = await createAdministrator(suite.app, suite.database);
    const member = await createMember(suite.app);
    const reporter = await createMember(suite.app);
    const adminPost = await writePost(admin);
    const memberPost = await writePost(member);
    await reportOk(reporter, 'post', adminPost.id);
    await reportOk(reporter, 'user', admin.id);
    await reportOk(reporter, 'post', memberPost.id);
    const [onPost] = await reportsOf('open', 'post', adminPost.id);
    const [onUser] = await reportsOf('open', 'user', admin.id);
    const [onMember] = await reportsOf('open', 'post', memberPost.id);
    expect([onPost?.suspendable, onUser?.suspendable, onMember?.suspendable]).toEqual([
      false,
      false,
      true,
    ]);
    for (const r of [onPost!, onUser!]) {
      const res = await decide(r.id, 'suspend');
      expect(res.statusCode, res.body).toBe(403);
      expect(json<{ error: { code: string } }>(res).error.code).toBe(
        'administrator_not_suspendable',
      );
    }
    expect((await signed(suite.app, admin.token, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await reportsOf('open', 'user', admin.id)).map((r) => r.id)).toEqual([onUser!.id]);
    // the content can still be hidden
    expect((await decide(onPost!.id, 'hide')).statusCode).toBe(200);
  });
});

describe('a reported photo post shows its photo in the queue (decision 042)', () => {
  it('gives the first photo’s thumbnail; null for a post without photos, a comment and a member', async () => {
    const author = await createMember(suite.app);
    const reporter = await createMember(suite.app);
    const photo = await createdPost(suite.app, author.token, [
      ...generalPostParts('<p>Look at this</p>'),
      ...photoParts(suite.png, 'first'),
      ...photoParts(suite.png, 'second'),
    ]);
    const plain = await writePost(author);
    const comment = await writeComment(author, plain.id);
    await reportOk(reporter, 'post', photo.id);
    await reportOk(reporter, 'post', plain.id);
    await reportOk(reporter, 'comment', comment.id);
    await reportOk(reporter, 'user', author.id);
    const [onPhoto] = await reportsOf('open', 'post', photo.id);
    expect(onPhoto?.thumbnail).toBe(photo.photos[0]!.thumb);
    expect(onPhoto?.thumbnail).toMatch(/^\/media\/posts\/\d+\/thumbs\/[0-9a-f]+\.jpg$/);
    expect((await reportsOf('open', 'post', plain.id))[0]?.thumbnail).toBeNull();
    expect((await reportsOf('open', 'comment', comment.id))[0]?.thumbnail).toBeNull();
    expect((await reportsOf('open', 'user', author.id))[0]?.thumbnail).toBeNull();
    // still shown once decided
    await decideOpen('post', photo.id, 'hide');
    expect((await reportsOf('resolved', 'post', photo.id))[0]?.thumbnail).toBe(
      photo.photos[0]!.thumb,
    );
  });
});
