import { sql } from 'drizzle-orm';
import type { CourseAuditEntry } from '@bgc/shared';
import { queryRows, type Db } from '../../db/client.js';
import { refreshOwnPlatformStats } from '../reviews/reviews.repository.js';

/** The fields of a course that corrections read and change. */
export interface CorrectableCourse {
  id: number;
  name: string;
  kind: string;
  kindByAdmin: boolean;
  removedReason: string | null;
  mergedIntoId: number | null;
  latitude: number | null;
  longitude: number | null;
  city: string | null;
  state: string | null;
}

/** A course's correctable fields, or null. */
export async function findCorrectable(db: Db, id: number): Promise<CorrectableCourse | null> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT id, name, kind, kind_by_admin, removed_reason, merged_into_id, latitude, longitude,
               city, state FROM courses WHERE id = ${id}`,
  );
  const r = rows[0];
  if (!r) return null;
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: Number(r.id),
    name: String(r.name),
    kind: String(r.kind),
    kindByAdmin: Boolean(r.kind_by_admin),
    removedReason: (r.removed_reason as string | null) ?? null,
    mergedIntoId: num(r.merged_into_id),
    latitude: num(r.latitude),
    longitude: num(r.longitude),
    city: (r.city as string | null) ?? null,
    state: (r.state as string | null) ?? null,
  };
}

/** Appends an audit entry (RANK-018: every correction is logged). */
export async function logCourseChange(
  db: Db,
  courseId: number,
  /** null for the corrections shipped with the data (applied at start). */
  actorId: number | null,
  action: CourseAuditEntry['action'],
  detail: Record<string, unknown>,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO course_audit_log (course_id, actor_id, action, detail)
    VALUES (${courseId}, ${actorId}, ${action}, ${JSON.stringify(detail)}::jsonb)`);
}

/** Sets or clears the removal of a course (RANK-018). */
export async function setRemoval(db: Db, id: number, reason: string | null): Promise<void> {
  await db.execute(sql`
    UPDATE courses SET removed_reason = ${reason},
      removed_at = CASE WHEN ${reason}::text IS NULL THEN NULL ELSE now() END, updated_at = now()
    WHERE id = ${id}`);
}

/** Sets an administrator's classification: kept by later rule changes. */
export async function setKind(db: Db, id: number, kind: string): Promise<void> {
  await db.execute(
    sql`UPDATE courses SET kind = ${kind}, kind_by_admin = true, updated_at = now() WHERE id = ${id}`,
  );
}

/** Corrects a course's point and, when given, its city and state. */
export async function setLocation(
  db: Db,
  id: number,
  location: { latitude: number; longitude: number; city?: string | null; state?: string | null },
): Promise<void> {
  await db.execute(sql`
    UPDATE courses SET latitude = ${location.latitude}, longitude = ${location.longitude},
      city = CASE WHEN ${location.city === undefined} THEN city ELSE ${location.city ?? null} END,
      state = CASE WHEN ${location.state === undefined} THEN state ELSE ${location.state ?? null} END,
      updated_at = now()
    WHERE id = ${id}`);
}

/**
 * merges course `from` into `into` in one transaction — posts (reviews, vlogs, course
 * posts), media, follows, course admins and claims, golf-played lists, peers, the interview and
 * championship facts move; rows that would be duplicates on `into` (a member's second follow,
 * role or live review of the same course) are dropped from `from` instead. `from` keeps its row
 * with `merged_into_id`, so its addresses redirect. Returns the counts moved.
 */
export async function mergeCourse(
  db: Db,
  from: number,
  into: number,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const exec = (query: ReturnType<typeof sql>) => tx.execute(query);
    // a member's live review of both: the duplicate's review is deleted (D-09: one per course)
    await exec(sql`
      UPDATE posts p SET deleted_at = now() WHERE p.course_id = ${from} AND p.type = 4
        AND p.deleted_at IS NULL AND EXISTS (SELECT 1 FROM posts q WHERE q.course_id = ${into}
          AND q.type = 4 AND q.deleted_at IS NULL AND q.author_id = p.author_id)`);
    const count = async (key: string, query: ReturnType<typeof sql>) => {
      const rows = await queryRows<{ n: number }>(tx, query);
      counts[key] = Number(rows[0]?.n ?? 0);
    };
    await count(
      'posts',
      sql`WITH m AS (UPDATE posts SET course_id = ${into} WHERE course_id = ${from} RETURNING 1)
          SELECT count(*)::int AS n FROM m`,
    );
    await count(
      'media',
      sql`WITH m AS (UPDATE media SET course_id = ${into},
            entity_id = CASE WHEN entity_name = 'course' THEN ${into} ELSE entity_id END
          WHERE course_id = ${from} OR (entity_name = 'course' AND entity_id = ${from}) RETURNING 1)
          SELECT count(*)::int AS n FROM m`,
    );
    await count(
      'follows',
      sql`WITH m AS (INSERT INTO follows (user_id, entity_name, entity_id, created_at)
            SELECT user_id, 'course', ${into}, created_at FROM follows
            WHERE entity_name = 'course' AND entity_id = ${from}
          ON CONFLICT DO NOTHING RETURNING 1) SELECT count(*)::int AS n FROM m`,
    );
    await exec(sql`DELETE FROM follows WHERE entity_name = 'course' AND entity_id = ${from}`);
    await count(
      'admins',
      sql`WITH m AS (UPDATE course_roles SET course_id = ${into} WHERE course_id = ${from}
            AND user_id NOT IN (SELECT user_id FROM course_roles WHERE course_id = ${into})
          RETURNING 1) SELECT count(*)::int AS n FROM m`,
    );
    await exec(sql`DELETE FROM course_roles WHERE course_id = ${from}`);
    await exec(sql`
      INSERT INTO courses_played (user_id, course_id, created_at)
      SELECT user_id, ${into}, created_at FROM courses_played WHERE course_id = ${from}
      ON CONFLICT DO NOTHING`);
    await exec(sql`DELETE FROM courses_played WHERE course_id = ${from}`);
    await exec(sql`UPDATE course_peers SET course_id = ${into} WHERE course_id = ${from}`);
    await exec(sql`
      UPDATE director_interviews SET course_id = ${into} WHERE course_id = ${from}
        AND NOT EXISTS (SELECT 1 FROM director_interviews WHERE course_id = ${into})`);
    await exec(sql`
      UPDATE course_facts SET course_id = ${into} WHERE course_id = ${from}
        AND event NOT IN (SELECT event FROM course_facts WHERE course_id = ${into})`);
    await exec(sql`
      UPDATE course_panel_rankings p SET course_id = ${into} WHERE p.course_id = ${from}
        AND NOT EXISTS (SELECT 1 FROM course_panel_rankings q WHERE q.course_id = ${into}
                        AND q.list = p.list AND q.edition = p.edition)`);
    await exec(sql`DELETE FROM course_platform_stats WHERE course_id = ${from} AND source = 'bgc'`);
    await exec(sql`
      UPDATE courses SET total_follow = (SELECT count(*)::int FROM follows
        WHERE entity_name = 'course' AND entity_id = ${into}), updated_at = now()
      WHERE id = ${into}`);
    await exec(sql`
      UPDATE courses SET merged_into_id = ${into}, total_follow = 0, updated_at = now()
      WHERE id = ${from}`);
    await refreshOwnPlatformStats(tx, into);
  });
  return counts;
}

/**
 * Decision 034: the course that answered to a former slug (a slug that changed with the display
 * name), or null.
 */
async function findSlugAliasTarget(
  db: Db,
  where: { slug: string; countrySlug?: string | undefined },
): Promise<number | null> {
  const rows = await queryRows<{ course_id: number }>(
    db,
    sql`SELECT a.course_id FROM course_slug_aliases a JOIN countries co ON co.id = a.country_id
        WHERE a.slug = ${where.slug} ${where.countrySlug ? sql`AND co.slug = ${where.countrySlug}` : sql``}
        ORDER BY a.course_id LIMIT 1`,
  );
  return rows[0] ? Number(rows[0].course_id) : null;
}

/**
 * Where a merged course's address goes: the course it was merged into (followed to the end); a
 * former slug (decision 034) goes to its course.
 */
export async function findMergeTarget(
  db: Db,
  where: { id: number } | { slug: string; countrySlug?: string | undefined },
): Promise<{ id: number; slug: string; countrySlug: string } | null> {
  const start =
    'id' in where
      ? sql`c.id = ${where.id}`
      : where.countrySlug
        ? sql`c.slug = ${where.slug} AND co.slug = ${where.countrySlug}`
        : sql`c.slug = ${where.slug}`;
  const rows = await queryRows<{ merged_into_id: number | null }>(
    db,
    sql`SELECT c.merged_into_id FROM courses c JOIN countries co ON co.id = c.country_id
        WHERE ${start} ORDER BY c.world_rank NULLS LAST LIMIT 1`,
  );
  let next = rows[0]?.merged_into_id ?? null;
  if (rows.length === 0 && 'slug' in where) next = await findSlugAliasTarget(db, where);
  for (let hops = 0; next !== null && hops < 10; hops += 1) {
    const target = await queryRows<{
      id: number;
      slug: string;
      country_slug: string;
      merged_into_id: number | null;
    }>(
      db,
      sql`SELECT c.id, c.slug, co.slug AS country_slug, c.merged_into_id FROM courses c
          JOIN countries co ON co.id = c.country_id WHERE c.id = ${next}`,
    );
    const t = target[0];
    if (!t) return null;
    if (t.merged_into_id === null)
      return { id: Number(t.id), slug: t.slug, countrySlug: t.country_slug };
    next = Number(t.merged_into_id);
  }
  return null;
}

/** RANK-018: the admin list — the latest corrections with their course and actor, newest first. */
export async function findCorrections(db: Db, onlyRemoved: boolean, page: number, limit: number) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT a.id, a.action, a.detail, a.created_at, a.actor_id,
               u.first_name, u.last_name,
               c.id AS course_id, c.name, c.slug, co.slug AS country_slug, c.kind,
               c.removed_reason, c.merged_into_id,
               count(*) OVER () AS total
        FROM course_audit_log a
        JOIN courses c ON c.id = a.course_id
        JOIN countries co ON co.id = c.country_id
        LEFT JOIN users u ON u.id = a.actor_id
        WHERE ${onlyRemoved ? sql`a.action = 'remove' AND c.removed_reason IS NOT NULL AND a.id = (SELECT max(b.id) FROM course_audit_log b WHERE b.course_id = a.course_id AND b.action = 'remove')` : sql`true`}
        ORDER BY a.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
  );
  return rows;
}

/**
 * ODbL §4.6: our alterations of the shipped course table, oldest first — merges,
 * location and classification corrections, removals and their undo — keyed by `source_id`.
 */
export async function findAlterations(db: Db) {
  return queryRows<{
    source_id: string;
    action: string;
    detail: unknown;
    created_at: string;
    into_source_id: string | null;
  }>(
    db,
    sql`SELECT c.source_id, a.action, a.detail, a.created_at, t.source_id AS into_source_id
        FROM course_audit_log a JOIN courses c ON c.id = a.course_id
        LEFT JOIN courses t ON a.action = 'merge' AND t.id = (a.detail->>'into')::int
        WHERE NOT (a.action = 'merge' AND a.detail ? 'from')
        ORDER BY a.id`,
  );
}
