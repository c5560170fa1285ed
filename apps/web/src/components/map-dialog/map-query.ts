import { parseLocation, type ApiQuery } from '@bgc/shared';

/** The area of a map dialog: a country, a zone, or the world when neither is given. */
export interface MapArea {
  countryId?: number;
  zoneId?: number;
}

/** One course marker (MAP-003): the course id (or slug) and its position. */
export interface MapPoint {
  key: string;
  lat: number;
  lng: number;
}

/**
 * MAP-007 / OPEN-010: query of `GET /courses/locations`. A country wins over a zone; neither
 * means the whole world. Only positive integer ids are sent.
 */
export function locationsQuery(area: MapArea): ApiQuery<'GET /courses/locations'> {
  const valid = (n: number | undefined) =>
    n !== undefined && Number.isInteger(n) && n > 0 ? n : undefined;
  const country = valid(area.countryId);
  if (country !== undefined) return { filter_country: country };
  const zone = valid(area.zoneId);
  if (zone !== undefined) return { filter_zoneId: zone };
  return {};
}

/** Cache key of the locations of an area (one entry per country / zone / world). */
export function locationsKey(area: MapArea): readonly unknown[] {
  return ['course-locations', locationsQuery(area)];
}

/** MAP-002 / MAP-003: the markers of a locations answer; malformed entries are skipped. */
export function parseLocations(list: readonly string[]): MapPoint[] {
  const points: MapPoint[] = [];
  for (const entry of list) {
    const point = parseLocation(entry);
    if (point && Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180) points.push(point);
  }
  return points;
}

/**
 * MAP-004 / OPEN-010: the call that loads a marker's course card: `GET /courses/{id}` for an
 * id key, else `GET /courses/slug/{slug}` (MAP-003 allows a slug).
 */
export function courseCardPath(key: string): `/courses/${string}` {
  const trimmed = key.trim();
  return /^[1-9][0-9]*$/.test(trimmed)
    ? `/courses/${trimmed}`
    : `/courses/slug/${encodeURIComponent(trimmed)}`;
}

/** South-west and north-east corners around all points, or null without points. */
export function boundsOf(points: readonly MapPoint[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let south = 90;
  let west = 180;
  let north = -90;
  let east = -180;
  for (const p of points) {
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
    west = Math.min(west, p.lng);
    east = Math.max(east, p.lng);
  }
  return [
    [south, west],
    [north, east],
  ];
}
