import * as pg from './pg.js';
import { courseRef } from './courses.js';

/**
 * Appearances of a course in published panel rankings (D-06, decision 035): one row per
 * (course, list, edition) from the shipped `data/panel-consensus.csv` (CC0), with the printed
 * position (null when the page names the course without a number), the list's scope ('world',
 * a country code, or codes joined by '+') and the public page(s) where it was read. Replaced
 * as a whole when the file's checksum changes.
 */
export const coursePanelRankings = pg.pgTable(
  'course_panel_rankings',
  {
    id: pg.id(),
    courseId: courseRef(),
    /** List name as in the file, e.g. 'GOLF Magazine Top 100 Courses in the World'. */
    list: pg.text().notNull(),
    /** 'world', an ISO country code, or codes joined by '+' ('GB+IE'). */
    listScope: pg.text().notNull(),
    /** Year the edition was published. */
    edition: pg.integer().notNull(),
    /** Printed rank (1 = best), or null for list membership without a number. */
    position: pg.integer(),
    /** Source pages (http/https URLs). */
    sourceUrls: pg.text().array().notNull(),
  },
  (t) => [
    pg
      .uniqueIndex('course_panel_rankings_course_list_edition_idx')
      .on(t.courseId, t.list, t.edition),
  ],
);
