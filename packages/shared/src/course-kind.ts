/**
 * what a row of the course table is. Only `course` rows are ranked; the others
 * stay searchable as what they are (classification rules: apps/server/src/seed/course-kind.ts).
 */
export const COURSE_KINDS = [
  'course',
  'pitch_and_putt',
  'driving_range',
  'mini_golf',
  'indoor',
  'other',
] as const;
export type CourseKind = (typeof COURSE_KINDS)[number];

/** RANK-018 / OPEN-032: why a site administrator removed a course from the rankings. */
export const REMOVAL_REASONS = ['closed', 'not_golf_course', 'duplicate', 'other'] as const;
export type RemovalReason = (typeof REMOVAL_REASONS)[number];
