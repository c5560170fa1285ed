import type { PolicyActor } from '../../lib/policy-actor.js';
import * as coursePolicy from '../course-admin/course.policy.js';

/**
 * Who may write a course's Directors' Interview (INTV-012, ROLE-009, ROLE-014; decision 051):
 * anyone reads it; `update` is for the course's admins (an accepted claim or a site
 * Administrator), the course's `administer` rule. 401 for a visitor, 403 `forbidden` otherwise.
 */
export type InterviewAction = 'update';

/** The fields of an interview the rules read. */
export interface InterviewEntity {
  courseId: number;
}

/** The pure rule (the answer's `canUpdate`). */
export function can(
  actor: PolicyActor | null,
  _action: InterviewAction,
  interview: InterviewEntity,
): boolean {
  return coursePolicy.can(actor, 'administer', { id: interview.courseId });
}

/** 401 'You need to login' for a visitor, 403 `forbidden` when `can` says no. */
export function authorize(
  actor: PolicyActor | null,
  _action: InterviewAction,
  interview: InterviewEntity,
): PolicyActor {
  return coursePolicy.authorize(actor, 'administer', { id: interview.courseId });
}
