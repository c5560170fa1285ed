import { describe, expect, it } from 'vitest';
import { courseDisplayName, displayNameParts } from './course-names.js';

/** D-16 / decision 034 and 049: a display name splits back into club and course. */
describe('displayNameParts (D-16, decision 049)', () => {
  it('splits a club course name at the en dash', () => {
    expect(displayNameParts('Royal Portrush Golf Club – Dunluce Links')).toEqual({
      club: 'Royal Portrush Golf Club',
      course: 'Dunluce Links',
    });
    expect(displayNameParts('St Andrews Links – Old Course')).toEqual({
      club: 'St Andrews Links',
      course: 'Old Course',
    });
  });

  it('keeps a name without a course part whole', () => {
    expect(displayNameParts('Pebble Beach Golf Links')).toEqual({
      club: 'Pebble Beach Golf Links',
      course: null,
    });
    // a plain hyphen is part of a name, not the separator
    expect(displayNameParts('Saint-Nom-la-Bretèche - Rouge')).toEqual({
      club: 'Saint-Nom-la-Bretèche - Rouge',
      course: null,
    });
  });

  it('keeps a name whole when one side of the separator is empty', () => {
    expect(displayNameParts(' – Old Course')).toEqual({ club: ' – Old Course', course: null });
    expect(displayNameParts('Carnoustie – ')).toEqual({ club: 'Carnoustie – ', course: null });
  });

  it('splits only at the first separator', () => {
    expect(displayNameParts('A Club – East – Upper')).toEqual({
      club: 'A Club',
      course: 'East – Upper',
    });
  });

  it('gives back the parts courseDisplayName joined', () => {
    const name = courseDisplayName({
      sourceName: 'Valley Links',
      clubName: 'Royal Portrush Golf Club',
      courseLabel: 'Valley Links',
      clubCourseCount: 2,
    });
    expect(name).toBe('Royal Portrush Golf Club – Valley Links');
    expect(displayNameParts(name)).toEqual({
      club: 'Royal Portrush Golf Club',
      course: 'Valley Links',
    });
  });
});
