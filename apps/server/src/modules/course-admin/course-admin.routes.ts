import { z } from 'zod';
import {
  claimRequestSchema,
  courseEditSchema,
  idParamSchema,
  courseClaimSchema,
  pageSchema,
} from '@bgc/shared';
import type { RouteModule } from '../../lib/member-routes.js';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import { requestLanguage } from '../../lib/language.js';
import type { CourseAdminService } from './course-admin.service.js';

/** Base64 images of POST /courses/edit: 20 MB of bytes are about 27 MB of text. */
const EDIT_BODY_LIMIT = 30 * 1024 * 1024;

/** T20 claim, T21 course edit, and the D-03 administrators' claim queue. */
export const courseAdminRoutes: RouteModule<CourseAdminService> = (service) => async (app) => {
  app.post(
    '/courses/request-admin',
    {
      schema: {
        body: claimRequestSchema,
        response: { 200: z.object({ courseRole: z.array(z.string()) }) },
      },
      onRequest: authenticated,
    },
    async (request) => service.claim(requireActor(request), request.body),
  );

  app.post(
    '/courses/edit',
    {
      schema: {
        body: courseEditSchema,
        response: {
          200: z.object({ picture: z.string().nullable(), cover: z.string().nullable() }),
        },
      },
      onRequest: authenticated,
      bodyLimit: EDIT_BODY_LIMIT,
    },
    async (request) => service.edit(request.actor, request.body),
  );

  app.get(
    '/admin/course-claims',
    {
      schema: {
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          limit: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: pageSchema(courseClaimSchema) },
      },
      onRequest: authenticated,
    },
    async (request) =>
      service.pendingClaims(
        request.actor,
        request.query.page,
        request.query.limit,
        requestLanguage(request),
      ),
  );

  for (const decision of ['accept', 'reject'] as const) {
    app.put(
      `/admin/course-claims/:id/${decision}`,
      {
        schema: {
          params: idParamSchema,
          response: {
            200: z.object({ id: z.number().int(), status: z.enum(['accepted', 'rejected']) }),
          },
        },
        onRequest: authenticated,
      },
      async (request) => service.decide(request.actor, request.params.id, decision),
    );
  }
};
