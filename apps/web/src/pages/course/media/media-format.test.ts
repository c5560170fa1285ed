import { describe, expect, it } from 'vitest';
import {
  nextMediaPage,
  nextStep,
  nextVideoCount,
  previousIndex,
  formatMediaDate,
} from './media-format.js';

describe('nextMediaPage', () => {
  it('gives the following page while pages remain', () => {
    expect(nextMediaPage({ list: [1], total: 30, totalPages: 3, currentPage: 1 })).toBe(2);
  });
  it('stops at the last page or on an empty page', () => {
    expect(nextMediaPage({ list: [1], total: 30, totalPages: 3, currentPage: 3 })).toBeUndefined();
    expect(nextMediaPage({ list: [], total: 0, totalPages: 2, currentPage: 1 })).toBeUndefined();
  });
});

describe('nextVideoCount (MEDIA-017)', () => {
  it('adds six per step without passing the loaded count', () => {
    expect(nextVideoCount(0, 20)).toBe(6);
    expect(nextVideoCount(6, 20)).toBe(12);
    expect(nextVideoCount(18, 20)).toBe(20);
    expect(nextVideoCount(6, 4)).toBe(4);
  });
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
