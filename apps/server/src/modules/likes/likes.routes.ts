import { likeInputSchema, likeParamsSchema, likeAnswerSchema } from '@bgc/shared';
import type { RouteModule } from '../../lib/member-routes.js';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import type { LikeService } from './likes.service.js';

/** T67/T68 (LIKE-001): like and unlike a post or a comment. */
export const likeRoutes: RouteModule<LikeService> = (service) => async (app) => {
  app.post(
    '/likes',
    {
      schema: { body: likeInputSchema, response: { 200: likeAnswerSchema } },
      onRequest: authenticated,
    },
    async (request) =>
      service.toggle(
        requireActor(request).userId,
        request.body.entityName,
        request.body.entityId,
        true,
      ),
  );

  app.delete(
    '/likes/:entityName/:entityId',
    {
      schema: { params: likeParamsSchema, response: { 200: likeAnswerSchema } },
      onRequest: authenticated,
    },
    async (request) =>
      service.toggle(
        requireActor(request).userId,
        request.params.entityName,
        request.params.entityId,
        false,
      ),
  );
};
