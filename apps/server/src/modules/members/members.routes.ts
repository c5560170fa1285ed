import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  coverSchema,
  idParamSchema,
  pagingQuerySchema,
  photoSchema,
  shortBioSchema,
  updateMeSchema,
  SEARCH_DEFAULT_LIMIT,
} from '@bgc/shared';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import { requestLanguage } from '../../lib/language.js';
import type { MemberService } from './members.service.js';

/** Own profile and member calls: T06, T07, T09–T13. */
export const memberRoutes =
  (service: MemberService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/me', async (request) =>
      service.me(requireActor(request).userId, requestLanguage(request)),
    );
    app.put(
      '/me',
      { schema: { body: updateMeSchema }, onRequest: authenticated },
      async (request) =>
        service.update(
          requireActor(request).userId,
          request.body,
          requestLanguage(request),
          request.headers['user-agent'],
        ),
    );
    app.put(
      '/me/short-bio',
      { schema: { body: shortBioSchema }, onRequest: authenticated },
      async (request) =>
        service.updateShortBio(
          requireActor(request).userId,
          request.body.shortBio,
          requestLanguage(request),
        ),
    );
    app.put(
      '/me/photo',
      { schema: { body: photoSchema }, bodyLimit: 30_000_000, onRequest: authenticated },
      async (request) =>
        service.updatePhoto(
          requireActor(request).userId,
          request.body.photoContent,
          requestLanguage(request),
        ),
    );
    app.put(
      '/me/cover',
      { schema: { body: coverSchema }, bodyLimit: 30_000_000, onRequest: authenticated },
      async (request) =>
        service.updateCover(
          requireActor(request).userId,
          request.body.coverContent,
          requestLanguage(request),
        ),
    );
    app.get('/users/:id', { schema: { params: idParamSchema } }, async (request) =>
      service.profile(request.params.id, request.actor?.userId ?? null, requestLanguage(request)),
    );
    app.get(
      '/users',
      {
        schema: {
          querystring: pagingQuerySchema.extend({
            limit: z.coerce.number().int().min(1).max(50).default(SEARCH_DEFAULT_LIMIT),
            filter_name_like: z.string().trim().min(1).max(100).optional(),
          }),
        },
      },
      async (request) =>
        service.search(
          request.query.filter_name_like,
          request.query.page,
          request.query.limit,
          requestLanguage(request),
        ),
    );
  };
