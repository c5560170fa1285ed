import { PHOTO_JPEG_QUALITY, PHOTO_MAX_WIDTH_PX, UPLOAD_MAX_BYTES } from '@bgc/shared';
import { firstUndecodable } from './image-decodes.js';

/**
 * Photo selection rules and multipart bodies of the media uploads (FILE-001..003, FILE-007,
 * MEDIA-019, COURSE-040).
 */

/** Why a selection of photos is refused (the spec's messages, translated by the caller). */
export type PhotoProblem =
  | { kind: 'maxFiles'; max: number }
  | { kind: 'tooLarge' }
  | { kind: 'notImage' }
  /** FILE-002: the file claims to be an image (its name, its type) but does not decode. */
  | { kind: 'notDecodable'; name: string };

/**
 * FILE-001 / FILE-002: checks `files` added to `already` kept photos against `max` files in
 * all ('Max files <= {max}'), each at most 20 MB ('File size must under 20Mb') and an image.
 * Null when the selection is fine.
 */
export function photoSelectionProblem(
  files: ReadonlyArray<{ size: number; type: string }>,
  max: number,
  already = 0,
): PhotoProblem | null {
  if (files.length + already > max) return { kind: 'maxFiles', max };
  if (files.some((f) => f.size > UPLOAD_MAX_BYTES)) return { kind: 'tooLarge' };
  if (files.some((f) => !f.type.startsWith('image/'))) return { kind: 'notImage' };
  return null;
}

/**
 * `photoSelectionProblem`, then FILE-002's check of the content: the first file the browser
 * cannot decode as a picture (`imageDecodes`, e.g. a text file named '.jpg') refuses the
 * selection before anything is sent.
 */
export async function checkPhotoSelection(
  files: readonly File[],
  max: number,
  already = 0,
): Promise<PhotoProblem | null> {
  const found = photoSelectionProblem(files, max, already);
  if (found) return found;
  const broken = await firstUndecodable(files);
  return broken ? { kind: 'notDecodable', name: broken.name } : null;
}

/** Width and height of a photo scaled to at most `maxWidth` px wide (FILE-003). */
export function cappedSize(
  width: number,
  height: number,
  maxWidth: number = PHOTO_MAX_WIDTH_PX,
): { width: number; height: number } {
  if (width <= maxWidth) return { width, height };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

/** Files at most this large and narrow enough are sent as they are (the server re-encodes). */
const SEND_AS_IS_BYTES = 2 * 1024 * 1024;

/**
 * FILE-003: a large photo is re-encoded in the browser as JPEG (quality 0.95, width ≤ 1920)
 * before upload, to save bandwidth; small ones and any the browser cannot decode go as they
 * are, since the server re-encodes every photo anyway.
 */
export async function preparePhoto(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file);
    const size = cappedSize(bitmap.width, bitmap.height);
    if (size.width === bitmap.width && file.size <= SEND_AS_IS_BYTES) {
      bitmap.close();
      return file;
    }
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', PHOTO_JPEG_QUALITY),
    );
    if (!blob) return file;
    const name = file.name.replace(/\.[^.]*$/, '') || 'photo';
    return new File([blob], `${name}.jpg`, { type: 'image/jpeg' });
  } catch {
    return file;
  }
}

/** A photo picked for upload, with its title (may be empty). */
export interface PhotoDraft {
  file: File;
  title: string;
}

/**
 * Video meta as sent in `youtubeMeta[]` (MEDIA-010): only the member's title. The channel, its
 * logo and the figures are read from YouTube by the server, never typed.
 */
export interface VideoMetaInput {
  title: string;
}

/**
 * POST /media body for a course gallery (COURSE-040): `courseId`, `photoFiles[]` with
 * `photoTitles[]` in the same order, `youtubes[]` with `youtubeMeta[]` (JSON strings).
 */
export function mediaUploadForm(
  courseId: number,
  photos: readonly PhotoDraft[],
  videos: ReadonlyArray<{ link: string; meta: VideoMetaInput }> = [],
): FormData {
  const form = new FormData();
  form.append('courseId', String(courseId));
  for (const photo of photos) {
    form.append('photoFiles[]', photo.file, photo.file.name);
    form.append('photoTitles[]', photo.title.trim());
  }
  for (const video of videos) {
    form.append('youtubes[]', video.link.trim());
    form.append('youtubeMeta[]', JSON.stringify({ title: video.meta.title.trim() || null }));
  }
  return form;
}
