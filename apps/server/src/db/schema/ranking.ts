import * as pg from './pg.js';
import { courseRef } from './courses.js';
import { users } from './members.js';

/**
 * Championship history of a course (D-06): one row per (course, event) from the
 * shipped `data/course-facts.csv` (CC0), with the years it was played there and the public
 * page(s) where the years were verified. Replaced as a whole when the file's checksum changes.
 */
export const courseFacts = pg.pgTable(
  'course_facts',
  {
    id: pg.id(),
    courseId: courseRef(),
    /** Event name as in the file, e.g. 'The Open Championship'. */
    event: pg.text().notNull(),
    /** men_major | women_major | team_cup | national_open | olympics. */
    eventKind: pg.text().notNull(),
    /** Calendar years played there, ascending. */
    years: pg.integer().array().notNull(),
    /** Source pages (http/https URLs). */
    sourceUrls: pg.text().array().notNull(),
  },
  (t) => [pg.uniqueIndex('course_facts_course_event_idx').on(t.courseId, t.event)],
);

/**
 * Site administrators' corrections of the course table (RANK-018, decision 009):
 * classification changes, removals from the ranking and their undo, merges and location
 * corrections. `detail` holds the before/after values.
 */
export const courseAuditLog = pg.pgTable(
  'course_audit_log',
  {
    id: pg.id(),
    courseId: courseRef(),
    actorId: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    /** kind | remove | restore | merge | location */
    action: pg.text().notNull(),
    detail: pg.jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: pg.timestampNow(),
  },
  (t) => [pg.index('course_audit_log_course_idx').on(t.courseId, t.createdAt)],
);
