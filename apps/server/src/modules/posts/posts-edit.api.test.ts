import { describe, expect, it } from 'vitest';
import { expectOnlyFieldErrors, fieldsOf, json } from '../../../test/test-app.js';
import { createMember, signed, uniqueSuffix } from '../../../test/factories.js';
import { createCourseAdmin, type Part } from '../../../test/course-fixtures.js';
import {
  postsSuite,
  createPost,
  createdPost,
  updatePost,
  updatedPost,
  postsPage,
  expectPost,
  generalPostParts,
  photoParts,
  FRENCH,
  VIDEO_ID,
  OTHER_VIDEO_ID,
} from '../../../test/content-fixtures.js';

/** Editing and deleting posts (POST-008, POST-024, T64/T65). */
const suite = postsSuite('posts-edit');

const tagCounter = async (name: string) => {
  const res = await suite.app.inject({ url: '/api/tags?sort_desc=counter&limit=100' });
  expect(res.statusCode).toBe(200);
  return json<{ tags: Array<{ name: string; counter: number }> }>(res).tags.find(
    (t) => t.name === name,
  )?.counter;
};
describe('POST /api/posts/update (T64, POST-024)', () => {
  it('the author edits text, language, type, media and hashtags; tag counters follow', async () => {
    const s = uniqueSuffix();
    const [gone, kept, added] = [`gone${s}`, `kept${s}`, `added${s}`];
    const p = await createdPost(suite.app, suite.member.token, [
      ...generalPostParts('<p>Before</p>', [
        ['hashtags[]', gone],
        ['hashtags[]', kept],
      ]),
      ...photoParts(suite.png, 'First'),
      ...photoParts(suite.png, 'Second'),
    ]);
    expect([await tagCounter(gone), await tagCounter(kept), await tagCounter(added)]).toEqual([
      1,
      1,
      undefined,
    ]);
    const [first, second] = [p.photos[0]!, p.photos[1]!];
    const edited = await updatedPost(suite.app, suite.member.token, [
      ['id', String(p.id)],
      ['type', '3'],
      ['language', String(FRENCH)],
      ['content', '<p>After</p>'],
      ['removedMedia[]', String(first.id)],
      ['reTitledMedia[]', JSON.stringify({ id: second.id, title: ' Renamed ' })],
      ...photoParts(suite.png, 'Third'),
      ['hashtags[]', kept],
      ['hashtags[]', `#${added.toUpperCase()}`],
    ]);
    expect(edited).toMatchObject({
      id: p.id,
      type: 3,
      content: '<p>After</p>',
      language: { id: FRENCH, name: 'French' },
      hashtags: [kept, added],
      createdDate: p.createdDate,
    });
    expect(edited.photos.map((x) => x.title)).toEqual(['Renamed', 'Third']);
    expect(edited.photos[0]!.id).toBe(second.id);
    expect(edited.photos.map((x) => x.id)).not.toContain(first.id);
    expect(Date.parse(edited.updatedDate)).toBeGreaterThanOrEqual(Date.parse(p.updatedDate));
    expect([await tagCounter(gone), await tagCounter(kept), await tagCounter(added)]).toEqual([
      undefined,
      1,
      1,
    ]);
    const detail = (await postsPage(suite.app, `filter_id=${p.id}`)).list[0]!;
    expect(detail).toMatchObject({
      type: 3,
      content: '<p>After</p>',
      hashtags: [kept, added],
      photos: edited.photos,
    });
    const cleared = await updatedPost(suite.app, suite.member.token, [
      ['id', String(p.id)],
      ...generalPostParts('<p>x</p>'),
    ]);
    expect(cleared.hashtags).toEqual([]);
    expect([await tagCounter(kept), await tagCounter(added)]).toEqual([undefined, undefined]);
  });

  it('keeps the type rules: a vlog needs a video, a discussion stays a media-free discussion', async () => {
    const c = suite.course(3);
    const vlog = await createdPost(suite.app, suite.member.token, [
      ['type', '2'],
      ['course', String(c.id)],
      ['language', '30'],
      ['content', '<p>Vlog</p>'],
      ['youtubes[]', VIDEO_ID],
    ]);
    const videoId = vlog.media[0]!.id;
    const base: Part[] = [
      ['id', String(vlog.id)],
      ['type', '2'],
      ['language', '30'],
      ['content', '<p>Vlog</p>'],
    ];
    const noVideo = await updatePost(suite.app, suite.member.token, [
      ...base,
      ['removedMedia[]', String(videoId)],
    ]);
    expectOnlyFieldErrors(noVideo, { youtubes: 'The YouTube link is required' });
    const replaced = await updatedPost(suite.app, suite.member.token, [
      ...base,
      ['removedMedia[]', String(videoId)],
      ['youtubes[]', OTHER_VIDEO_ID],
    ]);
    expect([replaced.youtubes, replaced.course]).toEqual([[OTHER_VIDEO_ID], c.id]);
    const general1 = await updatedPost(suite.app, suite.member.token, [
      ['id', String(vlog.id)],
      ...generalPostParts('<p>Now general</p>'),
    ]);
    expect([general1.type, general1.youtubes]).toEqual([1, [OTHER_VIDEO_ID]]);

    const d = await createdPost(suite.app, suite.member.token, [
      ['type', '8'],
      ['language', '30'],
      ['title', 'Question'],
    ]);
    const still = await updatedPost(suite.app, suite.member.token, [
      ['id', String(d.id)],
      ['type', '1'],
      ['language', '30'],
      ['title', 'Better question'],
      ['content', '<p>Details</p>'],
    ]);
    expect([still.type, still.title, still.content]).toEqual([
      8,
      'Better question',
      '<p>Details</p>',
    ]);
    const untitled = await updatePost(suite.app, suite.member.token, [
      ['id', String(d.id)],
      ['type', '8'],
      ['language', '30'],
    ]);
    expect(fieldsOf(untitled)).toEqual({ title: 'Field is required' });
    const withPhoto = await updatePost(suite.app, suite.member.token, [
      ['id', String(d.id)],
      ['type', '8'],
      ['language', '30'],
      ['title', 'Better question'],
      ...photoParts(suite.png),
    ]);
    expectOnlyFieldErrors(withPhoto, { photoFiles: 'Not allowed' });
    const withVideo = await updatePost(suite.app, suite.member.token, [
      ['id', String(d.id)],
      ['type', '8'],
      ['language', '30'],
      ['title', 'Better question'],
      ['youtubes[]', VIDEO_ID],
    ]);
    expect(withVideo.statusCode).toBe(400);
    expect((await postsPage(suite.app, `filter_id=${d.id}`)).list[0]!.media).toEqual([]);
  });

  it('403 for another member, 404 unknown or deleted, 401 for visitors, 400 for unknown media', async () => {
    const p = await createdPost(suite.app, suite.member.token, [
      ...generalPostParts(),
      ...photoParts(suite.png),
    ]);
    const other = await createMember(suite.app);
    const parts = (id: number, extra: Part[] = []): Part[] => [
      ['id', String(id)],
      ...generalPostParts('<p>Edited</p>'),
      ...extra,
    ];
    const foreign = await updatePost(suite.app, other.token, parts(p.id));
    expect(foreign.statusCode).toBe(403);
    expect((await updatePost(suite.app, suite.admin.token, parts(p.id))).statusCode).toBe(403);
    expect((await updatePost(suite.app, null, parts(p.id))).statusCode).toBe(401);
    expect((await updatePost(suite.app, suite.member.token, generalPostParts())).statusCode).toBe(
      400,
    );
    expect((await updatePost(suite.app, suite.member.token, parts(999_999_999))).statusCode).toBe(
      404,
    );
    const unknownMedia = await updatePost(
      suite.app,
      suite.member.token,
      parts(p.id, [['removedMedia[]', '999999999']]),
    );
    expect(fieldsOf(unknownMedia)).toEqual({ removedMedia: 'Unknown media' });
    const otherPost = expectPost(
      await createPost(suite.app, other.token, [...generalPostParts(), ...photoParts(suite.png)]),
    );
    const stolen = await updatePost(
      suite.app,
      suite.member.token,
      parts(p.id, [['removedMedia[]', String(otherPost.photos[0]!.id)]]),
    );
    expect(stolen.statusCode).toBe(400);
    const badRetitle = await updatePost(
      suite.app,
      suite.member.token,
      parts(p.id, [['reTitledMedia[]', 'not json']]),
    );
    expect(Object.keys(fieldsOf(badRetitle))).toEqual(['reTitledMedia']);
    expect((await postsPage(suite.app, `filter_id=${p.id}`)).list[0]!.content).toBe(
      '<p>First round of the season</p>',
    );
    expect((await postsPage(suite.app, `filter_id=${otherPost.id}`)).list[0]!.photos).toHaveLength(
      1,
    );
    expect(
      (await signed(suite.app, suite.member.token, 'DELETE', `/api/posts/${p.id}`)).statusCode,
    ).toBe(200);
    expect((await updatePost(suite.app, suite.member.token, parts(p.id))).statusCode).toBe(404);
  });
});

describe('DELETE /api/posts/{id} (T65, POST-008)', () => {
  it('the author deletes: the post leaves the lists, filter_id answers an empty list, tags drop', async () => {
    const m = await createMember(suite.app);
    const tag = `del${uniqueSuffix()}`;
    const p = expectPost(
      await createPost(
        suite.app,
        m.token,
        generalPostParts('<p>Soon gone</p>', [['hashtags[]', tag]]),
      ),
    );
    const stays = expectPost(
      await createPost(suite.app, m.token, generalPostParts('<p>Stays</p>')),
    );
    expect(await tagCounter(tag)).toBe(1);
    expect(
      (await suite.app.inject({ method: 'DELETE', url: `/api/posts/${p.id}` })).statusCode,
    ).toBe(401);
    const res = await signed(suite.app, m.token, 'DELETE', `/api/posts/${p.id}`);
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true });
    expect((await postsPage(suite.app, `filter_profile=${m.id}`)).list.map((x) => x.id)).toEqual([
      stays.id,
    ]);
    expect(await postsPage(suite.app, `filter_id=${p.id}`)).toEqual({
      list: [],
      total: 0,
      totalPages: 0,
      currentPage: 1,
    });
    expect((await postsPage(suite.app, `has_tags_name=${tag}`)).total).toBe(0);
    expect((await postsPage(suite.app, 'limit=100')).list.map((x) => x.id)).not.toContain(p.id);
    expect(await tagCounter(tag)).toBeUndefined();
    expect((await signed(suite.app, m.token, 'DELETE', `/api/posts/${p.id}`)).statusCode).toBe(404);
    expect((await signed(suite.app, m.token, 'DELETE', '/api/posts/999999999')).statusCode).toBe(
      404,
    );
    expect((await signed(suite.app, m.token, 'DELETE', '/api/posts/abc')).statusCode).toBe(400);
  });

  it("a course admin of the post's course and an Administrator may delete; others get 403", async () => {
    const c = suite.course(2);
    const courseAdmin = await createCourseAdmin(suite.app, suite.admin.token, c.id);
    const author = await createMember(suite.app);
    const stranger = await createMember(suite.app);
    const vlogOn = async (courseId: number) =>
      await createdPost(suite.app, author.token, [
        ['type', '2'],
        ['course', String(courseId)],
        ['language', '30'],
        ['content', '<p>Vlog</p>'],
        ['youtubes[]', VIDEO_ID],
      ]);
    const onCourse = await vlogOn(c.id);
    const onOther = await vlogOn(suite.course(0).id);
    const noCourse = expectPost(await createPost(suite.app, author.token, generalPostParts()));
    const del = (token: string, id: number) =>
      signed(suite.app, token, 'DELETE', `/api/posts/${id}`);
    const flags = async (token: string, id: number) => {
      const p = (await postsPage(suite.app, `filter_id=${id}`, token)).list[0]!;
      return [p.canUpdate, p.canDelete];
    };
    expect(await flags(author.token, onCourse.id)).toEqual([true, true]);
    expect(await flags(courseAdmin.token, onCourse.id)).toEqual([false, true]);
    expect(await flags(courseAdmin.token, onOther.id)).toEqual([false, false]);
    expect(await flags(courseAdmin.token, noCourse.id)).toEqual([false, false]);
    expect(await flags(stranger.token, onCourse.id)).toEqual([false, false]);
    expect(await flags(suite.admin.token, noCourse.id)).toEqual([false, true]);
    expect((await del(stranger.token, onCourse.id)).statusCode).toBe(403);
    expect((await del(stranger.token, noCourse.id)).statusCode).toBe(403);
    expect((await del(courseAdmin.token, noCourse.id)).statusCode).toBe(403);
    expect((await del(courseAdmin.token, onOther.id)).statusCode).toBe(403);
    expect((await postsPage(suite.app, `filter_profile=${author.id}`)).total).toBe(3);
    expect((await del(courseAdmin.token, onCourse.id)).statusCode).toBe(200);
    expect((await del(suite.admin.token, noCourse.id)).statusCode).toBe(200);
    expect((await del(suite.admin.token, onOther.id)).statusCode).toBe(200);
    expect((await postsPage(suite.app, `filter_profile=${author.id}`)).total).toBe(0);
  });
});
