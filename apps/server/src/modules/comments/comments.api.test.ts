import { describe, expect, it } from 'vitest';
import { type Comment, type Page, type PostPage } from '@bgc/shared';
import { errorOf, json } from '../../../test/test-app.js';
import { apiSuite } from '../../../test/suite.js';
import { createMember, signed, type TestMember } from '../../../test/factories.js';
import { writePost as writeTestPost } from '../../../test/content-fixtures.js';

/** Comments and replies (CMT-001..015, OPEN-023), blocking (CMT-009/010). */
const suite = apiSuite({ admin: true });

const writePost = (m: TestMember) => writeTestPost(suite.app, m);
/** A post by a new member (`author`, post `p`) and a second new member to comment on it. */
const postAndCommenter = async () => {
  const author = await createMember(suite.app);
  const commenter = await createMember(suite.app);
  return { author, commenter, p: await writePost(author) };
};
const add = (m: TestMember, entityId: number, text: string, parent: number | null = null) =>
  signed(suite.app, m.token, 'POST', '/api/comments', {
    entityId,
    entityName: 'post',
    parent,
    text,
  });
const addOk = async (
  m: TestMember,
  entityId: number,
  text: string,
  parent: number | null = null,
) => {
  const res = await add(m, entityId, text, parent);
  expect(res.statusCode, res.body).toBe(200);
  return json<Comment>(res);
};
const list = async (postId: number, query = '', token: string | null = null) => {
  const url = `/api/comments?filter_entityId=${postId}&filter_entityName=post&sort_desc=createdDate${query ? `&${query}` : '&filter_parent=isNull'}`;
  const res =
    token === null ? await suite.app.inject({ url }) : await signed(suite.app, token, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return json<Page<Comment>>(res);
};
const totalsOf = async (postId: number) => {
  const post = json<PostPage>(await suite.app.inject({ url: `/api/posts?filter_id=${postId}` }))
    .list[0]!;
  return [post.totalComment, post.totalParentComment];
};
const remove = (token: string, id: number) =>
  signed(suite.app, token, 'DELETE', `/api/comments/${id}`);

describe('POST /api/comments (T70, CMT-002/012/013)', () => {
  it('creates top-level comments and replies; the post and parent counters follow', async () => {
    const { author, commenter, p } = await postAndCommenter();
    const c1 = await addOk(commenter, p.id, '  First!  ');
    expect(c1).toMatchObject({
      text: 'First!',
      parent: null,
      entityId: p.id,
      entityName: 'post',
      profile: { id: commenter.id, name: `${commenter.firstName} ${commenter.lastName}` },
      totalLike: 0,
      isLiked: false,
      totalReply: 0,
      children: [],
      canUpdate: true,
      canDelete: true,
      edit: false,
    });
    expect(await totalsOf(p.id)).toEqual([1, 1]);
    const r1 = await addOk(author, p.id, 'Thanks', c1.id);
    expect([r1.parent, r1.entityId]).toEqual([c1.id, p.id]);
    expect(await totalsOf(p.id)).toEqual([2, 1]);
    await addOk(commenter, p.id, 'You are welcome', c1.id);
    await addOk(author, p.id, 'Second top-level');
    expect(await totalsOf(p.id)).toEqual([4, 2]);
    const top = await list(p.id);
    expect(top.list.map((c) => [c.text, c.totalReply])).toEqual([
      ['Second top-level', 0],
      ['First!', 2],
    ]);
  });

  it('refuses empty text, replies to replies, foreign parents, gone posts and visitors', async () => {
    const author = await createMember(suite.app);
    const p = await writePost(author);
    const other = await writePost(author);
    const c = await addOk(author, p.id, 'Top');
    const r = await addOk(author, p.id, 'Reply', c.id);
    const foreign = await addOk(author, other.id, 'Elsewhere');
    for (const text of ['', '   ']) {
      const res = await add(author, p.id, text);
      expect(res.statusCode, JSON.stringify(text)).toBe(400);
      expect(errorOf(res).fields).toEqual({ text: 'Field is required' });
    }
    const missing = await signed(suite.app, author.token, 'POST', '/api/comments', {
      entityId: p.id,
    });
    expect(errorOf(missing).fields).toEqual({ text: 'Field is required' });
    expect((await add(author, p.id, 'x'.repeat(2001))).statusCode).toBe(400);
    const replyToReply = await add(author, p.id, 'Deep', r.id);
    expect(replyToReply.statusCode).toBe(400);
    expect(Object.keys(errorOf(replyToReply).fields ?? {})).toEqual(['parent']);
    expect((await add(author, p.id, 'Wrong post', foreign.id)).statusCode).toBe(400);
    expect((await add(author, p.id, 'Unknown', 999_999_999)).statusCode).toBe(400);
    const wrongEntity = await signed(suite.app, author.token, 'POST', '/api/comments', {
      entityId: p.id,
      entityName: 'user',
      text: 'x',
    });
    expect(wrongEntity.statusCode).toBe(400);
    expect((await add(author, 999_999_999, 'Nowhere')).statusCode).toBe(404);
    const visitor = await suite.app.inject({
      method: 'POST',
      url: '/api/comments',
      payload: { entityId: p.id, entityName: 'post', parent: null, text: 'Hi' },
    });
    expect(visitor.statusCode).toBe(401);
    expect(await totalsOf(p.id)).toEqual([2, 1]);
    expect((await signed(suite.app, author.token, 'DELETE', `/api/posts/${p.id}`)).statusCode).toBe(
      200,
    );
    const gone = await add(author, p.id, 'Too late');
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone).message).toBe('The post is not longer available');
  });

  it('keeps the text as the given plain text, never turned into HTML (the SPA escapes it)', async () => {
    const m = await createMember(suite.app);
    const p = await writePost(m);
    const text = '<script>alert(1)</script><img src=x onerror=alert(2)> & <b>bold</b>\nline two';
    const c = await addOk(m, p.id, text);
    expect(c.text).toBe(text);
    expect((await list(p.id)).list[0]!.text).toBe(text);
  });
});

describe('GET /api/comments (T69, CMT-001/007/015)', () => {
  it('lists top-level comments newest first with paging, and replies through filter_parent', async () => {
    const { author, commenter, p } = await postAndCommenter();
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) ids.push((await addOk(commenter, p.id, `Comment ${i}`)).id);
    const newest = [...ids].reverse();
    const first = await list(p.id);
    expect([first.total, first.totalPages, first.currentPage]).toEqual([12, 2, 1]);
    expect(first.list.map((c) => c.id)).toEqual(newest.slice(0, 10));
    const second = await list(p.id, 'filter_parent=isNull&page=2');
    expect(second.list.map((c) => c.id)).toEqual(newest.slice(10));
    expect((await list(p.id, 'filter_parent=isNull&limit=3')).totalPages).toBe(4);

    const parent = newest[0]!;
    const replies: number[] = [];
    for (let i = 0; i < 5; i += 1)
      replies.push((await addOk(author, p.id, `Reply ${i}`, parent)).id);
    const firstReplies = await list(p.id, `filter_parent=${parent}&limit=3`);
    expect([firstReplies.total, firstReplies.totalPages]).toEqual([5, 2]);
    expect(firstReplies.list.map((c) => c.id)).toEqual([...replies].reverse().slice(0, 3));
    expect(firstReplies.list.every((c) => c.parent === parent)).toBe(true);
    const more = await list(p.id, `filter_parent=${parent}&limit=3&page=2`);
    expect(more.list.map((c) => c.id)).toEqual([replies[1], replies[0]]);
    // the web lists replies oldest first, as a conversation reads
    const oldest = await list(p.id, `filter_parent=${parent}&sort_asc=createdDate&limit=3`);
    expect(oldest.list.map((c) => c.id)).toEqual(replies.slice(0, 3));
    const oldestMore = await list(
      p.id,
      `filter_parent=${parent}&sort_asc=createdDate&limit=3&page=2`,
    );
    expect(oldestMore.list.map((c) => c.id)).toEqual(replies.slice(3));
    expect(
      (await suite.app.inject({ url: `/api/comments?filter_entityId=${p.id}&sort_asc=name` }))
        .statusCode,
    ).toBe(400);
    expect((await list(p.id)).total).toBe(12);
    expect((await list(p.id)).list[0]!.totalReply).toBe(5);
    expect((await list(p.id, 'filter_parent=isNull&filter_isLatest=falseOrNull')).total).toBe(12);
    for (const bad of ['', 'filter_entityId=abc', `filter_entityId=${p.id}&filter_parent=abc`]) {
      expect((await suite.app.inject({ url: `/api/comments?${bad}` })).statusCode, bad).toBe(400);
    }
  });

  it('tells each caller canUpdate and canDelete (CMT-011)', async () => {
    const author = await createMember(suite.app);
    const commenter = await createMember(suite.app);
    const stranger = await createMember(suite.app);
    const p = await writePost(author);
    await addOk(commenter, p.id, 'Mine');
    const flags = async (token: string | null) => {
      const c = (await list(p.id, 'filter_parent=isNull', token)).list[0]!;
      return [c.canUpdate, c.canDelete];
    };
    expect(await flags(commenter.token)).toEqual([true, true]);
    expect(await flags(stranger.token)).toEqual([false, false]);
    expect(await flags(null)).toEqual([false, false]);
    expect(await flags(suite.admin.token)).toEqual([false, true]);
    // the post's author may delete comments on their post (T72), so the menu must offer it
    expect(await flags(author.token)).toEqual([false, true]);
  });
});

describe('PUT /api/comments/{id} (T71, CMT-004)', () => {
  it('the author edits the text; others get 403, unknown 404, empty 400', async () => {
    const { author: m, commenter: other, p } = await postAndCommenter();
    const c = await addOk(m, p.id, 'Original');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await signed(suite.app, m.token, 'PUT', `/api/comments/${c.id}`, {
      id: c.id,
      text: ' Edited ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Comment>(res)).toMatchObject({ id: c.id, text: 'Edited', edit: true });
    expect((await list(p.id)).list[0]).toMatchObject({ text: 'Edited', edit: true });
    const put = (token: string, id: number, text: string) =>
      signed(suite.app, token, 'PUT', `/api/comments/${id}`, { text });
    expect((await put(other.token, c.id, 'Hijack')).statusCode).toBe(403);
    expect((await put(suite.admin.token, c.id, 'Moderated')).statusCode).toBe(403);
    expect((await put(m.token, 999_999_999, 'Nothing')).statusCode).toBe(404);
    const empty = await put(m.token, c.id, '  ');
    expect(errorOf(empty).fields).toEqual({ text: 'Field is required' });
    const visitor = await suite.app.inject({
      method: 'PUT',
      url: `/api/comments/${c.id}`,
      payload: { text: 'x' },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await list(p.id)).list[0]!.text).toBe('Edited');
    expect((await remove(m.token, c.id)).statusCode).toBe(200);
    expect((await put(m.token, c.id, 'After delete')).statusCode).toBe(404);
  });
});

describe('DELETE /api/comments/{id} (T72, CMT-005)', () => {
  it("the author, the post's author and an Administrator delete; others get 403", async () => {
    const author = await createMember(suite.app);
    const commenter = await createMember(suite.app);
    const stranger = await createMember(suite.app);
    const p = await writePost(author);
    const [c1, c2, c3] = [
      await addOk(commenter, p.id, 'One'),
      await addOk(commenter, p.id, 'Two'),
      await addOk(commenter, p.id, 'Three'),
    ];
    const parent = await addOk(stranger, p.id, 'Parent');
    const reply = await addOk(commenter, p.id, 'Reply', parent.id);
    expect(await totalsOf(p.id)).toEqual([5, 4]);
    expect((await remove(stranger.token, c1.id)).statusCode).toBe(403);
    expect((await remove(stranger.token, reply.id)).statusCode).toBe(403);
    const own = await remove(commenter.token, c1.id);
    expect([own.statusCode, json(own)]).toEqual([200, { success: true }]);
    expect((await remove(author.token, c2.id)).statusCode).toBe(200);
    expect((await remove(suite.admin.token, c3.id)).statusCode).toBe(200);
    expect(await totalsOf(p.id)).toEqual([2, 1]);
    expect((await remove(commenter.token, reply.id)).statusCode).toBe(200);
    expect(await totalsOf(p.id)).toEqual([1, 1]);
    const top = await list(p.id);
    expect(top.list.map((c) => [c.id, c.totalReply])).toEqual([[parent.id, 0]]);
    expect((await list(p.id, `filter_parent=${parent.id}`)).total).toBe(0);
    expect((await remove(commenter.token, c1.id)).statusCode).toBe(404);
    expect((await remove(suite.admin.token, 999_999_999)).statusCode).toBe(404);
    const visitor = await suite.app.inject({ method: 'DELETE', url: `/api/comments/${parent.id}` });
    expect(visitor.statusCode).toBe(401);
  });

  it("marks the comments of a deleted post with entityName 'post-deleted' (CMT-008)", async () => {
    const m = await createMember(suite.app);
    const p = await writePost(m);
    const c = await addOk(m, p.id, 'Still here');
    await addOk(m, p.id, 'A reply', c.id);
    expect((await list(p.id)).list[0]!.entityName).toBe('post');
    expect((await signed(suite.app, m.token, 'DELETE', `/api/posts/${p.id}`)).statusCode).toBe(200);
    const after = await list(p.id);
    expect(after.list.map((x) => [x.id, x.entityName])).toEqual([[c.id, 'post-deleted']]);
    expect((await list(p.id, `filter_parent=${c.id}`)).list[0]!.entityName).toBe('post-deleted');
  });
});

describe('blocked members can not comment (CMT-009/010)', () => {
  it("403 blocked_by_user when the post's author blocked the commenter", async () => {
    const { author, commenter, p } = await postAndCommenter();
    const c = await addOk(author, p.id, 'Welcome');
    const block = await signed(suite.app, author.token, 'PUT', `/api/friend/block/${commenter.id}`);
    expect(block.statusCode).toBe(200);
    for (const parent of [null, c.id]) {
      const res = await add(commenter, p.id, 'Let me in', parent);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res)).toMatchObject({
        code: 'blocked_by_user',
        message: 'The comment can not be created because this user blocked you',
      });
    }
    await addOk(author, p.id, 'I can still write');
    expect(
      (await signed(suite.app, author.token, 'PUT', `/api/friend/unblock/${commenter.id}`))
        .statusCode,
    ).toBe(200);
    await addOk(commenter, p.id, 'Thanks for unblocking');
  });

  it('403 blocking_user when the commenter blocks the author, friends included', async () => {
    const { author, commenter, p } = await postAndCommenter();
    await signed(suite.app, commenter.token, 'POST', '/api/friend/request', { friend: author.id });
    expect(
      (await signed(suite.app, author.token, 'PUT', `/api/friend/accept/${commenter.id}`))
        .statusCode,
    ).toBe(200);
    await addOk(commenter, p.id, 'Friends may comment');
    const block = await signed(suite.app, commenter.token, 'PUT', `/api/friend/block/${author.id}`);
    expect(block.statusCode).toBe(200);
    const res = await add(commenter, p.id, 'But not while blocking');
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({
      code: 'blocking_user',
      message: 'The comment can not be created because you are blocking this user',
    });
    const back = await signed(suite.app, author.token, 'POST', '/api/comments', {
      entityId: (await writePost(commenter)).id,
      entityName: 'post',
      parent: null,
      text: 'Blocked friend',
    });
    expect(errorOf(back).code).toBe('blocked_by_user');
  });
});
