import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';
import { appMeta, coursePlatformStats } from '../db/schema/index.js';
import { SYNTHETIC_PLATFORMS, SYNTHETIC_STATS_VERSION, syntheticStats } from './synthetic-stats.js';
import { loadCourseEvidence, notabilityByCourse } from './course-evidence.js';

/**
 * app_meta key: `<generator version>:<facts sha256>:<panel sha256>` of the synthetic rows in the
 * table (decisions 009, 035, 036).
 */
export const SYNTHETIC_META_KEY = 'synthetic_stats_version';
/** app_meta key set by `import:stats --disable-synthetic`: no synthetic rows any more. */
export const SYNTHETIC_DISABLED_META_KEY = 'synthetic_stats_disabled';

/**
 * D-06 / decisions 009 and 036: (re)generates the synthetic platform stats when the generator
 * version or an evidence file (facts, panel consensus) changed (first start included), so
 * existing databases get the new figures. Only courses with evidence get rows (decision 036).
 * Platforms that hold real (imported) rows are left alone — real stats replace synthetic ones
 * platform by platform — and nothing is generated after `import:stats --disable-synthetic`.
 * Returns the number of rows written, or null when nothing had to change.
 */
export async function syncSyntheticStats(
  db: Db,
  factsChecksum: string,
  panelChecksum: string,
): Promise<number | null> {
  const wanted = `${SYNTHETIC_STATS_VERSION}:${factsChecksum}:${panelChecksum}`;
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
  const notability = notabilityByCourse(await loadCourseEvidence(db));
  const values: (typeof coursePlatformStats.$inferInsert)[] = [];
  for (const [id, n] of [...notability].sort((a, b) => a[0] - b[0])) {
    for (const s of syntheticStats(n)) {
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
