import { authorPolicy, type AuthorAction } from '../../lib/author-policy.js';
import { administratorActor, type AdministratorActor } from '../course-admin/course.policy.js';

/**
 * Who may do what with a comment (CMT-011, T71/T72, D-10; docs/style.md §5), in one place: the
 * service calls `authorize` after loading the comment and before changing it; every comment
 * answer carries `abilities` (`canUpdate`, `canDelete`).
 */
export type CommentAction = AuthorAction;

/** The acting member with the rights a comment rule needs. */
export type CommentActor = AdministratorActor;

/** The fields of a comment the rules read. */
export interface CommentEntity {
  authorId: number;
  /** Author of what the comment is on (the post's author moderates its comments), if known. */
  targetAuthorId: number | null;
}

/** Loads the rights of `actor` (null for a visitor). */
export const commentActor = administratorActor;

/**
 * The rule: the author updates; the author, the author of the post it is on or a site
 * Administrator deletes. A visitor does neither.
 */
export function may(
  actor: CommentActor | null,
  action: CommentAction,
  comment: CommentEntity,
): boolean {
  if (!actor) return false;
  const own = comment.authorId === actor.userId;
  switch (action) {
    case 'update':
      return own;
    case 'delete':
      return own || actor.administrator || comment.targetAuthorId === actor.userId;
  }
}

/** 401 for a visitor, 403 `forbidden` when `may` says no (the spec's texts); the abilities each answer ships. */
export const { authorize, abilities } = authorPolicy(may, {
  update: 'You can only edit your own comment',
  delete: 'You can not delete this comment',
});
