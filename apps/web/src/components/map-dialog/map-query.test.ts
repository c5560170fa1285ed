import { describe, expect, it } from 'vitest';
import {
  clustersKey,
  clustersQuery,
  courseCardPath,
  lngNear,
  locationsQuery,
  mapView,
  OPENING_VIEW,
  parseClusters,
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

  it('gives one cache key per area and view', () => {
    const view = { zoom: 3, bbox: '-45,0,45,45' };
    expect(clustersKey({ countryId: 1 }, view)).not.toEqual(clustersKey({ zoneId: 1 }, view));
    expect(clustersKey({}, view)).toEqual(clustersKey({ countryId: undefined }, view));
    expect(clustersKey({}, view)).not.toEqual(clustersKey({}, { ...view, zoom: 4 }));
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

describe('mapView (decision 056)', () => {
  it('snaps the box outward to one tile width of the zoom', () => {
    // zoom 4: 22.5° of longitude, 11.25° of latitude
    expect(mapView({ west: -4.8, south: 42.3, east: 8.2, north: 51.1 }, 4)).toEqual({
      zoom: 4,
      bbox: '-22.5,33.75,22.5,56.25',
    });
    // a small pan asks the same question
    expect(mapView({ west: -4.1, south: 42.9, east: 8.9, north: 51.6 }, 4)).toEqual(
      mapView({ west: -4.8, south: 42.3, east: 8.2, north: 51.1 }, 4),
    );
  });

  it('asks for every longitude when the view is wider than the world', () => {
    expect(mapView({ west: -250, south: -80, east: 260, north: 85 }, 2)).toEqual({
      zoom: 2,
      bbox: '-180,-90,180,90',
    });
  });

  it('asks for the whole world up to the opening zoom, whatever the box (a phone)', () => {
    expect(mapView({ west: -68.6, south: -35, east: 68.6, north: 62 }, 2)).toEqual(OPENING_VIEW);
    expect(mapView({ west: -10, south: 0, east: 10, north: 10 }, 1).bbox).toBe(OPENING_VIEW.bbox);
  });

  it('wraps a view across the antimeridian into west > east', () => {
    expect(mapView({ west: 170.2, south: -46, east: 190.4, north: -30 }, 5).bbox).toBe(
      '168.75,-50.625,-168.75,-28.125',
    );
    expect(mapView({ west: -200, south: -46, east: -170, north: -30 }, 5).bbox).toBe(
      '157.5,-50.625,-168.75,-28.125',
    );
  });

  it('keeps the zoom an integer inside the map range', () => {
    expect(mapView({ west: 0, south: 0, east: 0.01, north: 0.01 }, 21).zoom).toBe(18);
    expect(mapView({ west: -180, south: -90, east: 180, north: 90 }, -1).zoom).toBe(0);
    expect(mapView({ west: 2, south: 48, east: 3, north: 49 }, 7.6).zoom).toBe(8);
  });

  it('builds the clusters query of an area and a view', () => {
    expect(
      clustersQuery({ countryId: 75 }, { zoom: 5, bbox: '-11.25,39.375,11.25,50.625' }),
    ).toEqual({ filter_country: 75, zoom: 5, bbox: '-11.25,39.375,11.25,50.625' });
    expect(clustersQuery({}, { zoom: 2, bbox: '-180,-90,180,90' })).toEqual({
      zoom: 2,
      bbox: '-180,-90,180,90',
    });
  });
});

describe('parseClusters (decision 056, MAP-002, MAP-003)', () => {
  it('reads clusters and single courses, skipping positions that are not on the globe', () => {
    expect(
      parseClusters({
        clusters: [
          [48.1, 2.2, 12, 6],
          [91, 0, 3, 4],
          [Number.NaN, 1, 2, 3],
        ],
        list: ['7,1.5,-3.25', '8,abc,2'],
      }),
    ).toEqual({
      clusters: [{ lat: 48.1, lng: 2.2, count: 12, splitZoom: 6 }],
      points: [{ key: '7', lat: 1.5, lng: -3.25 }],
    });
  });
});

describe('lngNear (decision 056)', () => {
  it('moves a longitude by whole turns to the world copy the map looks at', () => {
    expect(lngNear(-175, 170)).toBe(185);
    expect(lngNear(175, -170)).toBe(-185);
    expect(lngNear(2.35, 10)).toBe(2.35);
  });
});
