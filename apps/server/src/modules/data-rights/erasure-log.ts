import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema/index.js';
import type { ErasedRows, PurgedAccounts } from './data-rights.repository.js';
import { eraseMembers, type ErasureDeps } from './member-erasure.js';

/**
 * The erasure log (decision 047): one JSON line per member the purge erased (LEGAL-005,
 * decision 030), appended after the erasure committed, in a file OUTSIDE the database and
 * the folders a restore replaces. A restore replays the entries newer than its backup, so an
 * erased member never comes back. An entry holds the member id, the time and counts of what
 * went, never personal data.
 */
export const ERASURE_LOG_NAME = 'erasure-log.jsonl';

/** The log's path: `ERASURE_LOG` when set, else `DATA_DIR/erasure-log.jsonl` (decision 047). */
export function erasureLogPath(config: { ERASURE_LOG?: string | undefined; DATA_DIR: string }) {
  return path.resolve(config.ERASURE_LOG ?? path.join(config.DATA_DIR, ERASURE_LOG_NAME));
}

const count = z.number().int().min(0);
const entrySchema = z.object({
  userId: z.number().int().positive(),
  erasedAt: z.iso.datetime(),
  erased: z.object({ posts: count, comments: count, chatMessages: count, uploads: count }),
});

/** One line of the log: who (id only), when (ISO 8601, UTC) and how many rows of theirs went. */
export type ErasureEntry = z.infer<typeof entrySchema> & { erased: ErasedRows };

/** The entries of a purge's result, all stamped `erasedAt`. */
export function entriesOf(purged: PurgedAccounts, erasedAt: Date): ErasureEntry[] {
  return purged.userIds.map((userId) => ({
    userId,
    erasedAt: erasedAt.toISOString(),
    erased: purged.erased.get(userId) ?? { posts: 0, comments: 0, chatMessages: 0, uploads: 0 },
  }));
}

/**
 * Appends `entries` to the log at `file` (folder created) in one write of whole lines, opened
 * in append mode and flushed to disk before answering, so a crash leaves at most a torn last
 * line, which `readErasures` skips. Throws when the file cannot be written.
 */
export async function appendErasures(file: string, entries: ErasureEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, 'a', 0o600);
  try {
    await handle.write(entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''));
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The entries of the log at `file` (none when it does not exist), and how many lines were not
 * valid entries (a torn last line after a crash, a hand edit) and were skipped.
 */
export async function readErasures(
  file: string,
): Promise<{ entries: ErasureEntry[]; unreadable: number }> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [], unreadable: 0 };
    throw err;
  }
  const entries: ErasureEntry[] = [];
  let unreadable = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      parsed = null;
    }
    const entry = entrySchema.safeParse(parsed);
    if (entry.success) entries.push(entry.data);
    else unreadable += 1;
  }
  return { entries, unreadable };
}

/** What a replay did (decision 047). */
export interface ReplayReport {
  /** Entries of the log erased at or after `since`. */
  considered: number;
  /** Members the restored database still held, erased again (rows and files). */
  replayed: number[];
  /** Members of those entries the database no longer holds: nothing to do. */
  absent: number[];
  /** Lines of the log that were not valid entries. */
  unreadable: number;
}

/**
 * Replays the erasure log at `file` on a restored database (decision 047): every member
 * erased at or after `since` (the backup's time) who is back is erased again with the
 * purge's own code (`eraseMembers`: rows, then files). An entry older than the backup is left
 * alone (the backup no longer held the member), and so is a member created after the erasure
 * (not the erased one). Running it twice erases nothing the second time.
 */
export async function replayErasures(
  deps: ErasureDeps,
  file: string,
  since: Date,
): Promise<ReplayReport> {
  const { entries, unreadable } = await readErasures(file);
  const newer = entries.filter((entry) => new Date(entry.erasedAt) >= since);
  const lastErasure = new Map<number, Date>();
  for (const entry of newer) {
    const at = new Date(entry.erasedAt);
    if ((lastErasure.get(entry.userId) ?? at) <= at) lastErasure.set(entry.userId, at);
  }
  const ids = [...lastErasure.keys()];
  const present = ids.length
    ? await deps.db
        .select({ id: users.id, createdAt: users.createdAt })
        .from(users)
        .where(inArray(users.id, ids))
    : [];
  const due = present.filter((u) => u.createdAt <= lastErasure.get(u.id)!).map((u) => u.id);
  const purged = await eraseMembers(deps, due);
  const replayed = [...purged.userIds].sort((a, b) => a - b);
  return {
    considered: newer.length,
    replayed,
    absent: ids.filter((id) => !replayed.includes(id)).sort((a, b) => a - b),
    unreadable,
  };
}
