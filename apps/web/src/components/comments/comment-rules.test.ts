import { describe, expect, it } from 'vitest';
import type { Comment, Page } from '@bgc/shared';
import {
  FIRST_REPLY_PAGE,
  commentToSend,
  isSendKey,
  nextCommentPage,
  nextReplyPage,
  uniqueComments,
} from './comment-rules.js';

const key = (over: Partial<Parameters<typeof isSendKey>[0]> = {}) => ({
  key: 'Enter',
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...over,
});

describe('comment input keys (CMT-003)', () => {
  it('sends on Enter alone', () => {
    expect(isSendKey(key())).toBe(true);
  });
  it('does not send on Enter with a modifier, while composing, or on other keys', () => {
    expect(isSendKey(key({ shiftKey: true }))).toBe(false);
    expect(isSendKey(key({ ctrlKey: true }))).toBe(false);
    expect(isSendKey(key({ altKey: true }))).toBe(false);
    expect(isSendKey(key({ metaKey: true }))).toBe(false);
    expect(isSendKey(key({ isComposing: true }))).toBe(false);
    expect(isSendKey(key({ key: 'a' }))).toBe(false);
  });
  it('sends no empty comment', () => {
    expect(commentToSend('')).toBeNull();
    expect(commentToSend('  \n\t ')).toBeNull();
    expect(commentToSend('  Nice round \n')).toBe('Nice round');
  });
});

const comment = (id: number) => ({ id }) as Comment;
const page = (ids: number[], currentPage: number, total: number, limit: number) =>
  ({
    list: ids.map(comment),
    total,
    currentPage,
    totalPages: Math.ceil(total / limit),
  }) satisfies Page<Comment>;

describe('comment pages (OPEN-023, CMT-007)', () => {
  it('pages top-level comments by 10 until the last page', () => {
    expect(nextCommentPage(page([1, 2], 1, 25, 10))).toEqual({ page: 2, limit: 10 });
    expect(nextCommentPage(page([1, 2], 3, 25, 10))).toBeUndefined();
    expect(nextCommentPage(page([], 1, 25, 10))).toBeUndefined();
  });

  it('asks 3 replies first, then pages of 10 without repeating the first 3', () => {
    const ids = Array.from({ length: 25 }, (_, i) => 100 - i);
    const first = page(ids.slice(0, 3), 1, 25, 3);
    expect(FIRST_REPLY_PAGE).toEqual({ page: 1, limit: 3 });
    const second = nextReplyPage([first], [FIRST_REPLY_PAGE]);
    expect(second).toEqual({ page: 1, limit: 10 });
    const p1 = page(ids.slice(0, 10), 1, 25, 10);
    expect(uniqueComments([first, p1]).map((c) => c.id)).toEqual(ids.slice(0, 10));
    const third = nextReplyPage([first, p1], [FIRST_REPLY_PAGE, second!]);
    expect(third).toEqual({ page: 2, limit: 10 });
    const p2 = page(ids.slice(10, 20), 2, 25, 10);
    const p3 = page(ids.slice(20), 3, 25, 10);
    expect(nextReplyPage([first, p1, p2], [FIRST_REPLY_PAGE, second!, third!])).toEqual({
      page: 3,
      limit: 10,
    });
    expect(
      nextReplyPage(
        [first, p1, p2, p3],
        [FIRST_REPLY_PAGE, second!, third!, { page: 3, limit: 10 }],
      ),
    ).toBeUndefined();
  });

  it('stops when the first replies are all of them', () => {
    expect(nextReplyPage([page([1, 2], 1, 2, 3)], [FIRST_REPLY_PAGE])).toBeUndefined();
  });
});
