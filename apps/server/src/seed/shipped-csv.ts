import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';

/**
 * Reads a shipped CSV fact file (header row, RFC 4180) and the sha256 of its bytes, the
 * checksum the start-up imports compare with app_meta (decisions 009 and 035).
 */
export function readShippedCsv(file: string): {
  records: Record<string, string>[];
  checksum: string;
} {
  const raw = readFileSync(file);
  const checksum = createHash('sha256').update(raw).digest('hex');
  const records = parse<Record<string, string>>(raw.toString('utf8'), {
    columns: true,
    skip_empty_lines: true,
    bom: true,
  });
  return { records, checksum };
}

/** The http(s) URLs of a space-separated `source_url` cell. */
export function sourceUrlsOf(cell: string | undefined): string[] {
  return (cell ?? '').split(/\s+/).filter((u) => /^https?:\/\/\S+$/.test(u));
}

/**
 * Course ids by `source_id` for the given keys; with `followMerges`, a row merged into another
 * (decision 009's shipped corrections) resolves to the course it was merged into.
 */
export async function courseIdsBySourceId(
  db: Db,
  sourceIds: Iterable<string>,
  options: { followMerges?: boolean } = {},
): Promise<Map<string, number>> {
  const keys = [...new Set(sourceIds), ''];
  const rows = await queryRows<{ id: number; source_id: string; merged_into_id: number | null }>(
    db,
    sql`SELECT id, source_id, merged_into_id FROM courses WHERE source_id IN (${sql.join(
      keys.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  );
  return new Map(
    rows.map((r) => [
      r.source_id,
      Number(options.followMerges && r.merged_into_id !== null ? r.merged_into_id : r.id),
    ]),
  );
}
