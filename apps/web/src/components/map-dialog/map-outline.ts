/**
 * The offline outline of the map (MAP-001): land and country borders from Natural Earth
 * 1:110m (built by apps/web/scripts/build-map-outline.ts), drawn when the map tiles cannot
 * be loaded so that the markers keep a geographic context.
 */

/** Shape of `map-outline.data.json`: rings and lines as 'lng,lat lng,lat …' strings. */
export interface OutlineData {
  land: string[][];
  borders: string[];
}

/** [latitude, longitude] pairs, Leaflet's order. */
export type LatLngPair = [number, number];

/** Reads one 'lng,lat lng,lat …' string into [lat, lng] pairs; malformed pairs are skipped. */
export function parseLine(line: string): LatLngPair[] {
  const pairs: LatLngPair[] = [];
  for (const token of line.trim().split(/\s+/)) {
    const [lng, lat] = token.split(',').map(Number);
    if (Number.isFinite(lat) && Number.isFinite(lng)) pairs.push([lat!, lng!]);
  }
  return pairs;
}

/** The outline as Leaflet polygons (each a list of rings) and polylines. */
export function parseOutline(data: OutlineData): {
  land: LatLngPair[][][];
  borders: LatLngPair[][];
} {
  return {
    land: data.land.map((polygon) => polygon.map(parseLine)),
    borders: data.borders.map(parseLine),
  };
}
