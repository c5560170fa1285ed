import type { FastifyBaseLogger } from 'fastify';
import type { MediaStore } from '../lib/media-store.js';
import type { Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { recomputeRanking } from '../modules/ranking/ranking.service.js';
import { seedReferenceData } from './seed-reference.js';
import { clearEnglishDemoBios, seedDemoContent } from './demo-content.js';
import {
  courseImportDone,
  defaultCoursesFile,
  importCourses,
  readCourseCsv,
} from './course-import.js';
import { syncCourseFacts } from './course-facts-import.js';
import { syncPanelConsensus } from './panel-consensus-import.js';
import { syncCourseKinds } from './course-kind-sync.js';
import { syncSyntheticStats } from './synthetic-stats-sync.js';
import { applyShippedCorrections } from './shipped-corrections.js';
import { syncClubs } from './club-sync.js';

export interface BootstrapOptions {
  /** Course CSV to import on first start; defaults to the shipped dataset. */
  coursesFile?: string | undefined;
  /** Championship facts CSV; defaults to the shipped data/course-facts.csv. */
  factsFile?: string | undefined;
  /** Panel rankings CSV (decision 035); defaults to the shipped data/panel-consensus.csv. */
  panelFile?: string | undefined;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** D-06: seed the demo content once (SEED_DEMO), storing its pictures in `store`. */
  demo?: { store: MediaStore } | undefined;
}

/**
 * Start-up data steps: migrations, reference data, the first-start course import
 * (skipped once done), the championship facts (reloaded when the file changed), the shipped
 * corrections (duplicates merged, misplaced rows moved), the panel rankings
 * (reloaded when the file changed, decision 035), the course
 * kinds, the clubs and display names (D-16, rebuilt when their rules or list
 * changed, decision 034), the synthetic platform stats (regenerated when the generator or an
 * evidence file changed, decisions 009 and 036), the D-06 demo content on a fresh install, then the D-05
 * ranking recompute ("at start").
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
  const facts = await syncCourseFacts(database.db, options.factsFile);
  if (facts.changed) options.log.info({ linked: facts.linked }, 'championship facts loaded');
  const shipped = await applyShippedCorrections(database.db);
  if (shipped) options.log.info(shipped, 'shipped course corrections applied');
  const panel = await syncPanelConsensus(database.db, options.panelFile);
  if (panel.changed) options.log.info({ linked: panel.linked }, 'panel rankings loaded');
  const kinds = await syncCourseKinds(database.db);
  if (kinds !== null) options.log.info({ changed: kinds }, 'course kinds classified');
  const clubs = await syncClubs(database.db);
  if (clubs) options.log.info(clubs, 'clubs derived, display names set (decision 034)');
  const synthetic = await syncSyntheticStats(database.db, facts.checksum, panel.checksum);
  if (synthetic !== null)
    options.log.info({ rows: synthetic }, 'synthetic platform stats generated');
  let { courses } = await recomputeRanking(database.db);
  // the demo reviews go to the world's top courses, so they need the first ranking
  if (options.demo && (await seedDemoContent(database.db, options.demo.store))) {
    options.log.info('demo content seeded (SEED_DEMO=false turns it off)');
    ({ courses } = await recomputeRanking(database.db));
  }
  await clearEnglishDemoBios(database.db);
  options.log.info({ courses, ms: Date.now() - t0 }, 'database ready, ranking computed');
}
