import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactRequests } from '../../db/schema/index.js';

export type ContactRecord = typeof contactRequests.$inferSelect;

/** Stores a contact request (status `new`). */
export async function insertContactRequest(
  db: Db,
  row: Pick<ContactRecord, 'kind' | 'email' | 'name' | 'fields' | 'language'>,
): Promise<ContactRecord> {
  const [inserted] = await db.insert(contactRequests).values(row).returning();
  return inserted!;
}

/** One page of requests, newest first; `status` 'all' lists both. */
export async function findContactPage(
  db: Db,
  status: 'new' | 'answered' | 'all',
  page: number,
  limit: number,
): Promise<{ rows: ContactRecord[]; total: number }> {
  const where: SQL | undefined = status === 'all' ? undefined : eq(contactRequests.status, status);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contactRequests)
      .where(where)
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(contactRequests).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Sets the status of a request; null when it does not exist. */
export async function updateContactStatus(
  db: Db,
  id: number,
  status: 'new' | 'answered',
): Promise<ContactRecord | null> {
  const [row] = await db
    .update(contactRequests)
    .set({ status, answeredAt: status === 'answered' ? new Date() : null })
    .where(and(eq(contactRequests.id, id)))
    .returning();
  return row ?? null;
}
