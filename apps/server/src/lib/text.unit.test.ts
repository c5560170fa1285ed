import { describe, expect, it } from 'vitest';
import { courseSlug, escapeLike, foldForSearch } from './text.js';

describe('foldForSearch (SRCH-001 accent- and case-insensitive search)', () => {
  it('removes accents and case', () => {
    expect(foldForSearch("Château l'Arc Golf Club")).toBe("chateau l'arc golf club");
    expect(foldForSearch('  Öjestrands   Golf Club ')).toBe('ojestrands golf club');
    expect(foldForSearch('Straße')).toBe('strasse');
  });
  it('keeps non-Latin scripts searchable', () => {
    expect(foldForSearch('ゴルフ倶楽部')).toBe('ゴルフ倶楽部');
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
