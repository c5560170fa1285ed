import { describe, expect, it } from 'vitest';
import { youtubeThumbnailUrl } from '@bgc/shared';
import { expectOnlyFieldErrors, errorOf, fieldsOf } from '../../../test/test-app.js';
import { createMember, signed, uniqueSuffix } from '../../../test/factories.js';
import { createCourseAdmin, type Part } from '../../../test/course-fixtures.js';
import {
  postsSuite,
  createPost,
  createdPost,
  postsPage,
  expectPost,
  generalPostParts,
  photoParts,
  ENGLISH,
  FRENCH,
  VIDEO_ID,
  OTHER_VIDEO_ID,
} from '../../../test/content-fixtures.js';

/** Creating posts of each type and the type rules (POST-001..035, D-10). */
const suite = postsSuite('posts');

describe('POST /api/posts creates each type (T63, POST-001/002/023/032)', () => {
  it('1 general, 3 coaching and 8 discussion with a title and normalized hashtags', async () => {
    const m = await createMember(suite.app);
    const first = expectPost(await createPost(suite.app, m.token, generalPostParts()));
    expect(first).toMatchObject({
      type: 1,
      title: null,
      content: '<p>First round of the season</p>',
      description: 'First round of the season',
      course: null,
      courseDetail: null,
      language: { id: ENGLISH, name: 'English' },
      hashtags: [],
      media: [],
      photos: [],
      youtubes: [],
      poster: null,
      profile: { id: m.id, name: `${m.firstName} ${m.lastName}` },
      totalComment: 0,
      totalParentComment: 0,
      totalLike: 0,
      isLiked: false,
      canUpdate: true,
      canDelete: true,
      reviewData: null,
    });
    const coaching = await createdPost(suite.app, m.token, [
      ['type', '3'],
      ['language', String(FRENCH)],
      ['content', '<p>Keep the left arm straight</p>'],
    ]);
    expect([coaching.type, coaching.language]).toEqual([3, { id: FRENCH, name: 'French' }]);
    const s = uniqueSuffix();
    const discussion = await createdPost(suite.app, m.token, [
      ['type', '8'],
      ['language', String(ENGLISH)],
      ['title', '  Best putter for fast greens?  '],
      ['content', '<p>Looking for advice</p>'],
      ['hashtags[]', `#Putt${s}`],
      ['hashtags[]', `greens-${s}, #putt${s}`],
    ]);
    expect(discussion).toMatchObject({
      type: 8,
      title: 'Best putter for fast greens?',
      hashtags: [`putt${s}`, `greens-${s}`],
      media: [],
    });
    // POST-019: a discussion may go without a description once the SPA's warning is confirmed
    const bare = await createdPost(suite.app, m.token, [
      ['type', '8'],
      ['language', String(ENGLISH)],
      ['title', 'Only a title'],
      ['content', '<p></p>'],
    ]);
    expect([bare.title, bare.content]).toEqual(['Only a title', '']);
    const mine = await postsPage(suite.app, `filter_profile=${m.id}`);
    expect(mine.list.map((p) => p.id)).toEqual([bare.id, discussion.id, coaching.id, first.id]);
  });

  it('2 vlog with a course and a YouTube link (the uploader-given title, never its figures)', async () => {
    const c = suite.course(0);
    const vlog = await createdPost(suite.app, suite.member.token, [
      ['type', '2'],
      ['course', String(c.id)],
      ['language', String(ENGLISH)],
      ['content', '<p>My round on the back nine</p>'],
      ['youtubes[]', `https://www.youtube.com/watch?v=${VIDEO_ID}`],
      ['youtubeMeta[]', JSON.stringify({ title: 'Back nine', channelName: 'Ada Golf', view: 7 })],
    ]);
    expect(vlog).toMatchObject({
      type: 2,
      course: c.id,
      courseDetail: { id: c.id, name: c.name, slug: c.slug, countrySlug: c.countrySlug },
      youtubes: [VIDEO_ID],
      photos: [],
      isOneMedia: true,
      poster: youtubeThumbnailUrl(VIDEO_ID),
    });
    expect(vlog.media).toHaveLength(1);
    expect(vlog.media[0]).toMatchObject({
      type: 2,
      youtubeId: VIDEO_ID,
      description: 'Back nine',
      entityName: 'post',
      entityId: vlog.id,
      courseId: c.id,
      // channel and figures come from YouTube (VideoFacts), not the uploader
      meta: null,
    });
    const short = await createdPost(suite.app, suite.member.token, [
      ['type', '2'],
      ['course', String(c.id)],
      ['language', String(ENGLISH)],
      ['content', '<p>Two links</p>'],
      ['youtubes[]', `https://youtu.be/${OTHER_VIDEO_ID}`],
      ['youtubes[]', VIDEO_ID],
    ]);
    expect(short.youtubes).toEqual([OTHER_VIDEO_ID, VIDEO_ID]);
    expect(short.isOneMedia).toBe(false);
  });

  it("5 photo post: course and media only, language forced to 30 and content ' ' (POST-002)", async () => {
    const c = suite.course(0);
    const res = await createPost(suite.app, suite.member.token, [
      ['type', '5'],
      ['course', String(c.id)],
      ['language', String(FRENCH)],
      ['title', 'ignored'],
      ['content', '<p>ignored text</p>'],
      ...photoParts(suite.png, 'Clubhouse'),
    ]);
    const p = expectPost(res);
    expect(p).toMatchObject({
      type: 5,
      course: c.id,
      title: null,
      content: ' ',
      language: { id: 30 },
      isOneMedia: true,
    });
    expect(p.photos.map((x) => x.title)).toEqual(['Clubhouse']);
    expect(p.poster).toBe(p.photos[0]!.thumb);
    const noLanguage = await createdPost(suite.app, suite.member.token, [
      ['type', '5'],
      ['course', String(c.id)],
      ...photoParts(suite.png),
    ]);
    expect(noLanguage.language?.id).toBe(30);
    const noMedia = await createPost(suite.app, suite.member.token, [
      ['type', '5'],
      ['course', String(c.id)],
    ]);
    expectOnlyFieldErrors(noMedia, { photoFiles: 'Field is required' });
    const noCourse = await createPost(suite.app, suite.member.token, [
      ['type', '5'],
      ...photoParts(suite.png),
    ]);
    expectOnlyFieldErrors(noCourse, { course: 'Please choose course' });
  });

  it('7 course post only by a course admin of that course (403 for a member)', async () => {
    const c = suite.course(1);
    const courseAdmin = await createCourseAdmin(suite.app, suite.admin.token, c.id);
    const parts = (courseId: number): Part[] => [
      ['type', '7'],
      ['course', String(courseId)],
      ['language', String(ENGLISH)],
      ['content', '<p>The greens are open again</p>'],
    ];
    const refused = await createPost(suite.app, suite.member.token, parts(c.id));
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe('forbidden');
    expect(
      (await createPost(suite.app, courseAdmin.token, parts(suite.course(2).id))).statusCode,
    ).toBe(403);
    const news = expectPost(await createPost(suite.app, courseAdmin.token, parts(c.id)));
    expect(news).toMatchObject({ type: 7, course: c.id, profile: { id: courseAdmin.id } });
    expectPost(await createPost(suite.app, suite.admin.token, parts(c.id)));
    const noCourse = await createPost(
      suite.app,
      courseAdmin.token,
      parts(c.id).filter(([name]) => name !== 'course'),
    );
    expectOnlyFieldErrors(noCourse, { course: 'Please choose course' });
    const onCourse = await postsPage(suite.app, `filter_course=${c.id}&filter_type=7`);
    expect(onCourse.total).toBe(2);
    expect(onCourse.list[1]!.id).toBe(news.id);
  });
});

describe('POST /api/posts refusals (POST-010..015, POST-033)', () => {
  it('401 for visitors', async () => {
    expect((await createPost(suite.app, null, generalPostParts())).statusCode).toBe(401);
    const notMultipart = await signed(suite.app, suite.member.token, 'POST', '/api/posts', {
      type: 1,
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it("answers the spec's messages for each type rule and stores nothing", async () => {
    const m = await createMember(suite.app);
    const expectFields = async (parts: Part[], fields: Record<string, string>) => {
      const res = await createPost(suite.app, m.token, parts);
      expect(res.statusCode, JSON.stringify(parts)).toBe(400);
      expect(fieldsOf(res), JSON.stringify(parts)).toEqual(fields);
      expect(errorOf(res).message).toBe(Object.values(fields)[0]);
    };
    const required = 'Field is required';
    await expectFields(
      [
        ['type', '1'],
        ['content', '<p>No language</p>'],
      ],
      { language: required },
    );
    await expectFields(generalPostParts('<p></p><p>   </p>'), { content: required });
    await expectFields([['type', '3']], { language: required, content: required });
    await expectFields(
      [
        ['type', '8'],
        ['language', '30'],
        ['title', '   '],
      ],
      { title: required },
    );
    await expectFields([['type', '8']], { language: required, title: required });
    await expectFields(
      [
        ['type', '2'],
        ['language', '30'],
        ['content', '<p>Vlog</p>'],
      ],
      { course: 'Please choose course', youtubes: 'The YouTube link is required' },
    );
    await expectFields(
      [
        ['type', '2'],
        ['course', String(suite.course(0).id)],
        ['language', '30'],
        ['content', '<p>Vlog</p>'],
      ],
      { youtubes: 'The YouTube link is required' },
    );
    await expectFields(
      [
        ['type', '7'],
        ['language', '30'],
        ['content', '<p>News</p>'],
      ],
      { course: 'Please choose course' },
    );
    expect(await postsPage(suite.app, `filter_profile=${m.id}`)).toMatchObject({
      total: 0,
      list: [],
    });
  });

  it('refuses photos and videos in a discussion, bad YouTube ids, unknown types, languages, courses and hashtags', async () => {
    const m = await createMember(suite.app);
    const discussion: Part[] = [
      ['type', '8'],
      ['language', '30'],
      ['title', 'A question'],
      ['content', '<p>Text</p>'],
    ];
    const withPhoto = await createPost(suite.app, m.token, [
      ...discussion,
      ...photoParts(suite.png),
    ]);
    expectOnlyFieldErrors(withPhoto, { photoFiles: 'Not allowed' });
    const withVideo = await createPost(suite.app, m.token, [
      ...discussion,
      ['youtubes[]', VIDEO_ID],
    ]);
    expect(withVideo.statusCode).toBe(400);
    const vlog = (link: string): Part[] => [
      ['type', '2'],
      ['course', String(suite.course(0).id)],
      ['language', '30'],
      ['content', '<p>Vlog</p>'],
      ['youtubes[]', link],
    ];
    for (const link of [
      'https://www.youtube.com/watch?v=tooShort',
      'https://vimeo.com/123456',
      'dQw4w9WgXcQx',
    ]) {
      const res = await createPost(suite.app, m.token, vlog(link));
      expect(res.statusCode, link).toBe(400);
      expect(fieldsOf(res), link).toEqual({ youtubes: 'The YouTube link is not valid' });
    }
    const badMeta = await createPost(suite.app, m.token, [
      ...vlog(VIDEO_ID),
      ['youtubeMeta[]', '{not json'],
    ]);
    expect(badMeta.statusCode).toBe(400);
    for (const type of ['4', '6', '9', 'abc', '']) {
      const res = await createPost(suite.app, m.token, [
        ['type', type],
        ...generalPostParts().slice(1),
      ]);
      expect(res.statusCode, type).toBe(400);
      expect(Object.keys(fieldsOf(res)), type).toEqual(['type']);
    }
    const language = await createPost(suite.app, m.token, [
      ['type', '1'],
      ['language', '9999'],
      ['content', '<p>x</p>'],
    ]);
    expectOnlyFieldErrors(language, { language: 'Unknown language' });
    const unknownCourse = await createPost(suite.app, m.token, [
      ['type', '2'],
      ['course', '999999999'],
      ['language', '30'],
      ['content', '<p>Vlog</p>'],
      ['youtubes[]', VIDEO_ID],
    ]);
    expectOnlyFieldErrors(unknownCourse, { course: 'Unknown golf course' });
    for (const tag of ['<script>', 'bad tag!', 'a'.repeat(31), 'x"onmouseover="y']) {
      const res = await createPost(
        suite.app,
        m.token,
        generalPostParts('<p>Tagged</p>', [['hashtags[]', tag]]),
      );
      expect(res.statusCode, tag).toBe(400);
      expect(fieldsOf(res).hashtags, tag).toMatch(/^Invalid hashtag/);
    }
    const many = Array.from({ length: 11 }, (_, i): Part => [
      'hashtags[]',
      `t${i}x${uniqueSuffix()}`,
    ]);
    const tooMany = await createPost(suite.app, m.token, generalPostParts('<p>Tagged</p>', many));
    expect(fieldsOf(tooMany)).toEqual({ hashtags: 'At most 10 hashtags' });
    const notImage = await createPost(suite.app, m.token, [
      ...generalPostParts(),
      [
        'photoFiles[]',
        { bytes: Buffer.from('plain text'), filename: 'x.png', type: 'image/suite.png' },
      ],
    ]);
    expect(notImage.statusCode).toBe(400);
    expect(errorOf(notImage).message).toBe('The file is not an image');
    expect((await postsPage(suite.app, `filter_profile=${m.id}`)).total).toBe(0);
  });
});
