import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { COURSE_TABS, paths, type CourseTab, type MediaItem } from '@bgc/shared';
import type { Database } from '../../db/client.js';
import { expectNoindexNotFound, json, testApp } from '../../../test/test-app.js';
import { createMember } from '../../../test/factories.js';
import {
  pickCourse,
  pngOf,
  postMultipart,
  type PickedCourse,
} from '../../../test/course-fixtures.js';

/** Served HTML of the course tabs and of the media viewer (COURSE-006, ROUTE-034, MEDIA-005, D-13). */
let app: FastifyInstance;
let database: Database;
let course: PickedCourse;

beforeAll(async () => {
  ({ app, database } = await testApp());
  // a plain name, so the expected titles need no HTML escaping
  course = await pickCourse(
    database,
    'course-tabs-seo',
    sql`c.name ~ '^[A-Za-z0-9 ]+$' AND k.names->>'en' ~ '^[A-Za-z ]+$'`,
  );
});

const page = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'bgc.test' } });

/** COURSE-006 / COURSE-014: the English title of each tab. */
const TITLES: Record<CourseTab, string> = {
  home: '{course} – golf course in {country}',
  about: 'Presentation of {course} – golf course in {country}',
  directorInterview: "Directors' Interview – {course}, {country}",
  reviews: 'Reviews of {course} – golf course in {country}',
  vlog: 'Golf VLOG – {course}, {country}',
  videosPhotos: 'Photos &amp; Videos – {course}, {country}',
  promotions: 'Promotions – {course}, {country}',
};
const titleOf = (tab: CourseTab) =>
  TITLES[tab]
    .replace('{course}', course.name)
    .replace('{country}', course.countryName)
    .replace("'", '&#39;');

describe('course tab pages (ROUTE-034, COURSE-006)', () => {
  it('serve each tab with its title, the course and country names and its canonical', async () => {
    expect(COURSE_TABS).toHaveLength(7);
    for (const tab of COURSE_TABS) {
      const path = paths.course(course.countrySlug, course.slug, tab);
      const res = await page(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain(`<title>${titleOf(tab)}</title>`);
      expect(res.body, path).toContain(`<link rel="canonical" href="http://bgc.test${path}" />`);
      expect(res.body).toMatch(/<meta name="description" content="[^"]+"/);
      expect(res.body).toContain('og:type" content="article"');
      expect(res.body).not.toContain('noindex');
    }
  });

  it('answer 404 with noindex for an unknown tab or an unknown course', async () => {
    const answers = await expectNoindexNotFound(page, [
      `/top-golf-courses-${course.countrySlug}/${course.slug}-golf-course/no-such-tab.html`,
      `/top-golf-courses-${course.countrySlug}/no-such-course-anywhere-golf-course/reviews.html`,
      `/top-golf-courses-atlantis/${course.slug}-golf-course/about.html`,
    ]);
    for (const { url, body } of answers) expect(body, url).toContain('<div id="root"></div>');
  });
});

describe('media viewer pages (ROUTE-037, MEDIA-001/005)', () => {
  it('serve an existing photo or video of a course and 404 for an unknown one', async () => {
    const member = await createMember(app);
    const res = await postMultipart(app, member.token, '/api/media', [
      ['courseId', String(course.id)],
      ['photoFiles[]', { bytes: await pngOf(40, 30), filename: 'a.png', type: 'image/png' }],
      ['photoTitles[]', 'The island green'],
      ['youtubes[]', 'dQw4w9WgXcQ'],
    ]);
    expect(res.statusCode).toBe(200);
    const { list } = json<{ list: MediaItem[] }>(res);
    const photo = list.find((m) => m.type === 1)!;
    const video = list.find((m) => m.type === 2)!;
    const photoPath = paths.mediaView('photo', photo.id, 'course-media', course.id);
    const served = await page(photoPath);
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain(`<title>${titleOf('videosPhotos')}</title>`);
    expect(served.body).toContain('<meta name="description" content="The island green"');
    expect(served.body).toContain(`<link rel="canonical" href="http://bgc.test${photoPath}" />`);
    const videoPage = await page(paths.mediaView('video', video.id, 'course-media', course.id));
    expect(videoPage.statusCode).toBe(200);

    const unknown = await page(paths.mediaView('photo', 999_999_999, 'course-media', course.id));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<meta name="robots" content="noindex" />');
  });
});
