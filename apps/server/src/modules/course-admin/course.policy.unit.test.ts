import { describe, expect, it } from 'vitest';
import { actors, allowedKinds, COURSE_ID, refusal } from '../../../test/policy-actors.js';
import { abilities, administersEveryCourse, authorize, can, courseRole } from './course.policy.js';

/** Decision 051, ROLE-008/009, COURSE-024/029/033, D-03: every action × actor kind of a course. */
describe('course.policy', () => {
  const course = { id: COURSE_ID };

  it("lets the course's manager and an Administrator administer and post as the course", () => {
    for (const action of ['administer', 'postAsCourse'] as const)
      expect(allowedKinds((a) => can(a, action, course))).toEqual([
        'courseManager',
        'administrator',
      ]);
  });

  it('offers the claim to members with no claim on it who do not administer it (COURSE-024)', () => {
    expect(allowedKinds((a) => can(a, 'claim', course))).toEqual([
      'member',
      'author',
      'otherCourseManager',
    ]);
  });

  it("answers the caller's courseRole (COURSE-033)", () => {
    expect(courseRole(actors.courseManager, course)).toEqual(['Course Admin']);
    expect(courseRole(actors.administrator, course)).toEqual(['Course Admin']);
    expect(courseRole(actors.claimant, course)).toEqual(['Request Pending']);
    expect(courseRole(actors.otherCourseManager, course)).toEqual([]);
    expect(courseRole(actors.guest, course)).toEqual([]);
  });

  it('answers 401 to a guest and 403 with the spec text to the others', () => {
    expect(refusal(() => authorize(actors.guest, 'administer', course))).toMatchObject({
      status: 401,
      message: 'You need to login',
    });
    expect(refusal(() => authorize(actors.claimant, 'administer', course))).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'Only an administrator of this golf course can do this',
    });
    expect(refusal(() => authorize(actors.otherCourseManager, 'postAsCourse', course))).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'Only an administrator of this golf course can post as the course',
    });
    expect(refusal(() => authorize(actors.courseManager, 'administer', course))).toBeNull();
  });

  it('ships the flags, and names the Administrator as manager of every course', () => {
    expect(abilities(actors.courseManager, course)).toEqual({
      canAdminister: true,
      canClaim: false,
    });
    expect(abilities(actors.member, course)).toEqual({ canAdminister: false, canClaim: true });
    expect(abilities(actors.guest, course)).toEqual({ canAdminister: false, canClaim: false });
    expect(allowedKinds(administersEveryCourse)).toEqual(['administrator']);
  });
});
