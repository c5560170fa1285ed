// Offline dependency check (decision 031): fails when package-lock.json (v3 `packages`) holds a
// version inside the vulnerable range of an advisory of scripts/advisories/snapshot.json, unless
// the snapshot's `accepted` list names that advisory and install path with a reason. Run by
// `npm test` (phase 1); `node scripts/advisories/check.mjs [lockfile] [snapshot]`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

/**
 * The installed packages of a lockfile v3: `[{ path, name, version }]` (workspace links and
 * the root skipped). Throws when the lockfile has no `packages` map.
 */
export function installedPackages(lock) {
  if (!lock || typeof lock.packages !== 'object')
    throw new Error('lockfile without `packages` (npm lockfile v3 expected)');
  const out = [];
  for (const [where, entry] of Object.entries(lock.packages)) {
    if (!where.includes('node_modules/') || entry.link || !entry.version) continue;
    const name =
      entry.name ?? where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
    out.push({ path: where, name, version: entry.version });
  }
  return out;
}

/**
 * The findings of `snapshot` against `lock`: `{ vulnerable, accepted }`, each a list of
 * `{ id, package, version, path, vulnerable, severity, url }`.
 */
export function checkLockfile(lock, snapshot) {
  const byName = new Map();
  for (const advisory of snapshot.advisories ?? []) {
    if (!semver.validRange(advisory.vulnerable))
      throw new Error(`${advisory.id}: invalid range ${advisory.vulnerable}`);
    byName.set(advisory.package, [...(byName.get(advisory.package) ?? []), advisory]);
  }
  const acceptedKeys = new Set((snapshot.accepted ?? []).map((a) => `${a.id} ${a.path}`));
  const vulnerable = [];
  const accepted = [];
  for (const pkg of installedPackages(lock)) {
    for (const advisory of byName.get(pkg.name) ?? []) {
      if (!semver.satisfies(pkg.version, advisory.vulnerable, { includePrerelease: true }))
        continue;
      const finding = {
        id: advisory.id,
        package: pkg.name,
        version: pkg.version,
        path: pkg.path,
        vulnerable: advisory.vulnerable,
        severity: advisory.severity,
        url: advisory.url,
      };
      (acceptedKeys.has(`${advisory.id} ${pkg.path}`) ? accepted : vulnerable).push(finding);
    }
  }
  return { vulnerable, accepted };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const lockFile = process.argv[2] ?? path.join(root, 'package-lock.json');
  const snapshotFile = process.argv[3] ?? path.join(here, 'snapshot.json');
  const lock = JSON.parse(readFileSync(lockFile, 'utf8'));
  const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8'));
  const { vulnerable, accepted } = checkLockfile(lock, snapshot);
  for (const f of accepted)
    console.log(`accepted: ${f.id} ${f.package}@${f.version} (${f.path}), see snapshot.json`);
  for (const f of vulnerable)
    console.error(
      `VULNERABLE: ${f.package}@${f.version} at ${f.path} is inside ${f.vulnerable} of ${f.id} (${f.severity}) ${f.url}`,
    );
  console.log(
    `${installedPackages(lock).length} packages checked against ${snapshot.advisories.length} advisories (snapshot of ${snapshot.updated}): ${vulnerable.length} vulnerable, ${accepted.length} accepted`,
  );
  if (vulnerable.length > 0) process.exit(1);
}
