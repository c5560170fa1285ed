import { writeFile } from 'node:fs/promises';
import sharp, { type Color } from 'sharp';

/**
 * What the browser journeys post and upload, made on the fly: plain PNG images (bytes or
 * files) and the multipart bodies of posts.
 */

/** A plain PNG of `width` × `height` px in `background` (a CSS colour or RGB), as bytes. */
export function pngBytes(width: number, height: number, background: Color): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** Writes a plain PNG (`pngBytes`) to `file`. */
export async function writePng(
  file: string,
  width: number,
  height: number,
  background: Color,
): Promise<void> {
  await writeFile(file, await pngBytes(width, height, background));
}

/**
 * The multipart body of POST /posts for a post of `type` (1: general) in English (language
 * 30) whose text is the HTML `content`.
 */
export function textPostForm(content: string, type = 1): FormData {
  const form = new FormData();
  form.append('type', String(type));
  form.append('language', '30');
  form.append('content', content);
  return form;
}

/**
 * The multipart body of POST /posts from its text `fields` (type, language, title, content,
 * course…), its hashtags and its YouTube links.
 */
export function postForm(
  fields: Record<string, string>,
  hashtags: readonly string[] = [],
  youtubes: readonly string[] = [],
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const tag of hashtags) form.append('hashtags[]', tag);
  for (const link of youtubes) form.append('youtubes[]', link);
  return form;
}
