// `npm test`: every suite, as CI runs it. Static checks, unit tests, the API suite on
// PGlite and again on a throwaway PostgreSQL, then the browser end-to-end suite on the
// production build. Prints one closing line 'N passed, N failed'.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'bgc-test-'));
const totals = { passed: 0, failed: 0 };
const failures = [];

function step(title, fn) {
  const t0 = Date.now();
  console.log(`\n━━ ${title}`);
  try {
    fn();
    console.log(`✔ ${title} (${Math.round((Date.now() - t0) / 1000)} s)`);
  } catch (err) {
    failures.push(title);
    console.error(`✘ ${title}: ${err instanceof Error ? err.message : err}`);
  }
}

/** Runs one vitest project and adds its counts (read from the JSON reporter). */
function vitest(project, env = {}, label = project) {
  const out = path.join(tmp, `${label}.json`);
  const res = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  let report = null;
  try {
    report = JSON.parse(readFileSync(out, 'utf8'));
  } catch {
    // no report: the run crashed before writing it
  }
  if (report) {
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    if (report.numTotalTests === 0) throw new Error(`${label}: no test ran`);
  } else {
    totals.failed += 1;
  }
  if (res.status !== 0) throw new Error(`${label} failed`);
}

ensureInstalled();
step('build', () => ensureBuilt());
step('typecheck', () => run('npm', ['run', 'typecheck']));
step('lint', () => run('npm', ['run', 'lint']));
step('migrations are up to date with the schema', () => {
  run('npx', ['drizzle-kit', 'generate', '--name=check'], {
    cwd: path.join(root, 'apps/server'),
    stdio: 'pipe',
  });
  const status = spawnSync('git', ['status', '--porcelain', 'apps/server/drizzle'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (status.stdout.trim() !== '')
    throw new Error(
      `drizzle-kit generate produced a diff; run npm run db:generate and commit:\n${status.stdout}`,
    );
});
step('unit tests', () => vitest('unit'));
step('API tests on PGlite', () => vitest('api', {}, 'api-pglite'));
step('API tests on PostgreSQL', () => {
  // startPostgres is async; run the suite in a child so this script stays sequential
  const res = spawnSync(
    process.execPath,
    [path.join(root, 'scripts/run-with-postgres.mjs'), path.join(tmp, 'api-postgres.json')],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  try {
    const report = JSON.parse(readFileSync(path.join(tmp, 'api-postgres.json'), 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
  } catch {
    totals.failed += 1;
  }
  if (res.status !== 0) throw new Error('API tests on PostgreSQL failed');
});
// D-15: two API instances on one PostgreSQL and one Redis (issue 13); decision 017: nonces,
// limits and the sign-in lock shared by instances and kept across a restart; about a minute
step('scale-out across two instances (Redis, PostgreSQL)', () => vitest('scale'));
step('end-to-end tests (Chromium)', () => vitest('e2e'));

rmSync(tmp, { recursive: true, force: true });
console.log('');
if (failures.length > 0) console.error(`Failed steps: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
