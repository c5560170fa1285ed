import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { idParamSchema } from '@bgc/shared';
import { authenticated, requireActor } from './auth-guard.js';

/** The Fastify instance a `FastifyPluginAsyncZod` route module receives. */
export type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * A feature's route module: given its service, the Fastify plugin that declares the feature's
 * routes, registered under `/api` by `buildApp` (`api.register(commentRoutes(commentService))`).
 */
export type RouteModule<S> = (service: S) => FastifyPluginAsyncZod;

/**
 * ROLE-014: registers a member-only route on `…/:id` (the id checked by `idParamSchema`, a
 * visitor answered 401 before anything else) whose 200 answer, checked by `response`, is
 * `answer(signed-in member's id, id)`. The shape the friend (T37–T40, FRIEND-015), chat
 * (CHAT-017), notification (NOTIF-007/008) and played-course routes share.
 */
export function memberIdRoute<R extends z.ZodType>(
  app: ZodApp,
  method: 'GET' | 'PUT' | 'DELETE',
  url: string,
  response: R,
  answer: (userId: number, id: number) => Promise<z.input<R>>,
): void {
  // `answer` is checked against `response` above; the route itself sees a plain zod schema
  const schema: { params: typeof idParamSchema; response: { 200: z.ZodType } } = {
    params: idParamSchema,
    response: { 200: response },
  };
  app.route({
    method,
    url,
    schema,
    onRequest: authenticated,
    handler: async (request) => answer(requireActor(request).userId, request.params.id),
  });
}

/**
 * ROLE-014: registers a member-only route without parameters whose 200 answer, checked by
 * `response`, is `answer(signed-in member's id)` (FRIEND-018 list, NOTIF-007 read-all and
 * preferences).
 */
export function memberRoute<R extends z.ZodType>(
  app: ZodApp,
  method: 'GET' | 'PUT',
  url: string,
  response: R,
  answer: (userId: number) => Promise<z.input<R>>,
): void {
  const schema: { response: { 200: z.ZodType } } = { response: { 200: response } };
  app.route({
    method,
    url,
    schema,
    onRequest: authenticated,
    handler: async (request) => answer(requireActor(request).userId),
  });
}
