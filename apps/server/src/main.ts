import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { bootstrapDatabase } from './seed/bootstrap.js';
import { assertWritableDataDir, lockDataDir } from './lib/data-dir-lock.js';

/**
 * Process entry: validate the environment, open and prepare the database (first start
 * imports the courses), serve, and shut down gracefully on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // a writable folder, and one process per embedded database
  let releaseLock = async (): Promise<void> => undefined;
  if (config.DATABASE_URL) assertWritableDataDir(config.DATA_DIR);
  else releaseLock = await lockDataDir(config.DATA_DIR);
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  const app = await buildApp({ config, database });
  await bootstrapDatabase(database, {
    coursesFile: config.COURSES_CSV,
    log: app.log,
    demo: config.SEED_DEMO ? { store: app.media } : undefined,
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app
      .close()
      .then(() => releaseLock())
      .then(
        () => process.exit(0),
        (err: unknown) => {
          app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
