import { describe, expect, it } from 'vitest';
import type { Comment, Page, PostPage } from '@bgc/shared';
import { json } from '../../../test/test-app.js';
import { apiSuite } from '../../../test/suite.js';
import { createMember, signed, signIn } from '../../../test/factories.js';
import { postMultipart } from '../../../test/course-fixtures.js';
import { moderationKit } from '../../../test/content-fixtures.js';

/** Moderation decisions: hide, suspend, dismiss (D-04). */
const suite = apiSuite({ admin: true });
const { writePost, writeComment, report, reportOk, reportComment, reportsOf } =
  moderationKit(suite);

const decide = (token: string, id: number, action: string) =>
  signed(suite.app, token, 'PUT', `/api/admin/reports/${id}`, { action });
const postIds = async (query: string, token: string | null = null) => {
  const url = `/api/posts?${query}`;
  const res =
    token === null ? await suite.app.inject({ url }) : await signed(suite.app, token, 'GET', url);
  expect(res.statusCode).toBe(200);
  return json<PostPage>(res).list.map((p) => p.id);
};
const commentIds = async (postId: number) =>
  json<Page<Comment>>(
    await suite.app.inject({
      url: `/api/comments?filter_entityId=${postId}&filter_entityName=post`,
    }),
  ).list.map((c) => c.id);

describe('PUT /api/admin/reports/{id} (D-04)', () => {
  it('hide: the post leaves GET /posts, filter_id and the profile list; every open report of it closes', async () => {
    const author = await createMember(suite.app);
    const [r1, r2] = [await createMember(suite.app), await createMember(suite.app)];
    const p = await writePost(author);
    const keep = await writePost(author);
    await reportOk(r1, 'post', p.id);
    await reportOk(r2, 'post', p.id);
    const open = await reportsOf('open', 'post', p.id);
    expect(open).toHaveLength(2);
    const [first, second] = [open[0]!.id, open[1]!.id];
    expect((await decide(r1.token, first, 'hide')).statusCode).toBe(403);
    const visitor = await suite.app.inject({
      method: 'PUT',
      url: `/api/admin/reports/${first}`,
      payload: { action: 'hide' },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await decide(suite.admin.token, first, 'delete')).statusCode).toBe(400);
    expect(await postIds(`filter_id=${p.id}`)).toEqual([p.id]);

    const res = await decide(suite.admin.token, first, 'hide');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ id: first, status: 'resolved', action: 'hide' });
    expect(await postIds(`filter_id=${p.id}`)).toEqual([]);
    expect(await postIds(`filter_profile=${author.id}`)).toEqual([keep.id]);
    expect(await postIds(`filter_profile=${author.id}`, author.token)).toEqual([keep.id]);
    expect(await postIds('limit=100')).not.toContain(p.id);
    const resolved = await reportsOf('resolved', 'post', p.id);
    expect(resolved.map((r) => [r.id, r.status, r.action, r.hidden])).toEqual([
      [first, 'resolved', 'hide', true],
      [second, 'resolved', 'hide', true],
    ]);
    expect(await reportsOf('open', 'post', p.id)).toEqual([]);
    expect((await decide(suite.admin.token, second, 'dismiss')).statusCode).toBe(404);
    expect((await decide(suite.admin.token, 999_999_999, 'dismiss')).statusCode).toBe(404);
    // a hidden post takes no comments, likes or edits; its author is not suspended
    const comment = await signed(suite.app, r1.token, 'POST', '/api/comments', {
      entityId: p.id,
      entityName: 'post',
      parent: null,
      text: 'Hello?',
    });
    expect(comment.statusCode).toBe(404);
    const like = await signed(suite.app, r1.token, 'POST', '/api/likes', {
      entityId: p.id,
      entityName: 'post',
    });
    expect(like.statusCode).toBe(404);
    const edit = await postMultipart(suite.app, author.token, '/api/posts/update', [
      ['id', String(p.id)],
      ['type', '1'],
      ['language', '30'],
      ['content', '<p>Back again</p>'],
    ]);
    expect(edit.statusCode).toBe(404);
    expect((await suite.app.inject({ url: `/api/users/${author.id}` })).statusCode).toBe(200);
  });

  it('hide: a comment leaves GET /comments', async () => {
    const author = await createMember(suite.app);
    const m = await createMember(suite.app);
    const p = await writePost(author);
    const bad = await writeComment(author, p.id, 'Nasty words');
    const fine = await writeComment(author, p.id, 'Kind words');
    const res = await reportComment(m, bad.id, 'offensive', 'Insults');
    expect(res.statusCode).toBe(200);
    expect(await commentIds(p.id)).toEqual([fine.id, bad.id]);
    const [open] = await reportsOf('open', 'comment', bad.id);
    expect((await decide(suite.admin.token, open!.id, 'hide')).statusCode).toBe(200);
    expect(await commentIds(p.id)).toEqual([fine.id]);
    const like = await signed(suite.app, m.token, 'POST', '/api/likes', {
      entityId: bad.id,
      entityName: 'comment',
    });
    expect(like.statusCode).toBe(404);
    const edit = await signed(suite.app, author.token, 'PUT', `/api/comments/${bad.id}`, {
      text: 'x',
    });
    expect(edit.statusCode).toBe(404);
    expect(await postIds(`filter_id=${p.id}`)).toEqual([p.id]);
  });

  it('suspend: the member’s posts and comments vanish, their session gets 401, their profile 404', async () => {
    const bad = await createMember(suite.app);
    const other = await createMember(suite.app);
    const m = await createMember(suite.app);
    const p = await writePost(bad);
    const elsewhere = await writePost(other);
    const c = await writeComment(bad, elsewhere.id, 'Spam spam');
    const kept = await writeComment(other, elsewhere.id, 'Genuine');
    await reportOk(m, 'post', p.id);
    await reportOk(other, 'user', bad.id);
    const [onPost] = await reportsOf('open', 'post', p.id);
    expect(await commentIds(elsewhere.id)).toEqual([kept.id, c.id]);
    expect((await signed(suite.app, bad.token, 'GET', '/api/me')).statusCode).toBe(200);
    const res = await decide(suite.admin.token, onPost!.id, 'suspend');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ id: onPost!.id, status: 'resolved', action: 'suspend' });
    expect(await postIds(`filter_profile=${bad.id}`)).toEqual([]);
    expect(await postIds(`filter_id=${p.id}`)).toEqual([]);
    expect(await postIds('limit=100')).not.toContain(p.id);
    expect(await commentIds(elsewhere.id)).toEqual([kept.id]);
    const me = await signed(suite.app, bad.token, 'GET', '/api/me');
    expect(me.statusCode).toBe(401);
    expect((await suite.app.inject({ url: `/api/users/${bad.id}` })).statusCode).toBe(404);
    const refused = await signIn(suite.app, bad);
    expect(refused.statusCode).toBe(403);
    // the other open report (on the member) is not the same entity: it stays open
    const [onUser] = await reportsOf('open', 'user', bad.id);
    expect(onUser!.hidden).toBe(true);
    expect((await decide(suite.admin.token, onUser!.id, 'hide')).statusCode).toBe(400);
    expect((await decide(suite.admin.token, onUser!.id, 'suspend')).statusCode).toBe(200);
    expect((await reportsOf('resolved', 'user', bad.id)).map((r) => r.action)).toEqual(['suspend']);
  });

  it('suspend through a member report; an Administrator can not suspend themself', async () => {
    const target = await createMember(suite.app);
    const m = await createMember(suite.app);
    await writePost(target);
    await reportOk(m, 'user', target.id);
    const [open] = await reportsOf('open', 'user', target.id);
    expect((await decide(suite.admin.token, open!.id, 'suspend')).statusCode).toBe(200);
    expect(await postIds(`filter_profile=${target.id}`)).toEqual([]);
    expect((await signed(suite.app, target.token, 'GET', '/api/me')).statusCode).toBe(401);

    const own = await writePost(suite.admin);
    await reportOk(m, 'post', own.id);
    await reportOk(m, 'user', suite.admin.id);
    for (const [entityName, entityId] of [
      ['post', own.id],
      ['user', suite.admin.id],
    ] as const) {
      const [mine] = await reportsOf('open', entityName, entityId);
      const res = await decide(suite.admin.token, mine!.id, 'suspend');
      expect(res.statusCode, entityName).toBe(400);
      expect((await decide(suite.admin.token, mine!.id, 'dismiss')).statusCode).toBe(200);
    }
    expect((await signed(suite.app, suite.admin.token, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('dismiss keeps the content and closes every open report of it', async () => {
    const author = await createMember(suite.app);
    const [r1, r2] = [await createMember(suite.app), await createMember(suite.app)];
    const p = await writePost(author);
    await reportOk(r1, 'post', p.id);
    await reportOk(r2, 'post', p.id);
    const open = await reportsOf('open', 'post', p.id);
    const res = await decide(suite.admin.token, open[1]!.id, 'dismiss');
    expect(json(res)).toEqual({ id: open[1]!.id, status: 'dismissed', action: 'dismiss' });
    expect(await postIds(`filter_id=${p.id}`)).toEqual([p.id]);
    const dismissed = await reportsOf('dismissed', 'post', p.id);
    expect(dismissed.map((r) => [r.status, r.action, r.hidden])).toEqual([
      ['dismissed', 'dismiss', false],
      ['dismissed', 'dismiss', false],
    ]);
    expect(await reportsOf('open', 'post', p.id)).toEqual([]);
    expect((await decide(suite.admin.token, open[0]!.id, 'hide')).statusCode).toBe(404);
    // the same member can not report it again once decided
    expect((await report(r1, 'post', p.id)).statusCode).toBe(409);
  });
});
