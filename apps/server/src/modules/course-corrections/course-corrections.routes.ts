import { z } from 'zod';
import {
  courseKindSchema,
  courseLocationSchema,
  courseMergeSchema,
  courseRemovalSchema,
  idParamSchema,
  courseAuditEntrySchema,
} from '@bgc/shared';
import type { RouteModule } from '../../lib/member-routes.js';
import { authenticated } from '../../lib/auth-guard.js';
import { csvAnswer } from '../../lib/api-docs.js';
import { csvText } from '../../lib/csv.js';
import type { CourseCorrectionService } from './course-corrections.service.js';

/**
 * RANK-018 / OPEN-032, decision 009 (Administrators only): PUT / DELETE
 * /admin/courses/{id}/removal, PUT /admin/courses/{id}/kind, PUT /admin/courses/{id}/location,
 * POST /admin/courses/{id}/merge, GET /admin/course-corrections.
 */
/** A correction's answer: it was applied. */
const done = z.object({ ok: z.literal(true) });

export const courseCorrectionRoutes: RouteModule<CourseCorrectionService> =
  (service) => async (app) => {
    app.put(
      '/admin/courses/:id/removal',
      {
        schema: { params: idParamSchema, body: courseRemovalSchema, response: { 200: done } },
        onRequest: authenticated,
      },
      async (request) => service.remove(request.actor, request.params.id, request.body),
    );
    app.delete(
      '/admin/courses/:id/removal',
      { schema: { params: idParamSchema, response: { 200: done } }, onRequest: authenticated },
      async (request) => service.restore(request.actor, request.params.id),
    );
    app.put(
      '/admin/courses/:id/kind',
      {
        schema: { params: idParamSchema, body: courseKindSchema, response: { 200: done } },
        onRequest: authenticated,
      },
      async (request) => service.setKind(request.actor, request.params.id, request.body.kind),
    );
    app.put(
      '/admin/courses/:id/location',
      {
        schema: { params: idParamSchema, body: courseLocationSchema, response: { 200: done } },
        onRequest: authenticated,
      },
      async (request) => service.setLocation(request.actor, request.params.id, request.body),
    );
    app.post(
      '/admin/courses/:id/merge',
      {
        schema: {
          params: idParamSchema,
          body: courseMergeSchema,
          response: { 200: done.extend({ moved: z.record(z.string(), z.number().int()) }) },
        },
        onRequest: authenticated,
      },
      async (request) => service.merge(request.actor, request.params.id, request.body.intoId),
    );
    // ODbL §4.6: the shipped table plus our alterations is the database we use (data/README)
    app.get('/open-data/course-changes.csv', { schema: csvAnswer }, async (_request, reply) => {
      const rows = await service.alterations();
      const text = csvText(
        ['source_id', 'action', 'into_source_id', 'detail', 'changed_at'],
        rows.map((r) => [
          r.source_id,
          r.action,
          r.into_source_id,
          JSON.stringify(r.detail),
          new Date(r.created_at).toISOString(),
        ]),
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="bgc-course-changes-odbl.csv"')
        .send(text);
    });

    app.get(
      '/admin/course-corrections',
      {
        schema: {
          querystring: z.object({
            removed: z.enum(['true', 'false']).default('false'),
            page: z.coerce.number().int().min(1).max(100_000).default(1),
            limit: z.coerce.number().int().min(1).max(100).default(20),
          }),
          response: {
            200: z.object({ list: z.array(courseAuditEntrySchema), total: z.number().int() }),
          },
        },
        onRequest: authenticated,
      },
      async (request) =>
        service.list(
          request.actor,
          request.query.removed === 'true',
          request.query.page,
          request.query.limit,
        ),
    );
  };
