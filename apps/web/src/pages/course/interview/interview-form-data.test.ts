import { describe, expect, it } from 'vitest';
import type { MediaItem } from '@bgc/shared';
import {
  addVideoLinks,
  interviewFormData,
  invalidVideoLinks,
  retitledMedia,
  type InterviewTextFields,
} from './interview-form-data.js';

const media = (id: number, description: string | null, type: 1 | 2 = 1): MediaItem => ({
  id,
  type,
  description,
  thumbnail: null,
  path: null,
  width: null,
  height: null,
  youtubeId: type === 2 ? 'abcdefghijk' : null,
  entityId: 1,
  entityName: 'interview',
  courseId: 1,
  meta: null,
  profile: null,
  createdDate: '2024-01-01T00:00:00Z',
  comments: { list: [] },
});

const fields: InterviewTextFields = {
  directorName: ' Jane Doe ',
  directorPosition: 'Director',
  question1: '<p>A</p>',
  question2: '',
  question3: '',
  question4: '',
  question5: '',
  question6: '',
  question7: '<p>G</p>',
};

describe('retitledMedia (INTV-012)', () => {
  it('lists kept media whose title changed', () => {
    const items = [media(1, 'Old'), media(2, 'Same'), media(3, null), media(4, 'Gone')];
    expect(retitledMedia(items, { 1: 'New ', 2: 'Same', 3: '', 4: 'Other' }, new Set([4]))).toEqual(
      [{ id: 1, title: 'New' }],
    );
  });
});

describe('addVideoLinks (INTV-010)', () => {
  it('splits on commas and skips duplicates of kept and new videos', () => {
    expect(
      addVideoLinks(
        ['abcdefghijk'],
        ['https://youtu.be/bbbbbbbbbbb'],
        'https://www.youtube.com/watch?v=abcdefghijk, bbbbbbbbbbb , ccccccccccc,,ccccccccccc',
      ),
    ).toEqual(['https://youtu.be/bbbbbbbbbbb', 'ccccccccccc']);
  });
});

describe('invalidVideoLinks (INTV-015)', () => {
  it('keeps the entries without an 11-character id', () => {
    expect(invalidVideoLinks(['abcdefghijk', 'abc', 'https://youtu.be/short'])).toEqual([
      'abc',
      'https://youtu.be/short',
    ]);
  });
});

describe('interviewFormData (INTV-012)', () => {
  it('sends type 9, the fields and the media changes', () => {
    const file = new File(['x'], 'me.jpg', { type: 'image/jpeg' });
    const form = interviewFormData({
      course: 12,
      fields,
      photos: [{ file, title: 'Portrait' }],
      youtubes: ['ccccccccccc'],
      removedMedia: [5, 6],
      reTitledMedia: [{ id: 1, title: 'New' }],
    });
    expect(form.get('type')).toBe('9');
    expect(form.get('course')).toBe('12');
    expect(form.get('directorName')).toBe('Jane Doe');
    expect(form.get('question1')).toBe('<p>A</p>');
    expect(form.get('question2')).toBe('');
    expect(form.getAll('photoTitles[]')).toEqual(['Portrait']);
    expect((form.get('photoFiles[]') as File).name).toBe('me.jpg');
    expect(form.getAll('youtubes[]')).toEqual(['ccccccccccc']);
    expect(form.getAll('removedMedia[]')).toEqual(['5', '6']);
    expect(form.getAll('reTitledMedia[]')).toEqual(['{"id":1,"title":"New"}']);
  });
});
