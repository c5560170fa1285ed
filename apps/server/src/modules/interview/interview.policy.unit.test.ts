import { describe, expect, it } from 'vitest';
import { actors, allowedKinds, COURSE_ID, refusal } from '../../../test/policy-actors.js';
import { authorize, can } from './interview.policy.js';

/** Decision 051, INTV-012 / ROLE-009: who writes a course's interview. */
describe('interview.policy', () => {
  const interview = { courseId: COURSE_ID };

  it("lets the course's manager and an Administrator update", () => {
    expect(allowedKinds((a) => can(a, 'update', interview))).toEqual([
      'courseManager',
      'administrator',
    ]);
  });

  it('answers 401 to a guest and 403 to the others', () => {
    expect(refusal(() => authorize(actors.guest, 'update', interview))?.status).toBe(401);
    expect(refusal(() => authorize(actors.author, 'update', interview))).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'Only an administrator of this golf course can do this',
    });
    expect(refusal(() => authorize(actors.administrator, 'update', interview))).toBeNull();
  });
});
