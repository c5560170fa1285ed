import { authorPolicy, type AuthorAction } from '../../lib/author-policy.js';

/**
 * Who may do what with a course review (REV-016/017, T56/T57, D-09, D-10; docs/style.md §5,
 * decision 051), in one place: the service calls `authorize` after loading the review and
 * before changing it; every review answer carries `abilities` (`canUpdate`, `canDelete`).
 */
export type ReviewAction = AuthorAction;

/** The fields of a review the rules read. */
export interface ReviewEntity {
  authorId: number;
}

/**
 * The rule: the author updates; the author or a site Administrator deletes. A visitor does
 * neither: 401, and 403 `forbidden` when `can` says no.
 */
export const { can, authorize, abilities } = authorPolicy<ReviewEntity>(
  (actor) => actor.administrator,
  { update: 'You can only edit your own review', delete: 'You can only delete your own review' },
);
