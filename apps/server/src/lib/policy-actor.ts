import { SUB_ROLES } from '@bgc/shared';
import type { Db } from '../db/client.js';
import { findCourseClaims, findSubRoles } from '../modules/course-admin/course-admin.repository.js';
import { forbidden, unauthorized } from './errors.js';

/**
 * Decision 051: the rights of the acting member every entity policy (`<entity>.policy.ts`)
 * reads, loaded once per request. This module and the policy files are the only places that
 * read the Administrator sub-role or a course claim's status (D-03, ROLE-008/009, ROLE-014).
 */
export interface PolicyActor {
  userId: number;
  /** Holds the Administrator sub-role (granted by the operator, ADMIN_EMAILS). */
  administrator: boolean;
  /** Ids of the courses whose claim was accepted for this member (D-03, 'Course Admin'). */
  courseAdminOf: ReadonlySet<number>;
  /** Ids of the courses this member claimed, the claim still pending ('Request Pending'). */
  claimPendingOn: ReadonlySet<number>;
}

/** A course claim of the member as the policies read it (courseAdmin[] of /me has this shape). */
export interface ClaimState {
  id: number;
  status: 'pending' | 'accepted';
}

/** Whether sub-role ids hold the Administrator one (D-03). */
export function holdsAdministratorRole(subRoles: readonly number[]): boolean {
  return subRoles.includes(SUB_ROLES.Administrator);
}

/** The rights of member `userId` from their sub-role ids and course claims (no database). */
export function policyActor(
  userId: number,
  subRoles: readonly number[],
  claims: readonly ClaimState[],
): PolicyActor {
  return {
    userId,
    administrator: holdsAdministratorRole(subRoles),
    courseAdminOf: new Set(claims.filter((c) => c.status === 'accepted').map((c) => c.id)),
    claimPendingOn: new Set(claims.filter((c) => c.status === 'pending').map((c) => c.id)),
  };
}

/** Loads the rights of `actor` (null for a visitor); an unknown member holds none. */
export async function loadActor(
  db: Db,
  actor: { userId: number } | null,
): Promise<PolicyActor | null> {
  if (!actor) return null;
  const [subRoles, claims] = await Promise.all([
    findSubRoles(db, actor.userId),
    findCourseClaims(db, actor.userId),
  ]);
  return policyActor(actor.userId, subRoles, claims);
}

/**
 * The policy of an entity only site Administrators handle (the course table's corrections,
 * the claims queue, the moderation queue, the contact requests): `can` is true for an
 * Administrator and every action; `authorize` throws 401 'You need to login' for a visitor and
 * 403 `forbidden` 'Only an administrator can do this' otherwise, and answers the actor.
 */
export function administratorPolicy<Action extends string>() {
  const can = (actor: PolicyActor | null, _action: Action): boolean =>
    actor?.administrator ?? false;
  return {
    can,
    authorize: (actor: PolicyActor | null, action: Action): PolicyActor => {
      if (!actor) throw unauthorized('You need to login');
      if (!can(actor, action)) throw forbidden('Only an administrator can do this');
      return actor;
    },
  };
}
