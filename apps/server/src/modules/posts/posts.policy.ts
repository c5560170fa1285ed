import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/auth-guard.js';
import { authorPolicy, type AuthorAction } from '../../lib/author-policy.js';
import { findAdministeredCourseIds } from '../course-admin/course-admin.repository.js';
import { isAdministrator } from '../course-admin/course.policy.js';

/**
 * Who may do what with a post (POST-008, POST-024, ROLE-008/009, D-10; docs/style.md §5), in
 * one place: the service calls `authorize` after loading the post and before changing it, the
 * presenter ships `abilities` (`canUpdate`, `canDelete`) so the SPA never works them out.
 */
export type PostAction = AuthorAction;

/** The acting member with the rights a post rule needs, loaded once per request. */
export interface PostActor {
  userId: number;
  /** Holds the Administrator sub-role. */
  administrator: boolean;
  /** Ids of the courses whose claim was accepted for this member (D-03). */
  courseAdminOf: ReadonlySet<number>;
}

/** The fields of a post the rules read. */
export interface PostEntity {
  authorId: number;
  courseId: number | null;
}

/** Loads the rights of `actor` (null for a visitor). */
export async function postActor(db: Db, actor: Actor | null): Promise<PostActor | null> {
  if (!actor) return null;
  const [administrator, courseAdminOf] = await Promise.all([
    isAdministrator(db, actor.userId),
    findAdministeredCourseIds(db, actor.userId),
  ]);
  return { userId: actor.userId, administrator, courseAdminOf };
}

/**
 * The rule: the author updates (POST-024); the author, an administrator of the post's course
 * or a site Administrator deletes (POST-008). A visitor does neither: 401, and 403 `forbidden`
 * when `may` says no (the spec's texts).
 */
export const { may, authorize, abilities } = authorPolicy<PostActor, PostEntity>(
  (actor, post) =>
    actor.administrator || (post.courseId !== null && actor.courseAdminOf.has(post.courseId)),
  { update: 'You can only edit your own post', delete: 'You can not delete this post' },
);
