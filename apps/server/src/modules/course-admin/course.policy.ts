import { SUB_ROLES } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import { forbidden, unauthorized } from '../../lib/errors.js';
import type { Actor } from '../../lib/auth-guard.js';
import { findCourseRole, findSubRoles } from './course-admin.repository.js';

/**
 * Course permissions (ROLE-008/009, ROLE-014, OPEN-005, D-03), in one place. A course admin is a
 * member whose claim on that course was accepted, or a site Administrator (sub-role 4).
 */
export async function isAdministrator(db: Db, userId: number): Promise<boolean> {
  return (await findSubRoles(db, userId)).includes(SUB_ROLES.Administrator);
}

/** The acting member with the one right the comment and review rules read. */
export interface AdministratorActor {
  userId: number;
  /** Holds the Administrator sub-role. */
  administrator: boolean;
}

/** Loads the rights of `actor` for the comment and review rules (null for a visitor). */
export async function administratorActor(
  db: Db,
  actor: Actor | null,
): Promise<AdministratorActor | null> {
  if (!actor) return null;
  return { userId: actor.userId, administrator: await isAdministrator(db, actor.userId) };
}

/** Whether the member may administer the course. */
export async function isCourseAdmin(db: Db, userId: number, courseId: number): Promise<boolean> {
  const [role, admin] = await Promise.all([
    findCourseRole(db, courseId, userId),
    isAdministrator(db, userId),
  ]);
  return admin || role?.status === 'accepted';
}

/** 401 for a visitor, 403 for a member who does not administer the course. */
export async function authorizeCourseAdmin(
  db: Db,
  actor: Actor | null,
  courseId: number,
): Promise<Actor> {
  if (!actor) throw unauthorized('You need to login');
  if (!(await isCourseAdmin(db, actor.userId, courseId)))
    throw forbidden('Only an administrator of this golf course can do this');
  return actor;
}

/** 401 for a visitor, 403 for a member without the Administrator sub-role. */
export async function authorizeAdministrator(db: Db, actor: Actor | null): Promise<Actor> {
  if (!actor) throw unauthorized('You need to login');
  if (!(await isAdministrator(db, actor.userId)))
    throw forbidden('Only an administrator can do this');
  return actor;
}

/**
 * COURSE-024 / C-11: the caller's courseRole list on a course: ['Course Admin'] for an
 * accepted claim or an Administrator, ['Request Pending'] for a pending claim, else [].
 */
export async function courseRoleOf(
  db: Db,
  userId: number | null,
  courseId: number,
): Promise<string[]> {
  if (userId === null) return [];
  const [role, admin] = await Promise.all([
    findCourseRole(db, courseId, userId),
    isAdministrator(db, userId),
  ]);
  if (admin || role?.status === 'accepted') return ['Course Admin'];
  if (role?.status === 'pending') return ['Request Pending'];
  return [];
}
