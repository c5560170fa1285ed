import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  COURSE_SOCIAL_KEYS,
  FACILITY_KEYS,
  type ClientConfig,
  type CourseDetail,
  type Country,
} from '@bgc/shared';
import type { Database } from '../../db/client.js';
import { decodedText, json, testApp } from '../../../test/test-app.js';
import { LOCATION_MARKER, locatedCourseCount, pickCourse } from '../../../test/course-fixtures.js';

/** Map locations (MAP-002/003/007, OPEN-010), client config (MAP-001) and the course detail. */
let app: FastifyInstance;
let database: Database;
let france: Country;
let zone: { id: number; slug: string };

beforeAll(async () => {
  ({ app, database } = await testApp());
  france = json<Country>(await app.inject({ url: '/api/countries/france' }));
  zone = json<{ id: number; slug: string }>(await app.inject({ url: '/api/zones/western-europe' }));
});

const locations = async (query: string) => {
  const res = await app.inject({ url: `/api/courses/locations${query}` });
  expect(res.statusCode, query).toBe(200);
  return { res, list: json<{ list: string[] }>(res).list };
};
const expectValid = (list: string[]) => {
  for (const entry of list) {
    const m = LOCATION_MARKER.exec(entry);
    expect(m, entry).not.toBeNull();
    const [lat, lng] = [Number(m![2]), Number(m![3])];
    expect(Math.abs(lat) <= 90 && Math.abs(lng) <= 180, entry).toBe(true);
  }
  expect(new Set(list.map((e) => e.split(',')[0])).size).toBe(list.length);
};

describe('GET /api/courses/locations (T89, MAP-003)', () => {
  it("lists a country's courses with coordinates as 'id,lat,lng'", async () => {
    const { list } = await locations(`?filter_country=${france.id}`);
    expectValid(list);
    expect(list.length).toBe(await locatedCourseCount(database, sql`country_id = ${france.id}`));
    expect(list.length).toBeGreaterThan(600);
    // an entry matches the course's own coordinates, and the course is French
    const [id, lat, lng] = list[0]!.split(',');
    const course = json<CourseDetail>(await app.inject({ url: `/api/courses/${id}` }));
    expect(course.country.slug).toBe('france');
    expect([course.latitude!.toFixed(5), course.longitude!.toFixed(5)]).toEqual([lat, lng]);
  });

  it('lists a zone and the whole world', async () => {
    const zoneList = (await locations(`?filter_zoneId=${zone.id}`)).list;
    expectValid(zoneList);
    expect(zoneList.length).toBe(await locatedCourseCount(database, sql`zone_id = ${zone.id}`));
    const world = (await locations('')).list;
    expectValid(world);
    const expected = await locatedCourseCount(database);
    expect(world.length).toBe(expected);
    expect(expected).toBeGreaterThanOrEqual(30_000);
    expect(expected).toBeLessThanOrEqual(31_157);
    expect(world.length).toBeGreaterThan(zoneList.length);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { res } = await locations(`?filter_country=${france.id}`);
    const etag = res.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await app.inject({
      url: `/api/courses/locations?filter_country=${france.id}`,
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject({
      url: `/api/courses/locations?filter_zoneId=${zone.id}`,
      headers: { 'if-none-match': String(etag) },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
  });

  it('sends its precompressed body in the coding the client prefers (decision 075)', async () => {
    const url = `/api/courses/locations?filter_country=${france.id}`;
    const plain = await app.inject({ url });
    for (const [accept, coding] of [
      ['gzip, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(coding);
      expect(decodedText(res), accept).toBe(plain.body);
    }
    // a weak or listed If-None-Match matches too
    const weak = await app.inject({
      url,
      headers: { 'if-none-match': `"other", W/${String(plain.headers.etag)}` },
    });
    expect(weak.statusCode).toBe(304);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['filter_country=abc', 'filter_zoneId=-1', 'filter_country=0']) {
      expect((await app.inject({ url: `/api/courses/locations?${query}` })).statusCode, query).toBe(
        400,
      );
    }
  });
});

describe('GET /api/client-config (MAP-001)', () => {
  it('answers the map tile URL and attribution', async () => {
    const res = await app.inject({ url: '/api/client-config' });
    expect(res.statusCode).toBe(200);
    const config = json<ClientConfig>(res);
    expect(config.mapTileUrl).toContain('{z}');
    expect(config.mapTileUrl).toMatch(/^https:\/\//);
    expect(config.mapAttribution).toContain('OpenStreetMap');
  });
});

describe('course detail carries the course page fields (DATA-005, COURSE-003/017/018)', () => {
  it('has 16 facilities (false by default), no peers, zero ratings and the social links', async () => {
    const picked = await pickCourse(database, 'course-locations');
    const byId = json<CourseDetail>(await app.inject({ url: `/api/courses/${picked.id}` }));
    const bySlug = json<CourseDetail>(
      await app.inject({ url: `/api/courses/slug/${picked.slug}?country=${picked.countrySlug}` }),
    );
    for (const course of [byId, bySlug]) {
      expect(course.id).toBe(picked.id);
      expect(Object.keys(course.facilities).sort()).toEqual([...FACILITY_KEYS].sort());
      expect(Object.values(course.facilities).every((v) => v === false)).toBe(true);
      expect(course.coursePeers).toEqual([]);
      expect(course.overallRating).toBe(0);
      expect(course.totalReview).toBe(0);
      expect(course.courseRole).toEqual([]);
      for (const key of [...COURSE_SOCIAL_KEYS, 'linkedinUrl'] as const)
        expect(course, key).toHaveProperty(key);
    }
  });
});
