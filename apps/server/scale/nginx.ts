import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForPort } from './servers.js';

/** The documented site config (docs/operations.md, decision 040). */
export const NGINX_SITE = fileURLToPath(new URL('../../../deploy/nginx/bgc.conf', import.meta.url));

/**
 * Starts Debian's nginx on a free loopback port, as the current user, with its own prefix in
 * `dir` (pid, logs, temp files): the main config only wraps deploy/nginx/bgc.conf, whose
 * `listen 80` and upstream ports 3001/3002 are replaced by `port` and `upstreams`. Resolves
 * with the proxy's base URL once nginx accepts connections; the caller kills `child`.
 */
export async function startNginx(
  dir: string,
  upstreams: [number, number],
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const site = readFileSync(NGINX_SITE, 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace('127.0.0.1:3001', `127.0.0.1:${upstreams[0]}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${upstreams[1]}`);
  for (const sub of ['logs', 'tmp']) mkdirSync(path.join(dir, sub), { recursive: true });
  writeFileSync(path.join(dir, 'bgc.conf'), site);
  const tmp = path.join(dir, 'tmp');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'logs', 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  access_log ${path.join(dir, 'logs', 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (t) => `  ${t}_temp_path ${path.join(tmp, t)};`,
      ),
      `  include ${path.join(dir, 'bgc.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(
    'nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin` },
    },
  );
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  await waitForPort(
    port,
    15_000,
    () => `nginx did not start: ${stderr}`,
    () => child.exitCode !== null,
  );
  return { url: `http://127.0.0.1:${port}`, child };
}
