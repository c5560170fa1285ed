import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Comment, ModerationReport, Page, Post } from '@bgc/shared';
import { postMultipart } from './course-fixtures.js';
import { signed, type TestMember } from './factories.js';
import { json } from './test-app.js';

/**
 * Posts, comments and reports written through the API by the tests of several modules
 * (posts, comments, likes, reports; issue 10 item 6: one definition instead of four).
 */

/** POST /posts (T62) as `m`: a general post, or a discussion (type 8) when `title` is given. */
export async function writePost(
  app: FastifyInstance,
  m: TestMember,
  options: { content?: string; title?: string } = {},
): Promise<Post> {
  const res = await postMultipart(app, m.token, '/api/posts', [
    ['type', options.title ? '8' : '1'],
    ['language', '30'],
    ['content', options.content ?? '<p>Something to talk about</p>'],
    ...(options.title ? ([['title', options.title]] as Array<[string, string]>) : []),
  ]);
  expect(res.statusCode, res.body).toBe(200);
  return json<Post>(res);
}

/** POST /comments (T70) as `m`: a top-level comment on post `postId`. */
export async function writeComment(
  app: FastifyInstance,
  m: TestMember,
  postId: number,
  text = 'A comment',
): Promise<Comment> {
  const res = await signed(app, m.token, 'POST', '/api/comments', {
    entityId: postId,
    entityName: 'post',
    parent: null,
    text,
  });
  expect(res.statusCode, res.body).toBe(200);
  return json<Comment>(res);
}

/** POST /report (D-04) as `m`, spam (or 'fake account' for a member) unless `extra` says. */
export function report(
  app: FastifyInstance,
  m: TestMember,
  entityName: string,
  entityId: number,
  extra: Record<string, unknown> = {},
) {
  return signed(app, m.token, 'POST', '/api/report', {
    entityId,
    entityName,
    category: entityName === 'user' ? 'fake account' : 'spam',
    reason: 'Please have a look',
    ...extra,
  });
}

/** Every report of a status in the moderation queue (shared by the whole run, oldest first). */
export async function reportQueue(
  app: FastifyInstance,
  admin: TestMember,
  status: 'open' | 'resolved' | 'dismissed',
): Promise<ModerationReport[]> {
  const all: ModerationReport[] = [];
  for (let page = 1; page < 100; page += 1) {
    const res = await signed(
      app,
      admin.token,
      'GET',
      `/api/admin/reports?status=${status}&page=${page}&limit=100`,
    );
    expect(res.statusCode).toBe(200);
    const body = json<Page<ModerationReport>>(res);
    all.push(...body.list);
    if (page >= body.totalPages) break;
  }
  return all;
}
