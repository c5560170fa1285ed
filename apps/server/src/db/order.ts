import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * `column DESC NULLS LAST`: the order drizzle's `.desc()` index columns are built in. A plain
 * `ORDER BY col DESC` means NULLS FIRST to PostgreSQL and cannot walk those indexes (even on
 * NOT NULL columns), so every newest-first list sorts with this.
 */
export function descNullsLast(column: AnyColumn): SQL {
  return sql`${column} desc nulls last`;
}

/**
 * `column ASC NULLS FIRST`: the exact reverse of `descNullsLast`, so an oldest-first list walks
 * the same descending index backwards (a comment's replies).
 */
export function ascNullsFirst(column: AnyColumn): SQL {
  return sql`${column} asc nulls first`;
}
