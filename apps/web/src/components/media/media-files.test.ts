import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '@bgc/shared';
import { cappedSize, mediaUploadForm, photoSelectionProblem } from './media-files.js';

const png = (size = 10) => ({ size, type: 'image/png' });

describe('photoSelectionProblem (FILE-001, FILE-002, FILE-007)', () => {
  it('accepts up to the maximum of images of at most 20 MB', () => {
    expect(photoSelectionProblem([png(), png(UPLOAD_MAX_BYTES)], 40)).toBeNull();
  });
  it('refuses more files than allowed, counting those kept', () => {
    expect(
      photoSelectionProblem(
        Array.from({ length: 41 }, () => png()),
        40,
      ),
    ).toEqual({
      kind: 'maxFiles',
      max: 40,
    });
    expect(photoSelectionProblem([png()], 1, 1)).toEqual({ kind: 'maxFiles', max: 1 });
  });
  it('refuses a file over 20971520 bytes and non-images', () => {
    expect(photoSelectionProblem([png(UPLOAD_MAX_BYTES + 1)], 40)).toEqual({ kind: 'tooLarge' });
    expect(photoSelectionProblem([{ size: 5, type: 'application/pdf' }], 40)).toEqual({
      kind: 'notImage',
    });
  });
});

describe('cappedSize (FILE-003)', () => {
  it('keeps narrow photos and scales wide ones to 1920 px', () => {
    expect(cappedSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(cappedSize(3840, 2160)).toEqual({ width: 1920, height: 1080 });
  });
});

describe('mediaUploadForm (COURSE-040)', () => {
  it('lists photos with titles and videos with their title only, in order', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const form = mediaUploadForm(
      7,
      [{ file, title: ' Green ' }],
      [
        { link: 'https://youtu.be/abcdefghijk', meta: { title: '' } },
        { link: 'https://youtu.be/abcdefghijl', meta: { title: ' Flyover ' } },
      ],
    );
    expect(form.get('courseId')).toBe('7');
    expect(form.getAll('photoTitles[]')).toEqual(['Green']);
    expect((form.get('photoFiles[]') as File).name).toBe('a.png');
    expect(form.getAll('youtubes[]')).toEqual([
      'https://youtu.be/abcdefghijk',
      'https://youtu.be/abcdefghijl',
    ]);
    // never a channel or a figure typed by the member
    expect(form.getAll('youtubeMeta[]').map((m) => JSON.parse(m as string) as unknown)).toEqual([
      { title: null },
      { title: 'Flyover' },
    ]);
  });
});
