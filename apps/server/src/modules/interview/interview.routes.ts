import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, interviewSchema } from '@bgc/shared';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import { readMultipart } from '../../lib/multipart.js';
import type { InterviewService } from './interview.service.js';

/** Interview calls T58 and T59 (INTV-011, INTV-012). */
export const interviewRoutes =
  (service: InterviewService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/courses/director-interview/:id',
      { schema: { params: idParamSchema, response: { 200: interviewSchema } } },
      async (request) => service.get(request.params.id, request.actor),
    );

    app.post(
      '/courses/director-interview',
      { schema: { response: { 200: interviewSchema } }, onRequest: authenticated },
      async (request) => service.save(requireActor(request), await readMultipart(request)),
    );
  };
