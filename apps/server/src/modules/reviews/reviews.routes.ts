import { z } from 'zod';
import {
  idParamSchema,
  pageSchema,
  reviewInfoSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewSchema,
  type ReviewInput,
} from '@bgc/shared';
import { FEED_PAGE_TAG, RANKING_PAGE_TAG } from '../../lib/page-cache.js';
import type { RouteModule } from '../../lib/member-routes.js';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import { requestLanguage } from '../../lib/language.js';
import type { ReviewService } from './reviews.service.js';

const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Decision 033: a review changes its course's pages, the lists of reviews and posts and the
 * ranking pages' latest reviews (the served page cache's tags); the ranking's recompute empties
 * the rest.
 */
const reviewedCourse = {
  pageWrites: (request: { body: unknown }) => [
    `course:${(request.body as ReviewInput).course}`,
    FEED_PAGE_TAG,
    RANKING_PAGE_TAG,
  ],
};

/**
 * Review calls T53–T57 (REV-004, REV-006, REV-013, REV-017); answers serialised by their shared
 * schemas.
 */
export const reviewRoutes: RouteModule<ReviewService> = (service) => async (app) => {
  app.get(
    '/courses/review',
    {
      schema: { querystring: reviewListQuerySchema, response: { 200: pageSchema(reviewSchema) } },
    },
    async (request) => service.list(request.query, request.actor, requestLanguage(request)),
  );

  app.get(
    '/courses/review/info',
    {
      schema: {
        querystring: z.object({ filter_course: id }),
        response: { 200: reviewInfoSchema },
      },
    },
    async (request) =>
      service.info(request.query.filter_course, request.actor, requestLanguage(request)),
  );

  app.post(
    '/courses/review',
    {
      schema: { body: reviewInputSchema, response: { 200: reviewSchema } },
      config: reviewedCourse,
      onRequest: authenticated,
    },
    async (request) =>
      service.create(requireActor(request), request.body, requestLanguage(request)),
  );

  app.post(
    '/courses/review/:id',
    {
      schema: {
        params: idParamSchema,
        body: reviewInputSchema,
        response: { 200: reviewSchema },
      },
      config: reviewedCourse,
      onRequest: authenticated,
    },
    async (request) =>
      service.update(
        requireActor(request),
        request.params.id,
        request.body,
        requestLanguage(request),
      ),
  );

  app.delete(
    '/courses/review/:id',
    {
      schema: {
        params: idParamSchema,
        response: { 200: z.object({ success: z.literal(true) }) },
      },
      onRequest: authenticated,
    },
    async (request) => service.remove(requireActor(request), request.params.id),
  );
};
