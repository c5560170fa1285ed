import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaListQuerySchema, mediaQuerySchema } from '@bgc/shared';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import { readMultipart } from '../../lib/multipart.js';
import type { MediaService } from './media.service.js';

/** Media calls T75–T77 (MEDIA-002, MEDIA-018..020). */
export const mediaRoutes =
  (service: MediaService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/media/list', { schema: { querystring: mediaListQuerySchema } }, async (request) =>
      service.list(request.query),
    );

    app.get('/media', { schema: { querystring: mediaQuerySchema } }, async (request) =>
      service.get(request.query.id, request.query.courseDetail),
    );

    app.post('/media', { onRequest: authenticated }, async (request) =>
      service.upload(requireActor(request), await readMultipart(request)),
    );
  };
