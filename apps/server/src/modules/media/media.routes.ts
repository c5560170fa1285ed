import { z } from 'zod';
import {
  mediaItemSchema,
  mediaListQuerySchema,
  mediaQuerySchema,
  mediaWithCourseSchema,
  pageSchema,
} from '@bgc/shared';
import type { RouteModule } from '../../lib/member-routes.js';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import { readMultipart } from '../../lib/multipart.js';
import type { MediaService } from './media.service.js';

/**
 * Media calls T75–T77 (MEDIA-002, MEDIA-018..020); the reads are serialised by their shared
 * schemas.
 */
/** MEDIA-019: POST /media's answer, the stored files (editor images answer their path only). */
const uploadedMedia = z.object({
  list: z.array(
    z.union([mediaItemSchema, z.object({ path: z.string(), description: z.string().nullable() })]),
  ),
});

export const mediaRoutes: RouteModule<MediaService> = (service) => async (app) => {
  app.get(
    '/media/list',
    {
      schema: {
        querystring: mediaListQuerySchema,
        response: { 200: pageSchema(mediaItemSchema) },
      },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/media',
    { schema: { querystring: mediaQuerySchema, response: { 200: mediaWithCourseSchema } } },
    async (request) => service.get(request.query.id, request.query.courseDetail),
  );

  app.post(
    '/media',
    { schema: { response: { 200: uploadedMedia } }, onRequest: authenticated },
    async (request) => service.upload(requireActor(request), await readMultipart(request)),
  );
};
