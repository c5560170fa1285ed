import {
  HASHTAGS_PER_POST,
  PHOTO_POST_LANGUAGE_ID,
  PostType,
  normalizeHashtag,
  postFieldsSchema,
  type PostFields,
} from '@bgc/shared';
import { validationError } from '../../lib/errors.js';
import {
  parseMultipartFields,
  type MultipartBody,
  type UploadedFile,
} from '../../lib/multipart.js';
import { plainText, sanitizeRichText } from '../../lib/sanitize.js';
import { parseVideos, type ParsedVideo } from '../media/media-uploads.js';

/**
 * The post form (T63 create, T64 edit): a multipart body read by `readMultipart`
 * (lib/multipart.ts, @fastify/multipart) and turned here into checked values. Every function
 * throws the catalogue's 400 `validation_error` with the failing field named; nothing is stored.
 */

/** The text fields of the form checked by `postFieldsSchema` (POST-010..018). */
export function readPostFields(body: MultipartBody): PostFields {
  return parseMultipartFields(body, postFieldsSchema);
}

/**
 * The new media of a post of `type`: the `youtubes[]` links with their `youtubeMeta[]`, and the
 * `photoFiles[]` files. A discussion (COMM-*) has no photos or videos: 400 when it brings some.
 */
export function readPostMedia(
  body: MultipartBody,
  type: number,
): { videos: ParsedVideo[]; photos: UploadedFile[] } {
  const videos =
    type === PostType.Discussion ? [] : parseVideos(body.all('youtubes'), body.all('youtubeMeta'));
  const photos = body.files.filter((f) => f.field === 'photoFiles');
  if (
    type === PostType.Discussion &&
    (photos.length > 0 || body.all('youtubes').some((y) => y.trim()))
  )
    throw validationError('A discussion has no photos or videos', { photoFiles: 'Not allowed' });
  return { videos, photos };
}

/**
 * The text of a post of `type`: a photo post (5) has the fixed photo language, a blank content
 * and no title; any other has its sanitized rich-text content (empty when it shows no text and
 * no image), its chosen language, and its title (null when blank).
 */
export function postText(
  type: number,
  fields: PostFields,
): {
  languageId: number | undefined;
  content: string;
  contentEmpty: boolean;
  title: string | null;
} {
  if (type === 5)
    return { languageId: PHOTO_POST_LANGUAGE_ID, content: ' ', contentEmpty: false, title: null };
  const content = sanitizeRichText(fields.content ?? '');
  return {
    languageId: fields.language,
    content,
    contentEmpty: plainText(content) === '' && !content.includes('<img'),
    title: (fields.title ?? null) || null,
  };
}

/** POST-032: hashtags[] (or one comma/space-separated entry), normalized, at most 10. */
export function parseHashtags(body: MultipartBody): string[] {
  const raw = body
    .all('hashtags')
    .flatMap((h) => h.split(/[\s,]+/))
    .filter((h) => h.trim());
  const tags: string[] = [];
  for (const entry of raw) {
    const tag = normalizeHashtag(entry);
    if (!tag)
      throw validationError('Invalid parameter: hashtags', {
        hashtags: `Invalid hashtag: ${entry.slice(0, 40)}`,
      });
    if (!tags.includes(tag)) tags.push(tag);
  }
  if (tags.length > HASHTAGS_PER_POST)
    throw validationError('Invalid parameter: hashtags', {
      hashtags: `At most ${HASHTAGS_PER_POST} hashtags`,
    });
  return tags;
}

/** Throws the first of the POST-010..015 rule errors (`postRuleErrors`), naming them all. */
export function throwRuleErrors(errors: Record<string, string>): void {
  const first = Object.entries(errors)[0];
  if (first) throw validationError(first[1], errors);
}
