import { authorPolicy, type AuthorAction } from '../../lib/author-policy.js';

/**
 * Who may do what with a post (POST-008, POST-024, ROLE-008/009, D-10; docs/style.md §5,
 * decision 051), in one place: the service calls `authorize` after loading the post and before
 * changing it, the presenter ships `abilities` (`canUpdate`, `canDelete`) so the SPA never works
 * them out. Posting as a course is the course's rule (course.policy.ts, 'postAsCourse').
 */
export type PostAction = AuthorAction;

/** The fields of a post the rules read. */
export interface PostEntity {
  authorId: number;
  courseId: number | null;
}

/**
 * The rule: the author updates (POST-024); the author, an administrator of the post's course
 * or a site Administrator deletes (POST-008). A visitor does neither: 401, and 403 `forbidden`
 * when `can` says no (the spec's texts).
 */
export const { can, authorize, abilities } = authorPolicy<PostEntity>(
  (actor, post) =>
    actor.administrator || (post.courseId !== null && actor.courseAdminOf.has(post.courseId)),
  { update: 'You can only edit your own post', delete: 'You can not delete this post' },
);
