/**
 * Builds the offline outline of the map dialog (MAP-001): land and country borders drawn under
 * the tiles, shown when the tile server cannot be reached (offline, or no MAP_TILE_URL).
 *
 * Reads world-atlas `land-110m.json` and `countries-110m.json` (Natural Earth 1:110m, public
 * domain), turns them into GeoJSON coordinates with topojson-client (`feature` for the land,
 * `mesh` for the borders between two countries), splits what crosses the antimeridian,
 * rounds the coordinates to 0.1° and writes
 * `src/components/map-dialog/map-outline.data.json`:
 *   { land: [polygon: [ring, …], …], borders: [line, …] }
 * where each ring or line is a string of 'lng,lat' pairs separated by spaces (compact: Prettier
 * keeps each string on one line); `parseOutline` in map-outline.ts reads it back.
 *
 * Run from the repository root: npx tsx apps/web/scripts/build-map-outline.ts, then
 * npx prettier --write apps/web/src/components/map-dialog/map-outline.data.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Position } from 'geojson';

const OUTPUT = fileURLToPath(
  new URL('../src/components/map-dialog/map-outline.data.json', import.meta.url),
);

/** 'lng,lat lng,lat …' with 0.1° precision. */
function encode(line: Position[]): string {
  return line
    .map(([lng, lat]) => `${Math.round(lng! * 10) / 10},${Math.round(lat! * 10) / 10}`)
    .join(' ');
}

function read(name: string): Topology {
  const require = createRequire(import.meta.url);
  return JSON.parse(readFileSync(require.resolve(`world-atlas/${name}`), 'utf8')) as Topology;
}

const landTopology = read('land-110m.json');
const countriesTopology = read('countries-110m.json');
const land = feature(landTopology, landTopology.objects.land as GeometryCollection);
const polygons: Position[][][] = land.features.flatMap((f) =>
  f.geometry.type === 'MultiPolygon'
    ? f.geometry.coordinates
    : f.geometry.type === 'Polygon'
      ? [f.geometry.coordinates]
      : [],
);
const borders = mesh(
  countriesTopology,
  countriesTopology.objects.countries as GeometryCollection,
  (a, b) => a !== b,
);
/**
 * Rings cut at the antimeridian (Russia, Fiji) jump from 180° to -180° and back, which a flat
 * map draws as a sliver across the world: such a ring is split at its jumps into pieces that
 * each close along the ±180° meridian (the piece before the first jump joins the last one).
 */
function splitRing(ring: Position[]): Position[][] {
  const pieces: Position[][] = [[]];
  ring.forEach((point, i) => {
    const previous = ring[i - 1];
    if (previous && Math.abs(point[0]! - previous[0]!) > 180) pieces.push([point]);
    else pieces.at(-1)!.push(point);
  });
  if (pieces.length > 1) pieces[0] = [...pieces.pop()!, ...pieces[0]!];
  return pieces;
}

/** A polygon split along the antimeridian; holes stay with the largest piece. */
function splitPolygon([outer, ...holes]: Position[][]): Position[][][] {
  const pieces = splitRing(outer!).sort((a, b) => b.length - a.length);
  return pieces
    .filter((piece) => piece.length >= 3) // a point or a segment on the meridian: no area
    .map((piece, i) => (i === 0 ? [piece, ...holes] : [piece]));
}

/** Border lines are split where they jump across the antimeridian. */
function splitAtJumps(line: Position[]): Position[][] {
  const parts: Position[][] = [[]];
  for (const point of line) {
    const current = parts.at(-1)!;
    const previous = current.at(-1);
    if (previous && Math.abs(point[0]! - previous[0]!) > 180) parts.push([point]);
    else current.push(point);
  }
  return parts.filter((part) => part.length > 1);
}

const data = {
  land: polygons.flatMap(splitPolygon).map((polygon) => polygon.map(encode)),
  borders: borders.coordinates.flatMap(splitAtJumps).map(encode),
};
writeFileSync(OUTPUT, `${JSON.stringify(data, null, 2)}\n`);
console.log(`wrote ${OUTPUT}`);
