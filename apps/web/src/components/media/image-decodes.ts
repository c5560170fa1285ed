/**
 * FILE-002: whether the browser can read a picked file as a picture, decoded for real (the
 * file's name and type come from its extension, so a text file named '.jpg' passes those):
 * `createImageBitmap`, else an `Image` element on an object URL. Nothing is sent before.
 */

/** Whether `file` decodes as an image in this browser; false for anything it cannot draw. */
export async function imageDecodes(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const drawable = bitmap.width > 0 && bitmap.height > 0;
      bitmap.close();
      return drawable;
    } catch {
      return false;
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image.naturalWidth > 0 && image.naturalHeight > 0;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The first of `files` that does not decode as an image (`imageDecodes`), or null. */
export async function firstUndecodable<F extends Blob>(files: readonly F[]): Promise<F | null> {
  for (const file of files) if (!(await imageDecodes(file))) return file;
  return null;
}
