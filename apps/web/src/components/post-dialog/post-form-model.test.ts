import { describe, expect, it } from 'vitest';
import type { MediaItem, Post } from '@bgc/shared';
import {
  addHashtags,
  buildPostFormData,
  draftErrors,
  draftFromPost,
  emptyDraft,
  languageOptions,
  needsEmptyDescriptionConfirm,
  photoCount,
  ruleMessageKey,
  showsCoursePicker,
  showsLanguage,
  showsMedia,
  showsTitle,
  showsTypeRadio,
  type PostCourseRef,
  type PostDraft,
} from './post-form-model.js';

const course: PostCourseRef = { id: 12, name: 'Le Golf', slug: 'le-golf', countrySlug: 'france' };
const file = (name: string) => new File([new Uint8Array([1, 2, 3])], name, { type: 'image/png' });
const media = (id: number, type: 1 | 2, description: string | null = null): MediaItem =>
  ({ id, type, description, youtubeId: type === 2 ? 'dQw4w9WgXcQ' : null }) as MediaItem;
const draft = (over: Partial<PostDraft>): PostDraft => ({ ...emptyDraft(1, 30), ...over });
const entries = (form: FormData) =>
  [...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : `file:${v.name}`]);

describe('fields by type (POST-013, POST-015..017, OPEN-044)', () => {
  it('hides the radio for 7, 5 and 8, the language for 5, media for 8', () => {
    expect([1, 2, 3, 5, 7, 8].map(showsTypeRadio)).toEqual([true, true, true, false, false, false]);
    expect(showsLanguage(5)).toBe(false);
    expect(showsLanguage(8)).toBe(true);
    expect(showsTitle(8)).toBe(true);
    expect(showsTitle(1)).toBe(false);
    expect(showsMedia(8)).toBe(false);
    expect(showsMedia(7)).toBe(true);
  });

  it('asks for the course of a vlog only off a course page', () => {
    expect(showsCoursePicker(2, false)).toBe(true);
    expect(showsCoursePicker(2, true)).toBe(false);
    expect(showsCoursePicker(1, false)).toBe(false);
  });
});

describe('draftErrors (POST-010..015)', () => {
  it('requires language and content for a general post', () => {
    expect(draftErrors(draft({ language: null, content: '<p> </p>' }), null)).toEqual({
      language: 'Field is required',
      content: 'Field is required',
    });
    expect(draftErrors(draft({ content: '<p>Hi</p>' }), null)).toEqual({});
  });

  it('requires a course and a YouTube link for a vlog', () => {
    const vlog = draft({ type: 2, content: '<p>Round</p>' });
    expect(draftErrors(vlog, null)).toEqual({
      course: 'Please choose course',
      youtubes: 'The YouTube link is required',
    });
    expect(draftErrors({ ...vlog, youtubes: ['https://youtu.be/dQw4w9WgXcQ'] }, course)).toEqual(
      {},
    );
    expect(draftErrors({ ...vlog, course, youtubes: ['https://youtu.be/short'] }, null)).toEqual({
      youtubes: 'The YouTube link is not valid',
    });
  });

  it('counts a kept video of an edited vlog, not a removed one', () => {
    const vlog = draft({ type: 2, content: '<p>x</p>', course, existingMedia: [media(4, 2)] });
    expect(draftErrors(vlog, null)).toEqual({});
    expect(draftErrors({ ...vlog, removedMedia: [4] }, null).youtubes).toBe(
      'The YouTube link is required',
    );
  });

  it('requires a title for a discussion but lets its text be empty (POST-019 asks)', () => {
    const discussion = draft({ type: 8 });
    expect(draftErrors(discussion, null)).toEqual({ title: 'Field is required' });
    expect(needsEmptyDescriptionConfirm({ ...discussion, title: 'Q' })).toBe(true);
    expect(needsEmptyDescriptionConfirm({ ...discussion, content: '<p>Why?</p>' })).toBe(false);
    expect(needsEmptyDescriptionConfirm(draft({}))).toBe(false);
  });

  it('requires the page course for a course post', () => {
    expect(draftErrors(draft({ type: 7, content: '<p>x</p>' }), null).course).toBe(
      'Please choose course',
    );
    expect(draftErrors(draft({ type: 7, content: '<p>x</p>' }), course)).toEqual({});
  });

  it('maps the rule messages to catalog keys', () => {
    expect(ruleMessageKey('Field is required')).toBe('errors.required');
    expect(ruleMessageKey('Please choose course')).toBe('errors.courseRequired');
    expect(ruleMessageKey('The YouTube link is required')).toBe('errors.youtubeRequired');
    expect(ruleMessageKey('Something else')).toBeNull();
  });
});

describe('languageOptions (POST-021)', () => {
  const all = [
    { id: 30, name: 'English' },
    { id: 37, name: 'French' },
    { id: 60, name: 'Japanese' },
  ];
  it("offers the member's languages, else all", () => {
    expect(languageOptions(all, [37]).map((l) => l.id)).toEqual([37]);
    expect(languageOptions(all, []).map((l) => l.id)).toEqual([30, 37, 60]);
    expect(languageOptions(all, [999]).map((l) => l.id)).toEqual([30, 37, 60]);
    expect(languageOptions(all, [37], 60).map((l) => l.id)).toEqual([37, 60]);
  });
});

describe('addHashtags (POST-032)', () => {
  it("adds normalized tags without '#' or duplicates", () => {
    expect(addHashtags(['golf'], '#Golf #Links, par3')).toEqual({
      tags: ['golf', 'links', 'par3'],
      problem: null,
    });
  });
  it('refuses invalid tags and more than 10', () => {
    expect(addHashtags([], 'ok no!pe').problem).toBe('invalid');
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(addHashtags(ten, 'eleven')).toEqual({ tags: ten, problem: 'tooMany' });
  });
});

describe('photo limits (FILE-001)', () => {
  it('counts kept and new photos, not videos or removed ones', () => {
    const d = draft({
      existingMedia: [media(1, 1), media(2, 1), media(3, 2)],
      removedMedia: [2],
      newPhotos: [{ key: 1, file: file('a.png'), title: '' }],
    });
    expect(photoCount(d)).toBe(2);
  });
});

describe('buildPostFormData (POST-018, POST-023, POST-024)', () => {
  it('sends a new general post with hashtags, photos and titles in order', () => {
    const d = draft({ content: '<p>Hello</p><p></p>', hashtags: ['golf', 'sun'] });
    const form = buildPostFormData(
      d,
      [
        { file: file('a.jpg'), title: ' First ' },
        { file: file('b.jpg'), title: '' },
      ],
      { mode: 'create', fixedCourse: null },
    );
    expect(entries(form)).toEqual([
      ['type', '1'],
      ['language', '30'],
      ['content', '<p>Hello</p>'],
      ['hashtags[]', 'golf'],
      ['hashtags[]', 'sun'],
      ['photoFiles[]', 'file:a.jpg'],
      ['photoTitles[]', 'First'],
      ['photoFiles[]', 'file:b.jpg'],
      ['photoTitles[]', ''],
    ]);
  });

  it('sends the course of a vlog and of a course post, title only for discussions', () => {
    const vlog = draft({ type: 2, course, youtubes: ['https://youtu.be/dQw4w9WgXcQ'] });
    expect(
      entries(buildPostFormData(vlog, [], { mode: 'create', fixedCourse: null })),
    ).toContainEqual(['course', '12']);
    const general = draft({ course });
    expect(
      entries(buildPostFormData(general, [], { mode: 'create', fixedCourse: null })).map(
        (e) => e[0],
      ),
    ).not.toContain('course');
    const timeline = draft({ type: 7 });
    expect(
      entries(buildPostFormData(timeline, [], { mode: 'create', fixedCourse: course })),
    ).toContainEqual(['course', '12']);
    const discussion = draft({ type: 8, title: ' Best links? ', youtubes: ['x'] });
    const sent = entries(buildPostFormData(discussion, [], { mode: 'create', fixedCourse: null }));
    expect(sent).toContainEqual(['title', 'Best links?']);
    expect(sent.map((e) => e[0])).not.toContain('youtubes[]');
  });

  it('sends id, removedMedia[] and reTitledMedia[] when editing', () => {
    const post = {
      id: 77,
      type: 1,
      title: null,
      content: '<p>Old</p>',
      courseDetail: null,
      language: { id: 37, name: 'French' },
      hashtags: ['golf'],
      media: [media(1, 1, 'One'), media(2, 1, 'Two'), media(3, 1, null)],
    } as unknown as Post;
    const d: PostDraft = {
      ...draftFromPost(post),
      content: '<p>New</p>',
      removedMedia: [2],
      titles: { 1: 'One', 2: 'Gone', 3: 'Three' },
    };
    expect(entries(buildPostFormData(d, [], { mode: 'edit', id: 77, fixedCourse: null }))).toEqual([
      ['id', '77'],
      ['type', '1'],
      ['language', '37'],
      ['content', '<p>New</p>'],
      ['hashtags[]', 'golf'],
      ['removedMedia[]', '2'],
      ['reTitledMedia[]', JSON.stringify({ id: 3, title: 'Three' })],
    ]);
  });
});
