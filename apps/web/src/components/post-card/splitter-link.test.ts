import { describe, expect, it } from 'vitest';
import { splitterCoursePath } from './splitter-link.js';

describe('splitterCoursePath (POST-029)', () => {
  const course = '/top-golf-courses-france/le-golf-national-golf-course.html';

  it('reads the splitter form as written, as a path and as an address', () => {
    expect(splitterCoursePath('france-splitter-le-golf-national')).toBe(course);
    expect(splitterCoursePath('/france-splitter-le-golf-national')).toBe(course);
    expect(splitterCoursePath('https://france-splitter-le-golf-national')).toBe(course);
    expect(splitterCoursePath('https://example.com/x/france-splitter-le-golf-national')).toBe(
      course,
    );
    expect(splitterCoursePath('france-splitter-le-golf-national-golf-course')).toBe(course);
    expect(splitterCoursePath('France-Splitter-Le-Golf-National?x=1')).toBe(course);
  });

  it('keeps hyphenated country slugs', () => {
    expect(splitterCoursePath('united-states-splitter-pebble-beach')).toBe(
      '/top-golf-courses-united-states/pebble-beach-golf-course.html',
    );
  });

  it('leaves every other link alone', () => {
    for (const href of [
      '',
      null,
      undefined,
      'https://example.com/',
      'https://example.com/golf',
      '-splitter-x',
      'france-splitter-',
      'javascript:france-splitter-x',
      'mailto:france-splitter-x@example.com',
      'france-splitter-le golf',
    ]) {
      expect(splitterCoursePath(href), String(href)).toBeNull();
    }
  });
});
