import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { escapeLike } from '../../lib/text.js';

/**
 * Decision 034: towns of live courses whose folded name starts with `prefix` (already folded
 * by foldForTokens), most courses first; on the btree text_pattern_ops index of
 * `courses.town_search`. `countryCode` narrows to one country.
 */
export async function findTowns(
  db: Db,
  prefix: string,
  countryCode: string | undefined,
  limit: number,
): Promise<Array<{ name: string; state: string | null; country_code: string; n: number }>> {
  return queryRows(
    db,
    sql`SELECT min(c.city) AS name, c.state, co.code AS country_code, count(*)::int AS n
        FROM courses c JOIN countries co ON co.id = c.country_id
        WHERE c.town_search LIKE ${`${escapeLike(prefix)}%`}
          AND c.merged_into_id IS NULL AND c.removed_reason IS NULL
          ${countryCode ? sql`AND co.code = ${countryCode}` : sql``}
        GROUP BY c.town_search, c.state, co.code
        ORDER BY count(*) DESC, min(c.city), c.state
        LIMIT ${limit}`,
  );
}
