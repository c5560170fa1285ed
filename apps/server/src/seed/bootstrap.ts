import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { recomputeRanking } from '../modules/ranking/ranking.service.js';
import { seedReferenceData } from './seed-reference.js';
import { seedDemoContent } from './demo-content.js';
import {
  courseImportDone,
  defaultCoursesFile,
  importCourses,
  readCourseCsv,
} from './course-import.js';

export interface BootstrapOptions {
  /** Course CSV to import on first start; defaults to the shipped dataset. */
  coursesFile?: string | undefined;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** D-06: seed the demo content once (SEED_DEMO), storing its pictures under `mediaDir`. */
  demo?: { mediaDir: string } | undefined;
}

/**
 * Start-up data steps: migrations, reference data, the first-start course import
 * (skipped once done), the D-06 demo content on a fresh install, then the D-05 ranking
 * recompute ("at start").
 */
export async function bootstrapDatabase(
  database: Database,
  options: BootstrapOptions,
): Promise<void> {
  const t0 = Date.now();
  await migrate(database);
  await seedReferenceData(database.db);
  if (await courseImportDone(database.db)) {
    options.log.info('course import already done: skipped');
  } else {
    const file = options.coursesFile ?? defaultCoursesFile();
    const rows = readCourseCsv(file);
    const { imported, skipped } = await importCourses(database.db, rows);
    options.log.info(
      { file, rows: rows.length, imported, skipped: skipped.length },
      'courses imported',
    );
    if (skipped.length > 0)
      options.log.warn({ skipped: skipped.slice(0, 20) }, 'course rows skipped');
  }
  let { courses } = await recomputeRanking(database.db);
  // the demo reviews go to the world's top courses, so they need the first ranking
  if (options.demo && (await seedDemoContent(database.db, options.demo.mediaDir))) {
    options.log.info('demo content seeded (SEED_DEMO=false turns it off)');
    ({ courses } = await recomputeRanking(database.db));
  }
  options.log.info({ courses, ms: Date.now() - t0 }, 'database ready, ranking computed');
}
