import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import {
  MEDIA_VARIANT_FORMATS,
  MEDIA_VARIANT_WIDTHS,
  UPLOAD_MAX_BYTES,
  mediaVariantPath,
  type MediaVariantFormat,
} from '@bgc/shared';
import { AppError } from './errors.js';
import type { MediaStore } from './media-store.js';

/** Image types accepted from uploads (OPEN-062), sniffed from the bytes, never trusted from names. */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/** Decodes a data URL (`data:image/png;base64,…`) or bare base64 to bytes; 400 when it is neither. */
export function decodeBase64Image(content: string): Buffer {
  const payload = content.startsWith('data:') ? content.slice(content.indexOf(',') + 1) : content;
  if (!/^[A-Za-z0-9+/=\s]+$/.test(payload)) throw new AppError('invalid_image');
  const bytes = Buffer.from(payload, 'base64');
  if (bytes.length === 0) throw new AppError('invalid_image');
  return bytes;
}

export interface StoredImage {
  /** Public URL path, e.g. `/media/users/12/ab12….jpg`. */
  url: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * Checks, re-encodes and stores an image (D-10): at most 20 MB, type sniffed from the bytes,
 * decoded and re-encoded by sharp as JPEG (EXIF dropped, orientation applied), resized to
 * `width` × `height` (cover crop) or capped at `maxWidth`, with AVIF/WebP copies when `variants`. Throws 413 when too large and 400
 * when not an image; nothing is written then.
 */
export async function storeImage(
  bytes: Buffer,
  target: {
    /** Where the file goes (local disk or S3). */
    store: MediaStore;
    folder: string;
    width?: number;
    height?: number;
    maxWidth?: number;
    quality?: number;
    /** Also write the AVIF/WebP copies by width (photos shown through `<picture>`). */
    variants?: boolean;
  },
): Promise<StoredImage> {
  if (bytes.length > UPLOAD_MAX_BYTES) throw new AppError('file_too_large');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError('invalid_image');
  let pipeline = sharp(bytes, { failOn: 'error', limitInputPixels: 100_000_000 }).rotate();
  if (target.width && target.height) {
    pipeline = pipeline.resize(target.width, target.height, { fit: 'cover' });
  } else if (target.maxWidth) {
    pipeline = pipeline.resize({ width: target.maxWidth, withoutEnlargement: true });
  }
  let output: { data: Buffer; info: sharp.OutputInfo };
  try {
    output = await pipeline
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: target.quality ?? 85, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('invalid_image');
  }
  const name = `${randomBytes(12).toString('hex')}.jpg`;
  const url = `/media/${target.folder}/${name}`;
  await target.store.put(`${target.folder}/${name}`, output.data, 'image/jpeg');
  if (target.variants) await storeVariants(target.store, url, output.data, output.info.width);
  return {
    url,
    width: output.info.width,
    height: output.info.height,
    bytes: output.data.length,
  };
}

/** Encoder settings of the variants: AVIF at effort 2 keeps a 1440 px photo near a second here. */
const VARIANT_ENCODERS: Record<MediaVariantFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 80 }),
};

/**
 * writes the AVIF and WebP copies of a stored JPEG at each width of
 * `MEDIA_VARIANT_WIDTHS` below its own `width` (a narrower photo has fewer; the server redirects
 * a missing one to the JPEG). `url` is the JPEG's public path.
 */
export async function storeVariants(
  store: MediaStore,
  url: string,
  jpeg: Buffer,
  width: number,
): Promise<void> {
  const jobs: Promise<void>[] = [];
  for (const w of MEDIA_VARIANT_WIDTHS) {
    if (w >= width) continue;
    for (const format of MEDIA_VARIANT_FORMATS) {
      const variant = mediaVariantPath(url, w, format);
      if (!variant) continue;
      jobs.push(
        VARIANT_ENCODERS[format](sharp(jpeg).resize({ width: w }))
          .toBuffer()
          .then((data) => store.put(variant.slice('/media/'.length), data, `image/${format}`)),
      );
    }
  }
  await Promise.all(jobs);
}

/** The keys of every variant a stored JPEG may have (for erasing it with its copies). */
export function variantKeysOf(url: string): string[] {
  const keys: string[] = [];
  for (const w of MEDIA_VARIANT_WIDTHS)
    for (const format of MEDIA_VARIANT_FORMATS) {
      const variant = mediaVariantPath(url, w, format);
      if (variant) keys.push(variant.slice('/media/'.length));
    }
  return keys;
}
