import { describe, expect, it } from 'vitest';
import { actors, allowedKinds, AUTHOR_ID, refusal } from '../../../test/policy-actors.js';
import { abilities, authorize, can } from './comments.policy.js';

/** Decision 051, CMT-011 / T71 / T72: every action × actor kind of a comment. */
describe('comments.policy', () => {
  // the manager of course 9 wrote the commented post
  const comment = { authorId: AUTHOR_ID, targetAuthorId: actors.courseManager.userId };

  it('lets only the author update', () => {
    expect(allowedKinds((a) => can(a, 'update', comment))).toEqual(['author']);
  });

  it("lets the author, the commented post's author and an Administrator delete", () => {
    expect(allowedKinds((a) => can(a, 'delete', comment))).toEqual([
      'author',
      'courseManager',
      'administrator',
    ]);
    expect(allowedKinds((a) => can(a, 'delete', { ...comment, targetAuthorId: null }))).toEqual([
      'author',
      'administrator',
    ]);
  });

  it('answers 401 to a guest and 403 with the spec text to the others', () => {
    expect(refusal(() => authorize(actors.guest, 'update', comment))?.status).toBe(401);
    expect(refusal(() => authorize(actors.member, 'update', comment))).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'You can only edit your own comment',
    });
    expect(refusal(() => authorize(actors.member, 'delete', comment))?.message).toBe(
      'You can not delete this comment',
    );
    expect(refusal(() => authorize(actors.courseManager, 'delete', comment))).toBeNull();
  });

  it('ships the same answers as flags', () => {
    expect(abilities(actors.author, comment)).toEqual({ canUpdate: true, canDelete: true });
    expect(abilities(actors.administrator, comment)).toEqual({
      canUpdate: false,
      canDelete: true,
    });
  });
});
