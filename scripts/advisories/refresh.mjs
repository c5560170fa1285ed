// `npm run audit:refresh` (decision 031): asks the registry for the advisories of the lockfile
// (`npm audit --json`) and merges them into scripts/advisories/snapshot.json (same id: the
// registry's range and texts win; the others and the `accepted` list are kept). Where the
// audit endpoint refuses, the snapshot stays as it is and the command exits 1.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const snapshotFile = path.join(here, 'snapshot.json');

/** The advisories of an `npm audit --json` report (auditReportVersion 2), one per id. */
export function advisoriesOfAudit(report) {
  const found = new Map();
  for (const vulnerability of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== 'object' || !via.url) continue;
      const id = via.url.split('/').pop();
      found.set(id, {
        id,
        package: via.name,
        vulnerable: via.range,
        severity: via.severity,
        title: via.title,
        url: via.url,
      });
    }
  }
  return [...found.values()];
}

/** Runs npm audit and merges its advisories into the snapshot; exits 1 when it gets none. */
function refresh() {
  const audit = spawnSync('npm', ['audit', '--json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  let report = null;
  try {
    report = JSON.parse(audit.stdout);
  } catch {
    // no JSON at all: treated as a refusal below
  }
  if (!report || report.error || !report.vulnerabilities) {
    const why =
      report?.error?.summary ||
      report?.message ||
      audit.stderr.trim().split('\n')[0] ||
      'no answer';
    console.error(
      `npm audit gave no report (${why}); ${path.relative(root, snapshotFile)} is unchanged`,
    );
    process.exit(1);
  }
  const snapshot = JSON.parse(readFileSync(snapshotFile, 'utf8'));
  const merged = new Map(snapshot.advisories.map((a) => [a.id, a]));
  const fresh = advisoriesOfAudit(report);
  for (const advisory of fresh) merged.set(advisory.id, advisory);
  snapshot.advisories = [...merged.values()].sort(
    (a, b) => a.package.localeCompare(b.package) || a.id.localeCompare(b.id),
  );
  snapshot.updated = new Date().toISOString().slice(0, 10);
  writeFileSync(snapshotFile, `${JSON.stringify(snapshot, null, 2)}\n`);
  console.log(
    `${fresh.length} advisories from npm audit merged; ${snapshot.advisories.length} in the snapshot`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) refresh();
