import type { FastifyRequest } from 'fastify';
import { likeInputSchema, likeParamsSchema, likeAnswerSchema, type LikeAnswer } from '@bgc/shared';
import type { RouteModule } from '../../lib/member-routes.js';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import { PAGES_NAMED_BY_HANDLER, pagesWritten } from '../../lib/page-cache.js';
import type { LikeService } from './likes.service.js';

/** The like's answer; the pages showing its count are named for the page cache (decision 033). */
function answered(
  request: FastifyRequest,
  { answer, pages }: { answer: LikeAnswer; pages: string[] | null },
): LikeAnswer {
  if (pages) pagesWritten(request, pages);
  return answer;
}

/** T67/T68 (LIKE-001): like and unlike a post or a comment. */
export const likeRoutes: RouteModule<LikeService> = (service) => async (app) => {
  app.post(
    '/likes',
    {
      schema: { body: likeInputSchema, response: { 200: likeAnswerSchema } },
      onRequest: authenticated,
      config: { pageWrites: PAGES_NAMED_BY_HANDLER },
    },
    async (request) =>
      answered(
        request,
        await service.toggle(
          requireActor(request).userId,
          request.body.entityName,
          request.body.entityId,
          true,
        ),
      ),
  );

  app.delete(
    '/likes/:entityName/:entityId',
    {
      schema: { params: likeParamsSchema, response: { 200: likeAnswerSchema } },
      onRequest: authenticated,
      config: { pageWrites: PAGES_NAMED_BY_HANDLER },
    },
    async (request) =>
      answered(
        request,
        await service.toggle(
          requireActor(request).userId,
          request.params.entityName,
          request.params.entityId,
          false,
        ),
      ),
  );
};
