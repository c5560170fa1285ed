import { describe, expect, it } from 'vitest';
import { initialsOf, placeLine } from './ranking-format.js';

describe('placeLine (RANK-004)', () => {
  it('joins city and state', () => {
    expect(placeLine('CA', 'Pebble Beach')).toBe('Pebble Beach, CA');
  });
  it('shows either one alone, or nothing', () => {
    expect(placeLine(null, 'Paris')).toBe('Paris');
    expect(placeLine('Bavaria', null)).toBe('Bavaria');
    expect(placeLine(' ', null)).toBeNull();
    expect(placeLine(null, null)).toBeNull();
  });
  it('shows a city equal to its state once', () => {
    expect(placeLine('Abu Dhabi', 'abu dhabi')).toBe('abu dhabi');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two significant words', () => {
    expect(initialsOf('Golf de Chantilly')).toBe('GC');
    expect(initialsOf('The Old Course')).toBe('OC');
    expect(initialsOf('Pebble Beach Golf Links')).toBe('PB');
  });
  it('handles one word, accents and other scripts', () => {
    expect(initialsOf('Valderrama')).toBe('V');
    expect(initialsOf('élysée golf')).toBe('ÉG');
    expect(initialsOf('東京ゴルフ倶楽部')).toBe('東');
  });
});
