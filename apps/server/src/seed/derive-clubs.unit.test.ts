import { describe, expect, it } from 'vitest';
import { courseDisplayName, isGenericCourseName, splitCourseName, tidyName } from '@bgc/shared';
import { defaultCoursesFile, readCourseCsv } from './course-import.js';
import { deriveClubs, type ClubSourceRow, type DerivedClub } from './derive-clubs.js';
import { defaultClubsFile, readCuratedClubs } from './club-sync.js';

/** D-16 / decision 034 on the REAL shipped rows (data/courses.csv.gz, data/course-clubs.json). */
const csv = readCourseCsv(defaultCoursesFile());
const rows: ClubSourceRow[] = csv.map((r) => ({
  sourceId: r.source_id,
  name: r.name,
  countryId: r.country_code.charCodeAt(0) * 100 + r.country_code.charCodeAt(1),
  city: r.city || null,
  latitude: r.latitude ? Number(r.latitude) : null,
  longitude: r.longitude ? Number(r.longitude) : null,
  website: r.website || null,
  phone: r.phone || null,
}));
const clubs = deriveClubs(rows, readCuratedClubs(defaultClubsFile()).clubs);
const sourceNames = new Map(rows.map((r) => [r.sourceId, r.name]));
const clubOf = new Map<string, DerivedClub>();
for (const c of clubs) for (const m of c.members) clubOf.set(m.sourceId, c);
const byName = (name: string, country: string, city?: string) => {
  const row = csv.find(
    (r) => r.name === name && r.country_code === country && (city === undefined || r.city === city),
  );
  if (!row) throw new Error(`no row ${name}`);
  return row;
};
/** The display name the club sync gives a real row. */
const displayOf = (name: string, country: string, city?: string) => {
  const row = byName(name, country, city);
  const club = clubOf.get(row.source_id);
  return courseDisplayName({
    sourceName: row.name,
    clubName: club?.name ?? null,
    courseLabel: club?.members.find((m) => m.sourceId === row.source_id)?.label ?? null,
    clubCourseCount: club?.members.length ?? 1,
  });
};

describe('display names of real rows (D-16)', () => {
  it.each([
    ['East At Merion Golf Club', 'US', undefined, 'Merion Golf Club – East Course'],
    ['West At Merion Golf Club', 'US', undefined, 'Merion Golf Club – West Course'],
    ['Main At Country Club The', 'US', undefined, 'The Country Club – Main Course'],
    ['Primrose At Country Club The', 'US', undefined, 'The Country Club – Primrose Course'],
    ['Dunluce Links', 'GB', 'Portrush', 'Royal Portrush Golf Club – Dunluce Links'],
    ['Old Course', 'GB', 'St Andrews', 'St Andrews Links – Old Course'],
    ['Old Course', 'GB', 'Troon', 'Royal Troon Golf Club – Old Course'],
    ['Old Course', 'IE', 'Lahinch', 'Lahinch Golf Club – Old Course'],
    [
      'The Carnoustie Championship Course',
      'GB',
      'Carnoustie',
      'Carnoustie Golf Links – Championship Course',
    ],
    ['West At Winged Foot Golf Club', 'US', undefined, 'Winged Foot Golf Club – West Course'],
    [
      'Front Nine Back Nine At Southern Hills Country Club',
      'US',
      undefined,
      'Southern Hills Country Club – Front Nine Back Nine',
    ],
    [
      'Indian Wells Country Club The Classic Course',
      'US',
      undefined,
      'Indian Wells Country Club – The Classic Course',
    ],
    // a single-course club is just its name
    ['St Andrews Country Club Fazio Ii Course', 'US', undefined, 'St Andrews Country Club'],
    ['Yacht Country Club The', 'US', undefined, 'The Yacht Country Club'],
    ['Muirfield', 'GB', undefined, 'Muirfield'],
    ['Augusta National Golf Club', 'US', undefined, 'Augusta National Golf Club'],
    [
      'The Nine Hole At Augusta National Golf Club',
      'US',
      undefined,
      'Augusta National Golf Club – The Nine Hole',
    ],
  ])('%s (%s) reads %s', (name, country, city, expected) => {
    expect(displayOf(name, country, city)).toBe(expected);
  });

  it('groups the courses of one club and no more (Merion, The Country Club, St Andrews)', () => {
    const merion = clubOf.get(byName('East At Merion Golf Club', 'US').source_id)!;
    expect(merion.rule).toBe('name');
    expect(merion.members).toHaveLength(2);
    const tcc = clubOf.get(byName('Main At Country Club The', 'US').source_id)!;
    expect(tcc.name).toBe('The Country Club');
    // Los Angeles' 'North At Los Angeles Country Club The' is another club, 4,000 km away
    expect(
      tcc.members
        .map((m) => m.label)
        .filter(Boolean)
        .sort(),
    ).toEqual(['Main Course', 'Primrose Course']);
    const links = clubOf.get(byName('Old Course', 'GB', 'St Andrews').source_id)!;
    expect(links.rule).toBe('curated');
    expect(links.members).toHaveLength(8);
  });

  it("puts a club's own row in its club (Winged Foot Golf Club beside its East and West)", () => {
    const club = clubOf.get(byName('Winged Foot Golf Club', 'US').source_id)!;
    expect(club.name).toBe('Winged Foot Golf Club');
    expect(club.members.find((m) => m.label === null)).toBeDefined();
    expect(displayOf('Winged Foot Golf Club', 'US')).toBe('Winged Foot Golf Club');
  });

  it('never gives two rows of one club the same display name', () => {
    for (const club of clubs) {
      const names = club.members.map((m) =>
        courseDisplayName({
          sourceName: sourceNames.get(m.sourceId)!,
          clubName: club.name,
          courseLabel: m.label,
          clubCourseCount: club.members.length,
        }),
      );
      expect(new Set(names).size, club.name).toBe(names.length);
    }
  });

  it('leaves rows without a club shape alone (St Andrews At Westcliffe, Monarch Golf Club At Royal Highlands)', () => {
    expect(splitCourseName('St Andrews At Westcliffe')).toBeNull();
    expect(splitCourseName('Monarch Golf Club At Royal Highlands')).toBeNull();
    expect(splitCourseName('Riverlands Golf Course (closed)')).toBeNull();
    expect(splitCourseName('Golden Eagle Golf Course (North Course)')).toEqual({
      club: 'Golden Eagle Golf Course',
      course: 'North Course',
    });
  });
});

describe('name rules (D-16)', () => {
  it.each([
    ['Country Club The', 'The Country Club'],
    ['Golf Club Of Estrella', 'Golf Club of Estrella'],
    ['Fazio Ii Course', 'Fazio II Course'],
    ['池の平ゴルフ場', '池の平ゴルフ場'],
    ['The Golf Club At Grays Crossing', 'The Golf Club at Grays Crossing'],
  ])('tidies %s as %s', (name, expected) => expect(tidyName(name)).toBe(expected));

  it.each([
    ['Old Course', true],
    ['East', true],
    ['Championship Course', true],
    ['Front Nine', true],
    ['Dunluce Links', false],
    ['Primrose Course', false],
  ])('%s is generic: %s', (name, expected) => expect(isGenericCourseName(name)).toBe(expected));

  it('names a single-course club by its name, a generic one with its course', () => {
    const base = { sourceName: 'x', clubName: 'Tri Palm Country Club', clubCourseCount: 1 };
    expect(courseDisplayName({ ...base, courseLabel: 'Eighteen Course' })).toBe(
      'Tri Palm Country Club',
    );
    expect(courseDisplayName({ ...base, courseLabel: 'Old Course' })).toBe(
      'Tri Palm Country Club – Old Course',
    );
  });
});
