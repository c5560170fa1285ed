import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import type { Database } from './client.js';

/** Folder of the generated, committed migrations (works from src/ and from dist/). */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../drizzle'), path.resolve(here, '../drizzle')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found (looked in ${candidates.join(', ')})`);
  return found;
}

/** Applies pending migrations (docs/style.md §8) with the driver's own migrator. */
export async function migrate(database: Database): Promise<void> {
  const folder = migrationsFolder();
  if (database.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as Parameters<typeof run>[0], { migrationsFolder: folder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as Parameters<typeof run>[0], { migrationsFolder: folder });
  }
}
