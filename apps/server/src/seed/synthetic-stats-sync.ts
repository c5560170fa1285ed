import { eq, sql } from 'drizzle-orm';
import { notabilityOf, type EventKind, type HostedEvent } from '@bgc/shared';
import { queryRows, type Db } from '../db/client.js';
import { appMeta, coursePlatformStats } from '../db/schema/index.js';
import { SYNTHETIC_PLATFORMS, SYNTHETIC_STATS_VERSION, syntheticStats } from './synthetic-stats.js';

/** app_meta key: `<generator version>:<facts sha256>` of the synthetic rows in the table. */
export const SYNTHETIC_META_KEY = 'synthetic_stats_version';
/** app_meta key set by `import:stats --disable-synthetic`: no synthetic rows any more. */
export const SYNTHETIC_DISABLED_META_KEY = 'synthetic_stats_disabled';

/** Notability (0..1) of every course with championship facts, by course id. */
export async function loadNotability(db: Db): Promise<Map<number, number>> {
  const rows = await queryRows<{
    course_id: number;
    event: string;
    event_kind: string;
    editions: number;
  }>(
    db,
    sql`SELECT course_id, event, event_kind, cardinality(years) AS editions FROM course_facts`,
  );
  const events = new Map<number, HostedEvent[]>();
  for (const r of rows) {
    const id = Number(r.course_id);
    const list = events.get(id) ?? [];
    list.push({ event: r.event, kind: r.event_kind as EventKind, editions: Number(r.editions) });
    events.set(id, list);
  }
  return new Map([...events].map(([id, list]) => [id, notabilityOf(list)]));
}

/**
 * D-06 / decision 009: (re)generates the synthetic platform stats when the generator version
 * or the facts file changed (first start included), so existing databases get the new figures.
 * Platforms that hold real (imported) rows are left alone — real stats replace synthetic ones
 * platform by platform — and nothing is generated after `import:stats --disable-synthetic`.
 * Returns the number of rows written, or null when nothing had to change.
 */
export async function syncSyntheticStats(db: Db, factsChecksum: string): Promise<number | null> {
  const wanted = `${SYNTHETIC_STATS_VERSION}:${factsChecksum}`;
  const meta = new Map((await db.select().from(appMeta)).map((m) => [m.key, m.value] as const));
  if (meta.get(SYNTHETIC_DISABLED_META_KEY) === 'true') return null;
  if (meta.get(SYNTHETIC_META_KEY) === wanted) return null;

  const real = new Set(
    (
      await queryRows<{ source: string }>(
        db,
        sql`SELECT DISTINCT source FROM course_platform_stats WHERE NOT synthetic`,
      )
    ).map((r) => r.source),
  );
  const platforms = new Set(SYNTHETIC_PLATFORMS.filter((p) => !real.has(p)));
  const notability = await loadNotability(db);
  const courses = await queryRows<{
    id: number;
    source_id: string;
    has_website: boolean;
    has_phone: boolean;
    hole_total: number | null;
  }>(
    db,
    sql`SELECT id, source_id, website IS NOT NULL AS has_website, phone IS NOT NULL AS has_phone,
               hole_total FROM courses ORDER BY id`,
  );
  const values: (typeof coursePlatformStats.$inferInsert)[] = [];
  for (const c of courses) {
    const id = Number(c.id);
    for (const s of syntheticStats({
      sourceId: c.source_id,
      hasWebsite: c.has_website,
      hasPhone: c.has_phone,
      holeTotal: c.hole_total === null ? null : Number(c.hole_total),
      notability: notability.get(id) ?? 0,
    })) {
      if (platforms.has(s.source)) values.push({ courseId: id, ...s, synthetic: true });
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(coursePlatformStats).where(eq(coursePlatformStats.synthetic, true));
    for (let i = 0; i < values.length; i += 2000)
      await tx
        .insert(coursePlatformStats)
        .values(values.slice(i, i + 2000))
        .onConflictDoNothing();
    await tx
      .insert(appMeta)
      .values({ key: SYNTHETIC_META_KEY, value: wanted })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: wanted, updatedAt: new Date() } });
  });
  return values.length;
}
