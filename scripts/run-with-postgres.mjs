// Starts a throwaway PostgreSQL, runs the API suite against it (TEST_DATABASE_URL), stops it.
// Usage: node scripts/run-with-postgres.mjs <json report path> [API test file…] (all without files)
import { spawnSync } from 'node:child_process';
import { root } from './lib.mjs';
import { startPostgres } from './pg-server.mjs';

const out = process.argv[2];
const pg = await startPostgres('bgc_test');
let status = 1;
try {
  const res = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'api',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      ...process.argv.slice(3),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: pg.url },
    },
  );
  status = res.status ?? 1;
} finally {
  pg.stop();
}
process.exit(status);
