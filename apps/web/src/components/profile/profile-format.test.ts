import { describe, expect, it } from 'vitest';
import { MSG, type FollowItem } from '@bgc/shared';
import {
  clampHandicap,
  cutShortBio,
  memberIdOf,
  nextPageOf,
  parseHandicap,
  playedAddErrorKey,
  playedIdsSegment,
  profileMsgKey,
  safeSocialUrl,
  shortBioRemaining,
  subscriptionHref,
} from './profile-format.js';
import { formatHandicap, placeOf } from './profile-card-format.js';

describe('handicap (PROF-017)', () => {
  it.each([
    { typed: 70, kept: 54 },
    { typed: -25, kept: -20 },
    { typed: 12.34, kept: 12.3 },
    { typed: 12.35, kept: 12.4 },
    { typed: -0.04, kept: 0 },
  ])('clamps to -20..54 and rounds to one decimal: $typed → $kept', ({ typed, kept }) => {
    expect(clampHandicap(typed)).toBe(kept);
  });
  it('parses the field text', () => {
    expect(parseHandicap('')).toBeNull();
    expect(parseHandicap(' 12,5 ')).toBe(12.5);
    expect(parseHandicap('-3')).toBe(-3);
    expect(parseHandicap('abc')).toBeNaN();
    expect(parseHandicap('-')).toBeNaN();
  });
  it("shows '-' when there is none (PROF-006)", () => {
    expect(formatHandicap(null, 'en')).toBe('-');
    expect(formatHandicap(12.5, 'en')).toBe('12.5');
    expect(formatHandicap(12.5, 'fr')).toBe('12,5');
    expect(formatHandicap(8, 'en')).toBe('8');
  });
});

describe('short bio (PROF-005)', () => {
  it('cuts at 100 and counts down from 100', () => {
    expect(shortBioRemaining('')).toBe(100);
    expect(shortBioRemaining('abc')).toBe(97);
    const long = 'x'.repeat(130);
    expect(cutShortBio(long)).toHaveLength(100);
    expect(shortBioRemaining(cutShortBio(long))).toBe(0);
  });
});

describe('paged lists (PROF-025)', () => {
  const page = (currentPage: number, totalPages: number, size = 10) => ({
    list: Array.from({ length: size }, (_, i) => i),
    total: totalPages * 10,
    totalPages,
    currentPage,
  });
  it('asks the next page until currentPage reaches totalPages', () => {
    expect(nextPageOf(page(1, 3))).toBe(2);
    expect(nextPageOf(page(3, 3))).toBeUndefined();
    expect(nextPageOf(page(1, 0, 0))).toBeUndefined();
    expect(nextPageOf(page(1, 3, 0))).toBeUndefined();
  });
});

describe('played courses (PROF-022, ERR-008)', () => {
  it('joins distinct ids with hyphens', () => {
    expect(playedIdsSegment([3, 12, 3, 7])).toBe('3-12-7');
  });
  it('maps the server answer to the toast', () => {
    expect(playedAddErrorKey({ message: MSG.playedCourseExists })).toBe('playedExists');
    expect(playedAddErrorKey({ code: 'course_user_exists', message: 'x' })).toBe('playedExists');
    expect(playedAddErrorKey({ code: 'not_found', message: 'Golf course not found' })).toBe(
      'serverError',
    );
    expect(playedAddErrorKey(null)).toBe('serverError');
  });
});

describe('subscription links (PROF-027)', () => {
  const item = (over: Partial<FollowItem>): FollowItem => ({
    entityName: 'course',
    entityId: 5,
    entityDetail: { name: 'X', picture: null, slug: 'royal', country: { slug: 'france' } },
    ...over,
  });
  it('leads to the course page or the member profile', () => {
    expect(subscriptionHref(item({}))).toBe('/top-golf-courses-france/royal-golf-course.html');
    expect(subscriptionHref(item({ entityName: 'user', entityId: 9 }))).toBe('/profiles/9');
    expect(
      subscriptionHref(
        item({ entityDetail: { name: 'X', picture: null, slug: null, country: null } }),
      ),
    ).toBeNull();
  });
});

describe('member key (PROF-029)', () => {
  it('accepts positive integer ids only', () => {
    expect(memberIdOf('12')).toBe(12);
    expect(memberIdOf(undefined)).toBeNull();
    expect(memberIdOf('0')).toBeNull();
    expect(memberIdOf('abc')).toBeNull();
    expect(memberIdOf('12a')).toBeNull();
    expect(memberIdOf('99999999999')).toBeNull();
  });
});

describe('misc', () => {
  it('translates the spec messages to catalog keys (ERR-044)', () => {
    expect(profileMsgKey(MSG.required)).toBe('required');
    expect(profileMsgKey(MSG.urlInvalid)).toBe('urlInvalid');
    expect(profileMsgKey('Something else')).toBeNull();
    expect(profileMsgKey(undefined)).toBeNull();
  });
  it('builds the place line', () => {
    expect(placeOf('Lyon', { name: 'France' })).toBe('Lyon, France');
    expect(placeOf(null, null)).toBe('');
  });
  it('links only http(s) social URLs', () => {
    expect(safeSocialUrl('https://facebook.com/me')).toBe('https://facebook.com/me');
    expect(safeSocialUrl('javascript:alert(1)')).toBeNull();
    expect(safeSocialUrl('not a url')).toBeNull();
    expect(safeSocialUrl(null)).toBeNull();
  });
});
