import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Post, PostPage } from '@bgc/shared';
import { json } from '../../../test/test-app.js';
import { signed } from '../../../test/factories.js';
import {
  createAdministrator,
  createCourseAdmin,
  pickCourse,
  pngOf,
  postMultipart,
  type Part,
} from '../../../test/course-fixtures.js';
import { STORED_IMAGE_SRC } from '../../lib/sanitize.js';
import { apiSuite } from '../../../test/suite.js';

/**
 * INPUT-011: an editor image is uploaded through `POST /media` without a
 * course, re-encoded by the server, and the rich text of posts, discussions and course
 * presentations keeps it while images the server did not store are dropped.
 */
const suite = apiSuite({ member: true });
let own: string;

const FOREIGN = [
  'https://evil.example/pixel.png',
  '//evil.example/media/editor/1/0123456789abcdef01234567.jpg',
  '/media/../api/me/0123456789abcdef01234567.jpg',
  '/media/editor/1/not-ours.jpg',
  'data:image/png;base64,iVBORw0KGgo=',
];
const contentWith = (src: string) =>
  `<p>Before</p><p><img src="${src}" alt="green"></p>` +
  FOREIGN.map((f) => `<p><img src="${f}"></p>`).join('') +
  '<p>After</p>';

beforeAll(async () => {
  const res = await postMultipart(suite.app, suite.member.token, '/api/media', [
    ['photoFiles[]', { bytes: await pngOf(1600, 1200), filename: 'wide.png', type: 'image/png' }],
  ]);
  expect(res.statusCode, res.body).toBe(200);
  own = json<{ list: Array<{ path: string }> }>(res).list[0]!.path;
});

describe('editor images (INPUT-011)', () => {
  it('are stored under /media/editor/{member}/ as JPEG at most 800 px wide', async () => {
    expect(own).toMatch(STORED_IMAGE_SRC);
    expect(own.startsWith(`/media/editor/${suite.member.id}/`)).toBe(true);
    const served = await suite.app.inject({ url: own });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 600]);
  });

  it('refuses a file that is not an image and a guest', async () => {
    const text: Part = [
      'photoFiles[]',
      { bytes: Buffer.from('hello'), filename: 'x.png', type: 'image/png' },
    ];
    expect(
      (await postMultipart(suite.app, suite.member.token, '/api/media', [text])).statusCode,
    ).toBe(400);
    expect((await postMultipart(suite.app, null, '/api/media', [text])).statusCode).toBe(401);
  });

  it('a post keeps our image and drops every image the server did not store', async () => {
    const res = await postMultipart(suite.app, suite.member.token, '/api/posts', [
      ['type', '1'],
      ['language', '30'],
      ['content', contentWith(own)],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const post = json<Post>(res);
    expect(post.content).toBe(`<p>Before</p><p><img src="${own}" alt="green" /></p><p>After</p>`);
    const again = json<PostPage>(
      await signed(suite.app, suite.member.token, 'GET', `/api/posts?filter_id=${post.id}`),
    ).list[0]!;
    expect(again.content).toContain(`<img src="${own}"`);
    for (const f of FOREIGN) expect(again.content).not.toContain(f);
  });

  it('a discussion keeps our image, and an image alone is content', async () => {
    const res = await postMultipart(suite.app, suite.member.token, '/api/posts', [
      ['type', '8'],
      ['language', '30'],
      ['title', 'Which green is this?'],
      ['content', `<p><img src="${own}"></p><p><img src="${FOREIGN[0]}"></p>`],
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<Post>(res).content).toBe(`<p><img src="${own}" /></p>`);
  });

  it('a course presentation keeps our image and drops foreign ones', async () => {
    const admin = await createAdministrator(suite.app, suite.database);
    const course = await pickCourse(suite.database, 'editor-images');
    const owner = await createCourseAdmin(suite.app, admin.token, course.id);
    const res = await signed(suite.app, owner.token, 'POST', '/api/courses/edit', {
      id: course.id,
      content: contentWith(own),
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = json<{ content: string | null }>(
      await suite.app.inject({ url: `/api/courses/${course.id}` }),
    );
    expect(detail.content).toContain(`<img src="${own}" alt="green" />`);
    for (const f of FOREIGN) expect(detail.content).not.toContain(f);
  });
});
