import { MAP_MAX_ZOOM, parseLocation, type ApiQuery, type LocationClusters } from '@bgc/shared';

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

/** A cluster of the server's answer (decision 056): its place, its courses, the zoom that splits it. */
export interface MapCluster {
  lat: number;
  lng: number;
  count: number;
  splitZoom: number;
}

/** The map's view as the clusters call takes it: integer zoom and 'west,south,east,north'. */
export interface MapView {
  zoom: number;
  bbox: string;
}

/** The zoom the map opens at without a course (MAP-001): the world. */
export const OPENING_ZOOM = 2;
const WHOLE_WORLD = '-180,-90,180,90';

/**
 * Decision 056: the first question of a map opening on the world (no course centre). At the
 * opening zoom the whole world is asked, whatever the map's box, so the question is known before
 * the dialog exists and can leave with the click.
 */
export const OPENING_VIEW: MapView = { zoom: OPENING_ZOOM, bbox: WHOLE_WORLD };

/** Degrees, in the form the bbox parameter takes (at most 5 decimals, no '-0'). */
function degrees(value: number): string {
  const text = String(Math.round(value * 1e5) / 1e5);
  return text === '-0' ? '0' : text;
}

/** `value` wrapped into -180..180 (180 stays 180). */
function wrapLng(value: number): number {
  if (value >= -180 && value <= 180) return value;
  return ((((value + 180) % 360) + 360) % 360) - 180;
}

/**
 * Decision 056: the question of a map view: the whole world up to the opening zoom, else the
 * view snapped outward to a grid of one 256-pixel tile width at that zoom (360 / 2^zoom degrees), so a small pan asks the same question (the answer
 * is cached) and the markers just outside the view are already there. Longitudes are wrapped
 * into -180..180 (a view across the antimeridian gives west > east; one wider than the world
 * gives -180..180); latitudes are clamped to -90..90.
 */
export function mapView(
  bounds: { west: number; south: number; east: number; north: number },
  zoom: number,
): MapView {
  const z = Math.max(0, Math.min(MAP_MAX_ZOOM, Math.round(zoom)));
  // the whole world is a few dozen clusters at these zooms: one question for every box
  if (z <= OPENING_ZOOM) return { zoom: z, bbox: WHOLE_WORLD };
  const step = 360 / 2 ** z;
  const clampLat = (v: number) => Math.max(-90, Math.min(90, v));
  const south = clampLat(Math.floor(bounds.south / (step / 2)) * (step / 2));
  const north = clampLat(Math.ceil(bounds.north / (step / 2)) * (step / 2));
  let west = Math.floor(bounds.west / step) * step;
  let east = Math.ceil(bounds.east / step) * step;
  if (east - west >= 360) {
    west = -180;
    east = 180;
  } else {
    west = wrapLng(west);
    east = wrapLng(east);
    if (east === -180) east = 180;
    if (west === 180) west = -180;
  }
  return { zoom: z, bbox: [west, south, east, north].map(degrees).join(',') };
}

/** MAP-001 / decision 056: query of `GET /courses/location-clusters` for an area and a view. */
export function clustersQuery(
  area: MapArea,
  view: MapView,
): ApiQuery<'GET /courses/location-clusters'> {
  return { ...locationsQuery(area), zoom: view.zoom, bbox: view.bbox };
}

/** Cache key of the clusters of an area's view (one entry per area, zoom and snapped box). */
export function clustersKey(area: MapArea, view: MapView): readonly unknown[] {
  return ['course-location-clusters', locationsQuery(area), view.zoom, view.bbox];
}

/**
 * Decision 056, MAP-002 / MAP-003: the clusters and single courses of a clusters answer;
 * entries whose position is not a number or is off the globe are skipped.
 */
export function parseClusters(answer: Pick<LocationClusters, 'clusters' | 'list'>): {
  clusters: MapCluster[];
  points: MapPoint[];
} {
  const onGlobe = (lat: number, lng: number) =>
    Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  const clusters: MapCluster[] = [];
  for (const [lat, lng, count, splitZoom] of answer.clusters) {
    if (onGlobe(lat, lng) && count > 0) clusters.push({ lat, lng, count, splitZoom });
  }
  return { clusters, points: parseLocations(answer.list) };
}

/**
 * The longitude of a marker moved by whole turns to the copy of the world around
 * `centerLng` (the map wraps, decision 056), so a marker east of the antimeridian shows on
 * the side the map looks at.
 */
export function lngNear(lng: number, centerLng: number): number {
  return lng + 360 * Math.round((centerLng - lng) / 360);
}
