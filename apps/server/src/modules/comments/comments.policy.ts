import { authorPolicy, type AuthorAction } from '../../lib/author-policy.js';

/**
 * Who may do what with a comment (CMT-011, T71/T72, D-10; docs/style.md §5, decision 051), in
 * one place: the service calls `authorize` after loading the comment and before changing it;
 * every comment answer carries `abilities` (`canUpdate`, `canDelete`).
 */
export type CommentAction = AuthorAction;

/** The fields of a comment the rules read. */
export interface CommentEntity {
  authorId: number;
  /** Author of what the comment is on (the post's author moderates its comments), if known. */
  targetAuthorId: number | null;
}

/**
 * The rule: the author updates; the author, the author of the post it is on or a site
 * Administrator deletes. A visitor does neither: 401, and 403 `forbidden` when `can` says no.
 */
export const { can, authorize, abilities } = authorPolicy<CommentEntity>(
  (actor, comment) => actor.administrator || comment.targetAuthorId === actor.userId,
  { update: 'You can only edit your own comment', delete: 'You can not delete this comment' },
);
