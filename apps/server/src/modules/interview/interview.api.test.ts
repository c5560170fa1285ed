import { describe, expect, it } from 'vitest';
import type { ErrorBody, Interview } from '@bgc/shared';
import { expectFieldErrors, fieldsOf, json } from '../../../test/test-app.js';
import { createMember, signed } from '../../../test/factories.js';
import { createCourseAdmin, postMultipart, type Part } from '../../../test/course-fixtures.js';
import { apiSuite } from '../../../test/suite.js';

/** Directors' Interview (INTV-*, FILE-007, D-10). */
const suite = apiSuite({
  admin: true,
  courses: { salt: 'interview', count: 5 },
  png: { width: 300, height: 200 },
});

const BASE = '/api/courses/director-interview';
const photo = (filename = 'director.png'): Part => [
  'photoFiles[]',
  { bytes: suite.png, filename, type: 'image/suite.png' },
];
const fields = (courseId: number, extra: Record<string, string> = {}): Part[] =>
  Object.entries({
    type: '9',
    course: String(courseId),
    directorName: 'Jane Fairway',
    directorPosition: 'General manager',
    ...extra,
  });
const save = (token: string | null, parts: Part[]) => postMultipart(suite.app, token, BASE, parts);
const read = async (token: string | null, courseId: number) => {
  const url = `${BASE}/${courseId}`;
  const res =
    token === null ? await suite.app.inject({ url }) : await signed(suite.app, token, 'GET', url);
  expect(res.statusCode).toBe(200);
  return json<Interview>(res);
};

describe('GET /api/courses/director-interview/{id} (T58, INTV-001..006)', () => {
  it('answers an empty interview, editable only by course admins', async () => {
    const c = suite.course(0).id;
    const empty = await read(null, c);
    expect(empty).toEqual({
      id: null,
      course: c,
      directorName: null,
      directorPosition: null,
      question1: null,
      question2: null,
      question3: null,
      question4: null,
      question5: null,
      question6: null,
      question7: null,
      media: [],
      canUpdate: false,
    });
    const member = await createMember(suite.app);
    expect((await read(member.token, c)).canUpdate).toBe(false);
    expect((await read(suite.admin.token, c)).canUpdate).toBe(true);
    const owner = await createCourseAdmin(suite.app, suite.admin.token, c);
    expect((await read(owner.token, c)).canUpdate).toBe(true);
    expect((await read(owner.token, suite.course(1).id)).canUpdate).toBe(false);
    expect((await suite.app.inject({ url: `${BASE}/999999999` })).statusCode).toBe(404);
    expect((await suite.app.inject({ url: `${BASE}/abc` })).statusCode).toBe(400);
  });
});

describe('POST /api/courses/director-interview (T59, INTV-008..012, FILE-007)', () => {
  it('refuses visitors and members who do not administer the course', async () => {
    const c = suite.course(1).id;
    expect((await save(null, fields(c))).statusCode).toBe(401);
    const member = await createMember(suite.app);
    expect((await save(member.token, fields(c))).statusCode).toBe(403);
    expect((await save(suite.admin.token, fields(999_999_999))).statusCode).toBe(404);
    expect((await read(null, c)).id).toBeNull();
  });

  it("requires the director's name and position, and at most one photo", async () => {
    const c = suite.course(1).id;
    const missing = await save(suite.admin.token, [
      ['type', '9'],
      ['course', String(c)],
    ]);
    expectFieldErrors(missing, {
      directorName: 'Field is required',
      directorPosition: 'Field is required',
    });
    const blank = await save(suite.admin.token, fields(c, { directorName: '  ' }));
    expect(fieldsOf(blank).directorName).toBe('Field is required');
    const two = await save(suite.admin.token, [...fields(c), photo('a.png'), photo('b.png')]);
    expect(two.statusCode).toBe(400);
    expect(json<ErrorBody>(two).error.message).toBe('Max files <= 1');
    const badVideo = await save(suite.admin.token, [...fields(c), ['youtubes[]', 'not a video']]);
    expect(badVideo.statusCode).toBe(400);
    expect((await read(null, c)).id).toBeNull();
  });

  it('saves, sanitizes, merges videos, removes and re-titles media', async () => {
    const c = suite.course(2).id;
    const owner = await createCourseAdmin(suite.app, suite.admin.token, c);
    const first = await save(owner.token, [
      ...fields(c, {
        question1: '<p>We love <strong>golf</strong><script>alert(1)</script></p>',
        question2: '<p><img src="/media/x/y.jpg" onerror="alert(1)">Hi</p><h2>Title</h2>',
        question3: '<p onclick="x()"><a href="javascript:alert(1)">link</a></p>',
      }),
      photo(),
      ['photoTitles[]', 'Jane on the first tee'],
      ['youtubes[]', 'https://youtu.be/dQw4w9WgXcQ'],
    ]);
    expect(first.statusCode).toBe(200);
    const saved = json<Interview>(first);
    expect(saved).toMatchObject({
      id: c,
      course: c,
      directorName: 'Jane Fairway',
      directorPosition: 'General manager',
      question1: '<p>We love <strong>golf</strong></p>',
      question4: null,
      canUpdate: true,
    });
    const answers = [saved.question1, saved.question2, saved.question3].join('');
    for (const banned of ['<script', 'onerror', 'onclick', 'javascript:', '<h2'])
      expect(answers, banned).not.toContain(banned);
    expect(saved.question2).toContain('<h3>Title</h3>');
    const photoItem = saved.media.find((m) => m.type === 1)!;
    expect(photoItem).toMatchObject({
      description: 'Jane on the first tee',
      entityName: 'interview',
    });
    expect((await suite.app.inject({ url: photoItem.thumbnail! })).statusCode).toBe(200);
    expect(saved.media.filter((m) => m.type === 2).map((m) => m.youtubeId)).toEqual([
      'dQw4w9WgXcQ',
    ]);
    // interview media stay out of the course gallery
    const gallery = await suite.app.inject({ url: `/api/media/list?courseId=${c}&filter_type=1` });
    expect(json<{ total: number }>(gallery).total).toBe(0);

    // INTV-010: comma-separated entries merge without duplicates
    const second = await save(owner.token, [
      ...fields(c, { directorName: 'Jane Birdie' }),
      ['youtubes[]', 'https://www.youtube.com/watch?v=9bZkp7q19f0, 9bZkp7q19f0 ,dQw4w9WgXcQ'],
      ['youtubes[]', 'https://youtu.be/9bZkp7q19f0'],
    ]);
    expect(second.statusCode).toBe(200);
    const merged = json<Interview>(second);
    expect(merged.directorName).toBe('Jane Birdie');
    expect(
      merged.media
        .filter((m) => m.type === 2)
        .map((m) => m.youtubeId)
        .sort(),
    ).toEqual(['9bZkp7q19f0', 'dQw4w9WgXcQ'].sort());
    expect(merged.media.filter((m) => m.type === 1)).toHaveLength(1);

    // a second photo is refused while the first is kept; removing it makes room
    expect((await save(owner.token, [...fields(c), photo()])).statusCode).toBe(400);
    const video = merged.media.find((m) => m.youtubeId === '9bZkp7q19f0')!;
    const third = await save(owner.token, [
      ...fields(c),
      ['removedMedia[]', String(photoItem.id)],
      photo('new.png'),
      ['photoTitles[]', 'New portrait'],
      ['reTitledMedia[]', JSON.stringify({ id: video.id, title: 'Our signature hole' })],
    ]);
    expect(third.statusCode).toBe(200);
    const after = json<Interview>(third);
    expect(after.media.some((m) => m.id === photoItem.id)).toBe(false);
    expect(after.media.filter((m) => m.type === 1).map((m) => m.description)).toEqual([
      'New portrait',
    ]);
    expect(after.media.find((m) => m.id === video.id)!.description).toBe('Our signature hole');
    expect(await read(null, c)).toEqual({ ...after, canUpdate: false });
  });

  it("refuses removing or re-titling another course's media", async () => {
    const mine = suite.course(3).id;
    const other = suite.course(4).id;
    const setUp = await save(suite.admin.token, [
      ...fields(other),
      ['youtubes[]', 'dQw4w9WgXcQ'],
      photo(),
      ['photoTitles[]', 'Theirs'],
    ]);
    expect(setUp.statusCode).toBe(200);
    const theirs = json<Interview>(setUp).media.find((m) => m.type === 1)!;
    for (const part of [
      ['removedMedia[]', String(theirs.id)],
      ['reTitledMedia[]', JSON.stringify({ id: theirs.id, title: 'Stolen' })],
      ['reTitledMedia[]', 'not json'],
    ] as Part[]) {
      const res = await save(suite.admin.token, [...fields(mine), part]);
      expect(res.statusCode, String(part[0])).toBe(400);
    }
    const still = (await read(null, other)).media.find((m) => m.id === theirs.id);
    expect(still?.description).toBe('Theirs');
    expect((await read(null, mine)).id).toBeNull();
  });
});
