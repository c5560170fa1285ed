import { describe, expect, it } from 'vitest';
import { SUB_ROLES } from '@bgc/shared';
import { actors, allowedKinds, refusal } from '../../../test/policy-actors.js';
import { authorize, can, subRolesAfterEdit } from './member.policy.js';

/** Decision 051, decision 042, ROLE-003 / ROLE-011: who suspends whom, who holds which role. */
describe('member.policy', () => {
  const member = { id: 20, administrator: false };
  const administrator = { id: 21, administrator: true };

  it('lets only an Administrator suspend, and never another Administrator', () => {
    expect(allowedKinds((a) => can(a, 'suspend', member))).toEqual(['administrator']);
    expect(allowedKinds((a) => can(a, 'suspend', administrator))).toEqual([]);
  });

  it('answers 401, 403 forbidden, and 403 administrator_not_suspendable', () => {
    expect(refusal(() => authorize(actors.guest, 'suspend', member))?.status).toBe(401);
    expect(refusal(() => authorize(actors.courseManager, 'suspend', member))).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    expect(refusal(() => authorize(actors.administrator, 'suspend', administrator))).toMatchObject({
      status: 403,
      code: 'administrator_not_suspendable',
    });
    expect(refusal(() => authorize(actors.administrator, 'suspend', member))).toBeNull();
  });

  it('keeps the Administrator sub-role as it is on a profile save', () => {
    const { Coach, Golfer, Administrator } = SUB_ROLES;
    expect(subRolesAfterEdit([Coach, Coach], [Golfer, Administrator])).toEqual([
      Coach,
      Administrator,
    ]);
    expect(subRolesAfterEdit([Golfer, Administrator], [Coach])).toEqual([Golfer]);
    expect(subRolesAfterEdit([], [])).toEqual([]);
  });
});
