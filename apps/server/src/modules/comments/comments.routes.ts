import {
  commentInputSchema,
  commentListQuerySchema,
  commentUpdateSchema,
  idParamSchema,
  commentSchema,
  pageSchema,
  successSchema,
} from '@bgc/shared';
import type { RouteModule } from '../../lib/member-routes.js';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import type { CommentService } from './comments.service.js';

/** Comment calls T69–T72 (CMT-001..005). */
export const commentRoutes: RouteModule<CommentService> = (service) => async (app) => {
  app.get(
    '/comments',
    {
      schema: {
        querystring: commentListQuerySchema,
        response: { 200: pageSchema(commentSchema) },
      },
    },
    async (request) => service.list(request.query, request.actor),
  );

  app.post(
    '/comments',
    {
      schema: { body: commentInputSchema, response: { 200: commentSchema } },
      onRequest: authenticated,
    },
    async (request) => service.create(requireActor(request), request.body),
  );

  app.put(
    '/comments/:id',
    {
      schema: {
        params: idParamSchema,
        body: commentUpdateSchema,
        response: { 200: commentSchema },
      },
      onRequest: authenticated,
    },
    async (request) => service.update(requireActor(request), request.params.id, request.body.text),
  );

  app.delete(
    '/comments/:id',
    {
      schema: { params: idParamSchema, response: { 200: successSchema } },
      onRequest: authenticated,
    },
    async (request) => service.remove(requireActor(request), request.params.id),
  );
};
