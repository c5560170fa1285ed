import { eq, sql } from 'drizzle-orm';
import { transliterate } from 'transliteration';
import { queryRows, type Db } from '../db/client.js';
import { appMeta } from '../db/schema/index.js';
import { classifyCourse } from './course-kind.js';

/** Bump when the rules of course-kind.ts (or latinNameOf) change: start-up re-applies them. */
export const COURSE_KIND_RULES_VERSION = 1;
export const COURSE_KIND_META_KEY = 'course_kind_rules_version';

/** A name has letters outside Latin script (Arabic, CJK, Hangul, Cyrillic, Thai …). */
const NON_LATIN = /(?!\p{Script=Latin})\p{L}/u;

/**
 * the Latin transliteration of a name written (partly) in another script, or null
 * for Latin-script names and names that transliterate to nothing useful.
 */
export function latinNameOf(name: string): string | null {
  if (!NON_LATIN.test(name)) return null;
  const latin = transliterate(name).replace(/\s+/g, ' ').trim();
  return /[A-Za-z]/.test(latin) && latin !== name ? latin.slice(0, 200) : null;
}

/**
 * 17.5: classifies every course not corrected by an administrator and fills the
 * Latin transliteration of non-Latin names, at first start and whenever the rules' version
 * changes (existing databases included). Writes only rows that change. Returns that count,
 * or null when the rules were already applied.
 */
export async function syncCourseKinds(db: Db): Promise<number | null> {
  const wanted = String(COURSE_KIND_RULES_VERSION);
  const stored = await db.select().from(appMeta).where(eq(appMeta.key, COURSE_KIND_META_KEY));
  if (stored[0]?.value === wanted) return null;
  const rows = await queryRows<{
    id: number;
    name: string;
    hole_total: number | null;
    par: number | null;
    kind: string;
    kind_by_admin: boolean;
    latin_name: string | null;
  }>(
    db,
    sql`SELECT id, coalesce(source_name, name) AS name, hole_total, par, kind, kind_by_admin, latin_name FROM courses`,
  );
  const changed: Array<{ id: number; kind: string; latinName: string | null }> = [];
  for (const r of rows) {
    const kind = r.kind_by_admin
      ? r.kind
      : classifyCourse({
          name: r.name,
          holes: r.hole_total === null ? null : Number(r.hole_total),
          par: r.par === null ? null : Number(r.par),
        });
    const latinName = latinNameOf(r.name);
    if (kind !== r.kind || latinName !== r.latin_name)
      changed.push({ id: Number(r.id), kind, latinName });
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < changed.length; i += 5000) {
      const json = JSON.stringify(changed.slice(i, i + 5000));
      await tx.execute(sql`
        UPDATE courses AS c SET kind = v."kind", latin_name = v."latinName", updated_at = now()
        FROM jsonb_to_recordset(${json}::jsonb) AS v("id" int, "kind" text, "latinName" text)
        WHERE c.id = v."id"`);
    }
    await tx
      .insert(appMeta)
      .values({ key: COURSE_KIND_META_KEY, value: wanted })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: wanted, updatedAt: new Date() } });
  });
  return changed.length;
}
