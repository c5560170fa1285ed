import { sql } from 'drizzle-orm';
import type { CourseClub } from '@bgc/shared';
import { queryRows, type Db } from '../../db/client.js';

/**
 * D-16 / decision 034: the club of a course and its other live courses (best world rank
 * first, then name), or null when the course has no club. One query.
 */
export async function findCourseClub(
  db: Db,
  courseId: number,
  clubId: number | null,
): Promise<CourseClub | null> {
  if (clubId === null) return null;
  const rows = await queryRows<{
    club_name: string;
    id: number | null;
    name: string | null;
    course_label: string | null;
    slug: string | null;
    country_slug: string | null;
    world_rank: number | null;
  }>(
    db,
    sql`SELECT k.name AS club_name, c.id, c.name, c.course_label, c.slug,
               co.slug AS country_slug, c.world_rank
        FROM clubs k
        LEFT JOIN courses c ON c.club_id = k.id AND c.id <> ${courseId}
          AND c.merged_into_id IS NULL AND c.removed_reason IS NULL
        LEFT JOIN countries co ON co.id = c.country_id
        WHERE k.id = ${clubId}
        ORDER BY c.world_rank NULLS LAST, c.name`,
  );
  if (rows.length === 0) return null;
  return {
    id: clubId,
    name: rows[0]!.club_name,
    otherCourses: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: Number(r.id),
        name: r.name!,
        courseLabel: r.course_label,
        slug: r.slug!,
        countrySlug: r.country_slug!,
        rank: r.world_rank === null ? null : Number(r.world_rank),
      })),
  };
}

/**
 * D-16 / decision 034 (ODbL §4.6): every course of a club with its club, the club's aliases
 * and rule, the source and display names and the course's former slugs, by club then course.
 */
export async function findClubCourseRows(db: Db) {
  return queryRows<{
    club_id: number;
    club_name: string;
    aliases: string[];
    rule: string;
    country_code: string;
    source_id: string;
    source_name: string | null;
    name: string;
    course_label: string | null;
    former_slugs: string | null;
  }>(
    db,
    sql`SELECT k.id AS club_id, k.name AS club_name, k.aliases, k.rule, co.code AS country_code,
               c.source_id, c.source_name, c.name, c.course_label,
               (SELECT string_agg(a.slug, ';' ORDER BY a.slug) FROM course_slug_aliases a
                WHERE a.course_id = c.id) AS former_slugs
        FROM clubs k JOIN courses c ON c.club_id = k.id JOIN countries co ON co.id = k.country_id
        ORDER BY k.id, c.id`,
  );
}
