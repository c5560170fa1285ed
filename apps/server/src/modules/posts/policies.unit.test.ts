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

/** Expects the abilities a policy gives each actor of `rows` on `entity`: [actor, canUpdate, canDelete]. */
function expectAbilities<A, E>(
  abilities: (actor: A, entity: E) => { canUpdate: boolean; canDelete: boolean },
  entity: E,
  rows: Array<[actor: A, canUpdate: boolean, canDelete: boolean]>,
): void {
  for (const [actor, canUpdate, canDelete] of rows)
    expect(abilities(actor, entity)).toEqual({ canUpdate, canDelete });
}

describe('posts.policy', () => {
  const post = { authorId: 1, courseId: 9 };
  it('lets the author update and delete, nobody else update', () => {
    expectAbilities(posts.abilities, post, [
      [member(1), true, true],
      [member(2, true), false, true],
      [member(3, false, [9]), false, true],
      [member(3, false, [8]), false, false],
      [null, false, false],
    ]);
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
    expectAbilities(comments.abilities, comment, [
      [member(1), true, true],
      [member(5), false, true],
      [member(7, true), false, true],
      [member(7), false, false],
    ]);
    expect(() => comments.authorize(member(7), 'update', comment)).toThrow(
      expect.objectContaining({ status: 403, code: 'forbidden' }),
    );
  });
});

describe('reviews.policy', () => {
  const review = { authorId: 1 };
  it('lets the author update, the author or an Administrator delete', () => {
    expectAbilities(reviews.abilities, review, [
      [member(1), true, true],
      [member(2, true), false, true],
      [member(2), false, false],
    ]);
    expect(() => reviews.authorize(member(2), 'delete', review)).toThrow(
      expect.objectContaining({ message: 'You can only delete your own review' }),
    );
  });
});
