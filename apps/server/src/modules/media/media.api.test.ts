import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import {
  mediaVariantPath,
  type ErrorBody,
  type MediaItem,
  type MediaWithCourse,
  type Page,
} from '@bgc/shared';
import { queryRows } from '../../db/client.js';
import { json } from '../../../test/test-app.js';
import { createMember, signed } from '../../../test/factories.js';
import { pngOf, servedJpeg, postMultipart, type Part } from '../../../test/course-fixtures.js';
import { apiSuite } from '../../../test/suite.js';

/** Course galleries and uploads (MEDIA-002, MEDIA-018..021, FILE-001..004, D-10). */
const suite = apiSuite({
  member: true,
  courses: { salt: 'media', count: 5 },
  png: { width: 24, height: 16 },
});

const photo = (bytes: Buffer, filename = 'photo.png', type = 'image/png'): Part => [
  'photoFiles[]',
  { bytes, filename, type },
];
const upload = (parts: Part[], token: string | null = suite.member.token) =>
  postMultipart(suite.app, token, '/api/media', parts);
const listOf = async (courseId: number, type: 1 | 2, page = 1) => {
  const res = await suite.app.inject({
    url: `/api/media/list?courseId=${courseId}&filter_type=${type}&page=${page}`,
  });
  expect(res.statusCode).toBe(200);
  return json<Page<MediaItem>>(res);
};
const messageOf = (res: { body: string }) => json<ErrorBody>(res).error.message;
const served = (url: string) => servedJpeg(suite.app, url);

describe('POST /api/media refusals (T77, FILE-001/002, OPEN-062)', () => {
  it('refuses visitors, non-multipart bodies and uploads without files', async () => {
    const c = String(suite.course(0).id);
    expect((await upload([['courseId', c], photo(suite.png)], null)).statusCode).toBe(401);
    const jsonBody = await signed(suite.app, suite.member.token, 'POST', '/api/media', {
      courseId: c,
    });
    expect(jsonBody.statusCode).toBe(400);
    const empty = await upload([['courseId', c]]);
    expect(empty.statusCode).toBe(400);
    expect(json<ErrorBody>(empty).error.fields).toMatchObject({ photoFiles: 'Field is required' });
    expect((await upload([])).statusCode).toBe(400);
  });

  it('sniffs the type from the bytes: a text file named .png is refused and nothing is stored', async () => {
    const c = suite.course(0).id;
    const before = (await listOf(c, 1)).total;
    const res = await upload([
      ['courseId', String(c)],
      photo(suite.png, 'fine.png'),
      photo(Buffer.from('just some text, not an image'), 'evil.png'),
    ]);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe('The file is not an image');
    expect((await listOf(c, 1)).total).toBe(before);
  });

  it("answers 413 'File size must under 20Mb' for a file one byte over 20 MB", async () => {
    const c = suite.course(0).id;
    const res = await upload([
      ['courseId', String(c)],
      photo(Buffer.alloc(20_971_520 + 1, 0xff), 'huge.jpg', 'image/jpeg'),
    ]);
    expect(res.statusCode).toBe(413);
    expect(messageOf(res)).toBe('File size must under 20Mb');
    expect((await listOf(c, 1)).total).toBe(0);
  });

  it("answers 400 'Max files <= 40' for 41 files", async () => {
    const c = suite.course(0).id;
    const parts: Part[] = [['courseId', String(c)]];
    for (let i = 0; i < 41; i += 1) parts.push(photo(suite.png, `p${i}.png`));
    const res = await upload(parts);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe('Max files <= 40');
    expect((await listOf(c, 1)).total).toBe(0);
  });

  it('refuses a bad YouTube link and an unknown course', async () => {
    const bad = await upload([
      ['courseId', String(suite.course(0).id)],
      ['youtubes[]', 'https://vimeo.com/123456'],
    ]);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json<ErrorBody>(bad).error.fields ?? {})).toContain('youtubes');
    const short = await upload([
      ['courseId', String(suite.course(0).id)],
      ['youtubes[]', 'abc'],
    ]);
    expect(short.statusCode).toBe(400);
    expect((await listOf(suite.course(0).id, 2)).total).toBe(0);
    const unknown = await upload([['courseId', '999999999'], photo(suite.png)]);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/media stores photos and videos (T77, FILE-003/004, MEDIA-010)', () => {
  it('re-encodes photos as JPEG capped at 1920 wide with a thumbnail, and keeps titles', async () => {
    const c = suite.course(1).id;
    const wide = await pngOf(2500, 1000);
    const res = await upload([
      ['courseId', String(c)],
      photo(wide, 'wide.png'),
      ['photoTitles[]', 'Hole 18 at sunset'],
      photo(suite.png, 'small.png'),
      ['photoTitles[]', ''],
    ]);
    expect(res.statusCode).toBe(200);
    const { list } = json<{ list: MediaItem[] }>(res);
    expect(list).toHaveLength(2);
    const [big, small] = list;
    expect(big).toMatchObject({
      type: 1,
      description: 'Hole 18 at sunset',
      width: 1920,
      height: 768,
      courseId: c,
      entityId: c,
      entityName: 'course',
      youtubeId: null,
      profile: { id: suite.member.id },
      comments: { list: [] },
    });
    expect(small!.description).toBeNull();
    expect(small!.width).toBe(24);
    const full = await served(big!.path!);
    expect([full.format, full.width, full.height]).toEqual(['jpeg', 1920, 768]);
    expect(big!.thumbnail).not.toBe(big!.path);
    const thumb = await served(big!.thumbnail!);
    expect(thumb.width).toBeLessThan(1920);
    expect((await listOf(c, 1)).list.map((m) => m.id)).toEqual([small!.id, big!.id]);
  });

  it('writes AVIF and WebP copies of a photo at 480, 960 and 1440 px; a missing one redirects to the JPEG', async () => {
    const res = await upload([
      ['courseId', String(suite.course(1).id)],
      photo(await pngOf(1200, 800)),
    ]);
    expect(res.statusCode).toBe(200);
    const [item] = json<{ list: MediaItem[] }>(res).list;
    const jpeg = item!.path!;
    expect(jpeg).toMatch(/^\/media\/.+\.jpg$/);
    for (const [width, format] of [
      [480, 'avif'],
      [960, 'avif'],
      [480, 'webp'],
      [960, 'webp'],
    ] as const) {
      const url = mediaVariantPath(jpeg, width, format)!;
      const variant = await suite.app.inject({ url });
      expect(variant.statusCode, url).toBe(200);
      expect(variant.headers['content-type']).toBe(`image/${format}`);
      const meta = await sharp(variant.rawPayload).metadata();
      expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width]).toEqual([format, width]);
    }
    // the photo is 1200 px wide: no 1440 copy, the JPEG stands in
    const missing = await suite.app.inject({ url: mediaVariantPath(jpeg, 1440, 'avif')! });
    expect(missing.statusCode).toBe(302);
    expect(missing.headers.location).toBe(jpeg);
    // a name that is no variant of an upload stays a plain 404
    const other = await suite.app.inject({ url: jpeg.replace(/\.jpg$/, '-w500.avif') });
    expect(other.statusCode).toBe(404);
  });

  it('stores videos with the uploader-given title; channel and figures wait for YouTube', async () => {
    const c = suite.course(2).id;
    const res = await upload([
      ['courseId', String(c)],
      ['youtubes[]', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      [
        'youtubeMeta[]',
        JSON.stringify({
          title: 'Round at the course',
          channelId: 'UC123',
          channelName: 'Golf Channel',
          channelSubscriber: 1500,
          view: 2_000_000,
        }),
      ],
      ['youtubes[]', 'https://youtu.be/9bZkp7q19f0'],
    ]);
    expect(res.statusCode).toBe(200);
    const { list } = json<{ list: MediaItem[] }>(res);
    expect(list.map((m) => [m.type, m.youtubeId])).toEqual([
      [2, 'dQw4w9WgXcQ'],
      [2, '9bZkp7q19f0'],
    ]);
    // typed channel and figures are never shown (video-facts.api.test.ts)
    expect(list[0]!).toMatchObject({ description: 'Round at the course', meta: null });
    expect(list[1]!).toMatchObject({ description: null, meta: null });
    const videos = await listOf(c, 2);
    expect(videos.total).toBe(2);
    expect(videos.list[1]!.description).toBe('Round at the course');
    expect((await listOf(c, 1)).total).toBe(0);
    const badMeta = await upload([
      ['courseId', String(c)],
      ['youtubes[]', 'dQw4w9WgXcQ'],
      ['youtubeMeta[]', '{not json'],
    ]);
    expect(badMeta.statusCode).toBe(400);
  });

  it('stores an editor image without a course: width ≤ 800, no gallery item', async () => {
    const other = await createMember(suite.app);
    const res = await upload([photo(await pngOf(1200, 900), 'editor.png')], other.token);
    expect(res.statusCode).toBe(200);
    const { list } = json<{ list: Array<Record<string, unknown>> }>(res);
    expect(list).toHaveLength(1);
    expect(Object.keys(list[0]!).sort()).toEqual(['description', 'path']);
    const meta = await served(String(list[0]!.path));
    expect([meta.width, meta.height]).toEqual([800, 600]);
    const [rows] = await queryRows<{ n: number }>(
      suite.database.db,
      sql`SELECT count(*)::int AS n FROM media WHERE uploader_id = ${other.id}`,
    );
    expect(rows!.n).toBe(0);
  });
});

describe('GET /api/media/list and /api/media (T75, T76, MEDIA-002, MEDIA-018)', () => {
  it('validates its query', async () => {
    for (const query of [
      'filter_type=1',
      `courseId=${suite.course(3).id}`,
      `courseId=${suite.course(3).id}&filter_type=3`,
      `courseId=abc&filter_type=1`,
    ]) {
      expect((await suite.app.inject({ url: `/api/media/list?${query}` })).statusCode, query).toBe(
        400,
      );
    }
  });

  it('pages 10 at a time, newest first, photos and videos apart', async () => {
    const c = suite.course(3).id;
    const parts: Part[] = [['courseId', String(c)]];
    for (let i = 0; i < 12; i += 1) {
      parts.push(photo(suite.png, `p${i}.png`));
      parts.push(['photoTitles[]', `Photo ${i}`]);
    }
    parts.push(['youtubes[]', 'dQw4w9WgXcQ']);
    const res = await upload(parts);
    expect(res.statusCode).toBe(200);
    const uploaded = json<{ list: MediaItem[] }>(res).list;
    const photoIds = uploaded.filter((m) => m.type === 1).map((m) => m.id);
    expect(photoIds).toHaveLength(12);
    const newestFirst = [...photoIds].sort((a, b) => b - a);
    const first = await listOf(c, 1, 1);
    expect([first.total, first.totalPages, first.currentPage]).toEqual([12, 2, 1]);
    expect(first.list.map((m) => m.id)).toEqual(newestFirst.slice(0, 10));
    expect(first.list.every((m) => m.type === 1 && m.thumbnail !== null)).toBe(true);
    const second = await listOf(c, 1, 2);
    expect(second.list.map((m) => m.id)).toEqual(newestFirst.slice(10));
    const videos = await listOf(c, 2);
    expect(videos.list.map((m) => [m.type, m.youtubeId])).toEqual([[2, 'dQw4w9WgXcQ']]);
  });

  it('answers one item with its course when asked, and 404 for an unknown id', async () => {
    const c = suite.course(4);
    const { list } = json<{ list: MediaItem[] }>(
      await upload([['courseId', String(c.id)], photo(suite.png), ['photoTitles[]', 'Clubhouse']]),
    );
    const id = list[0]!.id;
    const res = await suite.app.inject({ url: `/api/media?id=${id}&courseDetail=true` });
    expect(res.statusCode).toBe(200);
    expect(json<MediaWithCourse>(res)).toMatchObject({
      id,
      type: 1,
      description: 'Clubhouse',
      courseId: c.id,
      courseCountry: c.countrySlug,
      courseSlug: c.slug,
      courseName: c.name,
    });
    const plain = json<MediaWithCourse>(await suite.app.inject({ url: `/api/media?id=${id}` }));
    expect(plain.id).toBe(id);
    expect(
      (await suite.app.inject({ url: '/api/media?id=999999999&courseDetail=true' })).statusCode,
    ).toBe(404);
    expect((await suite.app.inject({ url: '/api/media?id=abc' })).statusCode).toBe(400);
  });
});
