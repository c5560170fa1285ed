// `npm run test:e2e [-- files…]`: the browser end-to-end suite (Chromium) against the
// production build. Builds the SPA and the server first when their sources changed since the
// last build (scripts/lib.mjs ensureBuilt), then runs the vitest e2e project; extra arguments
// (file filters, `--reporter=…`) go to vitest. Exits with vitest's status.
import { spawnSync } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
if (process.env.E2E_SKIP_BUILD !== '1') ensureBuilt();
const res = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(res.status ?? 1);
