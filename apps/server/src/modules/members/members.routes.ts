import { z } from 'zod';
import {
  coverSchema,
  meUserSchema,
  memberProfileSchema,
  memberSummarySchema,
  pageSchema,
  updateMeAnswerSchema,
  idParamSchema,
  pagingQuerySchema,
  photoSchema,
  shortBioSchema,
  updateMeSchema,
  SEARCH_DEFAULT_LIMIT,
} from '@bgc/shared';
import type { RouteModule } from '../../lib/member-routes.js';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import { requestLanguage } from '../../lib/language.js';
import type { MemberService } from './members.service.js';

/** Own profile and member calls: T06, T07, T09–T13. */
export const memberRoutes: RouteModule<MemberService> = (service) => async (app) => {
  app.get('/me', { schema: { response: { 200: meUserSchema } } }, async (request) =>
    service.me(requireActor(request).userId, requestLanguage(request)),
  );
  app.put(
    '/me',
    {
      schema: { body: updateMeSchema, response: { 200: updateMeAnswerSchema } },
      onRequest: authenticated,
    },
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
    {
      schema: { body: shortBioSchema, response: { 200: meUserSchema } },
      onRequest: authenticated,
    },
    async (request) =>
      service.updateShortBio(
        requireActor(request).userId,
        request.body.shortBio,
        requestLanguage(request),
      ),
  );
  app.put(
    '/me/photo',
    {
      schema: { body: photoSchema, response: { 200: meUserSchema } },
      bodyLimit: 30_000_000,
      onRequest: authenticated,
    },
    async (request) =>
      service.updatePhoto(
        requireActor(request).userId,
        request.body.photoContent,
        requestLanguage(request),
      ),
  );
  app.put(
    '/me/cover',
    {
      schema: { body: coverSchema, response: { 200: meUserSchema } },
      bodyLimit: 30_000_000,
      onRequest: authenticated,
    },
    async (request) =>
      service.updateCover(
        requireActor(request).userId,
        request.body.coverContent,
        requestLanguage(request),
      ),
  );
  app.get(
    '/users/:id',
    { schema: { params: idParamSchema, response: { 200: memberProfileSchema } } },
    async (request) =>
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
        response: { 200: pageSchema(memberSummarySchema) },
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
