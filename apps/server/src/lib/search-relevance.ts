import { sql, type SQL } from 'drizzle-orm';
import { escapeLike } from './text.js';

/** Shortest folded text for which the trigram similarity (`%`) also matches (fewer is noise). */
export const FUZZY_MIN_LENGTH = 4;

/**
 * SRCH-001 / SRCH-004: the relevance of folded name columns to a folded search
 * text, in SQL that runs the same on PGlite and PostgreSQL and is served by the columns'
 * trigram GIN indexes:
 * - `match`: the text occurs in a column (`LIKE '%text%'`), or, from 4 characters, the column
 *   is trigram-similar to it (`%`, pg_trgm's default threshold 0.3);
 * - `tier`: 0 exact name, 1 name prefix, 2 word prefix (after a space, '(' or '-'), 3 otherwise;
 * - `similarity`: the best trigram similarity, which orders tier 3.
 * Callers order by tier, then similarity (tier 3 only), then their own tie-break (point).
 */
export function nameRelevance(
  columns: readonly SQL[],
  folded: string,
): { match: SQL; tier: SQL; similarity: SQL } {
  const like = escapeLike(folded);
  const contains = `%${like}%`;
  const prefix = `${like}%`;
  const words = [`% ${like}%`, `%(${like}%`, `%-${like}%`];
  const fuzzy = folded.length >= FUZZY_MIN_LENGTH;
  const match = sql.join(
    columns.map((c) =>
      fuzzy ? sql`(${c} LIKE ${contains} OR ${c} % ${folded})` : sql`${c} LIKE ${contains}`,
    ),
    sql` OR `,
  );
  const tierOf = (c: SQL) =>
    sql`CASE WHEN ${c} = ${folded} THEN 0 WHEN ${c} LIKE ${prefix} THEN 1 WHEN ${sql.join(
      words.map((w) => sql`${c} LIKE ${w}`),
      sql` OR `,
    )} THEN 2 ELSE 3 END`;
  const tier =
    columns.length === 1
      ? tierOf(columns[0]!)
      : sql`LEAST(${sql.join(
          columns.map((c) => sql`coalesce(${tierOf(c)}, 3)`),
          sql`, `,
        )})`;
  const similarity =
    columns.length === 1
      ? sql`similarity(${columns[0]!}, ${folded})`
      : sql`GREATEST(${sql.join(
          columns.map((c) => sql`coalesce(similarity(${c}, ${folded}), 0)`),
          sql`, `,
        )})`;
  return { match: sql`(${match})`, tier, similarity };
}
