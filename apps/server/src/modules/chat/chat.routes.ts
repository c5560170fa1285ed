import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationParamsSchema,
  deleteMessageSchema,
  peerKeyLookupSchema,
  peerKeyParamsSchema,
  peerKeyRetrySchema,
  pushMessageSchema,
  friendEntrySchema,
  pushMessageAnswerSchema,
  conversationAnswerSchema,
  chatLiveDeleteSchema,
  iceServersSchema,
} from '@bgc/shared';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import { memberIdRoute, memberRoute } from '../../lib/member-routes.js';
import type { ChatService } from './chat.service.js';

export interface ChatRouteLimits {
  /** D-10: pushes per member and window (CHAT-008). */
  push: number;
  windowMs: number;
}

/** CHAT-017/018: a key lookup's and a key removal's answers. */
const peerKeyAnswer = z.object({ key: z.string().nullable() });
const deletedKey = z.object({ deleted: z.boolean() });

/** FRIEND-018, CHAT-008..018 and the call helpers of D-15. */
export const chatRoutes =
  (service: ChatService, limits: ChatRouteLimits): FastifyPluginAsyncZod =>
  async (app) => {
    // decision 033: messages, keys and conversations are private, no served page shows them,
    // so no chat write empties the page cache (without this, every message emptied all of it)
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, pageWrites: 'none' };
    });
    memberRoute(app, 'GET', '/friend/list', z.array(friendEntrySchema), (userId) =>
      service.friendList(userId),
    );
    app.post(
      '/chat/push-message',
      {
        schema: { body: pushMessageSchema, response: { 200: pushMessageAnswerSchema } },
        onRequest: authenticated,
        config: {
          // decision 055: client ids make a repeated push answer alike (decision 038)
          deduplicatesItself: (body) => {
            const ids = (body as { clientIds?: unknown } | null)?.clientIds;
            return Array.isArray(ids) && ids.length > 0;
          },
          rateLimit:
            limits.push > 0
              ? {
                  max: limits.push,
                  timeWindow: limits.windowMs,
                  keyGenerator: (request) =>
                    request.actor ? `chat:${request.actor.userId}` : `chat-ip:${request.ip}`,
                }
              : false,
        },
      },
      async (request) => service.push(requireActor(request).userId, request.body),
    );
    app.get(
      '/chat/get-conversation/:a/:b',
      {
        schema: { params: conversationParamsSchema, response: { 200: conversationAnswerSchema } },
        onRequest: authenticated,
      },
      async (request) =>
        service.conversation(requireActor(request).userId, request.params.a, request.params.b),
    );
    app.delete(
      '/chat/delete-message',
      {
        schema: { body: deleteMessageSchema, response: { 200: chatLiveDeleteSchema } },
        onRequest: authenticated,
      },
      async (request) => service.deleteMessage(requireActor(request).userId, request.body),
    );
    memberIdRoute(
      app,
      'DELETE',
      '/chat/delete-conversation/:id',
      z.object({ friend: z.number().int(), hiddenBefore: z.number().int() }),
      (userId, id) => service.deleteConversation(userId, id),
    );
    app.post(
      '/chat/add-key/:id',
      {
        schema: { params: peerKeyParamsSchema, response: { 200: z.object({ key: z.string() }) } },
        onRequest: authenticated,
      },
      async (request) => service.addKey(requireActor(request).userId, request.params.id),
    );
    // CHAT-017 (DELETE) and CHAT-018's page-hide call (POST): both signed per D-01 and owner-only;
    // the SPA sends the POST as a signed `fetch` with `keepalive` instead of a beacon (decision 038)
    for (const method of ['DELETE', 'POST'] as const)
      app.route({
        method,
        url: '/chat/delete-key/:id',
        schema: { params: peerKeyParamsSchema, response: { 200: deletedKey } },
        onRequest: authenticated,
        handler: async (request) =>
          service.deleteKey(requireActor(request).userId, request.params.id),
      });
    memberIdRoute(app, 'GET', '/chat/get-key/:id', peerKeyAnswer, (userId, id) =>
      service.getKey(userId, id),
    );
    app.post(
      '/chat/get-key-retry',
      {
        schema: { body: peerKeyRetrySchema, response: { 200: peerKeyAnswer } },
        onRequest: authenticated,
      },
      async (request) =>
        service.getKey(requireActor(request).userId, request.body.friend, request.body.keys),
    );
    app.get(
      '/chat/get-user-by-key/:key',
      {
        schema: {
          params: peerKeyLookupSchema,
          response: { 200: z.object({ user: z.object({ id: z.number().int() }) }) },
        },
        onRequest: authenticated,
      },
      async (request) => service.userByKey(requireActor(request).userId, request.params.key),
    );
    app.get(
      '/chat/ice-servers',
      {
        schema: { querystring: z.object({}).passthrough(), response: { 200: iceServersSchema } },
        onRequest: authenticated,
      },
      async (request) => service.iceServers(requireActor(request).userId),
    );
  };
