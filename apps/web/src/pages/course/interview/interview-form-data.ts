import {
  INTERVIEW_FORM_TYPE,
  INTERVIEW_QUESTION_KEYS,
  mergeVideoLinks,
  parseYoutubeId,
  type InterviewQuestionKey,
  type MediaItem,
} from '@bgc/shared';
import type { PhotoDraft } from '../../../components/media/media-files.js';
import { mediaTitle } from '../../../components/media/media-format.js';

/**
 * Pure parts of the interview editor (INTV-008..012, INTV-015): the media changes and the
 * multipart body of POST /courses/director-interview.
 */

/** FILE-007 / INTV-009: at most one photo in an interview. */
export const INTERVIEW_PHOTO_MAX = 1;

/** The text fields of the form (rich-text answers as HTML, '' when empty). */
export type InterviewTextFields = { directorName: string; directorPosition: string } & Record<
  InterviewQuestionKey,
  string
>;

/** Everything one save sends (INTV-012). */
export interface InterviewSave {
  course: number;
  fields: InterviewTextFields;
  /** New photos (at most 1 photo in total after removals, FILE-007). */
  photos: readonly PhotoDraft[];
  /** New video links or ids. */
  youtubes: readonly string[];
  /** Ids of existing media to delete. */
  removedMedia: readonly number[];
  /** Existing media whose title changed. */
  reTitledMedia: ReadonlyArray<{ id: number; title: string }>;
}

/**
 * INTV-012: the kept media whose edited title (in `titles`, by id) differs from the stored one.
 */
export function retitledMedia(
  media: readonly MediaItem[],
  titles: Readonly<Record<number, string>>,
  removed: ReadonlySet<number>,
): Array<{ id: number; title: string }> {
  const out: Array<{ id: number; title: string }> = [];
  for (const item of media) {
    const title = titles[item.id];
    if (removed.has(item.id) || title === undefined) continue;
    if (title.trim() !== mediaTitle(item)) out.push({ id: item.id, title: title.trim() });
  }
  return out;
}

/**
 * INTV-010: merges the comma-separated `input` into the new links, skipping duplicates of
 * each other and of the videos kept (`keptIds`). Returns the new links only.
 */
export function addVideoLinks(
  keptIds: readonly string[],
  newLinks: readonly string[],
  input: string,
): string[] {
  return mergeVideoLinks([...keptIds, ...newLinks], input).slice(keptIds.length);
}

/** INTV-015: the links of `links` that hold no 11-character YouTube id. */
export function invalidVideoLinks(links: readonly string[]): string[] {
  return links.filter((link) => parseYoutubeId(link) === null);
}

/** INTV-012: the multipart body, fields in the order of the spec. */
export function interviewFormData(save: InterviewSave): FormData {
  const form = new FormData();
  form.append('type', String(INTERVIEW_FORM_TYPE));
  form.append('course', String(save.course));
  form.append('directorName', save.fields.directorName.trim());
  form.append('directorPosition', save.fields.directorPosition.trim());
  for (const key of INTERVIEW_QUESTION_KEYS) form.append(key, save.fields[key]);
  for (const photo of save.photos) {
    form.append('photoFiles[]', photo.file, photo.file.name);
    form.append('photoTitles[]', photo.title.trim());
  }
  for (const link of save.youtubes) form.append('youtubes[]', link.trim());
  for (const id of save.removedMedia) form.append('removedMedia[]', String(id));
  for (const item of save.reTitledMedia) form.append('reTitledMedia[]', JSON.stringify(item));
  return form;
}
