import type { InfiniteData } from '@tanstack/react-query';
import type { Comment, Page } from '@bgc/shared';
import type { PageRequest } from './comment-rules.js';

/**
 * Pure updates of a loaded comment list (TanStack Query infinite data) after a create, an
 * edit, a delete or a reply (CMT-002/004/005/007), so the list changes without reloading.
 * Unit-tested in `comment-cache.test.ts`.
 */
export type CommentData = InfiniteData<Page<Comment>, PageRequest>;

/** A new comment goes on top of the first page (newest first); totals move by one. */
export function prependComment(data: CommentData | undefined, comment: Comment) {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      total: page.total + 1,
      list: index === 0 ? [comment, ...page.list.filter((c) => c.id !== comment.id)] : page.list,
    })),
  };
}

/** An edited comment replaces the listed one (its replies and counts are kept). */
export function replaceComment(data: CommentData | undefined, comment: Comment) {
  if (!data) return data;
  return mapComments(data, (c) =>
    c.id === comment.id ? { ...c, ...comment, totalReply: c.totalReply } : c,
  );
}

/** A deleted comment leaves the list; totals move by one. */
export function removeComment(data: CommentData | undefined, id: number) {
  if (!data) return data;
  const listed = data.pages.some((page) => page.list.some((c) => c.id === id));
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      total: listed ? Math.max(0, page.total - 1) : page.total,
      list: page.list.filter((c) => c.id !== id),
    })),
  };
}

/** A reply added (+1) or deleted (−1) changes its parent's `totalReply`. */
export function bumpReplies(data: CommentData | undefined, parentId: number, delta: number) {
  if (!data) return data;
  return mapComments(data, (c) =>
    c.id === parentId ? { ...c, totalReply: Math.max(0, c.totalReply + delta) } : c,
  );
}

function mapComments(data: CommentData, fn: (c: Comment) => Comment): CommentData {
  return { ...data, pages: data.pages.map((page) => ({ ...page, list: page.list.map(fn) })) };
}
