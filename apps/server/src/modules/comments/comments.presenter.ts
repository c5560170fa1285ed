import type { Comment } from '@bgc/shared';
import type { PolicyActor } from '../../lib/policy-actor.js';
import { abilities } from './comments.policy.js';
import type { CommentRow } from './comments.repository.js';

/** What the answer of a comment depends on besides its row: the caller and the commented entity. */
export interface CommentContext {
  /** The caller's rights (comments.policy.ts), null for a visitor. */
  rights: PolicyActor | null;
  /** The author of the commented post or photo (may delete comments on it, CMT-011). */
  targetAuthorId: number | null;
  /** The comments the caller likes (LIKE-*). */
  liked: ReadonlySet<number>;
  /** The commented post was deleted: the comment says so (`entityName: 'post-deleted'`). */
  postDeleted: boolean;
}

/**
 * DATA-016: a comment as the SPA shows it (commentSchema), with its author, like and reply
 * counts and the caller's abilities (canUpdate, canDelete from comments.policy.ts); `edit`
 * is true once the text changed more than a second after it was written.
 */
export function presentComment(row: CommentRow, context: CommentContext): Comment {
  const c = row.comment;
  return {
    id: c.id,
    text: c.text,
    createdDate: c.createdAt.toISOString(),
    updatedDate: c.updatedAt.toISOString(),
    edit: c.updatedAt.getTime() - c.createdAt.getTime() > 1000,
    profile: {
      id: row.author.id,
      name: `${row.author.firstName} ${row.author.lastName}`,
      picture: row.author.picture,
    },
    parent: c.parentId,
    entityId: c.entityId,
    entityName: context.postDeleted ? 'post-deleted' : c.entityName,
    totalLike: c.totalLike,
    isLiked: context.liked.has(c.id),
    totalReply: c.totalReply,
    children: [],
    ...abilities(context.rights, { authorId: c.authorId, targetAuthorId: context.targetAuthorId }),
  };
}
