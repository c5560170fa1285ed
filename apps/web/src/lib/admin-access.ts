import { SUB_ROLES, type MeUser } from '@bgc/shared';

/**
 * D-03: a member holding the Administrator sub-role (`/me.subRoles` contains
 * `SUB_ROLES.Administrator`) sees the administrators' pages; everyone else gets not-found.
 */
export function isAdministrator(user: Pick<MeUser, 'subRoles'> | null | undefined): boolean {
  return user?.subRoles.includes(SUB_ROLES.Administrator) ?? false;
}
