import { EDITOR_IMAGE_TARGET_BYTES, EDITOR_IMAGE_WIDTH_PX } from '@bgc/shared';
import { cappedSize } from '../media/media-files.js';
import { apiUpload } from '../../lib/upload.js';

/**
 * INPUT-011 / FILE: an editor image is drawn at most 800 px wide (never enlarged) as JPEG,
 * then compressed to about 200 KB with browser-image-compression on the main thread (its web
 * worker would load code from a CDN). An image the browser cannot decode is sent as it is:
 * the server decides (400 'The file is not an image').
 */
export async function prepareEditorImage(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const size = cappedSize(bitmap.width, bitmap.height, EDITOR_IMAGE_WIDTH_PX);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    return file;
  }
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', 0.92),
  );
  if (!blob) return file;
  const name = `${file.name.replace(/\.[^.]*$/, '') || 'image'}.jpg`;
  const resized = new File([blob], name, { type: 'image/jpeg' });
  if (resized.size <= EDITOR_IMAGE_TARGET_BYTES) return resized;
  const { default: imageCompression } = await import('browser-image-compression');
  const compressed = await imageCompression(resized, {
    maxSizeMB: EDITOR_IMAGE_TARGET_BYTES / (1024 * 1024),
    maxWidthOrHeight: Math.max(size.width, size.height),
    useWebWorker: false,
    fileType: 'image/jpeg',
    initialQuality: 0.85,
  });
  return new File([compressed], name, { type: 'image/jpeg' });
}

/**
 * INPUT-011: prepares `file`, uploads it as an editor image (`POST /media` multipart with
 * `photoFiles[]` and no `courseId`; the server re-encodes it at ≤ 800 px) through the upload
 * helper (progress and cancel), and resolves the stored image's path (`/media/editor/…`).
 * Throws `ApiError` (server message, or code `upload_cancelled`).
 */
export async function uploadEditorImage(file: File): Promise<string> {
  const prepared = await prepareEditorImage(file);
  const form = new FormData();
  form.append('photoFiles[]', prepared, prepared.name);
  const answer = await apiUpload('POST', '/media', {
    body: form,
    kind: 'editorImage',
  });
  const path = answer.list[0]?.path;
  if (!path) throw new Error('No image stored');
  return path;
}
