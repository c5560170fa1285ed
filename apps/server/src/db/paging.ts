import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * API-007 (a page of a list and its total): awaits page `page` (from 1) of `limit` rows of
 * `query` (a dynamic select, `.$dynamic()`, already filtered and ordered) side by side with the
 * number of rows of `table` under the same `where`, for the list repositories (courses, members,
 * played courses, follows, reviews, media, claims, reports).
 */
export async function countedPage<Q extends PgSelect>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  query: Q,
  page: number,
  limit: number,
): Promise<{ rows: Awaited<Q>; total: number }> {
  const [rows, totals] = await Promise.all([
    query.limit(limit).offset((page - 1) * limit),
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
