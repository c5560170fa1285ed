import { z } from 'zod';
import { DB_ID_MAX, pagingQuerySchema, courseSummarySchema, pageSchema } from '@bgc/shared';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import { requestLanguage } from '../../lib/language.js';
import { memberIdRoute, type RouteModule } from '../../lib/member-routes.js';
import type { CoursesPlayedService } from './courses-played.service.js';

/** T29–T31: GET /courses-played (own list, or `filter_user`), POST /courses-played/{ids}, DELETE /courses-played/{id}. */
export const coursesPlayedRoutes: RouteModule<CoursesPlayedService> = (service) => async (app) => {
  app.get(
    '/courses-played',
    {
      schema: {
        querystring: pagingQuerySchema.extend({
          filter_user: z.coerce.number().int().positive().max(DB_ID_MAX).optional(),
        }),
        response: { 200: pageSchema(z.object({ course: courseSummarySchema })) },
      },
    },
    async (request) => {
      const userId = request.query.filter_user ?? requireActor(request).userId;
      return service.list(
        userId,
        request.query.page,
        request.query.limit,
        requestLanguage(request),
      );
    },
  );
  app.post(
    '/courses-played/:ids',
    {
      schema: {
        params: z.object({ ids: z.string().max(500) }),
        response: { 201: z.object({ added: z.number().int() }) },
      },
      onRequest: authenticated,
    },
    async (request, reply) => {
      const result = await service.add(requireActor(request).userId, request.params.ids);
      return reply.status(201).send(result);
    },
  );
  memberIdRoute(
    app,
    'DELETE',
    '/courses-played/:id',
    z.object({ removed: z.boolean() }),
    (userId, id) => service.remove(userId, id),
  );
};
