import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, follows, friends, users } from '../../db/schema/index.js';
import { foldForSearch } from '../../lib/text.js';
import { nameRelevance } from '../../lib/search-relevance.js';
import { countedPage } from '../../db/paging.js';
import { memberOnEntity } from '../../db/where.js';

export type UserRecord = typeof users.$inferSelect;
export type UserWithCountry = {
  user: UserRecord;
  country: { id: number; names: typeof countries.$inferSelect.names } | null;
};

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0] ?? null;
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

export async function findUserById(db: Db, id: number): Promise<UserWithCountry | null> {
  const rows = await db
    .select({ user: users, country: { id: countries.id, names: countries.names } })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(eq(users.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRecord> {
  const rows = await db.insert(users).values(values).returning();
  return rows[0]!;
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/**
 * Sets member `id`'s password hash to `next` only if it is still `expected` (the hash the
 * caller checked the current password against); false when another change came first.
 */
export async function replacePasswordHash(
  db: Db,
  id: number,
  expected: string,
  next: string,
): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ passwordHash: next, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.passwordHash, expected)))
    .returning({ id: users.id });
  return changed.length === 1;
}

/**
 * Member search by folded first and last name (SRCH-004), active members only:
 * exact name, then name prefix, then word prefix (the last name), then trigram similarity,
 * ties by name; without a text, by name.
 */
export async function searchUsers(db: Db, text: string | undefined, page: number, limit: number) {
  const relevance = text ? nameRelevance([sql`${users.searchName}`], foldForSearch(text)) : null;
  const where = and(sql`${users.suspendedAt} IS NULL`, relevance?.match);
  const byName = [asc(users.firstName), asc(users.lastName), asc(users.id)];
  const query = db
    .select({ user: users, country: { id: countries.id, names: countries.names } })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(where)
    .orderBy(
      ...(relevance
        ? [
            asc(relevance.tier),
            desc(sql`CASE WHEN ${relevance.tier} = 3 THEN ${relevance.similarity} ELSE 0 END`),
            ...byName,
          ]
        : byName),
    )
    .$dynamic();
  return countedPage(db, users, where, query, page, limit);
}

/** Whether `userId` follows the entity. */
export async function isFollowing(
  db: Db,
  userId: number,
  entityName: 'course' | 'user',
  entityId: number,
): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(follows)
    .where(memberOnEntity(follows, userId, entityName, entityId))
    .limit(1);
  return rows.length > 0;
}

/** The friend status of `friendId` as seen by `userId` (D-02), or null. */
export async function friendStatus(
  db: Db,
  userId: number,
  friendId: number,
): Promise<number | null> {
  const rows = await db
    .select({ status: friends.status })
    .from(friends)
    .where(and(eq(friends.userId, userId), eq(friends.friendId, friendId)))
    .limit(1);
  return rows[0]?.status ?? null;
}

export async function existingUserIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return new Set(rows.map((r) => r.id));
}

/**
 * Decision 029: whether member `id` exists and is neither suspended nor deleted (a deleted
 * account is suspended at once and erased by the purge later, LEGAL-005).
 */
export async function isActiveMember(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), isNull(users.suspendedAt)))
    .limit(1);
  return rows.length > 0;
}
