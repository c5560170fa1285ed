import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Comment, LikeAnswer, Page, PostPage } from '@bgc/shared';
import { json, testApp } from '../../../test/test-app.js';
import { createMember, signed, type TestMember } from '../../../test/factories.js';
import {
  writeComment as writeTestComment,
  writePost as writeTestPost,
} from '../../../test/content-fixtures.js';

/** Likes of posts and comments (LIKE-001..005, CMT-006). */
let app: FastifyInstance;

beforeAll(async () => {
  ({ app } = await testApp());
});

const writePost = (m: TestMember) => writeTestPost(app, m, { content: '<p>Like me</p>' });
const writeComment = (m: TestMember, postId: number) =>
  writeTestComment(app, m, postId, 'Like this comment');
const like = (m: TestMember, entityName: string, entityId: number) =>
  signed(app, m.token, 'POST', '/api/likes', { entityId, entityName });
const unlike = (m: TestMember, entityName: string, entityId: number) =>
  signed(app, m.token, 'DELETE', `/api/likes/${entityName}/${entityId}`);
const answer = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return json<LikeAnswer>(res);
};
/** The whole LikeAnswer (LIKE-001/002) about one entity. */
const likeAnswer = (
  entityName: LikeAnswer['entityName'],
  entityId: number,
  isLiked: boolean,
  totalLike: number,
): LikeAnswer => ({ entityName, entityId, isLiked, totalLike });
const postSeenBy = async (id: number, m: TestMember | null) => {
  const url = `/api/posts?filter_id=${id}`;
  const res = m ? await signed(app, m.token, 'GET', url) : await app.inject({ url });
  const post = json<PostPage>(res).list[0]!;
  return [post.isLiked, post.totalLike];
};
const commentSeenBy = async (postId: number, m: TestMember | null) => {
  const url = `/api/comments?filter_entityId=${postId}&filter_entityName=post&filter_parent=isNull`;
  const res = m ? await signed(app, m.token, 'GET', url) : await app.inject({ url });
  const c = json<Page<Comment>>(res).list[0]!;
  return [c.isLiked, c.totalLike];
};

describe('POST /api/likes and DELETE /api/likes/{entityName}/{entityId} (T67/T68, LIKE-001/002)', () => {
  it('likes and unlikes a post; counts, isLiked per caller and repeats are idempotent', async () => {
    const author = await createMember(app);
    const a = await createMember(app);
    const b = await createMember(app);
    const p = await writePost(author);
    expect(answer(await like(a, 'post', p.id))).toEqual(likeAnswer('post', p.id, true, 1));
    expect(answer(await like(a, 'post', p.id))).toMatchObject({ isLiked: true, totalLike: 1 });
    expect(answer(await like(b, 'post', p.id))).toMatchObject({ isLiked: true, totalLike: 2 });
    expect(await postSeenBy(p.id, a)).toEqual([true, 2]);
    expect(await postSeenBy(p.id, author)).toEqual([false, 2]);
    expect(await postSeenBy(p.id, null)).toEqual([false, 2]);
    const mine = json<PostPage>(
      await signed(app, b.token, 'GET', `/api/posts?filter_profile=${author.id}`),
    );
    expect(mine.list[0]).toMatchObject({ id: p.id, isLiked: true, totalLike: 2 });
    expect(answer(await unlike(a, 'post', p.id))).toEqual(likeAnswer('post', p.id, false, 1));
    expect(answer(await unlike(a, 'post', p.id))).toMatchObject({ isLiked: false, totalLike: 1 });
    expect(answer(await unlike(author, 'post', p.id))).toMatchObject({
      isLiked: false,
      totalLike: 1,
    });
    expect(await postSeenBy(p.id, a)).toEqual([false, 1]);
    expect(await postSeenBy(p.id, b)).toEqual([true, 1]);
    expect(answer(await like(author, 'post', p.id))).toMatchObject({ totalLike: 2 });
  });

  it('likes and unlikes a comment; isLiked shows in the comment list (CMT-006)', async () => {
    const author = await createMember(app);
    const fan = await createMember(app);
    const p = await writePost(author);
    const c = await writeComment(author, p.id);
    expect(answer(await like(fan, 'comment', c.id))).toEqual(likeAnswer('comment', c.id, true, 1));
    expect(answer(await like(fan, 'comment', c.id)).totalLike).toBe(1);
    expect(answer(await like(author, 'comment', c.id)).totalLike).toBe(2);
    expect(await commentSeenBy(p.id, fan)).toEqual([true, 2]);
    expect(await commentSeenBy(p.id, null)).toEqual([false, 2]);
    expect(answer(await unlike(fan, 'comment', c.id))).toMatchObject({
      isLiked: false,
      totalLike: 1,
    });
    expect(await commentSeenBy(p.id, fan)).toEqual([false, 1]);
    expect(await commentSeenBy(p.id, author)).toEqual([true, 1]);
    // a comment like does not touch the post's likes
    expect(await postSeenBy(p.id, author)).toEqual([false, 0]);
  });

  it('401 for visitors, 404 unknown or removed items, 400 bad entity names', async () => {
    const m = await createMember(app);
    const p = await writePost(m);
    const c = await writeComment(m, p.id);
    const visitorLike = await app.inject({
      method: 'POST',
      url: '/api/likes',
      payload: { entityId: p.id, entityName: 'post' },
    });
    expect(visitorLike.statusCode).toBe(401);
    const visitorUnlike = await app.inject({ method: 'DELETE', url: `/api/likes/post/${p.id}` });
    expect(visitorUnlike.statusCode).toBe(401);
    expect((await like(m, 'post', 999_999_999)).statusCode).toBe(404);
    expect((await like(m, 'comment', 999_999_999)).statusCode).toBe(404);
    expect((await unlike(m, 'post', 999_999_999)).statusCode).toBe(404);
    for (const name of ['media', 'user', 'course', '']) {
      expect((await like(m, name, p.id)).statusCode, name).toBe(400);
    }
    expect((await unlike(m, 'media', p.id)).statusCode).toBe(400);
    expect((await unlike(m, 'post', Number.NaN)).statusCode).toBe(400);
    const noId = await signed(app, m.token, 'POST', '/api/likes', { entityName: 'post' });
    expect(noId.statusCode).toBe(400);

    answer(await like(m, 'comment', c.id));
    expect((await signed(app, m.token, 'DELETE', `/api/comments/${c.id}`)).statusCode).toBe(200);
    expect((await like(m, 'comment', c.id)).statusCode).toBe(404);
    expect((await unlike(m, 'comment', c.id)).statusCode).toBe(404);
    answer(await like(m, 'post', p.id));
    expect((await signed(app, m.token, 'DELETE', `/api/posts/${p.id}`)).statusCode).toBe(200);
    expect((await like(m, 'post', p.id)).statusCode).toBe(404);
    expect((await unlike(m, 'post', p.id)).statusCode).toBe(404);
  });
});
