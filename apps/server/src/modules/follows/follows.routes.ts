import { z } from 'zod';
import {
  DB_ID_MAX,
  FOLLOWING_PAGE_SIZE,
  followSchema,
  idParamSchema,
  pagingQuerySchema,
  followItemSchema,
  pageSchema,
} from '@bgc/shared';
import type { RouteModule } from '../../lib/member-routes.js';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import type { FollowService } from './follows.service.js';

const followingQuery = pagingQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(50).default(FOLLOWING_PAGE_SIZE),
});

/** T32–T35. */
export const followRoutes: RouteModule<FollowService> = (service) => async (app) => {
  app.post(
    '/follow',
    {
      schema: {
        body: followSchema,
        response: { 200: z.object({ isFollowed: z.literal(true) }) },
      },
      onRequest: authenticated,
    },
    async (request) =>
      service.follow(requireActor(request).userId, request.body.entityName, request.body.entityId),
  );
  app.delete(
    '/follow/:entityName/:entityId',
    {
      schema: {
        params: z.object({
          entityName: z.enum(['course', 'user']),
          entityId: z.coerce.number().int().positive().max(DB_ID_MAX),
        }),
        response: { 200: z.object({ isFollowed: z.literal(false) }) },
      },
      onRequest: authenticated,
    },
    async (request) =>
      service.unfollow(
        requireActor(request).userId,
        request.params.entityName,
        request.params.entityId,
      ),
  );
  app.get(
    '/follow/following',
    {
      schema: { querystring: followingQuery, response: { 200: pageSchema(followItemSchema) } },
      onRequest: authenticated,
    },
    async (request) =>
      service.following(requireActor(request).userId, request.query.page, request.query.limit),
  );
  app.get(
    '/follow/following/:id',
    {
      schema: {
        params: idParamSchema,
        querystring: followingQuery,
        response: { 200: pageSchema(followItemSchema) },
      },
    },
    async (request) =>
      service.following(request.params.id, request.query.page, request.query.limit),
  );
};
