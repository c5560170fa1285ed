import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { LocalizedNames } from '../../db/schema/geo.js';
import { countries, courses, friends, hosts, states, users } from '../../db/schema/index.js';
import { memberCardColumns } from '../../db/columns.js';

export type HostRecord = typeof hosts.$inferSelect;
export type HostValues = Omit<typeof hosts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The host with its country, state and user (name, picture, handicap). */
const hostColumns = {
  host: hosts,
  countryNames: countries.names,
  stateName: states.name,
  user: {
    ...memberCardColumns,
    handicap: users.handicap,
  },
};
export type HostRow = {
  host: HostRecord;
  countryNames: LocalizedNames;
  stateName: string;
  user: {
    id: number;
    firstName: string;
    lastName: string;
    picture: string | null;
    handicap: number | null;
  };
};

function hostQuery(db: Db) {
  return db
    .select(hostColumns)
    .from(hosts)
    .innerJoin(countries, eq(countries.id, hosts.countryId))
    .innerJoin(states, eq(states.id, hosts.stateId))
    .innerJoin(users, eq(users.id, hosts.userId));
}

export async function findHostOfUser(db: Db, userId: number): Promise<HostRow | null> {
  const rows = await hostQuery(db).where(eq(hosts.userId, userId)).limit(1);
  return rows[0] ?? null;
}

/** Inserts the member's host; false when one exists (hosts_user_idx). */
export async function insertHost(db: Db, values: HostValues): Promise<boolean> {
  const rows = await db
    .insert(hosts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: hosts.id });
  return rows.length > 0;
}

export async function updateHost(db: Db, userId: number, values: HostValues): Promise<boolean> {
  const rows = await db
    .update(hosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(hosts.userId, userId))
    .returning({ id: hosts.id });
  return rows.length > 0;
}

export async function setHostStatus(
  db: Db,
  userId: number,
  status: 'active' | 'inactive',
): Promise<boolean> {
  const rows = await db
    .update(hosts)
    .set({ status, updatedAt: new Date() })
    .where(eq(hosts.userId, userId))
    .returning({ id: hosts.id });
  return rows.length > 0;
}

/** The state when it belongs to the country, with its codes (for the city list). */
export async function findStateInCountry(db: Db, countryId: number, stateId: number) {
  const rows = await db
    .select({ id: states.id, code: states.code, countryCode: countries.code })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(and(eq(states.id, stateId), eq(states.countryId, countryId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findCourseNames(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(inArray(courses.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * FIND-008: active hosts of a country and state (and city), available in the range: a dated
 * slot on one of `days` inside it, or a permanent weekday among `days` with the host's own
 * window (if any) overlapping it. Never the caller, never across a block. Served by
 * `hosts_search_idx (country_id, state_id, city_id) WHERE status = 'active'`.
 */
export async function searchHosts(
  db: Db,
  q: {
    countryId: number;
    stateId: number;
    cityId: number | null;
    from: string;
    to: string;
    days: number[];
    callerId: number | null;
    page: number;
    limit: number;
  },
): Promise<{ rows: HostRow[]; total: number }> {
  const days = sql`ARRAY[${sql.join(
    q.days.map((d) => sql`${d}`),
    sql`, `,
  )}]::smallint[]`;
  const parts: SQL[] = [
    eq(hosts.countryId, q.countryId),
    eq(hosts.stateId, q.stateId),
    eq(hosts.status, 'active'),
    sql`${users.suspendedAt} IS NULL`,
    sql`(
      (${hosts.timeMode} = 1 AND EXISTS (
        SELECT 1 FROM unnest(${hosts.slotDates}) AS d
        WHERE d BETWEEN ${q.from}::date AND ${q.to}::date
          AND extract(dow FROM d)::smallint = ANY(${days})))
      OR (${hosts.timeMode} = 2 AND ${hosts.weekdays} && ${days}
        AND (${hosts.dateFrom} IS NULL OR ${hosts.dateFrom} <= ${q.to}::date)
        AND (${hosts.dateTo} IS NULL OR ${hosts.dateTo} >= ${q.from}::date)))`,
  ];
  if (q.cityId !== null) parts.push(eq(hosts.cityId, q.cityId));
  if (q.callerId !== null) {
    parts.push(sql`${hosts.userId} <> ${q.callerId}`);
    parts.push(
      sql`NOT EXISTS (SELECT 1 FROM ${friends} f WHERE f.user_id = ${q.callerId} AND f.friend_id = ${hosts.userId} AND f.status IN (6, 7, 8, 9))`,
    );
  }
  const where = and(...parts);
  const [rows, totals] = await Promise.all([
    hostQuery(db)
      .where(where)
      .orderBy(sql`${hosts.updatedAt} DESC`, sql`${hosts.id} DESC`)
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(hosts)
      .innerJoin(users, eq(users.id, hosts.userId))
      .where(where),
  ]);
  return { rows: rows, total: totals[0]?.n ?? 0 };
}

/** The caller's friend statuses toward the given members (D-02). */
export async function findStatuses(db: Db, userId: number, others: number[]) {
  if (others.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: friends.friendId, status: friends.status })
    .from(friends)
    .where(and(eq(friends.userId, userId), inArray(friends.friendId, others)));
  return new Map(rows.map((r) => [r.id, r.status]));
}
