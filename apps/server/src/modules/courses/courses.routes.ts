import { PUBLIC_READ } from '../../lib/http-cache.js';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseDetailSchema,
  courseSummarySchema,
  coursesQuerySchema,
  idParamSchema,
  pageSchema,
  locationsQuerySchema,
  slugParamSchema,
  locationsSchema,
} from '@bgc/shared';
import { requestLanguage } from '../../lib/language.js';
import type { CourseService } from './courses.service.js';
import type { CourseCorrectionService } from '../course-corrections/course-corrections.service.js';

/**
 * Course calls: GET /courses (T17), GET /courses/{id} (T18), GET /courses/slug/{slug} (T19)
 * and GET /courses/locations (T89, OPEN-010). A merged duplicate's id and slug answer 301 to
 * its course (issue 11.5).
 */
export const courseRoutes =
  (service: CourseService, corrections: CourseCorrectionService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/courses',
      {
        schema: {
          querystring: coursesQuerySchema,
          response: { 200: pageSchema(courseSummarySchema) },
        },
        ...PUBLIC_READ,
      },
      async (request) => service.list(request.query, requestLanguage(request)),
    );

    app.get(
      '/courses/slug/:slug',
      {
        schema: {
          params: slugParamSchema,
          querystring: z.object({ country: z.string().min(1).max(100).optional() }),
          response: { 200: courseDetailSchema },
        },
      },
      async (request, reply) => {
        // issue 11.5: a merged duplicate's address moves for good to its course
        const moved = await corrections.movedTarget({
          slug: request.params.slug,
          countrySlug: request.query.country,
        });
        if (moved)
          return reply.redirect(
            `/api/courses/slug/${encodeURIComponent(moved.slug)}?country=${encodeURIComponent(moved.countrySlug)}`,
            301,
          );
        return service.getBySlug(
          request.params.slug,
          request.query.country,
          requestLanguage(request),
          request.actor?.userId ?? null,
        );
      },
    );

    app.get(
      '/courses/locations',
      {
        // MAP-003: the body is serialised once per filter and sent pre-compressed
        schema: { querystring: locationsQuerySchema, response: { 200: locationsSchema } },
      },
      async (request, typedReply) => {
        // the body is already JSON of locationsSchema (a string, or br/gzip bytes): fastify
        // sends strings and buffers as they are, so the reply is used untyped here
        const reply = typedReply as unknown as FastifyReply;
        const located = await service.locationsOf({
          countryId: request.query.filter_country,
          zoneId: request.query.filter_zoneId,
        });
        reply
          .header('ETag', located.etag)
          .header('Cache-Control', 'public, max-age=3600')
          .header('Vary', 'accept-encoding');
        if (request.headers['if-none-match'] === located.etag) return reply.status(304).send();
        reply.type('application/json; charset=utf-8');
        const accepted = String(request.headers['accept-encoding'] ?? '');
        if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(located.br);
        if (/\bgzip\b/.test(accepted))
          return reply.header('Content-Encoding', 'gzip').send(located.gzip);
        return reply.send(located.body);
      },
    );

    app.get(
      '/courses/:id',
      { schema: { params: idParamSchema, response: { 200: courseDetailSchema } } },
      async (request, reply) => {
        const moved = await corrections.movedTarget({ id: request.params.id });
        if (moved) return reply.redirect(`/api/courses/${moved.id}`, 301);
        return service.getById(
          request.params.id,
          requestLanguage(request),
          request.actor?.userId ?? null,
        );
      },
    );
  };
