// `npm start`: installs what is missing, builds when sources changed, then serves the app
// (API + SPA) on http://localhost:3000 (PORT). The first start imports the 31,157 courses.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib.mjs';

ensureInstalled();
ensureBuilt();
const port = process.env.PORT ?? '3000';
console.log(
  `› starting BGC on http://localhost:${port} (first start imports the course data, ~30 s)`,
);
const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: port },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
