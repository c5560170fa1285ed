import { describe, expect, it } from 'vitest';
import { actors, allowedKinds, AUTHOR_ID, refusal } from '../../../test/policy-actors.js';
import { abilities, authorize, can } from './reviews.policy.js';

/** Decision 051, REV-016 / REV-017 / T56 / T57: every action × actor kind of a review. */
describe('reviews.policy', () => {
  const review = { authorId: AUTHOR_ID };

  it('lets only the author update (REV-016)', () => {
    expect(allowedKinds((a) => can(a, 'update', review))).toEqual(['author']);
  });

  it('lets the author and an Administrator delete, not a course manager (REV-017)', () => {
    expect(allowedKinds((a) => can(a, 'delete', review))).toEqual(['author', 'administrator']);
  });

  it('answers 401 to a guest and 403 with the spec text to the others', () => {
    expect(refusal(() => authorize(actors.guest, 'delete', review))?.status).toBe(401);
    expect(refusal(() => authorize(actors.courseManager, 'delete', review))).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'You can only delete your own review',
    });
    expect(refusal(() => authorize(actors.member, 'update', review))?.message).toBe(
      'You can only edit your own review',
    );
    expect(refusal(() => authorize(actors.administrator, 'delete', review))).toBeNull();
  });

  it('ships the same answers as flags', () => {
    expect(abilities(actors.author, review)).toEqual({ canUpdate: true, canDelete: true });
    expect(abilities(actors.guest, review)).toEqual({ canUpdate: false, canDelete: false });
  });
});
