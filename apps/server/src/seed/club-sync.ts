import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { courseDisplayName, tidyName } from '@bgc/shared';
import { queryRows, type Db } from '../db/client.js';
import { appMeta, clubs } from '../db/schema/index.js';
import { courseSlug, foldForTokens } from '../lib/text.js';
import { deriveClubs, type ClubSourceRow, type CuratedClub } from './derive-clubs.js';
import { shippedDataFile } from './shipped-data.js';
import { COURSE_KIND_RULES_VERSION } from './course-kind-sync.js';

/** Bump when the rules of derive-clubs.ts or course-names.ts change: start-up re-applies them
 * (also when the kinds' rules change: the Latin names are search words). */
export const CLUB_RULES_VERSION = 1;
export const CLUB_SYNC_META_KEY = 'club_rules_version';

/** The shipped club list (apps/server/data/course-clubs.json), from src/ or dist/. */
export function defaultClubsFile(): string {
  return shippedDataFile('course-clubs.json', 'Club list');
}

/** Reads the shipped club list. */
export function readCuratedClubs(file: string): { clubs: CuratedClub[]; checksum: string } {
  const raw = readFileSync(file);
  const parsed = JSON.parse(raw.toString('utf8')) as { clubs: CuratedClub[] };
  return { clubs: parsed.clubs, checksum: createHash('sha256').update(raw).digest('hex') };
}

interface CourseNameRow {
  id: number;
  source_id: string;
  source_name: string;
  name: string;
  slug: string;
  country_id: number;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  website: string | null;
  phone: string | null;
  club_id: number | null;
  course_label: string | null;
  search_text: string;
  town_search: string | null;
  latin_name: string | null;
}

/** Decision 034: the search words of a course: its names, its club's names and its town. */
export function courseSearchText(parts: ReadonlyArray<string | null | undefined>): string {
  const words = foldForTokens(parts.filter(Boolean).join(' ')).split(' ');
  return [...new Set(words)].join(' ').slice(0, 2000);
}

/**
 * D-16 / decision 034: derives the clubs from the live (unmerged) course rows and the shipped
 * list, then gives every course its club, label, display name (`name`), search words and town
 * key; a slug that changes with the display name keeps the old one as an alias (301). Runs at
 * first start and whenever the rules' version or the list changes (existing databases
 * included); writes only rows that change. Returns the counts, or null when already applied.
 */
export async function syncClubs(
  db: Db,
  file: string = defaultClubsFile(),
): Promise<{ clubs: number; renamed: number; reslugged: number } | null> {
  const { clubs: curated, checksum } = readCuratedClubs(file);
  const wanted = `${CLUB_RULES_VERSION}.${COURSE_KIND_RULES_VERSION}:${checksum}`;
  const stored = await db.select().from(appMeta).where(eq(appMeta.key, CLUB_SYNC_META_KEY));
  if (stored[0]?.value === wanted) return null;
  const rows = await queryRows<CourseNameRow>(
    db,
    sql`SELECT id, source_id, coalesce(source_name, name) AS source_name, name, slug, country_id,
               city, latitude, longitude, website, phone, club_id, course_label, search_text,
               town_search, latin_name
        FROM courses WHERE merged_into_id IS NULL`,
  );
  const sources: ClubSourceRow[] = rows.map((r) => ({
    sourceId: r.source_id,
    name: r.source_name,
    countryId: Number(r.country_id),
    city: r.city,
    latitude: r.latitude === null ? null : Number(r.latitude),
    longitude: r.longitude === null ? null : Number(r.longitude),
    website: r.website,
    phone: r.phone,
  }));
  const derived = deriveClubs(sources, curated);
  const bySource = new Map(rows.map((r) => [r.source_id, r]));
  const slugsInUse = new Set(
    (
      await queryRows<{ country_id: number; slug: string }>(
        db,
        sql`SELECT country_id, slug FROM courses UNION ALL SELECT country_id, slug FROM course_slug_aliases`,
      )
    ).map((r) => `${r.country_id}/${r.slug}`),
  );

  return db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE courses SET club_id = NULL WHERE club_id IS NOT NULL`);
    await tx.execute(sql`DELETE FROM clubs`);
    const membership = new Map<string, { clubId: number; label: string | null; count: number }>();
    const clubOf = new Map<number, { name: string; aliases: string[] }>();
    for (const club of derived) {
      const first = bySource.get(club.members[0]!.sourceId)!;
      const [inserted] = await tx
        .insert(clubs)
        .values({
          name: club.name,
          countryId: club.countryId,
          city: first.city,
          website: club.members.map((m) => bySource.get(m.sourceId)?.website).find(Boolean),
          phone: club.members.map((m) => bySource.get(m.sourceId)?.phone).find(Boolean),
          aliases: club.aliases,
          rule: club.rule,
        })
        .returning({ id: clubs.id });
      const count = club.members.length;
      clubOf.set(inserted!.id, { name: club.name, aliases: club.aliases });
      for (const m of club.members)
        membership.set(m.sourceId, { clubId: inserted!.id, label: m.label, count });
    }
    const changed: Array<Record<string, unknown>> = [];
    const aliases: Array<{ countryId: number; slug: string; courseId: number }> = [];
    let reslugged = 0;
    for (const r of rows) {
      const m = membership.get(r.source_id);
      const club = m ? clubOf.get(m.clubId)! : null;
      const name = courseDisplayName({
        sourceName: r.source_name,
        clubName: club?.name ?? null,
        courseLabel: m?.label ?? null,
        clubCourseCount: m?.count ?? 1,
      });
      const searchText = courseSearchText([
        name,
        r.source_name,
        tidyName(r.source_name),
        club?.name,
        ...(club?.aliases ?? []),
        r.city,
        r.latin_name,
      ]);
      const townSearch = r.city ? foldForTokens(r.city) || null : null;
      let slug = r.slug;
      if (name !== r.name) {
        const base = courseSlug(name);
        if (base !== courseSlug(r.name) && !r.slug.startsWith(base)) {
          slug = base;
          for (let n = 2; slugsInUse.has(`${r.country_id}/${slug}`); n += 1) slug = `${base}-${n}`;
          slugsInUse.add(`${r.country_id}/${slug}`);
          aliases.push({ countryId: Number(r.country_id), slug: r.slug, courseId: Number(r.id) });
          reslugged += 1;
        }
      }
      changed.push({
        id: Number(r.id),
        clubId: m?.clubId ?? null,
        label: m?.label ?? null,
        name,
        sourceName: r.source_name,
        searchName: foldForTokens(name),
        searchText,
        townSearch,
        slug,
      });
    }
    for (let i = 0; i < changed.length; i += 5000) {
      const json = JSON.stringify(changed.slice(i, i + 5000));
      await tx.execute(sql`
        UPDATE courses AS c SET club_id = v."clubId", course_label = v."label", name = v."name",
          source_name = v."sourceName", search_name = v."searchName",
          search_text = v."searchText", town_search = v."townSearch", slug = v."slug"
        FROM jsonb_to_recordset(${json}::jsonb) AS v("id" int, "clubId" int, "label" text,
          "name" text, "sourceName" text, "searchName" text, "searchText" text,
          "townSearch" text, "slug" text)
        WHERE c.id = v."id" AND (c.club_id IS DISTINCT FROM v."clubId"
          OR c.course_label IS DISTINCT FROM v."label" OR c.name <> v."name"
          OR c.source_name IS DISTINCT FROM v."sourceName" OR c.search_text <> v."searchText"
          OR c.town_search IS DISTINCT FROM v."townSearch" OR c.slug <> v."slug")`);
    }
    if (aliases.length > 0) {
      const json = JSON.stringify(aliases);
      await tx.execute(sql`
        INSERT INTO course_slug_aliases (country_id, slug, course_id)
        SELECT v."countryId", v."slug", v."courseId"
        FROM jsonb_to_recordset(${json}::jsonb) AS v("countryId" int, "slug" text, "courseId" int)
        ON CONFLICT DO NOTHING`);
    }
    await tx
      .insert(appMeta)
      .values({ key: CLUB_SYNC_META_KEY, value: wanted })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: wanted, updatedAt: new Date() } });
    const renamed = rows.filter((r, i) => changed[i]!.name !== r.name).length;
    return { clubs: derived.length, renamed, reslugged };
  });
}
