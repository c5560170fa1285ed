// A throwaway PostgreSQL server for the tests (and benchmarks): initdb in a temp folder,
// loopback only, fsync off. Uses Debian's binaries (/usr/lib/postgresql/<v>/bin); as root
// the server runs as the `postgres` user. Fails loudly when PostgreSQL is not installed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lib.mjs';

/** Folder of the newest Debian PostgreSQL binaries (PG_BIN overrides). */
export function pgBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    : [];
  versions.sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) {
    throw new Error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): run `apt-get install postgresql` (as .ci/run does).',
    );
  }
  return path.join(base, versions[0], 'bin');
}

function asPostgres(cmd, args) {
  const isRoot = process.getuid?.() === 0;
  const res = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { encoding: 'utf8' })
    : spawnSync(cmd, args, { encoding: 'utf8' });
  if (res.status !== 0)
    throw new Error(`${path.basename(cmd)} failed: ${res.stderr || res.stdout}`);
  return res.stdout;
}

/**
 * Starts a server and creates `database`; returns `{ url, port, version, dir, stop }`
 * (`stop` is synchronous and removes the folder). Used by the tests and the benchmarks.
 */
export async function startPostgres(database = 'bgc_test') {
  const bin = pgBin();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bgc-pg-'));
  chmodSync(dir, 0o777);
  const data = path.join(dir, 'data');
  if (process.getuid?.() === 0) spawnSync('chown', ['-R', 'postgres:postgres', dir]);
  let started = false;
  const stop = () => {
    try {
      if (started) asPostgres(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      started = false;
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    asPostgres(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
    const port = await freePort();
    started = true;
    const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    asPostgres(path.join(bin, 'pg_ctl'), [
      '-D',
      data,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      options,
      'start',
    ]);
    const psql = (...args) =>
      asPostgres(path.join(bin, 'psql'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        ...args,
      ]);
    psql('-c', `CREATE DATABASE ${database}`);
    const version = psql('-tAc', 'SHOW server_version').trim();
    return { url: `postgres://postgres@127.0.0.1:${port}/${database}`, port, version, dir, stop };
  } catch (err) {
    stop();
    throw err;
  }
}
