import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type {
  City,
  Country,
  CountryListItem,
  ErrorBody,
  Home,
  Language,
  State,
  Zone,
} from '@bgc/shared';
import { ZONE_SLUGS } from '@bgc/shared';
import { json, expectRankedCourseCount, rankedCountsOf, testApp } from '../../../test/test-app.js';

let app: FastifyInstance;
/** Ranked courses now: 30,838 shipped, less what this file's tests removed. */
let ranked = 0;
/** Read from the loaded data: France's ranked courses, the countries holding a ranked course. */
let counts = { inCountry: 0, countries: 0 };
beforeAll(async () => {
  const t = await testApp();
  app = t.app;
  ranked = await expectRankedCourseCount(t.database);
  counts = await rankedCountsOf(t.database, 'FR');
  expect(counts.inCountry).toBeGreaterThan(0);
  expect(counts.countries).toBeGreaterThan(100);
});
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('GET /api/home (T15, HOME-006)', () => {
  it('gives the course and country totals of the imported data', async () => {
    expect(json<Home>(await get('/api/home'))).toEqual({
      totalCourse: ranked,
      totalCountry: counts.countries,
    });
  });
});

describe('GET /api/categories (T14, SHELL-002)', () => {
  it('lists the 10 zones in map order with their countries; totals add up to every course', async () => {
    const { list } = json<{ list: Zone[] }>(await get('/api/categories'));
    expect(list.map((z) => z.slug)).toEqual([...ZONE_SLUGS]);
    expect(list.reduce((n, z) => n + z.totalCourse, 0)).toBe(ranked);
    for (const zone of list) {
      expect(zone.countries.length).toBeGreaterThan(0);
      expect(zone.countries.reduce((n, c) => n + c.totalCourse, 0)).toBe(zone.totalCourse);
    }
    expect(list.flatMap((z) => z.countries)).toHaveLength(counts.countries);
  });
});

describe('GET /api/countries/* (T22–T24)', () => {
  it('lists every country, sorted by name in the request language', async () => {
    const { list } = json<{ list: CountryListItem[] }>(
      await get('/api/countries/all', { 'accept-language': 'fr' }),
    );
    expect(list.length).toBeGreaterThanOrEqual(249);
    expect(list.find((c) => c.code === 'DE')?.name).toBe('Allemagne');
    const names = list.map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'fr'))).toEqual(names);
  });

  it('lists the countries holding courses in the language of the path', async () => {
    const { list } = json<{ list: Country[] }>(await get('/api/countries/available/es'));
    expect(list).toHaveLength(counts.countries);
    expect(list.find((c) => c.code === 'DE')?.name).toBe('Alemania');
    expect(list.every((c) => c.totalCourse > 0 && c.zone !== null)).toBe(true);
  });

  it('refuses an unknown language with 400', async () => {
    const res = await get('/api/countries/available/xx');
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res).error.fields).toHaveProperty('lang');
  });

  it('gives a country by slug with its total and zone, or 404', async () => {
    const fr = json<Country>(await get('/api/countries/france'));
    expect(fr).toMatchObject({
      code: 'FR',
      slug: 'france',
      name: 'France',
      totalCourse: counts.inCountry,
      zone: { slug: 'western-europe' },
    });
    expect((await get('/api/countries/atlantis')).statusCode).toBe(404);
  });
});

describe('GET /api/zones/{slug} (T25)', () => {
  it('gives the zone with its countries and total', async () => {
    const zone = json<Zone>(await get('/api/zones/oceania'));
    expect(zone.slug).toBe('oceania');
    expect(zone.countries.map((c) => c.code)).toEqual(expect.arrayContaining(['AU', 'NZ']));
    expect(zone.totalCourse).toBe(zone.countries.reduce((n, c) => n + c.totalCourse, 0));
  });
  it('answers 404 for an unknown zone', async () => {
    expect((await get('/api/zones/atlantis')).statusCode).toBe(404);
  });
});

describe('GET /api/languages/all (T26, D-08)', () => {
  it('keeps the stable ids English 30, French 37, Japanese 60', async () => {
    const { list } = json<{ list: Language[] }>(await get('/api/languages/all'));
    expect(list.find((l) => l.id === 30)?.code).toBe('en');
    expect(list.find((l) => l.id === 37)?.code).toBe('fr');
    expect(list.find((l) => l.id === 60)?.code).toBe('ja');
  });
});

describe('GET /api/countries/states/{id} and /api/states/cities/{id} (T27, T28)', () => {
  it('gives the states of a country and the cities of a state', async () => {
    const us = json<Country>(await get('/api/countries/united-states'));
    const { list: states } = json<{ list: State[] }>(await get(`/api/countries/states/${us.id}`));
    const california = states.find((s) => s.code === 'CA');
    expect(california?.name).toBe('California');
    const { list: cities } = json<{ list: City[] }>(
      await get(`/api/states/cities/${california!.id}`),
    );
    expect(cities.map((c) => c.name)).toContain('Los Angeles');
    expect(new Set(cities.map((c) => c.id)).size).toBe(cities.length);
  });
  it('searches every city of a state by typed text, ids kept (FIND-028, decision 043)', async () => {
    const us = json<Country>(await get('/api/countries/united-states'));
    const { list: states } = json<{ list: State[] }>(await get(`/api/countries/states/${us.id}`));
    const california = states.find((s) => s.code === 'CA')!;
    const all = json<{ list: City[] }>(await get(`/api/states/cities/${california.id}`)).list;
    // California has more than 500 cities: those after 'Lake County' are found too
    expect(all.length).toBeGreaterThan(500);
    const search = async (q: string, extra = '') =>
      json<{ list: City[] }>(
        await get(`/api/states/cities/${california.id}?q=${encodeURIComponent(q)}${extra}`),
      ).list;
    const sanDiego = all.find((c) => c.name === 'San Diego')!;
    expect(all.indexOf(sanDiego)).toBeGreaterThan(500);
    const found = await search('san di');
    expect(found[0]).toEqual(sanDiego);
    // case-insensitive, a word inside the name, the name's start before a word's start
    const angeles = await search('ANGELES');
    expect(angeles.map((c) => c.name)).toContain('Los Angeles');
    const los = await search('los');
    const firstWord = los.findIndex((c) => !c.name.toLowerCase().startsWith('los'));
    expect(los.slice(0, firstWord).every((c) => c.name.toLowerCase().startsWith('los'))).toBe(true);
    expect(los.slice(firstWord).some((c) => c.name.toLowerCase().startsWith('los'))).toBe(false);
    // at most 20 by default, `limit` up to 50; an empty text gives the first ones A–Z
    expect((await search('a')).length).toBe(20);
    expect((await search('a', '&limit=50')).length).toBe(50);
    expect(await search('', '&limit=5')).toEqual(all.slice(0, 5));
    expect(await search('zzzzqq')).toEqual([]);

    // accents ignored both ways ('asnieres' finds 'Asnières-sur-Seine'), 'Saint' = 'St'
    const france = json<Country>(await get('/api/countries/france'));
    const frStates = json<{ list: State[] }>(await get(`/api/countries/states/${france.id}`)).list;
    const idf = frStates.find((s) => s.code === 'IDF')!;
    const idfAll = json<{ list: City[] }>(await get(`/api/states/cities/${idf.id}`)).list;
    const idfSearch = async (q: string) =>
      json<{ list: City[] }>(
        await get(`/api/states/cities/${idf.id}?q=${encodeURIComponent(q)}`),
      ).list.map((c) => c.name);
    expect(await idfSearch('asnieres')).toEqual(['Asnières-sur-Oise', 'Asnières-sur-Seine']);
    expect(await idfSearch('ASNIÈRES SUR')).toEqual(['Asnières-sur-Oise', 'Asnières-sur-Seine']);
    const saints = await idfSearch('st germain');
    expect(saints.length).toBeGreaterThan(0);
    expect(saints[0]).toMatch(/^Saint-Germain/);
    expect(saints.every((n) => /Saint-Germain/.test(n))).toBe(true);
    const seine = idfAll.find((c) => c.name === 'Asnières-sur-Seine')!;
    expect(
      json<{ list: City[] }>(await get(`/api/states/cities/${idf.id}?q=asnieres-sur-seine`)).list,
    ).toEqual([seine]);
  });
  it('bounds the city search: text length and limit (decision 043)', async () => {
    const long = 'a'.repeat(101);
    expect((await get(`/api/states/cities/1?q=${long}`)).statusCode).toBe(400);
    expect((await get('/api/states/cities/1?q=a&limit=51')).statusCode).toBe(400);
    expect((await get('/api/states/cities/1?q=a&limit=0')).statusCode).toBe(400);
    expect((await get('/api/states/cities/1?q=a&limit=x')).statusCode).toBe(400);
  });
  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expect((await get('/api/countries/states/999999')).statusCode).toBe(404);
    expect((await get('/api/states/cities/999999')).statusCode).toBe(404);
    expect((await get('/api/countries/states/abc')).statusCode).toBe(400);
    expect((await get('/api/states/cities/0')).statusCode).toBe(400);
  });
});
