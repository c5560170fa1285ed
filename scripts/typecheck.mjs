// `npm run typecheck`: the three projects (packages/shared, apps/server, apps/web) checked by
// TypeScript 7, the native compiler (the `typescript-7` alias of typescript@7), which reports
// the same errors as the TypeScript 5 that ESLint's type-aware rules load (`typescript`) for
// about half the CPU. Exits with the first failing project's status.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from './lib.mjs';

// the package exports no bin path; its bin is node_modules/typescript-7/bin/tsc
const tsc = path.join(root, 'node_modules/typescript-7/bin/tsc');
for (const project of ['packages/shared', 'apps/server', 'apps/web']) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], {
    cwd: root,
    stdio: 'inherit',
  });
  if (status !== 0) process.exit(status ?? 1);
}
