import { describe, expect, it } from 'vitest';
import { courseSlug, escapeLike, foldForSearch } from './text.js';

describe('foldForSearch (SRCH-001 accent- and case-insensitive search)', () => {
  it.each([
    {
      what: 'removes accents and case',
      name: "Château l'Arc Golf Club",
      folded: "chateau l'arc golf club",
    },
    {
      what: 'removes accents and extra spaces',
      name: '  Öjestrands   Golf Club ',
      folded: 'ojestrands golf club',
    },
    { what: 'spells ß out', name: 'Straße', folded: 'strasse' },
    { what: 'keeps non-Latin scripts searchable', name: 'ゴルフ倶楽部', folded: 'ゴルフ倶楽部' },
  ])('$what', ({ name, folded }) => {
    expect(foldForSearch(name)).toBe(folded);
  });
});

describe('escapeLike', () => {
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});

describe('courseSlug', () => {
  it('makes ASCII kebab-case slugs', () => {
    expect(courseSlug("Château l'Arc Golf Club")).toBe('chateau-l-arc-golf-club');
    expect(courseSlug('Pebble Beach Golf Course')).toBe('pebble-beach');
  });
  it('transliterates other scripts and never returns an empty slug', () => {
    expect(courseSlug('北京高尔夫球场')).toMatch(/^[a-z0-9-]+$/);
    expect(courseSlug('!!!')).toBe('golf');
  });
});
