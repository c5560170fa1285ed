import { describe, expect, it } from 'vitest';
import type { Comment } from '@bgc/shared';
import {
  appendReply,
  bumpReplies,
  prependComment,
  removeComment,
  replaceComment,
  type CommentData,
} from './comment-cache.js';

const c = (id: number, over: Partial<Comment> = {}) =>
  ({ id, text: `c${id}`, totalReply: 0, ...over }) as Comment;
const data = (...pages: Comment[][]): CommentData => ({
  pages: pages.map((list, i) => ({ list, total: 12, totalPages: 2, currentPage: i + 1 })),
  pageParams: pages.map((_, i) => ({ page: i + 1, limit: 10 })),
});

describe('comment cache updates (CMT-002/004/005/007)', () => {
  it('puts a new comment on top of the first page once', () => {
    const next = prependComment(data([c(2), c(1)], [c(0)]), c(3))!;
    expect(next.pages[0]!.list.map((x) => x.id)).toEqual([3, 2, 1]);
    expect(next.pages[1]!.list.map((x) => x.id)).toEqual([0]);
    expect(next.pages[0]!.total).toBe(13);
    expect(prependComment(next, c(3))!.pages[0]!.list.map((x) => x.id)).toEqual([3, 2, 1]);
    expect(prependComment(undefined, c(3))).toBeUndefined();
  });

  it('replaces an edited comment and keeps its reply count', () => {
    const next = replaceComment(data([c(2, { totalReply: 4 }), c(1)]), c(2, { text: 'new' }))!;
    expect(next.pages[0]!.list[0]).toMatchObject({ id: 2, text: 'new', totalReply: 4 });
  });

  it('removes a deleted comment', () => {
    const next = removeComment(data([c(2), c(1)], [c(0)]), 1)!;
    expect(next.pages[0]!.list.map((x) => x.id)).toEqual([2]);
    expect(next.pages[0]!.total).toBe(11);
    expect(next.pages[1]!.total).toBe(11);
  });

  it("moves a parent's reply count", () => {
    const base = data([c(2, { totalReply: 1 })]);
    expect(bumpReplies(base, 2, 1)!.pages[0]!.list[0]!.totalReply).toBe(2);
    expect(bumpReplies(base, 2, -5)!.pages[0]!.list[0]!.totalReply).toBe(0);
  });

  it('puts a new reply after the loaded ones (oldest first), once, when all are loaded', () => {
    const replies = (total: number, ...pages: Comment[][]): CommentData => ({
      pages: pages.map((list, i) => ({ list, total, totalPages: 1, currentPage: i + 1 })),
      pageParams: pages.map((_, i) => ({ page: i + 1, limit: 3 })),
    });
    const all = appendReply(replies(2, [c(1), c(2)]), c(3))!;
    expect(all.pages[0]!.list.map((x) => x.id)).toEqual([1, 2, 3]);
    expect(all.pages[0]!.total).toBe(3);
    expect(appendReply(all, c(3))!.pages[0]!.list.map((x) => x.id)).toEqual([1, 2, 3]);
    // 5 replies, 3 loaded: 'Reply more' will bring the new one after the others
    const part = appendReply(replies(5, [c(1), c(2), c(3)]), c(6))!;
    expect(part.pages[0]!.list.map((x) => x.id)).toEqual([1, 2, 3]);
    expect(part.pages[0]!.total).toBe(6);
    expect(appendReply(undefined, c(3))).toBeUndefined();
  });
});
