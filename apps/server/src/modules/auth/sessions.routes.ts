import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionIdParamsSchema, sessionListSchema, successSchema } from '@bgc/shared';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import type { AccountSessionsService } from './account-sessions.service.js';

/** Decision 029: the member's active sessions (list, sign out one, sign out everywhere). */
export const sessionRoutes =
  (service: AccountSessionsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/me/sessions',
      { schema: { response: { 200: sessionListSchema } }, onRequest: authenticated },
      async (request) => service.list(requireActor(request)),
    );

    app.delete(
      '/me/sessions/:id',
      {
        schema: { params: sessionIdParamsSchema, response: { 200: successSchema } },
        onRequest: authenticated,
      },
      async (request) => service.signOut(requireActor(request), request.params.id),
    );

    app.post(
      '/me/sessions/sign-out-everywhere',
      { schema: { response: { 200: successSchema } }, onRequest: authenticated },
      async (request) => service.signOutEverywhere(requireActor(request)),
    );
  };
