import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  courseCardPath,
  locationsKey,
  locationsQuery,
  parseLocations,
} from './map-query.js';

describe('locationsQuery (MAP-007, OPEN-010)', () => {
  it('filters by country, by zone, or not at all for the world', () => {
    expect(locationsQuery({ countryId: 75 })).toEqual({ filter_country: 75 });
    expect(locationsQuery({ zoneId: 4 })).toEqual({ filter_zoneId: 4 });
    expect(locationsQuery({})).toEqual({});
  });

  it('prefers the country when both are given', () => {
    expect(locationsQuery({ countryId: 75, zoneId: 4 })).toEqual({ filter_country: 75 });
  });

  it('ignores ids that are not positive integers', () => {
    expect(locationsQuery({ countryId: 0, zoneId: 3 })).toEqual({ filter_zoneId: 3 });
    expect(locationsQuery({ countryId: -1 })).toEqual({});
    expect(locationsQuery({ zoneId: Number.NaN })).toEqual({});
    expect(locationsQuery({ countryId: 2.5 })).toEqual({});
  });

  it('gives one cache key per area', () => {
    expect(locationsKey({ countryId: 1 })).not.toEqual(locationsKey({ zoneId: 1 }));
    expect(locationsKey({})).toEqual(locationsKey({ countryId: undefined }));
  });
});

describe('parseLocations (MAP-002, MAP-003)', () => {
  it('keeps well-formed markers in order', () => {
    expect(parseLocations(['12,48.85661,2.35222', 'golf-de-chantilly,49.19,2.47'])).toEqual([
      { key: '12', lat: 48.85661, lng: 2.35222 },
      { key: 'golf-de-chantilly', lat: 49.19, lng: 2.47 },
    ]);
  });

  it('skips markers whose latitude or longitude is not a number', () => {
    expect(
      parseLocations([
        '1,abc,2',
        '2,3,',
        '3,,4',
        '4,NaN,1',
        '5,1,Infinity',
        '6',
        ',1,2',
        '7,1.5,-3.25',
      ]),
    ).toEqual([{ key: '7', lat: 1.5, lng: -3.25 }]);
  });

  it('skips positions outside the globe', () => {
    expect(parseLocations(['1,91,0', '2,0,181', '3,-90,-180'])).toEqual([
      { key: '3', lat: -90, lng: -180 },
    ]);
  });
});

describe('courseCardPath (MAP-004, OPEN-010)', () => {
  it('fetches a course by id, or by slug when the key is not an id', () => {
    expect(courseCardPath('42')).toBe('/courses/42');
    expect(courseCardPath(' 42 ')).toBe('/courses/42');
    expect(courseCardPath('golf-de-chantilly')).toBe('/courses/slug/golf-de-chantilly');
    expect(courseCardPath('0')).toBe('/courses/slug/0');
    expect(courseCardPath('a/b')).toBe('/courses/slug/a%2Fb');
  });
});

describe('boundsOf (MAP-001)', () => {
  it('is null without points', () => {
    expect(boundsOf([])).toBeNull();
  });

  it('spans every point, south-west then north-east', () => {
    expect(
      boundsOf([
        { key: '1', lat: 43.3, lng: -1.5 },
        { key: '2', lat: 51.0, lng: 7.6 },
        { key: '3', lat: 46.0, lng: 2.0 },
      ]),
    ).toEqual([
      [43.3, -1.5],
      [51.0, 7.6],
    ]);
  });
});
