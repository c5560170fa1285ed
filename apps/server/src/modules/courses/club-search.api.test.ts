import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { paths, type CourseDetail, type CourseSummary, type Page, type Town } from '@bgc/shared';
import { json } from '../../../test/test-app.js';
import { apiSuite } from '../../../test/suite.js';
import { defaultClubsFile, syncClubs } from '../../seed/club-sync.js';

/**
 * D-16 / decision 034 on the imported 31,157 rows: display names, the club on the course page,
 * the token search over course, club, alias and town names, the town search, the 301 of a
 * slug that changed with the display name, the clubs in the open-data download.
 */
const suite = apiSuite();
const search = async (text: string, limit = 10) =>
  json<Page<CourseSummary>>(
    await suite.app.inject({
      url: `/api/courses?filter_name_like=${encodeURIComponent(text)}&page=1&limit=${limit}`,
    }),
  );
const first = async (text: string) => (await search(text)).list[0]?.name;

describe('token search over courses, clubs, aliases and towns (decision 034)', () => {
  it.each([
    ['st andrews old', 'St Andrews Links – Old Course'],
    ['old st andrews', 'St Andrews Links – Old Course'],
    ['Saint Andrews OLD', 'St Andrews Links – Old Course'],
    ['portrush', 'Royal Portrush Golf Club – Dunluce Links'],
    ['royal portrush', 'Royal Portrush Golf Club – Dunluce Links'],
    ['dunluce', 'Royal Portrush Golf Club – Dunluce Links'],
    ['lahinch', 'Lahinch Golf Club – Old Course'],
    ['royal troon', 'Royal Troon Golf Club – Old Course'],
    ['troon old', 'Royal Troon Golf Club – Old Course'],
    ['carnoustie', 'Carnoustie Golf Links – Championship Course'],
    ['merion east', 'Merion Golf Club – East Course'],
    ['country club main', 'The Country Club – Main Course'],
  ])("'%s' puts %s first", async (text, expected) => {
    expect(await first(text)).toBe(expected);
  });

  it("matches a club's alias and a course's former name (the source name)", async () => {
    expect((await search('home of golf')).list.map((c) => c.name)).toContain(
      'St Andrews Links – Old Course',
    );
    expect(await first('Main At Country Club The')).toBe('The Country Club – Main Course');
  });

  it("finds a course by its town ('gullane' finds Muirfield, whose town was corrected)", async () => {
    const names = (await search('gullane', 20)).list.map((c) => c.name);
    expect(names).toContain('Muirfield');
  });

  it("reads '&' as 'and', ignores accents and case, tolerates a typo", async () => {
    expect((await search('cog hill golf & country club dubsdread')).list[0]?.name).toMatch(
      /Dubsdread/,
    );
    expect(await first('CARNOÜSTIE championship')).toBe(
      'Carnoustie Golf Links – Championship Course',
    );
    expect(await first('carnoustie championshp')).toBe(
      'Carnoustie Golf Links – Championship Course',
    );
  });

  it('orders by match quality before notability: a name match before a town match', async () => {
    const names = (await search('portrush', 20)).list.map((c) => c.name);
    const ballyreagh = names.findIndex((n) => n.startsWith('Ballyreagh'));
    expect(ballyreagh).toBeGreaterThan(names.indexOf('Royal Portrush Golf Club – Valley Links'));
  });

  it('answers an empty page, not an error, for text without a word', async () => {
    expect((await search('– & –')).list.length).toBeGreaterThanOrEqual(0);
    expect(
      (await suite.app.inject({ url: '/api/courses?filter_name_like=%26%26' })).statusCode,
    ).toBe(200);
  });
});

describe("the club on the course page and the changed slug's 301 (D-16)", () => {
  it("lists the club's other courses, best ranked first", async () => {
    const found = (await search('st andrews old')).list[0]!;
    const course = json<CourseDetail>(await suite.app.inject({ url: `/api/courses/${found.id}` }));
    expect(course.club?.name).toBe('St Andrews Links');
    const others = course.club!.otherCourses;
    expect(others.map((c) => c.courseLabel)).toContain('New Course');
    expect(others.map((c) => c.id)).not.toContain(found.id);
    const ranks = others.map((c) => c.rank ?? Number.MAX_SAFE_INTEGER);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });

  it('answers 301 from the old slug to the new one, on the API and the page', async () => {
    const tcc = (await search('country club main')).list[0]!;
    expect(tcc.slug).toBe('the-country-club-main-course');
    const api = await suite.app.inject({
      url: `/api/courses/slug/main-at-country-club-the?country=${tcc.country.slug}`,
    });
    expect(api.statusCode).toBe(301);
    expect(api.headers.location).toBe(
      `/api/courses/slug/the-country-club-main-course?country=${tcc.country.slug}`,
    );
    const page = await suite.app.inject({
      url: paths.course(tcc.country.slug, 'main-at-country-club-the'),
    });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe(paths.course(tcc.country.slug, tcc.slug));
  });

  it('is idempotent: the same list gives the same clubs, names and slugs', async () => {
    expect(await syncClubs(suite.database.db)).toBeNull();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bgc-clubs-'));
    const copy = path.join(dir, 'course-clubs.json');
    copyFileSync(defaultClubsFile(), copy);
    writeFileSync(copy, `${readFileSync(copy, 'utf8')}\n`);
    const again = await syncClubs(suite.database.db, copy);
    expect(again).toMatchObject({ renamed: 0, reslugged: 0 });
    await syncClubs(suite.database.db);
  });
});

describe('GET /towns (decision 034)', () => {
  const towns = async (query: string) => suite.app.inject({ url: `/api/towns?${query}` });

  it("finds a town by its start, 'Saint' as 'St', accents and case ignored", async () => {
    for (const q of ['st andr', 'Saint Andrews', 'ST ANDREWS']) {
      const list = json<{ list: Town[] }>(
        await towns(`q=${encodeURIComponent(q)}&country=gb`),
      ).list;
      expect(list[0], q).toMatchObject({ name: 'St Andrews', countryCode: 'GB' });
      expect(list[0]!.courseCount).toBeGreaterThanOrEqual(8);
    }
  });

  it('answers 400 for a missing or unbounded text and a bad country', async () => {
    expect((await towns('q=')).statusCode).toBe(400);
    expect((await towns(`q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await towns('q=troon&country=GBR')).statusCode).toBe(400);
    expect((await towns('q=troon&limit=500')).statusCode).toBe(400);
  });
});

describe('GET /open-data/clubs.csv (ODbL §4.6)', () => {
  it('lists the clubs, their aliases, source and display names', async () => {
    const res = await suite.app.inject({ url: '/api/open-data/clubs.csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe(
      'club_id,club_name,club_aliases,club_rule,country_code,source_id,source_name,display_name,course_label,former_slugs',
    );
    expect(res.body).toMatch(
      /St Andrews Links,The Home of Golf;.*,curated,GB,.*,Old Course,St Andrews Links – Old Course,Old Course,/,
    );
    expect(res.body).toContain('Main At Country Club The,The Country Club – Main Course');
  });
});
