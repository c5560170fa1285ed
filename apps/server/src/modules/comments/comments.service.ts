import {
  FriendStatus,
  POST_MSG,
  type Comment,
  type CommentInput,
  type CommentListQuery,
  type Page,
} from '@bgc/shared';
import { commentMentionIds } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import {
  notifyComment,
  notifyMentions,
  type Notifier,
} from '../notifications/notifications.events.js';
import type { Actor } from '../../lib/auth-guard.js';
import { AppError, notFound, validationError } from '../../lib/errors.js';
import { loadActor } from '../../lib/policy-actor.js';
import { authorize } from './comments.policy.js';
import { presentComment } from './comments.presenter.js';
import { friendStatus } from '../members/members.repository.js';
import { findLikedIds } from '../posts/posts.repository.js';
import {
  deleteComment,
  findComment,
  findCommentPage,
  findCommentRow,
  findCommentTarget,
  insertComment,
  isPostDeleted,
  updateCommentText,
} from './comments.repository.js';

/**
 * Comments and replies (CMT-*, OPEN-023): newest first; the server refuses comments between
 * members who block each other (CMT-009/010) and checks every edit and delete.
 */
export class CommentService {
  constructor(
    private readonly db: Db,
    private readonly notifier?: Notifier,
  ) {}

  /**
   * T69: top-level comments (`filter_parent=isNull`) or the replies of a comment, newest first or
   * oldest first (`sort_asc=createdDate`).
   */
  async list(query: CommentListQuery, actor: Actor | null): Promise<Page<Comment>> {
    const parent = query.filter_parent === 'isNull' ? null : query.filter_parent;
    const { rows, total } = await findCommentPage(
      this.db,
      query.filter_entityName,
      query.filter_entityId,
      parent,
      query.page,
      query.limit,
      query.sort_asc === 'createdDate',
    );
    const deleted =
      query.filter_entityName === 'post' && (await isPostDeleted(this.db, query.filter_entityId));
    const target = actor
      ? await findCommentTarget(this.db, query.filter_entityName, query.filter_entityId)
      : null;
    // the post's author may delete comments on it (CMT-011 with canDelete from the server)
    const targetAuthorId = target?.authorId ?? null;
    const [liked, rights] = await Promise.all([
      actor
        ? findLikedIds(
            this.db,
            actor.userId,
            'comment',
            rows.map((r) => r.comment.id),
          )
        : new Set<number>(),
      loadActor(this.db, actor),
    ]);
    return {
      list: rows.map((r) =>
        presentComment(r, { rights, targetAuthorId, liked, postDeleted: deleted }),
      ),
      total,
      totalPages: Math.ceil(total / query.limit),
      currentPage: query.page,
    };
  }

  /**
   * T70: a comment or a reply. 404 unknown or deleted target; 400 reply to a comment of another
   * entity; 403 'Could not comment !!!' when either member blocked the other.
   */
  async create(actor: Actor, input: CommentInput): Promise<Comment> {
    const target = await findCommentTarget(this.db, input.entityName, input.entityId);
    if (!target || target.deleted) throw notFound(POST_MSG.postGone);
    const parentId = input.parent ?? null;
    let parentAuthorId: number | null = null;
    if (parentId !== null) {
      const parent = await findComment(this.db, parentId);
      if (
        !parent ||
        parent.deletedAt ||
        parent.hiddenAt ||
        parent.entityName !== input.entityName ||
        parent.entityId !== input.entityId
      )
        throw validationError('Invalid parameter: parent', { parent: 'Unknown comment' });
      if (parent.parentId !== null)
        throw validationError('Invalid parameter: parent', { parent: 'Replies have no replies' });
      parentAuthorId = parent.authorId;
    }
    if (target.authorId !== null && target.authorId !== actor.userId) {
      const status = await friendStatus(this.db, actor.userId, target.authorId);
      if (status === FriendStatus.FriendBlockedMe || status === FriendStatus.StrangerBlockedMe)
        throw new AppError('blocked_by_user');
      if (status === FriendStatus.IBlockedFriend || status === FriendStatus.IBlockedStranger)
        throw new AppError('blocking_user');
    }
    // NOTIF-009 types 7, 8 and 3, in the comment's transaction
    const { id, notified } = await this.db.transaction(async (tx) => {
      const id = await insertComment(tx, {
        entityName: input.entityName,
        entityId: input.entityId,
        postId: target.postId,
        parentId,
        authorId: actor.userId,
        text: input.text,
      });
      const notified = await notifyComment(tx, {
        actorId: actor.userId,
        commentId: id,
        postId: target.postId,
        postAuthorId: input.entityName === 'post' ? target.authorId : null,
        parentAuthorId,
      });
      notified.push(
        ...(await notifyMentions(tx, {
          actorId: actor.userId,
          mentionedIds: commentMentionIds(input.text),
          entityName: 'comment',
          entityId: id,
          postId: target.postId,
        })),
      );
      return { id, notified };
    });
    this.notifier?.push(notified, actor.userId);
    return this.one(id, actor);
  }

  /** T71: the author edits the text. */
  async update(actor: Actor, id: number, text: string): Promise<Comment> {
    const c = await findComment(this.db, id);
    if (!c || c.deletedAt || c.hiddenAt) throw notFound('Comment not found');
    authorize(await loadActor(this.db, actor), 'update', {
      authorId: c.authorId,
      targetAuthorId: null,
    });
    await updateCommentText(this.db, id, text);
    return this.one(id, actor);
  }

  /** T72: the author, the post's author or an Administrator deletes. */
  async remove(actor: Actor, id: number): Promise<{ success: true }> {
    const c = await findComment(this.db, id);
    if (!c || c.deletedAt) throw notFound('Comment not found');
    if (c.authorId !== actor.userId) {
      const target = await findCommentTarget(this.db, c.entityName, c.entityId);
      authorize(await loadActor(this.db, actor), 'delete', {
        authorId: c.authorId,
        targetAuthorId: target?.authorId ?? null,
      });
    }
    await deleteComment(this.db, c);
    return { success: true };
  }

  private async one(id: number, actor: Actor): Promise<Comment> {
    const row = await findCommentRow(this.db, id);
    if (!row) throw notFound('Comment not found');
    const [liked, rights, target] = await Promise.all([
      findLikedIds(this.db, actor.userId, 'comment', [id]),
      loadActor(this.db, actor),
      findCommentTarget(this.db, row.comment.entityName, row.comment.entityId),
    ]);
    return presentComment(row, {
      rights,
      targetAuthorId: target?.authorId ?? null,
      liked,
      postDeleted: false,
    });
  }
}
