import { describe, expect, it } from 'vitest';
import * as comments from '../comments/comments.policy.js';
import * as reviews from '../reviews/reviews.policy.js';
import * as posts from './posts.policy.js';

/** docs/style.md §5: the post, comment and review rules (POST-008/024, CMT-011, T56/T57). */
const member = (userId: number, administrator = false, courseAdminOf: number[] = []) => ({
  userId,
  administrator,
  courseAdminOf: new Set(courseAdminOf),
});

describe('posts.policy', () => {
  const post = { authorId: 1, courseId: 9 };
  it('lets the author update and delete, nobody else update', () => {
    expect(posts.abilities(member(1), post)).toEqual({ canUpdate: true, canDelete: true });
    expect(posts.abilities(member(2, true), post)).toEqual({ canUpdate: false, canDelete: true });
    expect(posts.abilities(member(3, false, [9]), post)).toEqual({
      canUpdate: false,
      canDelete: true,
    });
    expect(posts.abilities(member(3, false, [8]), post)).toEqual({
      canUpdate: false,
      canDelete: false,
    });
    expect(posts.abilities(null, post)).toEqual({ canUpdate: false, canDelete: false });
  });
  it('answers 401 to a visitor and 403 to another member', () => {
    expect(() => posts.authorize(null, 'delete', post)).toThrow(
      expect.objectContaining({ status: 401 }),
    );
    expect(() => posts.authorize(member(3), 'delete', post)).toThrow(
      expect.objectContaining({ status: 403, message: 'You can not delete this post' }),
    );
    expect(() => posts.authorize(member(1), 'update', post)).not.toThrow();
  });
});

describe('comments.policy', () => {
  const comment = { authorId: 1, targetAuthorId: 5 };
  it("lets the author and the post's author delete, only the author update", () => {
    expect(comments.abilities(member(1), comment)).toEqual({ canUpdate: true, canDelete: true });
    expect(comments.abilities(member(5), comment)).toEqual({ canUpdate: false, canDelete: true });
    expect(comments.abilities(member(7, true), comment)).toEqual({
      canUpdate: false,
      canDelete: true,
    });
    expect(comments.abilities(member(7), comment)).toEqual({ canUpdate: false, canDelete: false });
    expect(() => comments.authorize(member(7), 'update', comment)).toThrow(
      expect.objectContaining({ status: 403, code: 'forbidden' }),
    );
  });
});

describe('reviews.policy', () => {
  const review = { authorId: 1 };
  it('lets the author update, the author or an Administrator delete', () => {
    expect(reviews.abilities(member(1), review)).toEqual({ canUpdate: true, canDelete: true });
    expect(reviews.abilities(member(2, true), review)).toEqual({
      canUpdate: false,
      canDelete: true,
    });
    expect(reviews.abilities(member(2), review)).toEqual({ canUpdate: false, canDelete: false });
    expect(() => reviews.authorize(member(2), 'delete', review)).toThrow(
      expect.objectContaining({ message: 'You can only delete your own review' }),
    );
  });
});
