import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, coursePeers, courseRoles, courses, users } from '../../db/schema/index.js';
import type { CoursePeerInput, Facilities } from '@bgc/shared';
import { courseRefColumns, memberCardColumns } from '../../db/columns.js';
import { countedPage } from '../../db/paging.js';

export type CourseRoleRecord = typeof courseRoles.$inferSelect;
export type CoursePeerRecord = typeof coursePeers.$inferSelect;

/** The caller's claim on a course (pending or accepted), or null. */
export async function findCourseRole(
  db: Db,
  courseId: number,
  userId: number,
): Promise<CourseRoleRecord | null> {
  const rows = await db
    .select()
    .from(courseRoles)
    .where(and(eq(courseRoles.courseId, courseId), eq(courseRoles.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Sub-role ids of a member ([] when unknown). */
export async function findSubRoles(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ subRoles: users.subRoles })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0]?.subRoles ?? [];
}

/** Inserts a pending claim; null when the member already has a row for that course. */
export async function insertClaim(
  db: Db,
  values: { courseId: number; userId: number; phone: string },
): Promise<CourseRoleRecord | null> {
  const rows = await db
    .insert(courseRoles)
    .values({ ...values, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** D-03 queue: pending claims, oldest first, with course, country and member. */
export async function findPendingClaims(db: Db, page: number, limit: number) {
  const where = eq(courseRoles.status, 'pending');
  const query = db
    .select({
      role: courseRoles,
      course: courseRefColumns,
      country: { id: countries.id, slug: countries.slug, names: countries.names },
      user: {
        ...memberCardColumns,
        email: users.email,
      },
    })
    .from(courseRoles)
    .innerJoin(courses, eq(courses.id, courseRoles.courseId))
    .innerJoin(countries, eq(countries.id, courses.countryId))
    .innerJoin(users, eq(users.id, courseRoles.userId))
    .where(where)
    .orderBy(asc(courseRoles.createdAt), asc(courseRoles.id))
    .$dynamic();
  return countedPage(db, courseRoles, where, query, page, limit);
}

/** A claim by id with its course name (for the acceptance mail), or null. */
export async function findClaim(db: Db, id: number) {
  const rows = await db
    .select({
      role: courseRoles,
      course: courseRefColumns,
      countrySlug: countries.slug,
      email: users.email,
      firstName: users.firstName,
    })
    .from(courseRoles)
    .innerJoin(courses, eq(courses.id, courseRoles.courseId))
    .innerJoin(countries, eq(countries.id, courses.countryId))
    .innerJoin(users, eq(users.id, courseRoles.userId))
    .where(eq(courseRoles.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** Pending → accepted; false when the claim is not pending any more. */
export async function acceptClaim(db: Db, id: number, adminId: number): Promise<boolean> {
  const rows = await db
    .update(courseRoles)
    .set({ status: 'accepted', decidedAt: new Date(), decidedById: adminId })
    .where(and(eq(courseRoles.id, id), eq(courseRoles.status, 'pending')))
    .returning({ id: courseRoles.id });
  return rows.length > 0;
}

/** Rejecting deletes the pending claim so the member may claim again (OPEN-002). */
export async function deletePendingClaim(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(courseRoles)
    .where(and(eq(courseRoles.id, id), eq(courseRoles.status, 'pending')))
    .returning({ id: courseRoles.id });
  return rows.length > 0;
}

/** DATA-001 courseAdmin[]: the member's claims with their course. */
export async function findCourseAdminLinks(db: Db, userId: number) {
  return db
    .select({
      id: courses.id,
      name: courses.name,
      slug: courses.slug,
      countrySlug: countries.slug,
      countryNames: countries.names,
      status: courseRoles.status,
    })
    .from(courseRoles)
    .innerJoin(courses, eq(courses.id, courseRoles.courseId))
    .innerJoin(countries, eq(countries.id, courses.countryId))
    .where(eq(courseRoles.userId, userId))
    .orderBy(asc(courseRoles.createdAt));
}

const emptyToNull = (v: string | null | undefined) => (v === undefined || v === '' ? null : v);

/**
 * COURSE-032: applies an edit in one transaction: course columns, facilities merged into the
 * stored map, and the peer rows replaced as a whole when given.
 */
export async function applyCourseEdit(
  db: Db,
  courseId: number,
  edit: {
    columns: Partial<typeof courses.$inferInsert>;
    facilities?: Partial<Facilities> | undefined;
    peers?: CoursePeerInput[] | undefined;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    const set: Partial<typeof courses.$inferInsert> = { ...edit.columns, updatedAt: new Date() };
    if (edit.facilities) {
      set.facilities =
        sql`${courses.facilities} || ${JSON.stringify(edit.facilities)}::jsonb` as never;
    }
    await tx.update(courses).set(set).where(eq(courses.id, courseId));
    if (edit.peers) {
      await tx.delete(coursePeers).where(eq(coursePeers.courseId, courseId));
      if (edit.peers.length > 0) {
        await tx.insert(coursePeers).values(
          edit.peers.map((p, position) => ({
            courseId,
            position,
            name: p.name,
            holeTotal: emptyToNull(p.holeTotal),
            par: emptyToNull(p.par),
            courseType: emptyToNull(p.courseType),
            courseArchitect: emptyToNull(p.courseArchitect),
            openDate: emptyToNull(p.openDate),
            guestPolicy: emptyToNull(p.guestPolicy),
            weekdayPrice: emptyToNull(p.weekdayPrice),
            weekendPrice: emptyToNull(p.weekendPrice),
            twilightPrice: emptyToNull(p.twilightPrice),
            fairway: emptyToNull(p.fairway),
            green: emptyToNull(p.green),
          })),
        );
      }
    }
  });
}

/** The course's current avatar and cover. */
export async function findCourseImages(db: Db, courseId: number) {
  const rows = await db
    .select({ picture: courses.picture, cover: courses.cover })
    .from(courses)
    .where(eq(courses.id, courseId))
    .limit(1);
  return rows[0] ?? null;
}

/** D-03: gives the Administrator sub-role (4) to the members with these e-mails. */
export async function grantAdministrators(db: Db, emails: readonly string[]): Promise<number> {
  if (emails.length === 0) return 0;
  const rows = await db
    .update(users)
    .set({ subRoles: sql`array_append(${users.subRoles}, 4::smallint)` })
    .where(and(inArray(users.email, [...emails]), sql`NOT (4::smallint = ANY(${users.subRoles}))`))
    .returning({ id: users.id });
  return rows.length;
}

/** Whether any member holds the Administrator sub-role (D-03). */
export async function hasAdministrator(db: Db): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`4::smallint = ANY(${users.subRoles})`)
    .limit(1);
  return rows.length > 0;
}

/** The member's course claims, pending or accepted (decision 051's policy actor). */
export async function findCourseClaims(
  db: Db,
  userId: number,
): Promise<Array<{ id: number; status: 'pending' | 'accepted' }>> {
  return db
    .select({ id: courseRoles.courseId, status: courseRoles.status })
    .from(courseRoles)
    .where(eq(courseRoles.userId, userId));
}
