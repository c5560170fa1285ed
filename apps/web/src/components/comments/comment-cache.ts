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

/**
 * a new reply goes after the loaded replies (oldest first) when every earlier one
 * is loaded; otherwise only the totals move and 'Reply more' brings it in its place.
 */
export function appendReply(data: CommentData | undefined, reply: Comment) {
  if (!data) return data;
  const loaded = new Set(data.pages.flatMap((page) => page.list.map((c) => c.id)));
  const total = data.pages.at(-1)?.total ?? 0;
  const complete = loaded.size >= total;
  const last = data.pages.length - 1;
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      total: page.total + (loaded.has(reply.id) ? 0 : 1),
      list: complete && index === last && !loaded.has(reply.id) ? [...page.list, reply] : page.list,
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
