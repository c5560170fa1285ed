import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { follows, friends } from '../../db/schema/index.js';

export interface PairRows {
  mine: { status: number } | null;
  theirs: { status: number } | null;
}

/** Both sides' rows of a pair (D-02), locked for update when inside a transaction. */
export async function findPair(db: Db, me: number, other: number): Promise<PairRows> {
  const rows = await db
    .select({ userId: friends.userId, status: friends.status })
    .from(friends)
    .where(
      or(
        and(eq(friends.userId, me), eq(friends.friendId, other)),
        and(eq(friends.userId, other), eq(friends.friendId, me)),
      ),
    )
    .for('update');
  const mine = rows.find((r) => r.userId === me);
  const theirs = rows.find((r) => r.userId === other);
  return {
    mine: mine ? { status: mine.status } : null,
    theirs: theirs ? { status: theirs.status } : null,
  };
}

/** Writes both sides' statuses (upsert). */
export async function setPair(
  tx: Db,
  me: number,
  other: number,
  myStatus: number,
  theirStatus: number,
  requestData: Record<string, unknown> | null = null,
): Promise<void> {
  const now = new Date();
  for (const [userId, friendId, status] of [
    [me, other, myStatus],
    [other, me, theirStatus],
  ] as const) {
    await tx
      .insert(friends)
      .values({ userId, friendId, status, requestData, updatedAt: now })
      .onConflictDoUpdate({
        target: [friends.userId, friends.friendId],
        set: { status, updatedAt: now, ...(requestData ? { requestData } : {}) },
      });
  }
}

export async function deletePair(tx: Db, me: number, other: number): Promise<void> {
  await tx
    .delete(friends)
    .where(
      or(
        and(eq(friends.userId, me), eq(friends.friendId, other)),
        and(eq(friends.userId, other), eq(friends.friendId, me)),
      ),
    );
}

/** Member ids of the follows between two members (removed on block, FOLLOW-009). */
export async function followsBetween(tx: Db, a: number, b: number) {
  return tx
    .select({ userId: follows.userId, entityId: follows.entityId })
    .from(follows)
    .where(
      or(
        and(eq(follows.userId, a), eq(follows.entityName, 'user'), eq(follows.entityId, b)),
        and(eq(follows.userId, b), eq(follows.entityName, 'user'), eq(follows.entityId, a)),
      ),
    );
}
