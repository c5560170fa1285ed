import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { recomputeRanking } from '../modules/ranking/ranking.service.js';
import { seedReferenceData } from './seed-reference.js';
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
}

/**
 * Start-up data steps: migrations, reference data, the first-start course import
 * (skipped once done), then the D-05 ranking recompute ("at start").
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
  const { courses } = await recomputeRanking(database.db);
  options.log.info({ courses, ms: Date.now() - t0 }, 'database ready, ranking computed');
}
