import { describe, expect, it } from 'vitest';
import { coursesQuery, firstPageOf, nextRankingPage, pagerArrows } from './ranking-query.js';

describe('firstPageOf (RANK-006, RANK-021)', () => {
  it('starts a top route at the start page of its step', () => {
    expect(firstPageOf({ top: 10, all: false })).toBe(1);
    expect(firstPageOf({ top: 20, all: false })).toBe(2);
    expect(firstPageOf({ top: 200, all: false })).toBe(11);
    expect(firstPageOf({ top: 1000, all: false })).toBe(51);
  });
  it('starts every all route at page 1', () => {
    expect(firstPageOf({ top: 500, all: true })).toBe(1);
  });
});

describe('coursesQuery (RANK-007, RANK-019)', () => {
  it('has no area filter worldwide', () => {
    expect(coursesQuery({ scope: 'worldwide' }, 3)).toEqual({
      page: 3,
      limit: 10,
      sort_desc: 'point',
      filter_zoneId: undefined,
      filter_country: undefined,
    });
  });
  it('filters a zone by filter_zoneId and a country by filter_country', () => {
    expect(coursesQuery({ scope: 'zone', id: 4 }, 1)).toMatchObject({
      filter_zoneId: 4,
      filter_country: undefined,
    });
    expect(coursesQuery({ scope: 'country', id: 75 }, 1)).toMatchObject({
      filter_zoneId: undefined,
      filter_country: 75,
    });
  });
});

describe('nextRankingPage (RANK-015)', () => {
  it('asks for the following page while pages remain', () => {
    expect(nextRankingPage({ list: [1], currentPage: 2, totalPages: 5 })).toBe(3);
  });
  it('stops at the last page', () => {
    expect(nextRankingPage({ list: [1], currentPage: 5, totalPages: 5 })).toBeUndefined();
    expect(nextRankingPage({ list: [1], currentPage: 6, totalPages: 5 })).toBeUndefined();
  });
  it('stops on an empty page', () => {
    expect(nextRankingPage({ list: [], currentPage: 1, totalPages: 5 })).toBeUndefined();
  });
});

describe('pagerArrows (OPEN-031)', () => {
  it('disables previous at 10 and next at the last visible step', () => {
    expect(pagerArrows({ top: 10, all: false }, 25)).toEqual({ previous: null, next: 20 });
    expect(pagerArrows({ top: 30, all: false }, 25)).toEqual({ previous: 20, next: null });
    expect(pagerArrows({ top: 1000, all: false }, 999_999)).toEqual({ previous: 500, next: null });
  });
  it('leads back to the last visible step from an all route', () => {
    expect(pagerArrows({ top: 10, all: true }, 25)).toEqual({ previous: 30, next: null });
    expect(pagerArrows({ top: 10, all: true }, 999_999)).toEqual({ previous: 1000, next: null });
  });
});
