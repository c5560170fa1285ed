import { authorPolicy, type AuthorAction } from '../../lib/author-policy.js';
import { administratorActor, type AdministratorActor } from '../course-admin/course.policy.js';

/**
 * Who may do what with a course review (REV-*, T56/T57, D-09, D-10; docs/style.md §5), in one
 * place: the service calls `authorize` after loading the review and before changing it; every
 * review answer carries `abilities` (`canUpdate`, `canDelete`).
 */
export type ReviewAction = AuthorAction;

/** The acting member with the rights a review rule needs. */
export type ReviewActor = AdministratorActor;

/** The fields of a review the rules read. */
export interface ReviewEntity {
  authorId: number;
}

/** Loads the rights of `actor` (null for a visitor). */
export const reviewActor = administratorActor;

/**
 * The rule: the author updates; the author or a site Administrator deletes. A visitor does
 * neither: 401, and 403 `forbidden` when `may` says no.
 */
export const { may, authorize, abilities } = authorPolicy<ReviewActor, ReviewEntity>(
  (actor) => actor.administrator,
  { update: 'You can only edit your own review', delete: 'You can only delete your own review' },
);
