import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/auth-guard.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import { isAdministrator } from '../course-admin/course.policy.js';

/**
 * Who may do what with a course review (REV-*, T56/T57, D-09, D-10; docs/style.md §5), in one
 * place: the service calls `authorize` after loading the review and before changing it; every
 * review answer carries `abilities` (`canUpdate`, `canDelete`).
 */
export type ReviewAction = 'update' | 'delete';

/** The acting member with the rights a review rule needs. */
export interface ReviewActor {
  userId: number;
  /** Holds the Administrator sub-role. */
  administrator: boolean;
}

/** The fields of a review the rules read. */
export interface ReviewEntity {
  authorId: number;
}

/** Loads the rights of `actor` (null for a visitor). */
export async function reviewActor(db: Db, actor: Actor | null): Promise<ReviewActor | null> {
  if (!actor) return null;
  return { userId: actor.userId, administrator: await isAdministrator(db, actor.userId) };
}

/** The rule: the author updates; the author or a site Administrator deletes. */
export function may(
  actor: ReviewActor | null,
  action: ReviewAction,
  review: ReviewEntity,
): boolean {
  if (!actor) return false;
  const own = review.authorId === actor.userId;
  switch (action) {
    case 'update':
      return own;
    case 'delete':
      return own || actor.administrator;
  }
}

/** 401 for a visitor, 403 `forbidden` when `may` says no. */
export function authorize(
  actor: ReviewActor | null,
  action: ReviewAction,
  review: ReviewEntity,
): void {
  if (!actor) throw unauthorized('You need to login');
  if (!may(actor, action, review))
    throw forbidden(
      action === 'update'
        ? 'You can only edit your own review'
        : 'You can only delete your own review',
    );
}

/** What each review answer ships. */
export function abilities(
  actor: ReviewActor | null,
  review: ReviewEntity,
): { canUpdate: boolean; canDelete: boolean } {
  return { canUpdate: may(actor, 'update', review), canDelete: may(actor, 'delete', review) };
}
