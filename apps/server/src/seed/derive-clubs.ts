import { splitCourseName, tidyName } from '@bgc/shared';
import { foldForTokens } from '../lib/text.js';

/** A course row as the club derivation reads it (source name, place, contact). */
export interface ClubSourceRow {
  sourceId: string;
  /** The dataset's own name. */
  name: string;
  countryId: number;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  website: string | null;
  phone: string | null;
}

/** A club of the shipped list (data/course-clubs.json): its courses by source id. */
export interface CuratedClub {
  name: string;
  aliases?: string[];
  /** source_id → the course's label in the club, or null for the club's own row. */
  courses: Record<string, string | null>;
  why: string;
}

/** A derived club and its courses (label null: the row is the club itself). */
export interface DerivedClub {
  name: string;
  aliases: string[];
  rule: 'curated' | 'name' | 'contact';
  countryId: number;
  members: Array<{ sourceId: string; label: string | null }>;
}

/** Decision 034: courses of one club lie within this distance of another of its courses (km). */
export const CLUB_RADIUS_KM = 3;
/** Decision 034: rows sharing a website are one club only this close to each other (km). */
export const CONTACT_RADIUS_KM = 1.5;
/** Decision 034: a website or phone shared by rows further apart than this is not a club's (km). */
export const CONTACT_SPREAD_KM = 15;

/** Great-circle distance in km between two rows, or null when one has no point. */
function distanceKm(a: ClubSourceRow, b: ClubSourceRow): number | null {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null)
    return null;
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 12_742 * Math.asin(Math.sqrt(h));
}

/** Two rows are neighbours: within the radius, or without points in the same town. */
function near(a: ClubSourceRow, b: ClubSourceRow, km = CLUB_RADIUS_KM): boolean {
  const d = distanceKm(a, b);
  if (d !== null) return d <= km;
  return a.city !== null && a.city === b.city;
}

/** Splits rows into groups of neighbours (single link: each row near one other of its group). */
function clusters<T extends { row: ClubSourceRow }>(items: T[], km = CLUB_RADIUS_KM): T[][] {
  const groups: T[][] = [];
  for (const item of items) {
    const joined = groups.filter((g) => g.some((o) => near(o.row, item.row, km)));
    const merged = [item, ...joined.flat()];
    for (const g of joined) groups.splice(groups.indexOf(g), 1);
    groups.push(merged);
  }
  return groups;
}

/** The host of a website without 'www.', lower case, or null ('http://www.wfgc.org/' → 'wfgc.org'). */
export function websiteHost(website: string | null): string | null {
  if (!website) return null;
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/** Hosts many unrelated courses link to (social networks, booking and listing sites). */
const SHARED_HOSTS =
  /(^|\.)(facebook\.com|instagram\.com|google\.com|golfnow\.com|teeoff\.com|sites\.google\.com|wixsite\.com|weebly\.com|linktr\.ee|yelp\.com|tripadvisor\.[a-z.]+)$/;

/** A name that names a club itself (a 'Golf Club', 'Country Club', 'Golf Links', 'Resort'). */
const CLUBBY = /\b(golf club|country club|golf links|club de golf|golf resort|golfclub)\b/i;

/**
 * Decision 034: the clubs of a set of course rows, in rule order; a row joins one club at most.
 * 1. curated: the shipped list names the club and its courses (famous clubs whose rows carry only
 *    the course's name: 'Old Course', 'Dunluce Links');
 * 2. name: rows whose name has a club shape ('East At Merion Golf Club', 'Y (North Course)',
 *    'Indian Wells Country Club The Classic Course'), same country and folded club name, within
 *    `CLUB_RADIUS_KM` of each other; a row named as the club itself nearby joins as its own row;
 * 3. contact: rows sharing a website host, within `CONTACT_RADIUS_KM`, when exactly one of
 *    them is named as a club ('… Golf Club') and that host is not spread over
 *    `CONTACT_SPREAD_KM` (aggregators, management companies) nor a shared host (social sites).
 * Only clubs of two rows or more are returned, except curated and name-shaped ones (a single
 * 'West At Windyke Country Club' still reads 'Windyke Country Club').
 */
export function deriveClubs(
  rows: readonly ClubSourceRow[],
  curated: readonly CuratedClub[] = [],
): DerivedClub[] {
  const bySource = new Map(rows.map((r) => [r.sourceId, r]));
  const taken = new Set<string>();
  const result: DerivedClub[] = [];

  for (const club of curated) {
    const members = Object.entries(club.courses)
      .filter(([id]) => bySource.has(id))
      .map(([sourceId, label]) => ({ sourceId, label }));
    const first = bySource.get(members[0]?.sourceId ?? '');
    if (!first) continue;
    members.forEach((m) => taken.add(m.sourceId));
    result.push({
      name: club.name,
      aliases: club.aliases ?? [],
      rule: 'curated',
      countryId: first.countryId,
      members,
    });
  }

  const shaped = new Map<string, Array<{ row: ClubSourceRow; club: string; course: string }>>();
  for (const row of rows) {
    if (taken.has(row.sourceId)) continue;
    const shape = splitCourseName(row.name);
    if (!shape) continue;
    const key = `${row.countryId}|${foldForTokens(shape.club)}`;
    shaped.set(key, [...(shaped.get(key) ?? []), { row, ...shape }]);
  }
  const ownRows = new Map<string, ClubSourceRow[]>();
  for (const row of rows) {
    if (taken.has(row.sourceId) || splitCourseName(row.name)) continue;
    const key = `${row.countryId}|${foldForTokens(tidyName(row.name))}`;
    if (shaped.has(key)) ownRows.set(key, [...(ownRows.get(key) ?? []), row]);
  }
  for (const [key, items] of shaped) {
    for (const group of clusters(items)) {
      const members: DerivedClub['members'] = group.map((g) => ({
        sourceId: g.row.sourceId,
        label: g.course,
      }));
      for (const own of ownRows.get(key) ?? []) {
        if (taken.has(own.sourceId) || !group.some((g) => near(g.row, own))) continue;
        members.push({ sourceId: own.sourceId, label: null });
        taken.add(own.sourceId);
      }
      members.forEach((m) => taken.add(m.sourceId));
      result.push({
        name: group[0]!.club,
        aliases: [],
        rule: 'name',
        countryId: group[0]!.row.countryId,
        members,
      });
    }
  }

  const byContact = new Map<string, ClubSourceRow[]>();
  for (const row of rows) {
    if (taken.has(row.sourceId)) continue;
    const host = websiteHost(row.website);
    if (host === null || SHARED_HOSTS.test(host)) continue;
    const key = `${row.countryId}|${host}`;
    byContact.set(key, [...(byContact.get(key) ?? []), row]);
  }
  for (const group of byContact.values()) {
    if (group.length < 2) continue;
    const spread = group.some((a) =>
      group.some((b) => (distanceKm(a, b) ?? 0) > CONTACT_SPREAD_KM),
    );
    if (spread) continue;
    for (const cluster of clusters(
      group.map((row) => ({ row })),
      CONTACT_RADIUS_KM,
    )) {
      const free = cluster.map((c) => c.row).filter((r) => !taken.has(r.sourceId));
      const named = free.filter((r) => CLUBBY.test(r.name));
      if (free.length < 2 || named.length !== 1) continue;
      const club = named[0]!;
      free.forEach((r) => taken.add(r.sourceId));
      result.push({
        name: tidyName(club.name),
        aliases: [],
        rule: 'contact',
        countryId: club.countryId,
        members: free.map((r) => ({
          sourceId: r.sourceId,
          label: r === club ? null : tidyName(r.name),
        })),
      });
    }
  }
  return result;
}
