import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { friendRequestSchema, idParamSchema, friendAnswerSchema } from '@bgc/shared';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import type { FriendService } from './friends.service.js';

/** T36–T40: invitation, accept, deny, block, unblock; FRIEND-015 disconnect. */
export const friendRoutes =
  (service: FriendService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/friend/request',
      {
        schema: { body: friendRequestSchema, response: { 200: friendAnswerSchema } },
        onRequest: authenticated,
      },
      async (request) =>
        service.request(
          requireActor(request).userId,
          request.body.friend,
          request.body.requestData ?? null,
        ),
    );
    app.put(
      '/friend/accept/:id',
      {
        schema: { params: idParamSchema, response: { 200: friendAnswerSchema } },
        onRequest: authenticated,
      },
      async (request) => service.accept(requireActor(request).userId, request.params.id),
    );
    app.put(
      '/friend/deny/:id',
      {
        schema: { params: idParamSchema, response: { 200: friendAnswerSchema } },
        onRequest: authenticated,
      },
      async (request) => service.deny(requireActor(request).userId, request.params.id),
    );
    app.put(
      '/friend/block/:id',
      {
        schema: { params: idParamSchema, response: { 200: friendAnswerSchema } },
        onRequest: authenticated,
      },
      async (request) => service.block(requireActor(request).userId, request.params.id),
    );
    app.put(
      '/friend/unblock/:id',
      {
        schema: { params: idParamSchema, response: { 200: friendAnswerSchema } },
        onRequest: authenticated,
      },
      async (request) => service.unblock(requireActor(request).userId, request.params.id),
    );
    app.delete(
      '/friend/disconnect/:id',
      {
        schema: { params: idParamSchema, response: { 200: friendAnswerSchema } },
        onRequest: authenticated,
      },
      async (request) => service.disconnect(requireActor(request).userId, request.params.id),
    );
  };
