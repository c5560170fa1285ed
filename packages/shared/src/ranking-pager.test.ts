import { describe, expect, it } from 'vitest';
import {
  adjacentTopSteps,
  groupThousands,
  normalizeTop,
  rankNumber,
  startPageOfTop,
  visibleTopSteps,
} from './ranking-pager.js';
import { RANKING_TOP_STEPS, WORLDWIDE_TOTAL_DEFAULT } from './constants.js';

describe('top pager rules', () => {
  it('maps each top step to its start page (RANK-006)', () => {
    expect(RANKING_TOP_STEPS.map(startPageOfTop)).toEqual([1, 2, 3, 4, 5, 6, 11, 21, 31, 41, 51]);
  });

  it('shows a step only when the total is above the previous step (RANK-010)', () => {
    expect(visibleTopSteps(25)).toEqual([10, 20, 30]);
    expect(visibleTopSteps(1)).toEqual([10]);
    expect(visibleTopSteps(10)).toEqual([10]);
    expect(visibleTopSteps(11)).toEqual([10, 20]);
    expect(visibleTopSteps(720)).toEqual([10, 20, 30, 40, 50, 100, 200, 300, 400, 500, 1000]);
    expect(visibleTopSteps(169)).toEqual([10, 20, 30, 40, 50, 100, 200]);
  });

  it('shows every step worldwide (RANK-011)', () => {
    expect(visibleTopSteps(WORLDWIDE_TOTAL_DEFAULT)).toEqual([...RANKING_TOP_STEPS]);
  });

  it('rounds a top outside the steps up, and falls back to 10 (OPEN-030)', () => {
    expect(normalizeTop('15')).toBe(20);
    expect(normalizeTop('20')).toBe(20);
    expect(normalizeTop(101)).toBe(200);
    expect(normalizeTop('1001')).toBe(10);
    expect(normalizeTop('abc')).toBe(10);
    expect(normalizeTop('0')).toBe(10);
    expect(normalizeTop('2.5')).toBe(10);
    expect(normalizeTop(undefined)).toBe(10);
  });

  it('gives the arrows their neighbours and disables them at the ends (OPEN-031)', () => {
    expect(adjacentTopSteps(10, 999_999)).toEqual({ previous: null, next: 20 });
    expect(adjacentTopSteps(200, 999_999)).toEqual({ previous: 100, next: 300 });
    expect(adjacentTopSteps(30, 25)).toEqual({ previous: 20, next: null });
  });

  it('numbers cards from the start page of the top (RANK-005: top 200 starts at 101)', () => {
    expect(rankNumber(startPageOfTop(200), 0)).toBe(101);
    expect(rankNumber(1, 9)).toBe(10);
    expect(rankNumber(3, 4)).toBe(25);
  });

  it('groups thousands with spaces (CONST-022)', () => {
    expect(groupThousands(12345)).toBe('12 345');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1234567)).toBe('1 234 567');
  });
});
