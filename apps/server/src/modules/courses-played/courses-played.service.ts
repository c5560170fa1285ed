import { DB_ID_MAX, type CourseSummary, type Page, type UiLanguage } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import { AppError, notFound, validationError } from '../../lib/errors.js';
import { presentCourseSummary } from '../courses/courses.presenter.js';
import { existingUserIds } from '../members/members.repository.js';
import {
  deletePlayed,
  existingCourseIds,
  findPlayed,
  insertPlayed,
  playedAmong,
} from './courses-played.repository.js';

/** Courses a member has played (PROF-022..025, OPEN-063, T29–T31). */
export class CoursesPlayedService {
  constructor(private readonly db: Db) {}

  /**
   * T30: `ids` is course ids joined by '-'. Unknown ids → 404; a course already in the list
   * → 400 'cant create another CourseUser' (ERR-046) and nothing is added.
   */
  async add(userId: number, ids: string): Promise<{ added: number }> {
    if (!/^\d{1,10}(-\d{1,10}){0,39}$/.test(ids)) {
      throw validationError('Invalid parameter: ids', {
        ids: 'Course ids joined by "-" (at most 40)',
      });
    }
    const courseIds = [...new Set(ids.split('-').map(Number))];
    // past the id column's range no course exists (and the database would refuse the value)
    if (courseIds.some((id) => id > DB_ID_MAX)) throw notFound('Golf course not found');
    const known = await existingCourseIds(this.db, courseIds);
    if (courseIds.some((id) => !known.has(id))) throw notFound('Golf course not found');
    if ((await playedAmong(this.db, userId, courseIds)).length > 0) {
      throw new AppError('course_user_exists');
    }
    const added = await this.db.transaction((tx) => insertPlayed(tx, userId, courseIds));
    return { added };
  }

  /** T31: idempotent removal. */
  async remove(userId: number, courseId: number): Promise<{ removed: boolean }> {
    const removed = await this.db.transaction((tx) => deletePlayed(tx, userId, courseId));
    return { removed };
  }

  /** T29: `{list: [{course}]}` (DATA-011), newest first; 404 for an unknown member. */
  async list(
    userId: number,
    page: number,
    limit: number,
    lang: UiLanguage,
  ): Promise<Page<{ course: CourseSummary }>> {
    if (!(await existingUserIds(this.db, [userId])).has(userId)) throw notFound('Member not found');
    const { rows, total } = await findPlayed(this.db, userId, page, limit);
    return {
      list: rows.map((row) => ({ course: presentCourseSummary(row, lang) })),
      total,
      totalPages: Math.ceil(total / limit),
      currentPage: page,
    };
  }
}
