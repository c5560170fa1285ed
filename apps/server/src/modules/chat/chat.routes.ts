import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversationParamsSchema,
  deleteMessageSchema,
  idParamSchema,
  peerKeyLookupSchema,
  peerKeyParamsSchema,
  peerKeyRetrySchema,
  pushMessageSchema,
} from '@bgc/shared';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import type { ChatService } from './chat.service.js';

export interface ChatRouteLimits {
  /** D-10: pushes per member and window (CHAT-008). */
  push: number;
  windowMs: number;
}

/** FRIEND-018, CHAT-008..018 and the call helpers of D-15. */
export const chatRoutes =
  (service: ChatService, limits: ChatRouteLimits): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/friend/list', { onRequest: authenticated }, async (request) =>
      service.friendList(requireActor(request).userId),
    );
    app.post(
      '/chat/push-message',
      {
        schema: { body: pushMessageSchema },
        onRequest: authenticated,
        config: {
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
      { schema: { params: conversationParamsSchema }, onRequest: authenticated },
      async (request) =>
        service.conversation(requireActor(request).userId, request.params.a, request.params.b),
    );
    app.delete(
      '/chat/delete-message',
      { schema: { body: deleteMessageSchema }, onRequest: authenticated },
      async (request) => service.deleteMessage(requireActor(request).userId, request.body),
    );
    app.delete(
      '/chat/delete-conversation/:id',
      { schema: { params: idParamSchema }, onRequest: authenticated },
      async (request) =>
        service.deleteConversation(requireActor(request).userId, request.params.id),
    );
    app.post(
      '/chat/add-key/:id',
      { schema: { params: peerKeyParamsSchema }, onRequest: authenticated },
      async (request) => service.addKey(requireActor(request).userId, request.params.id),
    );
    app.delete(
      '/chat/delete-key/:id',
      { schema: { params: peerKeyParamsSchema }, onRequest: authenticated },
      async (request) => service.deleteKey(requireActor(request).userId, request.params.id),
    );
    // CHAT-018: navigator.sendBeacon cannot sign, so the unguessable key itself authorizes it
    app.post('/chat/delete-key/:id', { schema: { params: peerKeyParamsSchema } }, async (request) =>
      service.deleteKey(request.actor?.userId ?? null, request.params.id),
    );
    app.get(
      '/chat/get-key/:id',
      { schema: { params: idParamSchema }, onRequest: authenticated },
      async (request) => service.getKey(requireActor(request).userId, request.params.id),
    );
    app.post(
      '/chat/get-key-retry',
      { schema: { body: peerKeyRetrySchema }, onRequest: authenticated },
      async (request) =>
        service.getKey(requireActor(request).userId, request.body.friend, request.body.keys),
    );
    app.get(
      '/chat/get-user-by-key/:key',
      { schema: { params: peerKeyLookupSchema }, onRequest: authenticated },
      async (request) => service.userByKey(requireActor(request).userId, request.params.key),
    );
    app.get(
      '/chat/ice-servers',
      { schema: { querystring: z.object({}).passthrough() }, onRequest: authenticated },
      async (request) => service.iceServers(requireActor(request).userId),
    );
  };
