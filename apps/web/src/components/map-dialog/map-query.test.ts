import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  courseCardPath,
  locationsKey,
  locationsQuery,
  parseLocations,
} from './map-query.js';

describe('locationsQuery (MAP-007, OPEN-010)', () => {
  it.each([
    { area: 'a country', where: { countryId: 75 }, query: { filter_country: 75 } },
    { area: 'a zone', where: { zoneId: 4 }, query: { filter_zoneId: 4 } },
    { area: 'the world (not at all)', where: {}, query: {} },
    {
      area: 'the country when both are given',
      where: { countryId: 75, zoneId: 4 },
      query: { filter_country: 75 },
    },
    {
      area: 'the zone when the country id is 0',
      where: { countryId: 0, zoneId: 3 },
      query: { filter_zoneId: 3 },
    },
    { area: 'nothing for a negative id', where: { countryId: -1 }, query: {} },
    { area: 'nothing for NaN', where: { zoneId: Number.NaN }, query: {} },
    { area: 'nothing for a fraction', where: { countryId: 2.5 }, query: {} },
  ])('filters by $area', ({ where, query }) => {
    expect(locationsQuery(where)).toEqual(query);
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
