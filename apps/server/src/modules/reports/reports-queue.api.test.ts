import { describe, expect, it } from 'vitest';
import { createMember, signed } from '../../../test/factories.js';
import { apiSuite } from '../../../test/suite.js';
import { moderationKit } from '../../../test/content-fixtures.js';

/**
 * D-04: each row of the moderation queue (reports.presenter.ts, loaded in one
 * query) tells whether its entity is hidden or suspended and which post page shows it.
 */
const suite = apiSuite({ admin: true });
const { writePost, writeComment, reportOk, reportsOf } = moderationKit(suite);

describe('GET /api/admin/reports: the state of each reported entity (D-04)', () => {
  it('gives postId and hidden for a post, a comment and a member', async () => {
    const author = await createMember(suite.app);
    const reporter = await createMember(suite.app);
    const post = await writePost(author);
    const comment = await writeComment(author, post.id);
    await reportOk(reporter, 'post', post.id);
    await reportOk(reporter, 'comment', comment.id);
    await reportOk(reporter, 'user', author.id);

    const [postReport] = await reportsOf('open', 'post', post.id);
    const [commentReport] = await reportsOf('open', 'comment', comment.id);
    const [userReport] = await reportsOf('open', 'user', author.id);
    expect([postReport?.postId, postReport?.hidden]).toEqual([post.id, false]);
    expect([commentReport?.postId, commentReport?.hidden]).toEqual([post.id, false]);
    expect([userReport?.postId, userReport?.hidden]).toEqual([null, false]);
    expect(commentReport?.reporter.id).toBe(reporter.id);

    // hiding the comment shows on its row only; suspending the member shows on the member's
    const hide = await signed(
      suite.app,
      suite.admin.token,
      'PUT',
      `/api/admin/reports/${commentReport!.id}`,
      {
        action: 'hide',
      },
    );
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await reportsOf('resolved', 'comment', comment.id))[0]?.hidden).toBe(true);
    expect((await reportsOf('open', 'post', post.id))[0]?.hidden).toBe(false);
    expect((await reportsOf('open', 'user', author.id))[0]?.hidden).toBe(false);
  });
});
