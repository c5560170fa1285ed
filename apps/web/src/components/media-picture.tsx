import type { ReactElement } from 'react';
import { MEDIA_VARIANT_FORMATS, mediaSrcSet } from '@bgc/shared';

/**
 * Wraps an uploaded photo's `<img>` in a `<picture>` that offers its AVIF and WebP variants by
 * width (`MEDIA_VARIANT_WIDTHS`), so a phone downloads a 480 px AVIF where it
 * used to take the 1920 px JPEG. `path` is the photo's full-size JPEG (`/media/…/<name>.jpg`);
 * `sizes` the slot's width as in `<img sizes>`. Anything that is not an upload (a YouTube
 * thumbnail, a data URL) renders the `<img>` alone. The `<picture>` takes no box of its own
 * (`display: contents`), so the image keeps its layout and styles.
 */
export function MediaPicture({
  path,
  sizes,
  children,
}: {
  path: string | null | undefined;
  sizes: string;
  children: ReactElement;
}) {
  const sources = MEDIA_VARIANT_FORMATS.map((format) => ({
    format,
    srcSet: path ? mediaSrcSet(path, format) : null,
  }));
  if (sources.some((s) => !s.srcSet)) return children;
  return (
    <picture style={{ display: 'contents' }}>
      {sources.map((s) => (
        <source key={s.format} type={`image/${s.format}`} srcSet={s.srcSet!} sizes={sizes} />
      ))}
      {children}
    </picture>
  );
}

/** A grid cell's photo: fills its cell, cropped, and grows a little on hover (the cells' rule). */
export const coverImageSx = {
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  display: 'block',
  transition: 'transform 200ms ease',
} as const;
