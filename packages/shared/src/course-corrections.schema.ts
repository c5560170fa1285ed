import { z } from 'zod';
import { COURSE_KINDS, REMOVAL_REASONS } from './course-kind.js';
import { dbIdSchema } from './db-id.js';

/**
 * RANK-018 / OPEN-032, decision 009: site administrators' corrections of the course
 * table — remove from rankings (with a reason) and undo, correct a classification, merge a
 * duplicate into its course, correct a location. Every change is kept in an audit trail.
 */
export const courseRemovalSchema = z.object({
  reason: z.enum(REMOVAL_REASONS),
  note: z.string().trim().max(500).optional(),
});
export const courseKindSchema = z.object({ kind: z.enum(COURSE_KINDS) });
export const courseMergeSchema = z.object({ intoId: dbIdSchema });
export const courseLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  city: z.string().trim().min(1).max(120).nullable().optional(),
  state: z.string().trim().min(1).max(120).nullable().optional(),
});

/** One audit entry: what was done to which course, by whom, when. */
export const courseAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(['kind', 'remove', 'restore', 'merge', 'location', 'facts']),
  detail: z.record(z.string(), z.unknown()),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  course: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    countrySlug: z.string(),
    kind: z.enum(COURSE_KINDS),
    removedReason: z.enum(REMOVAL_REASONS).nullable(),
    mergedIntoId: z.number().int().nullable(),
  }),
});
export type CourseAuditEntry = z.infer<typeof courseAuditEntrySchema>;
export type CourseRemoval = z.infer<typeof courseRemovalSchema>;
