import { describe, expect, it } from 'vitest';
import {
  actors,
  allowedKinds,
  AUTHOR_ID,
  COURSE_ID,
  refusal,
} from '../../../test/policy-actors.js';
import { abilities, authorize, can } from './posts.policy.js';

/** Decision 051, POST-008 / POST-024 / ROLE-010: every action × actor kind of a course post. */
describe('posts.policy', () => {
  const post = { authorId: AUTHOR_ID, courseId: COURSE_ID };

  it('lets only the author update (POST-024)', () => {
    expect(allowedKinds((a) => can(a, 'update', post))).toEqual(['author']);
  });

  it("lets the author, the course's manager and an Administrator delete (POST-008)", () => {
    expect(allowedKinds((a) => can(a, 'delete', post))).toEqual([
      'author',
      'courseManager',
      'administrator',
    ]);
    // a post on no course has no course manager
    expect(allowedKinds((a) => can(a, 'delete', { ...post, courseId: null }))).toEqual([
      'author',
      'administrator',
    ]);
  });

  it('answers 401 to a guest and 403 with the spec text to the others', () => {
    expect(refusal(() => authorize(actors.guest, 'delete', post))).toMatchObject({
      status: 401,
      code: 'unauthorized',
    });
    expect(refusal(() => authorize(actors.member, 'delete', post))).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'You can not delete this post',
    });
    expect(refusal(() => authorize(actors.administrator, 'update', post))).toMatchObject({
      status: 403,
      message: 'You can only edit your own post',
    });
    expect(refusal(() => authorize(actors.author, 'update', post))).toBeNull();
  });

  it('ships the same answers as flags', () => {
    expect(abilities(actors.courseManager, post)).toEqual({ canUpdate: false, canDelete: true });
    expect(abilities(actors.guest, post)).toEqual({ canUpdate: false, canDelete: false });
  });
});
