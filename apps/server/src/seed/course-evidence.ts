import { sql } from 'drizzle-orm';
import {
  evidenceNotability,
  type CourseEvidence,
  type EventKind,
  type HostedEvent,
  type PanelAppearance,
} from '@bgc/shared';
import { queryRows, type Db } from '../db/client.js';

/** A panel appearance with the list it belongs to (the report leaves one edition out). */
export interface ListedAppearance extends PanelAppearance {
  list: string;
}

/** The real evidence of every course that has some (decision 035), and the newest edition. */
export interface EvidenceSet {
  byCourse: Map<number, { appearances: ListedAppearance[]; events: HostedEvent[] }>;
  /** Year of the newest edition in course_panel_rankings (recency reference), 0 when empty. */
  latest: number;
}

/** Reads course_facts and course_panel_rankings into one evidence set. */
export async function loadCourseEvidence(db: Db): Promise<EvidenceSet> {
  const [facts, panel] = await Promise.all([
    queryRows<{ course_id: number; event: string; event_kind: string; editions: number }>(
      db,
      sql`SELECT course_id, event, event_kind, cardinality(years) AS editions FROM course_facts`,
    ),
    queryRows<{
      course_id: number;
      list: string;
      list_scope: string;
      edition: number;
      position: number | null;
    }>(db, sql`SELECT course_id, list, list_scope, edition, position FROM course_panel_rankings`),
  ]);
  const byCourse: EvidenceSet['byCourse'] = new Map();
  const entry = (id: number) => {
    let e = byCourse.get(id);
    if (!e) byCourse.set(id, (e = { appearances: [], events: [] }));
    return e;
  };
  for (const r of facts)
    entry(Number(r.course_id)).events.push({
      event: r.event,
      kind: r.event_kind as EventKind,
      editions: Number(r.editions),
    });
  let latest = 0;
  for (const r of panel) {
    const edition = Number(r.edition);
    latest = Math.max(latest, edition);
    entry(Number(r.course_id)).appearances.push({
      list: r.list,
      listScope: r.list_scope,
      edition,
      position: r.position === null ? null : Number(r.position),
    });
  }
  return { byCourse, latest };
}

/**
 * Notability (0..1, decision 035) of every course with evidence, by course id. `keep` filters
 * appearances (the report's leave-one-out); the recency reference stays the set's newest edition.
 */
export function notabilityByCourse(
  set: EvidenceSet,
  keep: (a: ListedAppearance) => boolean = () => true,
): Map<number, number> {
  const out = new Map<number, number>();
  for (const [id, e] of set.byCourse) {
    const evidence: CourseEvidence = { appearances: e.appearances.filter(keep), events: e.events };
    const n = evidenceNotability(evidence, set.latest);
    if (n > 0) out.set(id, n);
  }
  return out;
}
