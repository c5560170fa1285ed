import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * The database global-setup prepared once for the API run (migrations, reference data, the
 * full course import, ranking): the template every API test file is cloned from (decision 054).
 * PostgreSQL: `templateUrl` is the prepared database, which nobody connects to after the
 * set-up. PGlite: `templateDir` holds the prepared `pglite` folder. `copiesDir` is the run's
 * folder for the copies' DATA_DIRs, removed with whatever is left in it when the run ends.
 */
export type TemplateDatabase = { copiesDir: string } & (
  { templateUrl: string } | { templateDir: string }
);

/** One API test file's own database: where the app finds it, and how it is removed. */
export interface FileDatabase {
  /** `openDatabase`'s options: a PostgreSQL URL, or a PGlite DATA_DIR. */
  readonly target: { databaseUrl?: string; dataDir: string };
  /** The file's DATA_DIR (captcha key, mail outbox, media): a folder of its own. */
  readonly dataDir: string;
  /** Drops the clone and removes the folder (after the app closed its connections). */
  drop(): Promise<void>;
}

let clones = 0;

/** The URL of the maintenance database `postgres` on the server of `url`. */
function maintenanceUrl(url: string): string {
  const u = new URL(url);
  u.pathname = '/postgres';
  return u.toString();
}

/** Runs `work` with a client on the maintenance database of `url`, then disconnects. */
async function onServer(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: maintenanceUrl(url) });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A copy of the prepared database (decision 054), for one API test file or one worker
 * (test-app.ts copyPerFile): PostgreSQL copies the template inside the server
 * (`CREATE DATABASE … TEMPLATE …`, the 94 MB of data file by file), PGlite copies the prepared
 * folder. Throws when the server refuses (a template still in use).
 */
export async function cloneTemplate(template: TemplateDatabase): Promise<FileDatabase> {
  const dataDir = mkdtempSync(path.join(template.copiesDir, 'copy-'));
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  if ('templateDir' in template) {
    cpSync(path.join(template.templateDir, 'pglite'), path.join(dataDir, 'pglite'), {
      recursive: true,
    });
    return { target: { dataDir }, dataDir, drop: async () => removeFolder() };
  }
  clones += 1;
  const templateName = new URL(template.templateUrl).pathname.slice(1);
  const name = `${templateName}_file_${process.pid}_${clones}`;
  await onServer(template.templateUrl, async (client) => {
    // PostgreSQL 15 and later copy through the WAL by default, slower for a whole database
    const { rows } = await client.query<{ v: string }>('SELECT current_setting($1) AS v', [
      'server_version_num',
    ]);
    const strategy = Number(rows[0]?.v) >= 150000 ? ' STRATEGY FILE_COPY' : '';
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName}"${strategy}`);
  });
  const url = new URL(template.templateUrl);
  url.pathname = `/${name}`;
  return {
    target: { databaseUrl: url.toString(), dataDir },
    dataDir,
    drop: async () => {
      await onServer(template.templateUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
      removeFolder();
    },
  };
}
