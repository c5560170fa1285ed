import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { appMeta, coursePanelRankings } from '../db/schema/index.js';
import { shippedDataFile } from './shipped-data.js';
import { courseIdsBySourceId, readShippedCsv, sourceUrlsOf } from './shipped-csv.js';

/** One validated, linked row of data/panel-consensus.csv (decision 035; columns of its README). */
export interface PanelConsensusRow {
  sourceId: string;
  list: string;
  listScope: string;
  edition: number;
  position: number | null;
  sourceUrls: string[];
}

/** app_meta key holding the sha256 of the panel-consensus file last imported. */
export const PANEL_CONSENSUS_META_KEY = 'panel_consensus_sha256';

/** The shipped file (apps/server/data/panel-consensus.csv), from src/ or dist/. */
export function defaultPanelConsensusFile(): string {
  return shippedDataFile('panel-consensus.csv', 'Panel consensus');
}

const SCOPE = /^(world|[A-Z]{2}(\+[A-Z]{2})*)$/;

/**
 * Reads the panel-consensus file and its sha256. Rows without a `source_id` (courses absent
 * from the course table or ambiguous, see its unmatched.txt), with a bad scope, edition or
 * position, or without an http(s) source are left out.
 */
export function readPanelConsensus(file: string): { rows: PanelConsensusRow[]; checksum: string } {
  const { records, checksum } = readShippedCsv(file);
  const rows: PanelConsensusRow[] = [];
  for (const r of records) {
    const sourceId = (r.source_id ?? '').trim();
    const list = (r.list ?? '').trim();
    const listScope = (r.list_scope ?? '').trim();
    const edition = Number((r.edition ?? '').trim());
    const positionCell = (r.position ?? '').trim();
    const position = positionCell === '' ? null : Number(positionCell);
    const sourceUrls = sourceUrlsOf(r.source_url);
    if (!sourceId || !list || !SCOPE.test(listScope) || sourceUrls.length === 0) continue;
    if (!Number.isInteger(edition) || edition < 1900 || edition > 2100) continue;
    if (position !== null && (!Number.isInteger(position) || position < 1 || position > 1000))
      continue;
    rows.push({ sourceId, list, listScope, edition, position, sourceUrls });
  }
  return { rows, checksum };
}

/**
 * Decision 035: loads the panel appearances into `course_panel_rankings` at first start and
 * whenever the shipped file changed (its sha256 differs from the one in app_meta), replacing
 * the table in one transaction. Rows keyed to a duplicate merged into another course (decision
 * 009's corrections) go to that course. Idempotent: an unchanged file costs one read and one
 * query. Returns whether it (re)loaded, how many rows it linked, and the file's checksum.
 */
export async function syncPanelConsensus(
  db: Db,
  file: string = defaultPanelConsensusFile(),
): Promise<{ changed: boolean; linked: number; checksum: string }> {
  const { rows, checksum } = readPanelConsensus(file);
  const stored = await db.select().from(appMeta).where(eq(appMeta.key, PANEL_CONSENSUS_META_KEY));
  if (stored[0]?.value === checksum) return { changed: false, linked: -1, checksum };
  const ids = await courseIdsBySourceId(
    db,
    rows.map((r) => r.sourceId),
    { followMerges: true },
  );
  const values = rows.flatMap((r) => {
    const courseId = ids.get(r.sourceId);
    if (courseId === undefined) return [];
    const { sourceId: _key, ...rest } = r;
    return [{ courseId, ...rest }];
  });
  let linked = 0;
  await db.transaction(async (tx) => {
    await tx.delete(coursePanelRankings);
    for (let i = 0; i < values.length; i += 1000) {
      const inserted = await tx
        .insert(coursePanelRankings)
        .values(values.slice(i, i + 1000))
        .onConflictDoNothing()
        .returning({ id: coursePanelRankings.id });
      linked += inserted.length;
    }
    await tx
      .insert(appMeta)
      .values({ key: PANEL_CONSENSUS_META_KEY, value: checksum })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: checksum, updatedAt: new Date() } });
  });
  return { changed: true, linked, checksum };
}
