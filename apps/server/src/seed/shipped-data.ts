import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A file shipped in `apps/server/data/` (`name`, e.g. 'courses.csv.gz'), found from `src/seed`
 * and from `dist/`. Throws `<what> not found (looked in …)` when it is in neither.
 */
export function shippedDataFile(name: string, what: string): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../data', name), path.resolve(here, '../data', name)];
  const found = candidates.find((f) => existsSync(f));
  if (!found) throw new Error(`${what} not found (looked in ${candidates.join(', ')})`);
  return found;
}
