import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@bgc/shared';
import { cropOutputSize, imageFileProblem } from './image-crop-dialog.js';

describe('image crop (FILE-005, FILE-006, FILE-008)', () => {
  it('draws the avatar at 150×150 whatever the crop', () => {
    expect(
      cropOutputSize(
        { x: 0, y: 0, width: 900, height: 900 },
        { kind: 'fixed', width: 150, height: 150 },
      ),
    ).toEqual({
      width: 150,
      height: 150,
    });
  });
  it('caps the cover at 1920 wide and keeps its ratio', () => {
    expect(
      cropOutputSize(
        { x: 0, y: 0, width: 3560, height: 1000 },
        { kind: 'maxWidth', maxWidth: 1920 },
      ),
    ).toEqual({
      width: 1920,
      height: 539,
    });
    expect(
      cropOutputSize({ x: 0, y: 0, width: 712, height: 200 }, { kind: 'maxWidth', maxWidth: 1920 }),
    ).toEqual({
      width: 712,
      height: 200,
    });
  });
  it("rejects files over 20 MB ('File size must under 20Mb') and non-images", () => {
    expect(imageFileProblem({ size: UPLOAD_MAX_BYTES + 1, type: 'image/jpeg' })).toBe('tooLarge');
    expect(imageFileProblem({ size: UPLOAD_MAX_BYTES, type: 'image/png' })).toBeNull();
    expect(imageFileProblem({ size: 10, type: 'application/pdf' })).toBe('notImage');
  });
});
