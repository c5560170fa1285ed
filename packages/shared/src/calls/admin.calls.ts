import { z } from 'zod';
import { defineCall } from '../api-call.js';
import { idParamSchema, pageSchema } from '../api.schema.js';
import {
  contactListQuerySchema,
  contactRequestViewSchema,
  contactSentSchema,
  contactStatusSchema,
  packContactSchema,
  partnerContactSchema,
} from '../contact.schema.js';
import {
  courseAuditEntrySchema,
  courseKindSchema,
  courseLocationSchema,
  courseMergeSchema,
  courseRemovalSchema,
} from '../course-corrections.schema.js';
import { courseClaimSchema } from '../course-pages.schema.js';
import {
  moderationActionSchema,
  moderationDecisionSchema,
  moderationQuerySchema,
  moderationReportSchema,
} from '../posts.schema.js';

/** D-03: a page of the administrators' queues (claims, corrections), at most 100. */
const adminPage = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
};
/** The claim queue's page. */
export const claimQueueQuerySchema = z.object({ ...adminPage });
/** The corrections' audit: the removed courses or every correction, a page of them. */
export const correctionsQuerySchema = z.object({
  removed: z.enum(['true', 'false']).default('false'),
  ...adminPage,
});
/** A correction applied. */
export const correctionDoneSchema = z.object({ ok: z.literal(true) });
/** A claim decided. */
export const claimDecisionSchema = z.object({
  id: z.number().int(),
  status: z.enum(['accepted', 'rejected']),
});

/**
 * The calls of contact and administration: pack and partner requests, the moderation queue,
 * course claims and course corrections (MOD-*, D-03, decision 034), declared once for the
 * routes and the SPA (decision 045).
 */
export const adminCalls = {
  'POST /contact-pack': defineCall({
    body: packContactSchema,
    response: { 200: contactSentSchema },
  }),
  'POST /contact-partner': defineCall({
    body: partnerContactSchema,
    response: { 200: contactSentSchema },
  }),
  'GET /admin/contact-requests': defineCall({
    querystring: contactListQuerySchema,
    response: { 200: pageSchema(contactRequestViewSchema) },
  }),
  'PUT /admin/contact-requests/:id': defineCall({
    params: idParamSchema,
    body: contactStatusSchema,
    response: { 200: contactRequestViewSchema },
  }),
  'GET /admin/reports': defineCall({
    querystring: moderationQuerySchema,
    response: { 200: pageSchema(moderationReportSchema) },
  }),
  'PUT /admin/reports/:id': defineCall({
    params: idParamSchema,
    body: moderationActionSchema,
    response: { 200: moderationDecisionSchema },
  }),
  'GET /admin/course-claims': defineCall({
    querystring: claimQueueQuerySchema,
    response: { 200: pageSchema(courseClaimSchema) },
  }),
  'PUT /admin/course-claims/:id/accept': defineCall({
    params: idParamSchema,
    response: { 200: claimDecisionSchema },
  }),
  'PUT /admin/course-claims/:id/reject': defineCall({
    params: idParamSchema,
    response: { 200: claimDecisionSchema },
  }),
  'GET /admin/course-corrections': defineCall({
    querystring: correctionsQuerySchema,
    response: {
      200: z.object({ list: z.array(courseAuditEntrySchema), total: z.number().int() }),
    },
  }),
  'PUT /admin/courses/:id/removal': defineCall({
    params: idParamSchema,
    body: courseRemovalSchema,
    response: { 200: correctionDoneSchema },
  }),
  'DELETE /admin/courses/:id/removal': defineCall({
    params: idParamSchema,
    response: { 200: correctionDoneSchema },
  }),
  'PUT /admin/courses/:id/kind': defineCall({
    params: idParamSchema,
    body: courseKindSchema,
    response: { 200: correctionDoneSchema },
  }),
  'PUT /admin/courses/:id/location': defineCall({
    params: idParamSchema,
    body: courseLocationSchema,
    response: { 200: correctionDoneSchema },
  }),
  'POST /admin/courses/:id/merge': defineCall({
    params: idParamSchema,
    body: courseMergeSchema,
    response: {
      200: correctionDoneSchema.extend({ moved: z.record(z.string(), z.number().int()) }),
    },
  }),
} as const;
