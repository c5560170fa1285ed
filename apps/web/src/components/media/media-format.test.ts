import { describe, expect, it } from 'vitest';
import {
  nextMediaPage,
  nextStep,
  nextVideoCount,
  previousIndex,
  formatMediaDate,
} from './media-format.js';

describe('nextMediaPage', () => {
  it.each([
    {
      what: 'the following page while pages remain',
      page: { list: [1], total: 30, totalPages: 3, currentPage: 1 },
      next: 2,
    },
    {
      what: 'nothing on the last page',
      page: { list: [1], total: 30, totalPages: 3, currentPage: 3 },
      next: undefined,
    },
    {
      what: 'nothing on an empty page',
      page: { list: [], total: 0, totalPages: 2, currentPage: 1 },
      next: undefined,
    },
  ])('gives $what', ({ page, next }) => {
    expect(nextMediaPage(page)).toBe(next);
  });
});

describe('nextVideoCount (MEDIA-017)', () => {
  it.each([
    { shown: 0, loaded: 20, next: 6 },
    { shown: 6, loaded: 20, next: 12 },
    { shown: 18, loaded: 20, next: 20 },
    { shown: 6, loaded: 4, next: 4 },
  ])(
    'adds six per step without passing the loaded count: $shown of $loaded → $next',
    ({ shown, loaded, next }) => {
      expect(nextVideoCount(shown, loaded)).toBe(next);
    },
  );
});

describe('viewer steps (MEDIA-007)', () => {
  it('moves to the next item, loads more at the end, else stays', () => {
    expect(nextStep(0, 3, false)).toEqual({ kind: 'go', index: 1 });
    expect(nextStep(2, 3, true)).toEqual({ kind: 'loadMore' });
    expect(nextStep(2, 3, false)).toEqual({ kind: 'none' });
    expect(nextStep(-1, 3, false)).toEqual({ kind: 'go', index: 0 });
    expect(nextStep(-1, 0, true)).toEqual({ kind: 'none' });
  });
  it('does nothing on Previous at index 0', () => {
    expect(previousIndex(0)).toBeNull();
    expect(previousIndex(-1)).toBeNull();
    expect(previousIndex(4)).toBe(3);
  });
});

describe('formatMediaDate', () => {
  it('formats a date in the UI language and gives up on bad input', () => {
    expect(formatMediaDate('2025-03-12T10:00:00Z', 'en')).toBe('Mar 12, 2025');
    expect(formatMediaDate('nope', 'en')).toBe('');
  });
});
