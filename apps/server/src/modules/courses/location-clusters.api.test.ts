import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { ERRORS, MAP_MAX_ZOOM, type Country, type LocationClusters } from '@bgc/shared';
import type { Database } from '../../db/client.js';
import { json, testApp } from '../../../test/test-app.js';
import { signed, type TestMember } from '../../../test/factories.js';
import {
  LOCATION_MARKER,
  createAdministrator,
  locatedCourseCount,
  pickCourse,
} from '../../../test/course-fixtures.js';

/**
 * GET /api/courses/location-clusters (decision 056, MAP-001..003): clusters precomputed per
 * area and zoom, the single courses as MAP-003 strings, bounded inputs, ETag, and a rebuild
 * when a correction changes the located courses.
 */
let app: FastifyInstance;
let database: Database;
let france: Country;
let zone: { id: number; slug: string };
let admin: TestMember;

beforeAll(async () => {
  ({ app, database } = await testApp());
  france = json<Country>(await app.inject({ url: '/api/countries/france' }));
  zone = json<{ id: number; slug: string }>(await app.inject({ url: '/api/zones/western-europe' }));
  admin = await createAdministrator(app, database);
});

const WORLD_BBOX = '-180,-90,180,90';

const clusters = async (query: string) => {
  const res = await app.inject({ url: `/api/courses/location-clusters?${query}` });
  expect(res.statusCode, query).toBe(200);
  return { res, body: json<LocationClusters>(res) };
};

/** Courses counted by the clusters and single markers of an answer. */
const counted = (body: LocationClusters) =>
  body.clusters.reduce((sum, [, , count]) => sum + count, 0) + body.list.length;

const expectWellFormed = (body: LocationClusters, zoom: number) => {
  for (const [lat, lng, count, splitZoom] of body.clusters) {
    expect(Math.abs(lat) <= 90 && Math.abs(lng) <= 180).toBe(true);
    expect(count).toBeGreaterThan(1);
    expect(splitZoom).toBeGreaterThan(zoom);
  }
  for (const entry of body.list) expect(entry).toMatch(LOCATION_MARKER);
};

describe('GET /api/courses/location-clusters (decision 056)', () => {
  it('counts every located course of the world at zoom 0, in few clusters', async () => {
    const { res, body } = await clusters(`zoom=0&bbox=${WORLD_BBOX}`);
    expectWellFormed(body, 0);
    const expected = await locatedCourseCount(database);
    expect(expected).toBeGreaterThanOrEqual(30_000);
    expect(body.total).toBe(expected);
    expect(counted(body)).toBe(expected);
    // the point of the call: a world view is a few hundred entries, not 31k markers
    expect(body.clusters.length + body.list.length).toBeLessThan(300);
    const [west, south, east, north] = body.bounds!;
    expect(west).toBeLessThan(-100);
    expect(east).toBeGreaterThan(100);
    expect(south).toBeLessThan(0);
    expect(north).toBeGreaterThan(50);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('counts the located courses of a country and of a zone at zoom 0', async () => {
    const country = (await clusters(`filter_country=${france.id}&zoom=0&bbox=${WORLD_BBOX}`)).body;
    const inFrance = await locatedCourseCount(database, sql`country_id = ${france.id}`);
    expect(inFrance).toBeGreaterThan(600);
    expect(country.total).toBe(inFrance);
    expect(counted(country)).toBe(inFrance);
    // France's courses (with its overseas ones) around metropolitan France at least
    const [west, south, east, north] = country.bounds!;
    expect(west).toBeLessThanOrEqual(-4);
    expect(east).toBeGreaterThanOrEqual(7);
    expect(south).toBeLessThanOrEqual(43);
    expect(north).toBeGreaterThanOrEqual(50);

    const inZone = (await clusters(`filter_zoneId=${zone.id}&zoom=0&bbox=${WORLD_BBOX}`)).body;
    const expected = await locatedCourseCount(database, sql`zone_id = ${zone.id}`);
    expect(inZone.total).toBe(expected);
    expect(counted(inZone)).toBe(expected);
    expect(expected).toBeGreaterThan(inFrance);
  });

  it('answers single courses with their MAP-003 strings in a small box at a high zoom', async () => {
    const located = json<{ list: string[] }>(
      await app.inject({ url: `/api/courses/locations?filter_country=${france.id}` }),
    ).list;
    const entry = located[Math.floor(located.length / 2)]!;
    const [, lat, lng] = entry.split(',').map(Number) as [number, number, number];
    const box = [lng - 0.002, lat - 0.002, lng + 0.002, lat + 0.002].map((n) => n.toFixed(5));
    const { body } = await clusters(
      `filter_country=${france.id}&zoom=${MAP_MAX_ZOOM}&bbox=${box.join(',')}`,
    );
    expectWellFormed(body, MAP_MAX_ZOOM);
    expect(body.clusters).toEqual([]);
    expect(body.list).toContain(entry);
    for (const single of body.list) expect(located).toContain(single);
  });

  it('splits a cluster when the map zooms to the zoom it gives', async () => {
    const world = (await clusters(`zoom=2&bbox=${WORLD_BBOX}`)).body;
    const [lat, lng, count, splitZoom] = [...world.clusters].sort((a, b) => b[2] - a[2])[0]!;
    const span = 360 / 2 ** splitZoom; // about one 256-pixel tile around the cluster
    const box = [lng - span, lat - span / 2, lng + span, lat + span / 2].map((n) =>
      Math.max(-180, Math.min(180, n)).toFixed(5),
    );
    box[1] = Math.max(-90, Number(box[1])).toFixed(5);
    box[3] = Math.min(90, Number(box[3])).toFixed(5);
    const closer = (await clusters(`zoom=${splitZoom}&bbox=${box.join(',')}`)).body;
    // the big cluster is no longer one entry: none of the closer view's entries holds it whole
    expect(closer.clusters.every(([, , c]) => c < count)).toBe(true);
    expect(closer.clusters.length + closer.list.length).toBeGreaterThan(1);
  });

  it('reads a box across the antimeridian (west > east)', async () => {
    const across = (await clusters('zoom=3&bbox=160,-50,-160,0')).body;
    const west = (await clusters('zoom=3&bbox=160,-50,180,0')).body;
    const east = (await clusters('zoom=3&bbox=-180,-50,-160,0')).body;
    expect(counted(across)).toBe(counted(west) + counted(east));
    expect(counted(across)).toBeGreaterThan(0); // New Zealand and Fiji
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const url = `/api/courses/location-clusters?filter_country=${france.id}&zoom=5&bbox=-10,40,10,52`;
    const first = await app.inject({ url });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject({
      url: url.replace('zoom=5', 'zoom=6'),
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
  });

  it("refuses a bad zoom, bbox or area with 400 and the catalogue's text", async () => {
    const cases: Array<[string, string]> = [
      [`bbox=${WORLD_BBOX}`, 'zoom'],
      [`zoom=-1&bbox=${WORLD_BBOX}`, 'zoom'],
      [`zoom=${MAP_MAX_ZOOM + 1}&bbox=${WORLD_BBOX}`, 'zoom'],
      [`zoom=2.5&bbox=${WORLD_BBOX}`, 'zoom'],
      [`zoom=abc&bbox=${WORLD_BBOX}`, 'zoom'],
      ['zoom=2', 'bbox'],
      ['zoom=2&bbox=1,2,3', 'bbox'],
      ['zoom=2&bbox=1,2,3,4,5', 'bbox'],
      ['zoom=2&bbox=-181,-90,180,90', 'bbox'],
      ['zoom=2&bbox=-180,-91,180,90', 'bbox'],
      ['zoom=2&bbox=-10,50,10,40', 'bbox'],
      ['zoom=2&bbox=a,b,c,d', 'bbox'],
      ['zoom=2&bbox=1e3,0,0,0', 'bbox'],
      [`zoom=2&bbox=${'1'.repeat(90)},0,0,0`, 'bbox'],
      [`filter_country=0&zoom=2&bbox=${WORLD_BBOX}`, 'filter_country'],
      [`filter_zoneId=abc&zoom=2&bbox=${WORLD_BBOX}`, 'filter_zoneId'],
    ];
    for (const [query, field] of cases) {
      const res = await app.inject({ url: `/api/courses/location-clusters?${query}` });
      expect(res.statusCode, query).toBe(400);
      const { error } = json<{ error: { code: string; message: string } }>(res);
      expect(error.code, query).toBe('validation_error');
      expect(error.message, query).toBe(`${ERRORS.validation_error.message}: ${field}`);
    }
  });

  it('drops a course removed by an administrator and counts it again once restored', async () => {
    const course = await pickCourse(
      database,
      'location-clusters-remove',
      // located, and among France's last 200 ranked, so the recompute rewrites few ranks
      sql`k.code = 'FR' AND c.latitude IS NOT NULL AND c.longitude IS NOT NULL
          AND c.removed_reason IS NULL AND c.merged_into_id IS NULL
          AND c.world_rank >= (
            SELECT min(t.world_rank) FROM (
              SELECT c2.world_rank FROM courses c2 JOIN countries k2 ON k2.id = c2.country_id
              WHERE k2.code = 'FR' AND c2.world_rank IS NOT NULL
              ORDER BY c2.world_rank DESC LIMIT 200
            ) t
          )`,
    );
    const query = `filter_country=${france.id}&zoom=0&bbox=${WORLD_BBOX}`;
    const before = (await clusters(query)).body.total;
    const removal = `/api/admin/courses/${course.id}/removal`;
    const removed = await signed(app, admin.token, 'PUT', removal, { reason: 'closed' });
    expect(removed.statusCode).toBe(200);
    expect((await clusters(query)).body.total).toBe(before - 1);
    expect((await signed(app, admin.token, 'DELETE', removal)).statusCode).toBe(200);
    expect((await clusters(query)).body.total).toBe(before);
  });
});
