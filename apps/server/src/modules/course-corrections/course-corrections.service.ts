import type { CourseAuditEntry, CourseKind, CourseRemoval, RemovalReason } from '@bgc/shared';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/auth-guard.js';
import { conflict, notFound, validationError } from '../../lib/errors.js';
import { loadActor } from '../../lib/policy-actor.js';
import { authorize } from './course-correction.policy.js';
import {
  findAlterations,
  findCorrectable,
  findCorrections,
  findMergeTarget,
  logCourseChange,
  mergeCourse,
  setKind,
  setLocation,
  setRemoval,
  type CorrectableCourse,
} from './course-corrections.repository.js';

/**
 * What the service needs of the ranking: a full recompute now (D-05), area totals included, so
 * the answer already reflects the correction.
 */
export type RankingRefresher = () => Promise<unknown>;

/**
 * RANK-018 / OPEN-032, 17.4, 11.5: site administrators correct the course table.
 * Every call is for Administrators only (401 / 403), is logged in `course_audit_log` with the
 * values before and after, and recomputes the ranking before it answers.
 */
export class CourseCorrectionService {
  constructor(
    private readonly db: Db,
    private readonly ranking: RankingRefresher,
  ) {}

  private async course(id: number): Promise<CorrectableCourse> {
    const course = await findCorrectable(this.db, id);
    if (!course) throw notFound('Golf course not found');
    return course;
  }

  private async recompute(): Promise<void> {
    await this.ranking();
  }

  /** Removes a course from every ranking and search, with a reason; its page stays. */
  async remove(actor: Actor | null, id: number, body: CourseRemoval): Promise<{ ok: true }> {
    const admin = authorize(await loadActor(this.db, actor), 'correct');
    const course = await this.course(id);
    await setRemoval(this.db, id, body.reason);
    await logCourseChange(this.db, id, admin.userId, 'remove', {
      reason: body.reason,
      note: body.note ?? null,
      before: course.removedReason,
    });
    await this.recompute();
    return { ok: true };
  }

  /** Undoes a removal. 409 when the course is not removed. */
  async restore(actor: Actor | null, id: number): Promise<{ ok: true }> {
    const admin = authorize(await loadActor(this.db, actor), 'correct');
    const course = await this.course(id);
    if (course.removedReason === null) throw conflict('This golf course is not removed');
    await setRemoval(this.db, id, null);
    await logCourseChange(this.db, id, admin.userId, 'restore', {
      before: course.removedReason,
    });
    await this.recompute();
    return { ok: true };
  }

  /** Corrects a classification; only `course` rows are ranked. */
  async setKind(actor: Actor | null, id: number, kind: CourseKind): Promise<{ ok: true }> {
    const admin = authorize(await loadActor(this.db, actor), 'correct');
    const course = await this.course(id);
    await setKind(this.db, id, kind);
    await logCourseChange(this.db, id, admin.userId, 'kind', { before: course.kind, after: kind });
    await this.recompute();
    return { ok: true };
  }

  /** Corrects where a course is (Oakland Hills, Hazeltine …). */
  async setLocation(
    actor: Actor | null,
    id: number,
    location: { latitude: number; longitude: number; city?: string | null; state?: string | null },
  ): Promise<{ ok: true }> {
    const admin = authorize(await loadActor(this.db, actor), 'correct');
    const course = await this.course(id);
    await setLocation(this.db, id, location);
    await logCourseChange(this.db, id, admin.userId, 'location', {
      before: {
        latitude: course.latitude,
        longitude: course.longitude,
        city: course.city,
        state: course.state,
      },
      after: location,
    });
    return { ok: true };
  }

  /**
   * Merges a duplicate into its course. 400 when merging a course into itself or
   * into a merged course, 409 when the duplicate is already merged.
   */
  async merge(
    actor: Actor | null,
    id: number,
    intoId: number,
  ): Promise<{ ok: true; moved: Record<string, number> }> {
    const admin = authorize(await loadActor(this.db, actor), 'correct');
    if (id === intoId)
      throw validationError('Invalid parameter: intoId', {
        intoId: 'A course cannot be merged into itself',
      });
    const [from, into] = await Promise.all([this.course(id), this.course(intoId)]);
    if (from.mergedIntoId !== null) throw conflict('This golf course is already merged');
    if (into.mergedIntoId !== null)
      throw validationError('Invalid parameter: intoId', {
        intoId: 'That course is merged itself',
      });
    const moved = await mergeCourse(this.db, id, intoId);
    await logCourseChange(this.db, id, admin.userId, 'merge', { into: intoId, moved });
    await logCourseChange(this.db, intoId, admin.userId, 'merge', { from: id, moved });
    await this.recompute();
    return { ok: true, moved };
  }

  /** The admin list (RANK-018 undo): removed courses, or every correction, newest first. */
  async list(
    actor: Actor | null,
    onlyRemoved: boolean,
    page: number,
    limit: number,
  ): Promise<{ list: CourseAuditEntry[]; total: number }> {
    authorize(await loadActor(this.db, actor), 'list');
    const rows = await findCorrections(this.db, onlyRemoved, page, limit);
    return {
      total: Number(rows[0]?.total ?? 0),
      list: rows.map((r) => ({
        id: Number(r.id),
        action: r.action as CourseAuditEntry['action'],
        detail: (r.detail ?? {}) as Record<string, unknown>,
        actor:
          r.actor_id === null
            ? null
            : { id: Number(r.actor_id), name: `${String(r.first_name)} ${String(r.last_name)}` },
        createdAt: new Date(r.created_at as string).toISOString(),
        course: {
          id: Number(r.course_id),
          name: String(r.name),
          slug: String(r.slug),
          countrySlug: String(r.country_slug),
          kind: r.kind as CourseKind,
          removedReason: (r.removed_reason as RemovalReason | null) ?? null,
          mergedIntoId: r.merged_into_id === null ? null : Number(r.merged_into_id),
        },
      })),
    };
  }

  /** ODbL §4.6: every alteration of the shipped course table (public, no actor). */
  alterations() {
    return findAlterations(this.db);
  }

  /** where a merged course's address now points, or null. */
  movedTarget(where: { id: number } | { slug: string; countrySlug?: string | undefined }) {
    return findMergeTarget(this.db, where);
  }
}
