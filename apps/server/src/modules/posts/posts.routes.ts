import { z } from 'zod';
import {
  idParamSchema,
  postPageSchema,
  postSchema,
  postLanguagesQuerySchema,
  postListQuerySchema,
  subscriptionQuerySchema,
  tagsQuerySchema,
  postLanguagesSchema,
  topTagsSchema,
} from '@bgc/shared';
import type { RouteModule } from '../../lib/member-routes.js';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import { requestLanguage } from '../../lib/language.js';
import { readMultipart } from '../../lib/multipart.js';
import type { PostService } from './posts.service.js';

/**
 * Post calls T60–T66 (POST-023..026, FEED-002, VLOG-003, COMM-003/006); pages and posts are
 * serialised by their shared schemas.
 */
export const postRoutes: RouteModule<PostService> = (service) => async (app) => {
  app.get(
    '/posts',
    { schema: { querystring: postListQuerySchema, response: { 200: postPageSchema } } },
    async (request) => service.list(request.query, request.actor, requestLanguage(request)),
  );

  app.get(
    '/posts/my-subscription',
    {
      schema: { querystring: subscriptionQuerySchema, response: { 200: postPageSchema } },
      onRequest: authenticated,
    },
    async (request) =>
      service.subscription(
        requireActor(request),
        request.query.page,
        request.query.limit,
        requestLanguage(request),
      ),
  );

  app.get(
    '/posts/languages',
    { schema: { querystring: postLanguagesQuerySchema, response: { 200: postLanguagesSchema } } },
    async (request) => service.languages(request.query.types, requestLanguage(request)),
  );

  app.get(
    '/tags',
    { schema: { querystring: tagsQuerySchema, response: { 200: topTagsSchema } } },
    async (request) => service.tags(request.query.limit),
  );

  // multipart bodies: read by lib/multipart.ts (@fastify/multipart), checked by posts.form.ts
  app.post(
    '/posts',
    { schema: { response: { 200: postSchema } }, onRequest: authenticated },
    async (request) =>
      service.create(requireActor(request), await readMultipart(request), requestLanguage(request)),
  );

  app.post(
    '/posts/update',
    { schema: { response: { 200: postSchema } }, onRequest: authenticated },
    async (request) =>
      service.update(requireActor(request), await readMultipart(request), requestLanguage(request)),
  );

  app.delete(
    '/posts/:id',
    {
      schema: {
        params: idParamSchema,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
      onRequest: authenticated,
    },
    async (request) => service.remove(requireActor(request), request.params.id),
  );
};
