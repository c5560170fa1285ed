import { describe, expect, it } from 'vitest';
import { inAppPath, splitterCoursePath } from './splitter-link.js';

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

describe('inAppPath', () => {
  const origin = 'https://bgc.example';
  it('keeps course mentions and splitter links in the app', () => {
    expect(inAppPath('/top-golf-courses-france/le-golf-golf-course.html', origin)).toBe(
      '/top-golf-courses-france/le-golf-golf-course.html',
    );
    expect(inAppPath('https://bgc.example/community/3', origin)).toBe('/community/3');
    expect(inAppPath('france-splitter-le-golf', origin)).toBe(
      '/top-golf-courses-france/le-golf-golf-course.html',
    );
  });
  it('leaves other sites and unknown paths alone', () => {
    expect(inAppPath('https://example.org/top-golf-courses-france.html', origin)).toBeNull();
    expect(inAppPath('//example.org/x', origin)).toBeNull();
    expect(inAppPath('/api/posts', origin)).toBeNull();
    expect(inAppPath('javascript:alert(1)', origin)).toBeNull();
  });
});
