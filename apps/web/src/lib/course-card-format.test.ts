import { describe, expect, it } from 'vitest';
import { initialsOf, placeLine } from './course-card-format.js';

describe('placeLine (RANK-004)', () => {
  it.each([
    { what: 'joins city and state', state: 'CA', city: 'Pebble Beach', line: 'Pebble Beach, CA' },
    { what: 'shows the city alone', state: null, city: 'Paris', line: 'Paris' },
    { what: 'shows the state alone', state: 'Bavaria', city: null, line: 'Bavaria' },
    { what: 'shows nothing for a blank state', state: ' ', city: null, line: null },
    { what: 'shows nothing without either', state: null, city: null, line: null },
    {
      what: 'shows a city equal to its state once',
      state: 'Abu Dhabi',
      city: 'abu dhabi',
      line: 'abu dhabi',
    },
  ])('$what', ({ state, city, line }) => {
    expect(placeLine(state, city)).toBe(line);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Golf de Chantilly', 'GC'],
    ['The Old Course', 'OC'],
    ['Pebble Beach Golf Links', 'PB'],
    ['Valderrama', 'V'],
    ['élysée golf', 'ÉG'],
    ['東京ゴルフ倶楽部', '東'],
  ])(
    'takes the first letters of the first two significant words of %s (one word, accents, other scripts): %s',
    (name, initials) => {
      expect(initialsOf(name)).toBe(initials);
    },
  );
});
