// `npm test`: every suite, as CI runs it. Three phases; the steps of a phase
// are independent and run side by side (at most TEST_JOBS at once, default: the CPU count, at
// least 2), each step's output printed in one block when it ends, with its time:
//   1. build ‖ typecheck ‖ lint (import cycles, layers) ‖ prettier --check ‖ migrations up to
//      date ‖ the lockfile against the advisory snapshot ‖ unit tests (the SEO texts check is
//      one of them)
//   2. API tests on PGlite ‖ API tests on a throwaway PostgreSQL
//   3. browser end-to-end tests (Chromium's headless shell) on the production build ‖
//      scale-out: two API instances on one PostgreSQL and one Redis (D-15); decision 017:
//      nonces, limits and the sign-in lock shared by instances and kept across a restart
//      (decision 063). The browser suite runs two files at once (decision 067).
// A table of the step times, then one closing line 'N passed, N failed'.
// TEST_STEPS=typecheck,lint runs only the named steps (their ids below); TEST_JOBS=1 runs one
// step at a time. `npm test -- <file>…` runs only those test files, each in its project (unit,
// api on PGlite, scale, e2e after a build when the sources changed), and nothing else.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'bgc-test-'));
const totals = { passed: 0, failed: 0 };
const failures = [];
/** Failed tests, 'step: file > test: first line of the error', repeated at the end of the run. */
const failedTests = [];
const times = [];
const jobs = Math.max(
  1,
  Number(process.env.TEST_JOBS) || Math.max(2, os.availableParallelism?.() ?? os.cpus().length),
);
const only = process.env.TEST_STEPS ? new Set(process.env.TEST_STEPS.split(',')) : null;
const started = Date.now();

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs a command, collecting its output; resolves { status, output }. */
function exec(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      ...options,
      env: { ...process.env, FORCE_COLOR: '0', ...options.env },
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (status) => resolve({ status, output }));
  });
}

/** Throws with the output's tail when the command fails; returns the output. */
async function must(cmd, args, options) {
  const { status, output } = await exec(cmd, args, options);
  if (status !== 0) {
    const error = new Error(`${cmd} ${args.join(' ')} exited with ${status}`);
    error.output = output;
    throw error;
  }
  return output;
}

/** Reads a vitest JSON report and adds its counts; throws when nothing ran. */
function count(label, file) {
  let report = null;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // no report: the run crashed before writing it
  }
  if (!report) {
    totals.failed += 1;
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const reason = String(test.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 300);
      const name = test.fullName ?? test.title;
      failedTests.push(`${label}: ${path.relative(root, file.name)} > ${name}: ${reason}`);
    }
  }
  if (report.numTotalTests === 0) throw new Error(`${label}: no test ran`);
}

/** One vitest project with a JSON report; counts its tests. */
async function vitest(project, label, env = {}) {
  const out = path.join(tmp, `${label}.json`);
  const res = await exec(
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
    { env },
  );
  count(label, out);
  if (res.status !== 0) {
    const error = new Error(`${label} failed`);
    error.output = res.output;
    throw error;
  }
  return res.output;
}

/**
 * Decision 054: the two API suites run side by side, so each gets half the steps' slots as
 * workers (one each on two cores, where more workers only queue on the same cores and stretch
 * each test towards its timeout); API_TEST_WORKERS set by hand wins.
 */
function apiWorkersEnv() {
  return {
    API_TEST_WORKERS: process.env.API_TEST_WORKERS || String(Math.max(1, Math.floor(jobs / 2))),
  };
}

/**
 * The steps; `phase` orders them, steps of one phase run side by side, taken in this order. The
 * typed lint is the longest step of phase 1, so it starts first and the others share the other
 * slot, rather than it starting last and running alone.
 */
const STEPS = [
  {
    id: 'lint',
    phase: 1,
    title: 'lint (ESLint: types, layers, import cycles)',
    run: () => must('npm', ['run', 'lint']),
  },
  { id: 'build', phase: 1, title: 'build (SPA and server)', run: async () => ensureBuilt() },
  { id: 'typecheck', phase: 1, title: 'typecheck', run: () => must('npm', ['run', 'typecheck']) },
  {
    id: 'format',
    phase: 1,
    title: 'format (prettier --check .)',
    run: () => must('npx', ['prettier', '--check', '.']),
  },
  {
    id: 'migrations',
    phase: 1,
    title: 'migrations are up to date with the schema',
    run: async () => {
      await must('npx', ['drizzle-kit', 'generate', '--name=check'], {
        cwd: path.join(root, 'apps/server'),
      });
      const status = spawnSync('git', ['status', '--porcelain', 'apps/server/drizzle'], {
        cwd: root,
        encoding: 'utf8',
      });
      if (status.stdout.trim() !== '')
        throw new Error(
          `drizzle-kit generate produced a diff; run npm run db:generate and commit:\n${status.stdout}`,
        );
    },
  },
  {
    // decision 031: the lockfile against the committed advisory snapshot (works offline)
    id: 'advisories',
    phase: 1,
    title: 'dependencies outside known advisories (scripts/advisories)',
    run: () => must('node', ['scripts/advisories/check.mjs']),
  },
  {
    id: 'unit',
    phase: 1,
    title: 'unit tests (incl. SEO texts = SPA catalogs)',
    run: () => vitest('unit', 'unit'),
  },
  {
    id: 'api-pglite',
    phase: 2,
    title: 'API tests on PGlite',
    run: () => vitest('api', 'api-pglite', apiWorkersEnv()),
  },
  {
    id: 'api-postgres',
    phase: 2,
    title: 'API tests on PostgreSQL',
    run: async () => {
      const out = path.join(tmp, 'api-postgres.json');
      const res = await exec(
        process.execPath,
        [path.join(root, 'scripts/run-with-postgres.mjs'), out],
        { env: apiWorkersEnv() },
      );
      count('api-postgres', out);
      if (res.status !== 0) {
        const error = new Error('API tests on PostgreSQL failed');
        error.output = res.output;
        throw error;
      }
      return res.output;
    },
  },
  {
    // screenshots are for people to open; this run's are thrown away with CI's clone, so it
    // takes none unless E2E_SCREENSHOTS says so (decision 068)
    id: 'e2e',
    phase: 3,
    title: 'end-to-end tests (Chromium)',
    run: () => vitest('e2e', 'e2e', { E2E_SCREENSHOTS: process.env.E2E_SCREENSHOTS ?? '0' }),
  },
  {
    // D-15: two API instances on one PostgreSQL and one Redis; decision 017: nonces,
    // limits and the sign-in lock shared by instances and kept across a restart; about two
    // minutes, beside the browser suite
    id: 'scale',
    phase: 3,
    title: 'scale-out across two instances (Redis, PostgreSQL)',
    run: () => vitest('scale', 'scale'),
  },
];

/** Runs one step, printing its output and time in one block. */
async function step({ id, title, run }) {
  const t0 = Date.now();
  console.log(`▶ ${title} [${id}] started at +${seconds(t0 - started)}`);
  let output = '';
  let error = null;
  try {
    output = (await run()) ?? '';
  } catch (err) {
    error = err;
    output = err?.output ?? '';
  }
  const ms = Date.now() - t0;
  times.push({ id, title, ms, ok: !error });
  console.log(`\n━━ ${title} [${id}]`);
  if (output.trim()) console.log(output.trimEnd());
  if (error) {
    failures.push(title);
    console.error(`✘ ${title}: ${error instanceof Error ? error.message : error} (${seconds(ms)})`);
  } else console.log(`✔ ${title} (${seconds(ms)})`);
}

/** Runs `steps` at most `jobs` at a time. */
async function pool(steps) {
  const queue = [...steps];
  const workers = Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await step(next);
  });
  await Promise.all(workers);
}

/** The vitest project of a test file, from its name (vitest.config.ts includes). */
function projectOf(file) {
  if (/\.api\.test\.ts$/.test(file)) return 'api';
  if (/\.scale\.test\.ts$/.test(file)) return 'scale';
  if (/\.e2e\.test\.ts$/.test(file)) return 'e2e';
  if (/\.test\.tsx?$/.test(file)) return 'unit';
  throw new Error(
    `${file}: not a test file (*.test.ts, *.api.test.ts, *.scale.test.ts, *.e2e.test.ts)`,
  );
}

/** `npm test -- <file>…`: the named files only, project by project, then the closing line. */
async function runFiles(files) {
  const byProject = new Map();
  for (const file of files) {
    const project = projectOf(file);
    byProject.set(project, [...(byProject.get(project) ?? []), file]);
  }
  for (const [project, list] of byProject) {
    if (project === 'e2e') ensureBuilt();
    await step({
      id: project,
      title: `${project}: ${list.join(' ')}`,
      run: async () => {
        const out = path.join(tmp, `${project}.json`);
        const res = await exec('npx', [
          'vitest',
          'run',
          '--project',
          project,
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${out}`,
          ...list,
        ]);
        count(project, out);
        if (res.status !== 0) throw Object.assign(new Error(`${project} failed`), res);
        return res.output;
      },
    });
  }
}

/**
 * The closing lines: each failed test again (so a log that keeps only its tail still names
 * them), then 'N passed, N failed'; exits 1 when a step or a test failed.
 */
function finish() {
  for (const line of failedTests) console.error(`  ✘ ${line}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
}

ensureInstalled();
const fileArgs = process.argv.slice(2);
if (fileArgs.length > 0) {
  await runFiles(fileArgs);
  rmSync(tmp, { recursive: true, force: true });
  finish();
}
console.log(`running up to ${jobs} steps at once${only ? `, only ${[...only].join(', ')}` : ''}`);
for (const phase of [1, 2, 3]) {
  const steps = STEPS.filter((s) => s.phase === phase && (!only || only.has(s.id)));
  const t0 = Date.now();
  await pool(steps);
  if (steps.length > 0) console.log(`── phase ${phase}: ${seconds(Date.now() - t0)}`);
}

rmSync(tmp, { recursive: true, force: true });
console.log('\nstep times:');
for (const { id, ms, ok } of times)
  console.log(`  ${ok ? '✔' : '✘'} ${id.padEnd(14)} ${seconds(ms).padStart(8)}`);
console.log(`  total          ${seconds(Date.now() - started).padStart(8)}`);
console.log('');
if (failures.length > 0) console.error(`Failed steps: ${failures.join(', ')}`);
finish();
