/**
 * Builds the home-page world map of the 10 zones (HOME-001, HOME-004).
 *
 * Reads world-atlas `countries-110m.json`, maps each country to its zone (COUNTRY_ZONE, decision
 * 003), merges the countries of each zone into one outline with topojson `merge`, projects it
 * with d3-geo `geoNaturalEarth1` fitted to a 1000×500 viewBox (Antarctica left out), and writes
 * `src/pages/home/zone-map.data.json`:
 *   { viewBox: '0 0 1000 500', zones: [{ slug, path, labelX, labelY }] }
 * `path` is SVG path data in viewBox units; labelX/labelY is the projected centroid of the
 * zone's largest polygon. Coordinates are rounded to 1 decimal.
 *
 * Run from the repository root: npx tsx apps/web/scripts/build-zone-map.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { COUNTRY_ZONE, ZONE_SLUGS, type ZoneSlug } from '@bgc/shared';
import { geoCentroid, geoNaturalEarth1, geoPath } from 'd3-geo';
// Hoisted to the root node_modules from apps/server (the web app does not ship it).
import countries from 'i18n-iso-countries/index.js';
import { feature, merge } from 'topojson-client';
import type { GeometryCollection, MultiPolygon, Polygon, Topology } from 'topojson-specification';

type CountryProperties = { name: string };
type CountryGeometry = Polygon<CountryProperties> | MultiPolygon<CountryProperties>;
type WorldTopology = Topology<{ countries: GeometryCollection<CountryProperties> }>;

const WIDTH = 1000;
const HEIGHT = 500;
const OUTPUT = fileURLToPath(new URL('../src/pages/home/zone-map.data.json', import.meta.url));

/** world-atlas features without an ISO numeric id, by name. */
const CODE_BY_NAME: Readonly<Record<string, string>> = {
  Kosovo: 'XK',
  'N. Cyprus': 'CY',
  Somaliland: 'SO',
};

/** Overseas parts drawn inside another country's feature: France's polygon in South America. */
function overseasCode(code: string, longitude: number): string {
  return code === 'FR' && longitude < -30 ? 'GF' : code;
}

const round = (value: number) => Math.round(value * 10) / 10;

function readWorld(): WorldTopology {
  const require = createRequire(import.meta.url);
  const file = require.resolve('world-atlas/countries-110m.json');
  return JSON.parse(readFileSync(file, 'utf8')) as WorldTopology;
}

/** Splits the countries into one list of polygons (topology arcs) per zone. */
function polygonsByZone(world: WorldTopology): Map<ZoneSlug, Polygon[]> {
  const byZone = new Map<ZoneSlug, Polygon[]>(ZONE_SLUGS.map((slug) => [slug, []]));
  for (const geometry of world.objects.countries.geometries) {
    if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') continue;
    const country: CountryGeometry = geometry;
    const name = country.properties?.name ?? '';
    const code =
      country.id === undefined ? CODE_BY_NAME[name] : countries.numericToAlpha2(country.id);
    if (code === 'AQ') continue;
    if (!code) throw new Error(`No ISO code for world-atlas feature ${name}`);
    const rings = country.type === 'Polygon' ? [country.arcs] : country.arcs;
    for (const arcs of rings) {
      const polygon: Polygon = { type: 'Polygon', arcs };
      const [longitude] = geoCentroid(feature(world, polygon));
      const zone = COUNTRY_ZONE[overseasCode(code, longitude)];
      if (!zone) throw new Error(`No zone for ${code} (${name})`);
      byZone.get(zone)?.push(polygon);
    }
  }
  return byZone;
}

/** Builds the map data: one merged, projected outline and label point per zone. */
export function buildZoneMap() {
  const world = readWorld();
  const shapes = [...polygonsByZone(world)].map(([slug, polygons]) => ({
    slug,
    shape: merge(world, polygons),
  }));
  const projection = geoNaturalEarth1().fitSize([WIDTH, HEIGHT], {
    type: 'FeatureCollection',
    features: shapes.map(({ shape }) => ({ type: 'Feature', properties: {}, geometry: shape })),
  });
  const path = geoPath(projection).digits(1);
  const zones = shapes.map(({ slug, shape }) => {
    const largest = shape.coordinates
      .map((coordinates) => ({ type: 'Polygon' as const, coordinates }))
      .reduce((best, polygon) => (path.area(polygon) > path.area(best) ? polygon : best));
    const [labelX, labelY] = path.centroid(largest);
    return { slug, path: path(shape) ?? '', labelX: round(labelX), labelY: round(labelY) };
  });
  return { viewBox: `0 0 ${WIDTH} ${HEIGHT}`, zones };
}

const data = buildZoneMap();
writeFileSync(OUTPUT, `${JSON.stringify(data, null, 2)}\n`);
console.log(`Wrote ${OUTPUT}: ${data.zones.length} zones`);
