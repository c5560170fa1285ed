import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * API-007 (a page of a list and its total): awaits one page of rows side by side with
 * the number of rows of `table` under the same `where`, for the list repositories (courses,
 * members, played courses, follows, reviews, media, claims, reports).
 */
export async function countedPage<T>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  page: PromiseLike<T[]>,
): Promise<{ rows: T[]; total: number }> {
  const [rows, totals] = await Promise.all([
    page,
    db.select({ n: count() }).from(table).where(where),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}
