import { idParamSchema, interviewSchema } from '@bgc/shared';
import type { RouteModule } from '../../lib/member-routes.js';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import { readMultipart } from '../../lib/multipart.js';
import type { InterviewService } from './interview.service.js';

/** Interview calls T58 and T59 (INTV-011, INTV-012). */
export const interviewRoutes: RouteModule<InterviewService> = (service) => async (app) => {
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
