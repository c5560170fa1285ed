import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { recomputeRanking } from '../modules/ranking/ranking.service.js';
import { importPlatformStats } from './platform-stats-import.js';

/**
 * `npm run import:stats -- <file.csv> [--disable-synthetic]`: loads real platform
 * stats (D-06) into the configured database (DATA_DIR or DATABASE_URL) and
 * recomputes the ranking. Stop the server first when using the embedded database.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) {
    console.error('Usage: npm run import:stats -- <file.csv> [--disable-synthetic]');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    await migrate(database);
    const result = await importPlatformStats(database.db, file, {
      disableSynthetic: args.includes('--disable-synthetic'),
    });
    const ranking = await recomputeRanking(database.db);
    console.log(
      JSON.stringify(
        {
          ...result,
          rejected: result.rejected.slice(0, 50),
          rejectedCount: result.rejected.length,
          ranked: ranking.courses,
        },
        null,
        2,
      ),
    );
    if (result.rejected.length > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
