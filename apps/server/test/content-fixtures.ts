import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Comment, ModerationReport, Page, Post, PostPage } from '@bgc/shared';
import { postMultipart, type Part } from './course-fixtures.js';
import { signed, type TestMember } from './factories.js';
import { apiSuite, type ApiSuite } from './suite.js';
import { json } from './test-app.js';

/**
 * Posts, comments and reports written through the API by the tests of several modules
 * (posts, comments, likes, reports: one definition instead of four).
 */

/** Language ids of posts and reviews in the tests (the languages table: en, fr, de). */
export const ENGLISH = 30;
export const FRENCH = 37;
export const GERMAN = 101;
/** Well-formed YouTube video ids (the tests never call YouTube: YOUTUBE_OEMBED_URL is empty). */
export const VIDEO_ID = 'dQw4w9WgXcQ';
export const OTHER_VIDEO_ID = 'aqz-KE-bpKQ';

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

/** POST /posts (T62) with multipart parts, signed by `token` (unsigned when null). */
export function createPost(app: FastifyInstance, token: string | null, parts: Part[]) {
  return postMultipart(app, token, '/api/posts', parts);
}

/** POST /posts/update (T64) with multipart parts, signed by `token` (unsigned when null). */
export function updatePost(app: FastifyInstance, token: string | null, parts: Part[]) {
  return postMultipart(app, token, '/api/posts/update', parts);
}

/** GET /posts?query (T60) as a visitor or signed by `token`; expects 200. */
export async function postsPage(
  app: FastifyInstance,
  query: string,
  token: string | null = null,
): Promise<PostPage> {
  const url = `/api/posts?${query}`;
  const res = token === null ? await app.inject({ url }) : await signed(app, token, 'GET', url);
  expect(res.statusCode, url).toBe(200);
  return json<PostPage>(res);
}

/** Expects a 200 answer of POST /posts or /posts/update (T62/T64) and returns its post. */
export function expectPost(res: { statusCode: number; body: string }): Post {
  expect(res.statusCode, res.body).toBe(200);
  return json<Post>(res);
}

/** POST /posts (T62) with multipart parts signed by `token`; expects 200 and returns the post. */
export async function createdPost(
  app: FastifyInstance,
  token: string,
  parts: Part[],
): Promise<Post> {
  return expectPost(await createPost(app, token, parts));
}

/** POST /posts/update (T64) with multipart parts signed by `token`; expects 200, returns the post. */
export async function updatedPost(
  app: FastifyInstance,
  token: string,
  parts: Part[],
): Promise<Post> {
  return expectPost(await updatePost(app, token, parts));
}

/** The parts of one post photo (POST-034): the PNG file and its title. */
export function photoParts(bytes: Buffer, title = ''): Part[] {
  return [
    ['photoFiles[]', { bytes, filename: 'photo.png', type: 'image/png' }],
    ['photoTitles[]', title],
  ];
}

/** The parts of a general post (type 1) in English; `extra` adds parts. */
export function generalPostParts(
  content = '<p>First round of the season</p>',
  extra: Part[] = [],
): Part[] {
  return [['type', '1'], ['language', '30'], ['content', content], ...extra];
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

/** A report's place in the moderation queue (D-04). */
export type ReportStatus = 'open' | 'resolved' | 'dismissed';
/** What a member can report (REPORT-001). */
export type ReportedEntity = 'post' | 'comment' | 'user';

/**
 * The calls the reports API files make, bound to the file's suite (which must ask for the
 * administrator: he reads the queue): spam posts and comments to report, reports, and the
 * reports of the queue about one entity (REPORT-001..009, D-04).
 */
export function moderationKit(suite: ApiSuite) {
  /** A spam post by `m`, a discussion when `title` is given. */
  const writeSpamPost = (m: TestMember, title?: string) =>
    writePost(suite.app, m, { content: '<p>Buy <b>cheap</b> balls</p>', title });
  /** A spam comment by `m` on post `postId`. */
  const writeSpamComment = (m: TestMember, postId: number, text = 'Call <b>me</b> now') =>
    writeComment(suite.app, m, postId, text);
  /** POST /report as `m` (see {@link report}). */
  const reportAs = (
    m: TestMember,
    entityName: string,
    entityId: number,
    extra: Record<string, unknown> = {},
  ) => report(suite.app, m, entityName, entityId, extra);
  /** Reports and expects the spec's answer 'Report sent'. */
  const reportOk = async (m: TestMember, entityName: ReportedEntity, entityId: number) => {
    const res = await reportAs(m, entityName, entityId);
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toEqual({ success: true, message: 'Report sent' });
  };
  /** POST /comments/report (REPORT-006, C-04) as `m`: comment `commentId`, `category` and `reason`. */
  const reportComment = (m: TestMember, commentId: number, category: string, reason: string) =>
    signed(suite.app, m.token, 'POST', '/api/comments/report', {
      entityId: commentId,
      entityName: 'comment',
      category,
      reason,
    });
  /** Every report of a status (the queue is shared by the whole run, oldest first). */
  const queue = (status: ReportStatus) => reportQueue(suite.app, suite.admin, status);
  /** The reports of a status about one entity. */
  const reportsOf = async (status: ReportStatus, entityName: ReportedEntity, entityId: number) =>
    (await queue(status)).filter((r) => r.entityName === entityName && r.entityId === entityId);
  return {
    writePost: writeSpamPost,
    writeComment: writeSpamComment,
    report: reportAs,
    reportOk,
    reportComment,
    queue,
    reportsOf,
  };
}

/**
 * The suite of the posts API files (posts, posts-edit): an administrator, a member, four
 * courses of their own picked with `salt` and a 40 × 30 PNG for the photo parts.
 */
export function postsSuite(salt: string): ApiSuite {
  return apiSuite({
    admin: true,
    member: true,
    courses: { salt, count: 4 },
    png: { width: 40, height: 30 },
  });
}
