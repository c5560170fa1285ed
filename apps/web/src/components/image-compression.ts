import { COVER_MAX_WIDTH_PX, COVER_TARGET_BYTES } from '@bgc/shared';

/** Reads an image as a data URL (`data:image/jpeg;base64,…`). */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string'
        ? resolve(reader.result)
        : reject(new Error('The image could not be read'));
    reader.onerror = () => reject(new Error('The image could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * PROF-002 / COURSE-029 / FILE-005: a cover (a member's or a course's) is compressed to about
 * 200 KB, at most 1920 px wide, on the main thread (the library's web worker would load its
 * code from a CDN).
 */
export async function compressCover(image: Blob): Promise<Blob> {
  const { default: imageCompression } = await import('browser-image-compression');
  const file = new File([image], 'cover.jpg', { type: 'image/jpeg' });
  return imageCompression(file, {
    maxSizeMB: COVER_TARGET_BYTES / (1024 * 1024),
    maxWidthOrHeight: COVER_MAX_WIDTH_PX,
    useWebWorker: false,
    fileType: 'image/jpeg',
    initialQuality: 0.9,
  });
}
