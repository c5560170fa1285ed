import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/auth-guard.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import { isAdministrator } from '../course-admin/course.policy.js';

/**
 * Who may do what with a comment (CMT-011, T71/T72, D-10; docs/style.md §5), in one place: the
 * service calls `authorize` after loading the comment and before changing it; every comment
 * answer carries `abilities` (`canUpdate`, `canDelete`).
 */
export type CommentAction = 'update' | 'delete';

/** The acting member with the rights a comment rule needs. */
export interface CommentActor {
  userId: number;
  /** Holds the Administrator sub-role. */
  administrator: boolean;
}

/** The fields of a comment the rules read. */
export interface CommentEntity {
  authorId: number;
  /** Author of what the comment is on (the post's author moderates its comments), if known. */
  targetAuthorId: number | null;
}

/** Loads the rights of `actor` (null for a visitor). */
export async function commentActor(db: Db, actor: Actor | null): Promise<CommentActor | null> {
  if (!actor) return null;
  return { userId: actor.userId, administrator: await isAdministrator(db, actor.userId) };
}

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

/** 401 for a visitor, 403 `forbidden` when `may` says no. */
export function authorize(
  actor: CommentActor | null,
  action: CommentAction,
  comment: CommentEntity,
): void {
  if (!actor) throw unauthorized('You need to login');
  if (!may(actor, action, comment))
    throw forbidden(
      action === 'update'
        ? 'You can only edit your own comment'
        : 'You can not delete this comment',
    );
}

/** What each comment answer ships. */
export function abilities(
  actor: CommentActor | null,
  comment: CommentEntity,
): { canUpdate: boolean; canDelete: boolean } {
  return { canUpdate: may(actor, 'update', comment), canDelete: may(actor, 'delete', comment) };
}
