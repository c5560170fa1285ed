import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { PHOTO_MAX_WIDTH_PX, UPLOAD_MAX_BYTES, boundedJson, parseYoutubeId } from '@bgc/shared';
import type { VideoMeta } from '../../db/schema/index.js';
import { AppError, validationError } from '../../lib/errors.js';
import { storeImage } from '../../lib/images.js';
import type { MediaStore } from '../../lib/media-store.js';
import type { MultipartBody, UploadedFile } from '../../lib/multipart.js';

/** Width of the thumbnails made by the server (shown 300 px high, sharp on 2× screens). */
const THUMBNAIL_WIDTH_PX = 600;
const TITLE_MAX = 200;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/** A photo ready to be stored as a media row. */
export interface StoredPhoto {
  type: 1;
  path: string;
  thumbnail: string;
  width: number;
  height: number;
  description: string | null;
}

/** A video ready to be stored as a media row. */
export interface ParsedVideo {
  type: 2;
  youtubeId: string;
  path: string;
  description: string | null;
  meta: VideoMeta | null;
}

/**
 * Uploader-given video meta (MEDIA-010): still accepted and validated (the seeds' payload), but
 * only its title is kept, as the item's title; the channel and the figures come from YouTube
 * (`VideoFacts`), never from what a member typed.
 */
const videoMetaInput = boundedJson(
  z.object({
    title: z.string().max(1000).nullish(),
    channelId: z.string().max(1000).nullish(),
    channelName: z.string().max(1000).nullish(),
    channelSubscriber: z.number().int().min(0).max(1e13).nullish(),
    view: z.number().int().min(0).max(1e13).nullish(),
  }),
  // a flat record of five fields, never a deep value
  { maxDepth: 2, maxKeys: 32, maxBytes: 8192 },
);

const cleanTitle = (t: string | undefined) => {
  const v = t?.trim().slice(0, TITLE_MAX);
  return v ? v : null;
};

/**
 * FILE-002/003, OPEN-062: checks every file first (≤ 20 MB → else 413, an image by its bytes →
 * else 400) so a bad file stores nothing, then re-encodes each as JPEG q 95 capped at
 * `maxWidth` (1920 by default) with a server-made thumbnail. `titles[i]` titles `files[i]`.
 */
export async function storePhotos(
  files: UploadedFile[],
  titles: string[],
  target: { store: MediaStore; folder: string; maxWidth?: number; thumbnails?: boolean },
): Promise<StoredPhoto[]> {
  for (const file of files) {
    if (file.bytes.length > UPLOAD_MAX_BYTES) throw new AppError('file_too_large');
    const type = await fileTypeFromBuffer(file.bytes);
    if (!type || !ACCEPTED.has(type.mime))
      throw validationError('The file is not an image', { photoFiles: 'The file is not an image' });
  }
  const stored: StoredPhoto[] = [];
  for (const [i, file] of files.entries()) {
    const full = await storeImage(file.bytes, {
      store: target.store,
      folder: target.folder,
      maxWidth: target.maxWidth ?? PHOTO_MAX_WIDTH_PX,
      quality: 95,
      // grids and the viewer offer AVIF/WebP copies by width
      variants: true,
    });
    const thumb =
      target.thumbnails === false
        ? full
        : await storeImage(file.bytes, {
            store: target.store,
            folder: `${target.folder}/thumbs`,
            maxWidth: THUMBNAIL_WIDTH_PX,
            quality: 80,
          });
    stored.push({
      type: 1,
      path: full.url,
      thumbnail: thumb.url,
      width: full.width,
      height: full.height,
      description: cleanTitle(titles[i]),
    });
  }
  return stored;
}

/**
 * INTV-015 / MEDIA-010: YouTube links (or bare ids) with optional uploader-given meta (JSON
 * strings, same order). 400 when a link has no 11-character id or a meta is not valid. The
 * meta's title becomes the item's title; its facts are fetched later by `VideoFacts`.
 */
export function parseVideos(links: string[], metas: string[] = []): ParsedVideo[] {
  // INTV-010: an entry may hold several comma-separated links (YouTube links have no comma)
  return links
    .flatMap((link, i) =>
      link
        .split(',')
        .map((part, j) => ({ link: part.trim(), meta: j === 0 ? metas[i] : undefined })),
    )
    .filter(({ link }) => link !== '')
    .map(({ link, meta }) => {
      const youtubeId = parseYoutubeId(link);
      if (!youtubeId)
        throw validationError('The YouTube link is not valid', {
          youtubes: 'The YouTube link is not valid',
        });
      let title: string | null = null;
      if (meta && meta.trim() !== '') {
        let json: unknown;
        try {
          json = JSON.parse(meta);
        } catch {
          throw validationError('Invalid parameter: youtubeMeta', { youtubeMeta: 'Not JSON' });
        }
        const result = videoMetaInput.safeParse(json);
        if (!result.success)
          throw validationError('Invalid parameter: youtubeMeta', {
            youtubeMeta: result.error.issues[0]?.message ?? 'Invalid',
          });
        title = cleanTitle(result.data.title ?? undefined);
      }
      return {
        type: 2 as const,
        youtubeId,
        path: `https://www.youtube.com/watch?v=${youtubeId}`,
        description: title,
        meta: null,
      };
    });
}

/** POST-024 / INTV-012: a `reTitledMedia[]` entry, JSON `{"id": 1, "title": "…"}`. */
export function parseRetitle(entry: string): { id: number; title: string } {
  try {
    const value = JSON.parse(entry) as { id?: unknown; title?: unknown };
    const id = Number(value.id);
    if (Number.isInteger(id) && id > 0 && typeof value.title === 'string')
      return { id, title: value.title.trim().slice(0, 200) };
  } catch {
    // answered below
  }
  throw validationError('Invalid parameter: reTitledMedia', {
    reTitledMedia: 'Expected {"id": number, "title": string}',
  });
}

/**
 * POST-024 / INTV-012: the `removedMedia[]` ids and `reTitledMedia[]` entries of a form, each
 * naming one of `known` (the owner's media ids); 400 for any other id.
 */
export function parseMediaEdits(
  body: MultipartBody,
  known: ReadonlySet<number>,
): { removed: number[]; retitled: Array<{ id: number; title: string }> } {
  const removed = body.all('removedMedia').map(Number);
  if (removed.some((id) => !known.has(id)))
    throw validationError('Invalid parameter: removedMedia', { removedMedia: 'Unknown media' });
  const retitled = body.all('reTitledMedia').map(parseRetitle);
  if (retitled.some((r) => !known.has(r.id)))
    throw validationError('Invalid parameter: reTitledMedia', { reTitledMedia: 'Unknown media' });
  return { removed, retitled };
}
