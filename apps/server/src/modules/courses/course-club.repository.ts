import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

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
