import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { CourseDetail, ErrorBody } from '@bgc/shared';
import { expectFieldErrors, fieldsOf, json } from '../../../test/test-app.js';
import { createMember, signed } from '../../../test/factories.js';
import { createCourseAdmin, pngOf } from '../../../test/course-fixtures.js';
import { apiSuite } from '../../../test/suite.js';

/** Course edits by their administrators (COURSE-003, COURSE-015..018, COURSE-030/032, D-10). */
const suite = apiSuite({ admin: true, courses: { salt: 'course-edit', count: 6 } });

const claim = (token: string, courseId: number, phone = '+33 6 12 34 56 78') =>
  signed(suite.app, token, 'POST', '/api/courses/request-admin', { phone, course: courseId });
/**
 * A new course administrator of the file's i-th course and his POST /courses/edit of that
 * course with `payload` (COURSE-003).
 */
const courseEditor = async (i: number) => {
  const owner = await createCourseAdmin(suite.app, suite.admin.token, suite.course(i).id);
  const edit = (payload: Record<string, unknown>) =>
    signed(suite.app, owner.token, 'POST', '/api/courses/edit', {
      id: suite.course(i).id,
      ...payload,
    });
  return { owner, edit };
};

describe('POST /api/courses/edit (T21, COURSE-015..018, COURSE-030/032, D-10)', () => {
  it('refuses visitors, members, pending claimants and unknown courses', async () => {
    const m = await createMember(suite.app);
    const pending = await createMember(suite.app);
    await claim(pending.token, suite.course(4).id);
    const body = { id: suite.course(4).id, content: '<p>Hi</p>' };
    const before = json<CourseDetail>(
      await suite.app.inject({ url: `/api/courses/${suite.course(4).id}` }),
    );
    expect(
      (await suite.app.inject({ method: 'POST', url: '/api/courses/edit', payload: body }))
        .statusCode,
    ).toBe(401);
    expect((await signed(suite.app, m.token, 'POST', '/api/courses/edit', body)).statusCode).toBe(
      403,
    );
    expect(
      (await signed(suite.app, pending.token, 'POST', '/api/courses/edit', body)).statusCode,
    ).toBe(403);
    expect(
      (
        await signed(suite.app, suite.admin.token, 'POST', '/api/courses/edit', {
          ...body,
          id: 999_999_999,
        })
      ).statusCode,
    ).toBe(404);
    const after = json<CourseDetail>(
      await suite.app.inject({ url: `/api/courses/${suite.course(4).id}` }),
    );
    expect(after.content).toBe(before.content);
  });

  it('refuses bad fields, unknown keys and invalid images', async () => {
    const { edit } = await courseEditor(4);
    const before = json<CourseDetail>(
      await suite.app.inject({ url: `/api/courses/${suite.course(4).id}` }),
    );
    const url = await edit({ facebookUrl: 'facebook.com/x' });
    expect(url.statusCode).toBe(400);
    expect(fieldsOf(url).facebookUrl).toBe('URL is not valid');
    expect((await edit({ facilities: { drivingRange: 'yes' } })).statusCode).toBe(400);
    expect((await edit({ coursePeers: [{ par: '72' }] })).statusCode).toBe(400);
    expect((await edit({ point: 100 })).statusCode).toBe(400);
    for (const websiteLogo of ['not base64 at all!', Buffer.from('<svg/>').toString('base64')]) {
      const bad = await edit({ websiteLogo });
      expect(bad.statusCode, websiteLogo).toBe(400);
      expect(json<ErrorBody>(bad).error.message).toBe('The file is not an image');
    }
    const tooBig = await edit({ websiteBanner: Buffer.alloc(20_971_521, 0xff).toString('base64') });
    expect(tooBig.statusCode).toBe(413);
    expect(json<ErrorBody>(tooBig).error.message).toBe('File size must under 20Mb');
    const after = json<CourseDetail>(
      await suite.app.inject({ url: `/api/courses/${suite.course(4).id}` }),
    );
    expect([after.facebookUrl, after.picture, after.cover]).toEqual([
      before.facebookUrl,
      before.picture,
      before.cover,
    ]);
  });

  it('stores the website, the phone and the social links, and clears them (COURSE-003, 12.10)', async () => {
    const { edit } = await courseEditor(4);
    const read = async () =>
      json<CourseDetail>(await suite.app.inject({ url: `/api/courses/${suite.course(4).id}` }));
    const before = await read();
    const bad = await edit({
      website: 'www.course.example',
      phone: '+33 (0)4-93 abc',
      twitterUrl: 'ftp://x.example',
      tripadvisorUrl: 'https://',
    });
    expectFieldErrors(bad, {
      website: 'URL is not valid',
      phone: 'The value must be an phone number',
      twitterUrl: 'URL is not valid',
    });
    expect((await edit({ phone: `+${'1'.repeat(30)}` })).statusCode).toBe(400);
    const unchanged = await read();
    expect([unchanged.website, unchanged.phone, unchanged.twitterUrl]).toEqual([
      before.website,
      before.phone,
      before.twitterUrl,
    ]);
    const links = {
      website: 'https://golf.example/fr',
      phone: '+33 (0)4-93 12 34 56',
      facebookUrl: 'https://facebook.com/golf',
      twitterUrl: 'https://x.com/golf',
      instagramUrl: 'https://instagram.com/golf',
      youtubeUrl: 'https://youtube.com/@golf',
      tripadvisorUrl: 'https://tripadvisor.com/golf',
    };
    const ok = await edit(links);
    expect(ok.statusCode).toBe(200);
    expect(await read()).toMatchObject(links);
    expect((await edit({ website: '', phone: '', twitterUrl: null })).statusCode).toBe(200);
    expect(await read()).toMatchObject({ website: null, phone: null, twitterUrl: null });
  });

  it('lets the accepted admin edit content, facilities, peers, links and images', async () => {
    const { edit } = await courseEditor(4);
    const content =
      '<h1>Welcome</h1><p onclick="steal()">Green <strong>fees</strong><script>alert(1)</script></p>' +
      '<p><a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a></p>' +
      '<img src="https://evil.example/x.png"><p></p>';
    const first = await edit({
      content,
      facilities: { drivingRange: true, proShop: true },
      coursePeers: [
        { name: 'Red course', holeTotal: '18', par: '72', guestPolicy: 'open' },
        { name: 'Blue course', weekdayPrice: '45', weekendPrice: 'ask us' },
      ],
      facebookUrl: 'https://facebook.com/course',
    });
    expect(first.statusCode).toBe(200);
    let detail = json<CourseDetail>(
      await suite.app.inject({ url: `/api/courses/${suite.course(4).id}` }),
    );
    const stored = detail.content ?? '';
    expect(stored).toContain('<h3>Welcome</h3>');
    expect(stored).toContain('<strong>fees</strong>');
    expect(stored).toContain('href="https://example.com"');
    for (const banned of ['<script', 'onclick', 'javascript:', '<h1', 'evil.example', '<p></p>'])
      expect(stored, banned).not.toContain(banned);
    expect(detail.facilities).toMatchObject({ drivingRange: true, proShop: true, lockers: false });
    expect(detail.coursePeers.map((p) => [p.name, p.par, p.weekendPrice])).toEqual([
      ['Red course', '72', null],
      ['Blue course', null, 'ask us'],
    ]);
    expect(detail.coursePeers[0]!.course).toBe(suite.course(4).id);
    expect(detail.facebookUrl).toBe('https://facebook.com/course');

    // partial updates: facilities merge, peers replace, other fields stay
    expect(
      (
        await edit({
          facilities: { proShop: false, lockers: true },
          coursePeers: [{ name: 'Only course' }],
          facebookUrl: '',
        })
      ).statusCode,
    ).toBe(200);
    detail = json<CourseDetail>(
      await suite.app.inject({ url: `/api/courses/${suite.course(4).id}` }),
    );
    expect(detail.facilities).toMatchObject({ drivingRange: true, proShop: false, lockers: true });
    expect(detail.coursePeers.map((p) => p.name)).toEqual(['Only course']);
    expect(detail.content).toBe(stored);
    expect(detail.facebookUrl).toBeNull();

    // avatar: base64 without prefix, re-encoded 150×150 JPEG (COURSE-030, FILE-006/009)
    const logo = await edit({ websiteLogo: (await pngOf(640, 480)).toString('base64') });
    expect(logo.statusCode).toBe(200);
    const { picture } = json<{ picture: string; cover: string | null }>(logo);
    expect(picture).toMatch(/^\/media\/.+\.jpg$/);
    const served = await suite.app.inject({ url: picture });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 150, 150]);

    // cover: capped at 1920 wide (FILE-005)
    const banner = await edit({ websiteBanner: (await pngOf(2400, 674)).toString('base64') });
    expect(banner.statusCode).toBe(200);
    const images = json<{ picture: string; cover: string }>(banner);
    expect(images.picture).toBe(picture);
    const coverMeta = await sharp(
      (await suite.app.inject({ url: images.cover })).rawPayload,
    ).metadata();
    expect(coverMeta.format).toBe('jpeg');
    expect(coverMeta.width).toBeLessThanOrEqual(1920);
    detail = json<CourseDetail>(
      await suite.app.inject({ url: `/api/courses/${suite.course(4).id}` }),
    );
    expect([detail.picture, detail.cover]).toEqual([picture, images.cover]);
  });

  it('lets an Administrator edit any course', async () => {
    const res = await signed(suite.app, suite.admin.token, 'POST', '/api/courses/edit', {
      id: suite.course(5).id,
      content: '<p>Edited by the site administrator</p>',
      facilities: { restaurant: true },
      twitterUrl: 'https://twitter.com/course',
    });
    expect(res.statusCode).toBe(200);
    const detail = json<CourseDetail>(
      await suite.app.inject({ url: `/api/courses/${suite.course(5).id}` }),
    );
    expect(detail.content).toBe('<p>Edited by the site administrator</p>');
    expect(detail.facilities.restaurant).toBe(true);
    expect(detail.twitterUrl).toBe('https://twitter.com/course');
  });
});
