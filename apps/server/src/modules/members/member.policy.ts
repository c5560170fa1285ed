import { SUB_ROLES } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import { AppError, forbidden, unauthorized } from '../../lib/errors.js';
import { holdsAdministratorRole, type PolicyActor } from '../../lib/policy-actor.js';
import { findSubRoles } from '../course-admin/course-admin.repository.js';

/**
 * Who may do what to a member account (ROLE-003, ROLE-011, D-04, decision 042; decision 051):
 *  - `suspend`: a site Administrator suspends a reported member, never another Administrator
 *    (403 `administrator_not_suspendable`);
 *  - the sub-roles a member sets on their profile: Coach, Golfer, Vlogger; the Administrator
 *    sub-role is granted by the operator (ADMIN_EMAILS) and stays as it is (`subRolesAfterEdit`).
 */
export type MemberAction = 'suspend';

/** The fields of a member the rules read. */
export interface MemberEntity {
  id: number;
  /** Holds the Administrator sub-role. */
  administrator: boolean;
}

/** Loads the fields the rules read of member `id` (an unknown member holds no role). */
export async function memberEntity(db: Db, id: number): Promise<MemberEntity> {
  return { id, administrator: holdsAdministratorRole(await findSubRoles(db, id)) };
}

/** The pure rule: an Administrator suspends any member who is not an Administrator. */
export function can(
  actor: PolicyActor | null,
  _action: MemberAction,
  member: MemberEntity,
): boolean {
  return (actor?.administrator ?? false) && !member.administrator;
}

/**
 * 401 for a visitor, 403 `forbidden` for a member who is not an Administrator, 403
 * `administrator_not_suspendable` for an Administrator as the target.
 */
export function authorize(
  actor: PolicyActor | null,
  action: MemberAction,
  member: MemberEntity,
): PolicyActor {
  if (!actor) throw unauthorized('You need to login');
  if (!actor.administrator) throw forbidden('Only an administrator can do this');
  if (!can(actor, action, member)) throw new AppError('administrator_not_suspendable');
  return actor;
}

/**
 * The sub-role ids a profile save stores: the requested ones (deduplicated), plus the
 * Administrator sub-role when the member held it; a member never grants it to themself.
 */
export function subRolesAfterEdit(
  requested: readonly number[],
  current: readonly number[],
): number[] {
  const kept = holdsAdministratorRole(current) ? [SUB_ROLES.Administrator] : [];
  return [...new Set([...requested.filter((r) => r !== SUB_ROLES.Administrator), ...kept])];
}
