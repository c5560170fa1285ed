import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { directorInterviews } from '../../db/schema/index.js';

export type InterviewRecord = typeof directorInterviews.$inferSelect;
export type InterviewValues = Omit<typeof directorInterviews.$inferInsert, 'updatedAt'>;

/** The interview of a course, or null when none was written. */
export async function findInterview(db: Db, courseId: number): Promise<InterviewRecord | null> {
  const rows = await db
    .select()
    .from(directorInterviews)
    .where(eq(directorInterviews.courseId, courseId))
    .limit(1);
  return rows[0] ?? null;
}

/** Creates or replaces the interview of a course. */
export async function upsertInterview(db: Db, values: InterviewValues): Promise<void> {
  const { courseId: _courseId, ...rest } = values;
  await db
    .insert(directorInterviews)
    .values(values)
    .onConflictDoUpdate({
      target: directorInterviews.courseId,
      set: { ...rest, updatedAt: new Date() },
    });
}
