import { and, desc, eq, gt, isNull, ne, lt, sql, type SQL } from 'drizzle-orm';
import { oncePerDatabase, prepareNamed, type Db } from '../../db/client.js';
import { oneTimeTokens, sessions, users } from '../../db/schema/index.js';

export type SessionRecord = typeof sessions.$inferSelect;

export async function insertSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function findSession(db: Db, id: string): Promise<SessionRecord | null> {
  const rows = await db.select().from(sessions).where(eq(sessions.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * A session with its member's suspension: the guard and the live socket
 * refuse a session whose member is suspended, whatever way it was created.
 */
export async function findSessionOfActiveMember(
  db: Db,
  id: string,
): Promise<(SessionRecord & { suspended: boolean }) | null> {
  const [session] = await findSessionsOfActiveMembers(db, [id]);
  return session ?? null;
}

/**
 * The batched session read of `findSessionsOfActiveMembers`, prepared once per database handle
 * (decisions 070, 073): one SQL text whatever the batch's size, the ids in one array parameter.
 */
const sessionsOfActiveMembers = oncePerDatabase((db) =>
  prepareNamed(
    db
      .select({ session: sessions, suspendedAt: users.suspendedAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(sql`${sessions.id} = ANY(${sql.placeholder('ids')}::text[])`),
    'sessions_of_active_members',
  ),
);

/**
 * `findSessionOfActiveMember` for many ids in one statement (decision 055: the auth guard's
 * batched look-up): one answer per id, in order, null for an unknown id.
 */
export async function findSessionsOfActiveMembers(
  db: Db,
  ids: readonly string[],
): Promise<Array<(SessionRecord & { suspended: boolean }) | null>> {
  const rows = await sessionsOfActiveMembers(db).execute({ ids: [...new Set(ids)] });
  const byId = new Map(
    rows.map((r) => [r.session.id, { ...r.session, suspended: r.suspendedAt !== null }]),
  );
  return ids.map((id) => byId.get(id) ?? null);
}

/** Marks use and slides the expiry. */
export async function touchSession(db: Db, id: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: new Date(), expiresAt }).where(eq(sessions.id, id));
}

export async function revokeSession(db: Db, id: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Decision 029: a member's unrevoked, unexpired sessions, most recently used first. */
export async function listActiveSessions(db: Db, userId: number): Promise<SessionRecord[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt))
    .limit(200);
}

/** Decision 029: revokes session `id` when it is an active one of `userId`; false otherwise. */
export async function revokeSessionOf(db: Db, userId: number, id: string): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Revokes every live session of a member, except `keepId` when given. */
export async function revokeUserSessions(db: Db, userId: number, keepId?: string): Promise<void> {
  const where = keepId
    ? and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepId))
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: new Date() }).where(where);
}

export async function insertOneTimeToken(
  db: Db,
  values: typeof oneTimeTokens.$inferInsert,
): Promise<void> {
  await db.insert(oneTimeTokens).values(values);
}

/** Marks used (now) the unused one-time tokens of `purpose` that match all `conditions`. */
function markUnusedTokensUsed(
  db: Db,
  purpose: 'reset_password' | 'login_transfer',
  ...conditions: SQL[]
) {
  return db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt), ...conditions));
}

/** Voids the unused tokens of a purpose (a new reset link replaces older ones, OPEN-019). */
export async function voidOneTimeTokens(
  db: Db,
  userId: number,
  purpose: 'reset_password' | 'login_transfer',
): Promise<void> {
  await markUnusedTokensUsed(db, purpose, eq(oneTimeTokens.userId, userId));
}

/**
 * Uses a one-time token atomically: marks it used when it matches, is unused and unexpired.
 * Returns its member id, or null.
 */
export async function consumeOneTimeToken(
  db: Db,
  tokenHash: string,
  purpose: 'reset_password' | 'login_transfer',
): Promise<number | null> {
  const rows = await markUnusedTokensUsed(
    db,
    purpose,
    eq(oneTimeTokens.tokenHash, tokenHash),
    gt(oneTimeTokens.expiresAt, new Date()),
  ).returning({ userId: oneTimeTokens.userId });
  return rows[0]?.userId ?? null;
}

/** Removes expired sessions and tokens (housekeeping at start). */
export async function purgeExpired(db: Db): Promise<void> {
  const now = new Date();
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await db.delete(oneTimeTokens).where(lt(oneTimeTokens.expiresAt, now));
}
