/**
 * Responsive variants of uploaded photos. When a photo is stored as
 * `/media/<folder>/<name>.jpg`, the server also writes, for every width of
 * {@link MEDIA_VARIANT_WIDTHS} below the photo's own width, an AVIF and a WebP copy named
 * `<name>-w<width>.avif` / `.webp`. The SPA lists them in a `<picture>` `srcset`; a variant that
 * does not exist (a photo stored before variants, or one narrower than the width) is answered by
 * the server with a redirect to the JPEG, so a `srcset` entry is never a broken image.
 */

/** The widths (CSS px × device pixels) variants are made at: phone, tablet/2× phone, desktop 2×. */
export const MEDIA_VARIANT_WIDTHS = [480, 960, 1440] as const;

/** The formats variants are made in, best first (the order of the `<source>` elements). */
export const MEDIA_VARIANT_FORMATS = ['avif', 'webp'] as const;

export type MediaVariantFormat = (typeof MEDIA_VARIANT_FORMATS)[number];

/** A stored upload's JPEG: `/media/…/<name>.jpg` (the names the server gives, D-10). */
const UPLOAD_JPEG = /^(\/media\/(?:[A-Za-z0-9][A-Za-z0-9._-]{0,127}\/){0,8}[a-f0-9]{8,64})\.jpg$/;

/** A variant's path: the JPEG's stem, the width and the format. */
const VARIANT =
  /^(\/media\/(?:[A-Za-z0-9][A-Za-z0-9._-]{0,127}\/){0,8}[a-f0-9]{8,64})-w(\d{3,4})\.(avif|webp)$/;

/** The variant path of an upload's JPEG at `width` in `format`; null when `jpegPath` is not one. */
export function mediaVariantPath(
  jpegPath: string,
  width: number,
  format: MediaVariantFormat,
): string | null {
  const m = UPLOAD_JPEG.exec(jpegPath);
  return m ? `${m[1]}-w${width}.${format}` : null;
}

/**
 * The `srcset` of every variant of `jpegPath` in `format`
 * (`/media/a/b-w480.avif 480w, …`), or null when `jpegPath` is not an uploaded JPEG.
 */
export function mediaSrcSet(jpegPath: string, format: MediaVariantFormat): string | null {
  if (!UPLOAD_JPEG.test(jpegPath)) return null;
  return MEDIA_VARIANT_WIDTHS.map((w) => `${mediaVariantPath(jpegPath, w, format)} ${w}w`).join(
    ', ',
  );
}

/** The JPEG a variant path was made from (`/media/a/b-w480.avif` → `/media/a/b.jpg`), or null. */
export function mediaVariantSource(variantPath: string): string | null {
  const m = VARIANT.exec(variantPath);
  if (!m) return null;
  if (!(MEDIA_VARIANT_WIDTHS as readonly number[]).includes(Number(m[2]))) return null;
  return `${m[1]}.jpg`;
}
