import {
  HASHTAGS_PER_POST,
  MediaType,
  POST_MSG,
  PostType,
  normalizeHashtag,
  parseYoutubeId,
  postRuleErrors,
  type MediaItem,
  type Post,
} from '@bgc/shared';
import { isRichTextEmpty, stripEmptyParagraphs } from '../rich-text-editor/rich-text-html.js';

/**
 * Pure model of the post dialog (POST-009..024, POST-032, POST-035, OPEN-044): the draft,
 * which fields a type shows, the client checks (`postRuleErrors` of @bgc/shared) and the
 * multipart body of POST /posts and POST /posts/update.
 */

/** OPEN-044: the options of the type radio (profile, newsfeed, coaches). */
export const RADIO_TYPES = [PostType.General, PostType.Vlog, PostType.Coaching] as const;

/** The course a post is tied to, as the form needs it (id for the API, slug for links). */
export interface PostCourseRef {
  id: number;
  name: string;
  slug: string;
  countrySlug: string;
}

/** A photo picked in the dialog, not yet sent. */
export interface NewPhoto {
  key: number;
  file: File;
  title: string;
}

/** Everything the dialog edits. */
export interface PostDraft {
  type: number;
  /** Content language id, null when none is chosen. */
  language: number | null;
  title: string;
  /** Editor HTML. */
  content: string;
  hashtags: string[];
  /** The course chosen in the form (type 2 off a course page), or the post's course. */
  course: PostCourseRef | null;
  newPhotos: NewPhoto[];
  /** New YouTube links, as typed. */
  youtubes: string[];
  /** Media of the edited post (empty when creating). */
  existingMedia: MediaItem[];
  /** Ids of existing media removed in this edit (POST-024 removePhotos/removeYoutubes). */
  removedMedia: number[];
  /** Edited titles of existing media, by id (POST-024 modifyTitles). */
  titles: Record<number, string>;
}

/** POST-017: types 7, 5 and 8 hide the type radio. */
export const showsTypeRadio = (type: number): boolean =>
  (RADIO_TYPES as readonly number[]).includes(type);

/** POST-016: the language field is hidden for type 5. */
export const showsLanguage = (type: number): boolean => type !== PostType.Photo;

/** POST-011 / POST-015: only discussions (8) have a title. */
export const showsTitle = (type: number): boolean => type === PostType.Discussion;

/** POST-015 / POST-016: discussions take no photos or videos; photo posts have no text. */
export const showsMedia = (type: number): boolean => type !== PostType.Discussion;
export const showsContent = (type: number): boolean => type !== PostType.Photo;

/** POST-013 / POST-035: a vlog off a course page picks its course in the form. */
export const showsCoursePicker = (type: number, fixedCourse: boolean): boolean =>
  type === PostType.Vlog && !fixedCourse;

/** An empty draft of `type` (the language preset when the member speaks exactly one). */
export function emptyDraft(type: number, language: number | null = null): PostDraft {
  return {
    type,
    language,
    title: '',
    content: '',
    hashtags: [],
    course: null,
    newPhotos: [],
    youtubes: [],
    existingMedia: [],
    removedMedia: [],
    titles: {},
  };
}

/** The draft of an existing post (edit mode). */
export function draftFromPost(post: Post): PostDraft {
  return {
    ...emptyDraft(post.type, post.language?.id ?? null),
    title: post.title ?? '',
    content: post.content.trim(),
    hashtags: [...post.hashtags],
    course: post.courseDetail
      ? {
          id: post.courseDetail.id,
          name: post.courseDetail.name,
          slug: post.courseDetail.slug,
          countrySlug: post.courseDetail.countrySlug,
        }
      : null,
    existingMedia: [...post.media],
  };
}

/** Existing media the edit keeps. */
export const keptMedia = (draft: PostDraft): MediaItem[] =>
  draft.existingMedia.filter((m) => !draft.removedMedia.includes(m.id));

/** Number of photos the post would hold (kept + new), for the 40-file limit (FILE-001). */
export const photoCount = (draft: PostDraft): number =>
  keptMedia(draft).filter((m) => m.type === MediaType.Photo).length + draft.newPhotos.length;

/**
 * POST-021: the languages offered: the member's own languages when they have any that the
 * site knows, otherwise every content language; the `current` language of an edited post is
 * kept in the list.
 */
export function languageOptions<L extends { id: number }>(
  all: readonly L[],
  mine: readonly number[],
  current: number | null = null,
): L[] {
  const own = all.filter((l) => mine.includes(l.id) || l.id === current);
  return own.some((l) => mine.includes(l.id)) ? own : [...all];
}

/**
 * POST-032: adds what was typed in the hashtag input (one or more tags split on spaces,
 * commas or '#'), without '#', normalized, no duplicates, at most 10. Returns the new list
 * and whether an entry was refused ('invalid' or 'tooMany').
 */
export function addHashtags(
  current: readonly string[],
  input: string,
): { tags: string[]; problem: 'invalid' | 'tooMany' | null } {
  const tags = [...current];
  let problem: 'invalid' | 'tooMany' | null = null;
  for (const entry of input.split(/[\s,#]+/).filter(Boolean)) {
    const tag = normalizeHashtag(entry);
    if (!tag) {
      problem = 'invalid';
      continue;
    }
    if (tags.includes(tag)) continue;
    if (tags.length >= HASHTAGS_PER_POST) {
      problem = 'tooMany';
      continue;
    }
    tags.push(tag);
  }
  return { tags, problem };
}

/** Links typed in the YouTube field that are not a YouTube address or 11-character id. */
export const invalidYoutubes = (links: readonly string[]): string[] =>
  links.filter((link) => link.trim() !== '' && parseYoutubeId(link) === null);

/** The course the post is sent with: the page's course, else the one chosen in the form. */
function courseOf(draft: PostDraft, fixedCourse: PostCourseRef | null): PostCourseRef | null {
  if (fixedCourse) return fixedCourse;
  const tied: readonly number[] = [PostType.Vlog, PostType.Photo, PostType.CoursePost];
  return tied.includes(draft.type) ? draft.course : null;
}

/**
 * POST-010..015 on the client: `postRuleErrors` over the draft, plus 'The YouTube link is not
 * valid' for a link that is not one. `{field: English message}`; the dialog translates.
 */
export function draftErrors(
  draft: PostDraft,
  fixedCourse: PostCourseRef | null,
): Record<string, string> {
  const kept = keptMedia(draft);
  const validVideos = draft.youtubes.filter((link) => parseYoutubeId(link) !== null);
  const hasVideo = validVideos.length > 0 || kept.some((m) => m.type === MediaType.Video);
  const errors = postRuleErrors({
    type: draft.type,
    language: draft.language ?? undefined,
    title: draft.title,
    contentEmpty: isRichTextEmpty(draft.content),
    course: courseOf(draft, fixedCourse)?.id,
    hasVideo: showsMedia(draft.type) && hasVideo,
    hasMedia: showsMedia(draft.type) && (hasVideo || kept.length + draft.newPhotos.length > 0),
  });
  if (showsMedia(draft.type) && invalidYoutubes(draft.youtubes).length > 0)
    errors.youtubes = YOUTUBE_INVALID;
  return errors;
}

/** The server's text for a link it cannot read (media-uploads.ts). */
export const YOUTUBE_INVALID = 'The YouTube link is not valid';

/** POST-019: a discussion with no description asks 'Description is empty' first. */
export const needsEmptyDescriptionConfirm = (draft: PostDraft): boolean =>
  draft.type === PostType.Discussion && isRichTextEmpty(draft.content);

/**
 * Translation key (namespace `feed`) of a rule message from `postRuleErrors` or the server,
 * or null for a message without a translation (shown as it came).
 */
export function ruleMessageKey(message: string): string | null {
  switch (message) {
    case POST_MSG.required:
      return 'errors.required';
    case POST_MSG.courseRequired:
      return 'errors.courseRequired';
    case POST_MSG.youtubeRequired:
      return 'errors.youtubeRequired';
    case YOUTUBE_INVALID:
      return 'errors.youtubeInvalid';
    default:
      return null;
  }
}

export interface PostFormContext {
  mode: 'create' | 'edit';
  /** Id of the edited post (edit mode). */
  id?: number;
  /** The course of the page the dialog was opened on. */
  fixedCourse: PostCourseRef | null;
}

/**
 * POST-023 / POST-024: the multipart body of POST /posts (create) or POST /posts/update
 * (edit): type, course, language, title, content (empty paragraphs stripped, POST-018),
 * hashtags[], photoFiles[] + photoTitles[] (in the same order; `photos` are the prepared
 * files, FILE-003), youtubes[]; in edit mode also id, removedMedia[] and reTitledMedia[]
 * (JSON `{id,title}` for each kept media whose title changed).
 */
export function buildPostFormData(
  draft: PostDraft,
  photos: ReadonlyArray<{ file: File; title: string }>,
  context: PostFormContext,
): FormData {
  const form = new FormData();
  if (context.mode === 'edit' && context.id !== undefined) form.append('id', String(context.id));
  form.append('type', String(draft.type));
  const course = courseOf(draft, context.fixedCourse);
  if (course) form.append('course', String(course.id));
  if (showsLanguage(draft.type) && draft.language !== null)
    form.append('language', String(draft.language));
  if (showsTitle(draft.type)) form.append('title', draft.title.trim());
  if (showsContent(draft.type)) form.append('content', stripEmptyParagraphs(draft.content));
  for (const tag of draft.hashtags) form.append('hashtags[]', tag);
  if (showsMedia(draft.type)) {
    for (const photo of photos) {
      form.append('photoFiles[]', photo.file, photo.file.name);
      form.append('photoTitles[]', photo.title.trim());
    }
    for (const link of draft.youtubes) if (link.trim()) form.append('youtubes[]', link.trim());
  }
  if (context.mode === 'edit') {
    for (const id of draft.removedMedia) form.append('removedMedia[]', String(id));
    for (const media of keptMedia(draft)) {
      const title = draft.titles[media.id];
      if (title !== undefined && title.trim() !== (media.description ?? '').trim())
        form.append('reTitledMedia[]', JSON.stringify({ id: media.id, title: title.trim() }));
    }
  }
  return form;
}
