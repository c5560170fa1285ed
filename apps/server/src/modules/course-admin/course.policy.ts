import { forbidden, unauthorized } from '../../lib/errors.js';
import type { PolicyActor } from '../../lib/policy-actor.js';

/**
 * Who may do what with a golf course (ROLE-008/009, ROLE-014, COURSE-024/029/033, INTV-012,
 * OPEN-005, D-03; decision 051), in one place. A course admin is a member whose claim on that
 * course was accepted, or a site Administrator, who administers every course.
 *  - `administer`: edit the course page (T21), write its interview (T59);
 *  - `postAsCourse`: publish a post in the course's name (type 7);
 *  - `claim`: the Claim button (COURSE-024): a member with no claim on the course who does not
 *    administer it already. The claim call itself answers 409 `claim_exists` to a second claim.
 */
export type CourseAction = 'administer' | 'postAsCourse' | 'claim';

/** The fields of a course the rules read. */
export interface CourseEntity {
  id: number;
}

/** The refusal texts of the spec, per action (403 `forbidden`). */
const REFUSALS: Readonly<Record<CourseAction, string>> = {
  administer: 'Only an administrator of this golf course can do this',
  postAsCourse: 'Only an administrator of this golf course can post as the course',
  claim: 'You have already claimed this golf course',
};

/** Whether `actor` administers `course` (an accepted claim, or a site Administrator). */
function administers(actor: PolicyActor, course: CourseEntity): boolean {
  return actor.administrator || actor.courseAdminOf.has(course.id);
}

/** The pure rule; a visitor may do none of the actions. */
export function can(
  actor: PolicyActor | null,
  action: CourseAction,
  course: CourseEntity,
): boolean {
  if (!actor) return false;
  if (action === 'claim')
    return !administers(actor, course) && !actor.claimPendingOn.has(course.id);
  return administers(actor, course);
}

/** 401 'You need to login' for a visitor, 403 `forbidden` when `can` says no. */
export function authorize(
  actor: PolicyActor | null,
  action: CourseAction,
  course: CourseEntity,
): PolicyActor {
  if (!actor) throw unauthorized('You need to login');
  if (!can(actor, action, course)) throw forbidden(REFUSALS[action]);
  return actor;
}

/** D-03: an Administrator administers every course without a claim (the /me flag). */
export function administersEveryCourse(actor: PolicyActor | null): boolean {
  return actor?.administrator ?? false;
}

/**
 * COURSE-024 / C-11: the caller's courseRole list on a course: ['Course Admin'] for an
 * accepted claim or an Administrator, ['Request Pending'] for a pending claim, else [].
 */
export function courseRole(actor: PolicyActor | null, course: CourseEntity): string[] {
  if (!actor) return [];
  if (administers(actor, course)) return ['Course Admin'];
  if (actor.claimPendingOn.has(course.id)) return ['Request Pending'];
  return [];
}

/** The flags a course answer ships (decision 051): `canAdminister`, `canClaim`. */
export function abilities(
  actor: PolicyActor | null,
  course: CourseEntity,
): { canAdminister: boolean; canClaim: boolean } {
  return { canAdminister: can(actor, 'administer', course), canClaim: can(actor, 'claim', course) };
}
