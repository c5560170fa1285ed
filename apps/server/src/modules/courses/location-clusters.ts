import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import Supercluster from 'supercluster';
import { roundTo, type LocationClusters } from '@bgc/shared';

/** A course position as the repository reads it (degrees). */
export interface LocatedCourse {
  id: number;
  lat: number;
  lng: number;
}

/** An area: a country, a zone, both (the courses of both) or neither (the world). */
export interface MapAreaFilter {
  countryId?: number | undefined;
  zoneId?: number | undefined;
}

/** A serialized clusters answer and its ETag (weak: the bytes depend on the encoding). */
export interface ClustersAnswer {
  body: LocationClusters;
  etag: string;
}

/**
 * Decision 056: clusters of 60 screen pixels on Leaflet's 256-pixel tiles (the radius the
 * browser-side clustering used), computed for zooms 0..16; from zoom 17 on every course is
 * its own marker.
 */
export const CLUSTER_OPTIONS = { radius: 60, extent: 256, minZoom: 0, maxZoom: 16 } as const;

/** Bound of the kept indexes, in courses summed over the areas (the world holds 31,157). */
const KEPT_POINTS_MAX = 200_000;

interface AreaIndex {
  index: Supercluster<{ id: number }>;
  total: number;
  bounds: [number, number, number, number] | null;
}

/**
 * Decision 056: one supercluster index per area (the world, a zone, a country), built lazily
 * from the area's located courses on its first question and kept (bounded by the number of
 * courses held); `forget()` drops them all when the course data changes, as the location lists
 * are dropped.
 */
export class LocationClusterIndexes {
  private readonly kept = new LRUCache<string, AreaIndex>({
    maxSize: KEPT_POINTS_MAX,
    sizeCalculation: (entry) => entry.total + 1,
  });
  private readonly building = new Map<string, Promise<AreaIndex>>();
  /** Counts `forget()` calls: an index built from rows read before one is not kept. */
  private generation = 0;

  constructor(private readonly load: (area: MapAreaFilter) => Promise<LocatedCourse[]>) {}

  /** Drops every index (a correction removed, merged or moved a course). */
  forget(): void {
    this.generation += 1;
    this.kept.clear();
    this.building.clear();
  }

  /**
   * MAP-001..003: the clusters and single courses of `area` inside `bbox`
   * ([west, south, east, north] in degrees; west > east crosses the antimeridian) at `zoom`
   * (integer, 0 = the world in one 256-pixel tile). Clusters are `[lat, lng, count, zoom at which
   * it splits]` with 4 decimals; single courses are MAP-003 'id,lat,lng' strings (5 decimals).
   */
  async clusters(
    area: MapAreaFilter,
    zoom: number,
    bbox: readonly [number, number, number, number],
  ): Promise<ClustersAnswer> {
    const { index, total, bounds } = await this.indexOf(area);
    const clusters: LocationClusters['clusters'] = [];
    const list: string[] = [];
    for (const feature of index.getClusters([...bbox], zoom)) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      if ('cluster' in props && props.cluster) {
        clusters.push([
          roundTo(lat, 4),
          roundTo(lng, 4),
          props.point_count,
          index.getClusterExpansionZoom(props.cluster_id),
        ]);
      } else {
        list.push(`${(props as { id: number }).id},${lat.toFixed(5)},${lng.toFixed(5)}`);
      }
    }
    const body: LocationClusters = { total, bounds, clusters, list };
    const etag = `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
    return { body, etag };
  }

  private async indexOf(area: MapAreaFilter): Promise<AreaIndex> {
    const key = `${area.countryId ?? ''}/${area.zoneId ?? ''}`;
    const kept = this.kept.get(key);
    if (kept) return kept;
    const pending = this.building.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const built = this.load(area)
      .then((rows) => buildIndex(rows))
      .then((entry) => {
        if (this.generation === generation) this.kept.set(key, entry);
        return entry;
      })
      .finally(() => {
        if (this.building.get(key) === built) this.building.delete(key);
      });
    this.building.set(key, built);
    return built;
  }
}

function buildIndex(rows: readonly LocatedCourse[]): AreaIndex {
  const index = new Supercluster<{ id: number }>(CLUSTER_OPTIONS);
  index.load(
    rows.map((r) => ({
      type: 'Feature' as const,
      properties: { id: r.id },
      geometry: { type: 'Point' as const, coordinates: [r.lng, r.lat] },
    })),
  );
  return { index, total: rows.length, bounds: boundsOf(rows) };
}

/** [west, south, east, north] around the rows (5 decimals), or null without rows. */
function boundsOf(rows: readonly LocatedCourse[]): [number, number, number, number] | null {
  if (rows.length === 0) return null;
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const { lat, lng } of rows) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [roundTo(west, 5), roundTo(south, 5), roundTo(east, 5), roundTo(north, 5)];
}
