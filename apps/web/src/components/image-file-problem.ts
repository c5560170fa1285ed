import { UPLOAD_MAX_BYTES } from '@bgc/shared';

/**
 * Why a picked file cannot be cropped: larger than 20 MB (CONST-030, 'File size must under
 * 20Mb') or not an image; null when it is fine.
 */
export function imageFileProblem(file: {
  size: number;
  type: string;
}): 'tooLarge' | 'notImage' | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > UPLOAD_MAX_BYTES) return 'tooLarge';
  return null;
}
