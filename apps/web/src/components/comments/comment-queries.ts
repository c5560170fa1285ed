import { useCallback } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Comment } from '@bgc/shared';
import { api, ApiError } from '../../lib/api-client.js';
import { useConfirm } from '../confirm-dialog/confirm-dialog-context.js';
import { useToast } from '../toast.js';
import {
  appendReply,
  bumpReplies,
  prependComment,
  removeComment,
  replaceComment,
  type CommentData,
} from './comment-cache.js';
import {
  FIRST_COMMENT_PAGE,
  FIRST_REPLY_PAGE,
  nextCommentPage,
  nextReplyPage,
  uniqueComments,
  type PageRequest,
} from './comment-rules.js';
import { apiErrorText } from '../../lib/error-text.js';

/**
 * Server state of a comments block (CMT-001..012, OPEN-023). Keys:
 *  - ['comments', entityName, entityId, 'top']              top-level comments, 10 a page
 *  - ['comments', entityName, entityId, 'replies', parentId] replies, 3 first then 10 a page
 */
export type CommentEntity = 'post' | 'media';

export const commentKeys = {
  all: (entityName: CommentEntity, entityId: number) => ['comments', entityName, entityId] as const,
  top: (entityName: CommentEntity, entityId: number) =>
    ['comments', entityName, entityId, 'top'] as const,
  replies: (entityName: CommentEntity, entityId: number, parentId: number) =>
    ['comments', entityName, entityId, 'replies', parentId] as const,
};

function fetchComments(
  entityName: CommentEntity,
  entityId: number,
  parent: number | 'isNull',
  request: PageRequest,
  signal: AbortSignal,
) {
  return api.get('/comments', {
    query: {
      filter_entityId: entityId,
      filter_entityName: entityName,
      filter_parent: parent,
      // top-level comments newest first, a comment's replies oldest first
      ...(parent === 'isNull'
        ? { sort_desc: 'createdDate' as const }
        : { sort_asc: 'createdDate' as const }),
      page: request.page,
      limit: request.limit,
    },
    signal,
  });
}

/** CMT-001 / OPEN-023: top-level comments, newest first, 10 a page. */
export function useTopComments(entityName: CommentEntity, entityId: number, enabled: boolean) {
  const result = useInfiniteQuery({
    queryKey: commentKeys.top(entityName, entityId),
    queryFn: ({ pageParam, signal }) =>
      fetchComments(entityName, entityId, 'isNull', pageParam, signal),
    initialPageParam: FIRST_COMMENT_PAGE,
    getNextPageParam: (last) => nextCommentPage(last),
    enabled,
  });
  return { comments: uniqueComments(result.data?.pages ?? []), result };
}

/**
 * CMT-007 / OPEN-023: a comment's replies, oldest first like a conversation —
 * 3 first, then 10 per 'reply more'.
 */
export function useReplies(
  entityName: CommentEntity,
  entityId: number,
  parentId: number,
  enabled: boolean,
) {
  const result = useInfiniteQuery({
    queryKey: commentKeys.replies(entityName, entityId, parentId),
    queryFn: ({ pageParam, signal }) =>
      fetchComments(entityName, entityId, parentId, pageParam, signal),
    initialPageParam: FIRST_REPLY_PAGE,
    getNextPageParam: (_last, pages, _param, params) => nextReplyPage(pages, params),
    enabled,
  });
  return { replies: uniqueComments(result.data?.pages ?? []), result };
}

/**
 * CMT-002/004/005/009/010: create, edit and delete, updating the loaded lists in place.
 * A refusal between members who block each other opens 'Could not comment !!!' with the
 * server's text; other failures show the server message as a toast. `onCountChange` hears
 * +1 / −1 for the post's comment count (CMT-013). Each action resolves true on success.
 */
export function useCommentActions(
  entityName: CommentEntity,
  entityId: number,
  onCountChange?: (delta: number) => void,
) {
  const client = useQueryClient();
  const confirm = useConfirm();
  const toast = useToast();
  const { t } = useTranslation('posts');

  const fail = useCallback(
    async (error: unknown) => {
      if (
        error instanceof ApiError &&
        error.status === 403 &&
        (error.code === 'blocked_by_user' || error.code === 'blocking_user')
      ) {
        await confirm({
          title: t('comments.couldNotComment'),
          message: error.message,
          variant: 'alert',
        });
        return;
      }
      toast.error(apiErrorText(error));
    },
    [confirm, toast, t],
  );

  const update = (key: readonly unknown[], fn: (d: CommentData | undefined) => unknown) =>
    client.setQueryData<CommentData>(key, (old) => fn(old) as CommentData | undefined);

  const create = async (text: string, parent: number | null): Promise<boolean> => {
    try {
      const comment = await api.post('/comments', {
        body: { entityId, entityName, parent, text },
      });
      if (parent === null)
        update(commentKeys.top(entityName, entityId), (d) => prependComment(d, comment));
      else {
        update(commentKeys.replies(entityName, entityId, parent), (d) => appendReply(d, comment));
        update(commentKeys.top(entityName, entityId), (d) => bumpReplies(d, parent, 1));
      }
      onCountChange?.(1);
      return true;
    } catch (error) {
      await fail(error);
      return false;
    }
  };

  const edit = async (comment: Comment, text: string): Promise<boolean> => {
    try {
      const saved = await api.put(`/comments/${comment.id}`, {
        body: { id: comment.id, text },
      });
      const key =
        comment.parent === null
          ? commentKeys.top(entityName, entityId)
          : commentKeys.replies(entityName, entityId, comment.parent);
      update(key, (d) => replaceComment(d, saved));
      return true;
    } catch (error) {
      await fail(error);
      return false;
    }
  };

  const remove = async (comment: Comment): Promise<boolean> => {
    const sure = await confirm({ title: t('delete.title'), message: t('delete.comment') });
    if (!sure) return false;
    try {
      await api.delete(`/comments/${comment.id}`);
      if (comment.parent === null)
        update(commentKeys.top(entityName, entityId), (d) => removeComment(d, comment.id));
      else {
        update(commentKeys.replies(entityName, entityId, comment.parent), (d) =>
          removeComment(d, comment.id),
        );
        update(commentKeys.top(entityName, entityId), (d) => bumpReplies(d, comment.parent!, -1));
      }
      onCountChange?.(-1);
      toast.success(t('toast.commentDeleted'));
      return true;
    } catch (error) {
      await fail(error);
      return false;
    }
  };

  return { create, edit, remove };
}
