import { describe, expect, it } from 'vitest';
import { actors, ACTOR_KINDS, allowedKinds, refusal } from '../../test/policy-actors.js';
import * as contactRequests from '../modules/contact/contact-request.policy.js';
import * as courseClaims from '../modules/course-admin/course-claim.policy.js';
import * as courseCorrections from '../modules/course-corrections/course-correction.policy.js';
import * as reports from '../modules/reports/report.policy.js';
import { policyActor } from './policy-actor.js';

/**
 * Decision 051: the entities only site Administrators handle (D-03 claims, RANK-018 course
 * corrections, D-04 moderation, the contact requests): every action × actor kind.
 */
const POLICIES = [
  ['course-claim', courseClaims, ['list', 'decide']],
  ['course-correction', courseCorrections, ['list', 'correct']],
  ['report', reports, ['list', 'decide']],
  ['contact-request', contactRequests, ['list', 'answer']],
] as const;

describe.each(POLICIES)('%s.policy', (_name, policy, actions) => {
  const can = policy.can as (a: unknown, action: string) => boolean;
  const authorize = policy.authorize as (a: unknown, action: string) => unknown;

  it.each(actions)('%s: the Administrator only', (action) => {
    expect(allowedKinds((a) => can(a, action))).toEqual(['administrator']);
  });

  it.each(actions)('%s: 401 for a guest, 403 for every member kind', (action) => {
    expect(refusal(() => authorize(actors.guest, action))).toMatchObject({
      status: 401,
      code: 'unauthorized',
      message: 'You need to login',
    });
    for (const kind of ACTOR_KINDS.filter((k) => k !== 'guest' && k !== 'administrator'))
      expect(refusal(() => authorize(actors[kind], action))).toEqual({
        status: 403,
        code: 'forbidden',
        message: 'Only an administrator can do this',
      });
    expect(authorize(actors.administrator, action)).toBe(actors.administrator);
  });
});

describe('policyActor', () => {
  it('reads the Administrator sub-role and the claims', () => {
    const actor = policyActor(
      7,
      [4],
      [
        { id: 1, status: 'accepted' },
        { id: 2, status: 'pending' },
      ],
    );
    expect(actor.administrator).toBe(true);
    expect([...actor.courseAdminOf]).toEqual([1]);
    expect([...actor.claimPendingOn]).toEqual([2]);
    expect(policyActor(7, [1, 2, 3], []).administrator).toBe(false);
  });
});
