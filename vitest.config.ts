import { defineConfig } from 'vitest/config';

/**
 * Two projects:
 *  - unit: pure logic (shared rules, server helpers, SPA helpers), no database.
 *  - api:  the HTTP API through `app.inject` on a real database: PGlite by default,
 *          PostgreSQL when TEST_DATABASE_URL is set (scripts/test.mjs starts one).
 *          Global set-up prepares one migrated and imported database, the template; the
 *          files run side by side (API_TEST_WORKERS forks, default 2) on copies of it: one
 *          per file on PostgreSQL, one per worker on PGlite (decision 054); each test makes
 *          its own data (docs/style.md §10).
 *  - e2e:  Playwright (playwright-core + Debian's Chromium) against the production build,
 *          started on a free port with a fresh embedded database.
 */
/** API test files run at once (decision 054); each worker holds one app and one database copy. */
const apiWorkers = Math.max(1, Number(process.env.API_TEST_WORKERS) || 2);
/**
 * Browser files at once (decision 067): two, each with its own Chromium, on the one server of
 * the run. A file alone leaves half the machine idle while its pages load their chunks.
 */
const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            // the API suite's own tooling (test/log-secrets.ts, decision 039)
            'apps/server/test/**/*.unit.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            // the SPA's build plugins (decision 069)
            'apps/web/vite-plugins/**/*.test.ts',
          ],
          environment: 'node',
          // pure tests share one module graph: re-importing it per file (MUI, i18next, zod) took
          // 150 s of a 160 s run for 7 s of tests; a file must not rely on fresh module state
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.api.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // decision 054: each file on its own copy of the prepared database, closed after it
          setupFiles: ['apps/server/test/per-file-setup.ts'],
          pool: 'forks',
          maxWorkers: apiWorkers,
          // a worker's files reuse its loaded modules; testApp() is reset between files
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 600_000,
        },
      },
      {
        // D-15: two API instances on one PostgreSQL and one Redis (needs postgresql and
        // redis-server installed); decision 017: the shared security state and its stores
        // against the real servers; `npx vitest run --project scale`
        test: {
          name: 'scale',
          include: ['apps/server/scale/**/*.scale.test.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 1,
          // the files share one module graph (each starts and stops its own servers)
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          // a bare expect.poll waits for the condition up to 60 s (the browser under CI load),
          // never the 1 s default
          expect: { poll: { timeout: 60_000, interval: 100 } },
          include: ['apps/web/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          pool: 'forks',
          maxWorkers: e2eWorkers,
          fileParallelism: e2eWorkers > 1,
          // a journey's checks each wait up to a minute (e2e/support.ts) on a shared machine
          testTimeout: 300_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
