import { describe, expect, it } from 'vitest';
import type { ModerationReport, Page } from '@bgc/shared';
import { errorOf, json } from '../../../test/test-app.js';
import { apiSuite } from '../../../test/suite.js';
import { createMember, freshIp, signed } from '../../../test/factories.js';
import { moderationKit, writePost as writeTestPost } from '../../../test/content-fixtures.js';

/** Reports and the moderation queue (REPORT-001..009, D-04). */
const suite = apiSuite({ admin: true });
const { writePost, writeComment, report, reportOk, reportComment, reportsOf } =
  moderationKit(suite);

describe('POST /api/report (T74, REPORT-001..005)', () => {
  it('reports a post, a comment and a member; the queue keeps a plain-text snapshot', async () => {
    const author = await createMember(suite.app);
    const reporter = await createMember(suite.app);
    const p = await writePost(author, 'Cheap balls');
    const c = await writeComment(author, p.id);
    await reportOk(reporter, 'post', p.id);
    await reportOk(reporter, 'comment', c.id);
    await reportOk(reporter, 'user', author.id);
    const authorName = `${author.firstName} ${author.lastName}`;
    const [onPost] = await reportsOf('open', 'post', p.id);
    expect(onPost).toMatchObject({
      category: 'spam',
      reason: 'Please have a look',
      status: 'open',
      action: null,
      reporter: { id: reporter.id, name: `${reporter.firstName} ${reporter.lastName}` },
      snapshot: { text: 'Cheap balls: Buy cheap balls', authorId: author.id, authorName },
      hidden: false,
    });
    expect(Number.isNaN(Date.parse(onPost!.createdDate))).toBe(false);
    const [onComment] = await reportsOf('open', 'comment', c.id);
    expect(onComment!.snapshot).toEqual({ text: 'Call me now', authorId: author.id, authorName });
    const [onUser] = await reportsOf('open', 'user', author.id);
    expect(onUser).toMatchObject({
      category: 'fake account',
      snapshot: { text: authorName, authorId: author.id, authorName },
    });
    // the queue links a comment to its post (the page highlights it)
    expect([onPost!.postId, onComment!.postId, onUser!.postId]).toEqual([p.id, p.id, null]);
  });

  it('keeps the line breaks of a reported comment and post', async () => {
    const author = await createMember(suite.app);
    const reporter = await createMember(suite.app);
    const p = await writePost(author);
    const c = await writeComment(author, p.id, 'First line\nsecond   line\n\n\n\nlast <b>line</b>');
    await reportOk(reporter, 'comment', c.id);
    const [onComment] = await reportsOf('open', 'comment', c.id);
    expect(onComment!.snapshot.text).toBe('First line\nsecond line\n\nlast line');
    const post = await writeTestPost(suite.app, author, {
      content: '<p>One</p><p>Two<br>Three</p>',
    });
    await reportOk(reporter, 'post', post.id);
    const [onPost] = await reportsOf('open', 'post', post.id);
    expect(onPost!.snapshot.text).toBe('One\nTwo\nThree');
  });

  it("answers 'Field is required', refuses unknown or wrong-kind categories, oneself and visitors", async () => {
    const author = await createMember(suite.app);
    const m = await createMember(suite.app);
    const p = await writePost(author);
    const missing = await signed(suite.app, m.token, 'POST', '/api/report', {
      entityId: p.id,
      entityName: 'post',
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).fields).toEqual({
      category: 'Field is required',
      reason: 'Field is required',
    });
    const blank = await report(m, 'post', p.id, { category: ' ', reason: '  ' });
    expect(errorOf(blank).fields).toEqual({
      category: 'Field is required',
      reason: 'Field is required',
    });
    for (const [entityName, category] of [
      ['post', 'rude'],
      ['post', 'fake account'],
      ['user', 'spam'],
      ['comment', 'fake name'],
    ] as const) {
      const id = entityName === 'user' ? author.id : p.id;
      const res = await report(m, entityName, id, { category });
      expect(res.statusCode, category).toBe(400);
      expect(Object.keys(errorOf(res).fields ?? {}), category).toEqual(['category']);
    }
    expect((await report(m, 'course', p.id)).statusCode).toBe(400);
    expect((await report(m, 'post', p.id, { reason: 'x'.repeat(2001) })).statusCode).toBe(400);
    const self = await report(m, 'user', m.id);
    expect(self.statusCode).toBe(400);
    const visitor = await suite.app.inject({
      method: 'POST',
      url: '/api/report',
      payload: { entityId: p.id, entityName: 'post', category: 'spam', reason: 'x' },
      remoteAddress: freshIp(),
    });
    expect(visitor.statusCode).toBe(401);
    expect(await reportsOf('open', 'post', p.id)).toEqual([]);
    // 'other' exists in both lists
    expect((await report(m, 'post', p.id, { category: 'other' })).statusCode).toBe(200);
    expect((await report(m, 'user', author.id, { category: 'other' })).statusCode).toBe(200);
  });

  it('404 for unknown or deleted items, 409 when reported twice', async () => {
    const author = await createMember(suite.app);
    const m = await createMember(suite.app);
    for (const entityName of ['post', 'comment', 'user'] as const) {
      expect((await report(m, entityName, 999_999_999)).statusCode, entityName).toBe(404);
    }
    const gone = await writePost(author);
    expect(
      (await signed(suite.app, author.token, 'DELETE', `/api/posts/${gone.id}`)).statusCode,
    ).toBe(200);
    expect((await report(m, 'post', gone.id)).statusCode).toBe(404);
    const p = await writePost(author);
    await reportOk(m, 'post', p.id);
    const again = await report(m, 'post', p.id, { category: 'violence', reason: 'Other reason' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({
      code: 'report_exists',
      message: 'You have already reported this',
    });
    await reportOk(author, 'post', p.id);
    expect(await reportsOf('open', 'post', p.id)).toHaveLength(2);
  });

  it('POST /api/comments/report reports a comment (REPORT-006, C-04)', async () => {
    const author = await createMember(suite.app);
    const m = await createMember(suite.app);
    const p = await writePost(author);
    const c = await writeComment(author, p.id);
    const res = await reportComment(m, c.id, 'offensive', 'Rude words');
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ success: true, message: 'Report sent' });
    expect((await report(m, 'comment', c.id)).statusCode).toBe(409);
    const [stored] = await reportsOf('open', 'comment', c.id);
    expect(stored).toMatchObject({ category: 'offensive', reason: 'Rude words' });
    const wrong = await reportComment(m, c.id, 'fake account', 'x');
    expect(wrong.statusCode).toBe(400);
  });
});

describe('GET /api/admin/reports (D-04)', () => {
  it('401 for visitors, 403 for members, a page for Administrators', async () => {
    const m = await createMember(suite.app);
    expect((await suite.app.inject({ url: '/api/admin/reports' })).statusCode).toBe(401);
    expect((await signed(suite.app, m.token, 'GET', '/api/admin/reports')).statusCode).toBe(403);
    const res = await signed(
      suite.app,
      suite.admin.token,
      'GET',
      '/api/admin/reports?status=open&limit=1',
    );
    expect(res.statusCode).toBe(200);
    const page = json<Page<ModerationReport>>(res);
    expect(page.currentPage).toBe(1);
    expect(page.list.length).toBeLessThanOrEqual(1);
    expect(page.totalPages).toBe(page.total);
    expect(
      (await signed(suite.app, suite.admin.token, 'GET', '/api/admin/reports?status=closed'))
        .statusCode,
    ).toBe(400);
  });
});
