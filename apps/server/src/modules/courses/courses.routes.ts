import { PUBLIC_READ, etagMatches } from '../../lib/http-cache.js';
import { negotiatedCoding } from '../../lib/content-coding.js';
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
  locationClustersQuerySchema,
  locationClustersSchema,
  slugParamSchema,
  locationsSchema,
} from '@bgc/shared';
import { requestLanguage } from '../../lib/language.js';
import { csvAnswer } from '../../lib/api-docs.js';
import { csvText } from '../../lib/csv.js';
import type { CourseService } from './courses.service.js';

/**
 * Course calls: GET /courses (T17), GET /courses/{id} (T18), GET /courses/slug/{slug} (T19)
 * GET /courses/locations (T89, OPEN-010) and GET /courses/location-clusters (decision 056,
 * MAP-001..003). A merged duplicate's id and slug, and a slug
 * that changed with the display name, answer 301 to its course (decision 034).
 * GET /open-data/clubs.csv: the derived clubs (D-16, ODbL §4.6).
 */
export const courseRoutes =
  (service: CourseService): FastifyPluginAsyncZod =>
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

    // ODbL §4.6: the clubs, aliases and names derived from the shipped table (decision 034)
    app.get('/open-data/clubs.csv', { schema: csvAnswer }, async (_request, reply) => {
      const rows = await service.clubCourseRows();
      const text = csvText(
        [
          'club_id',
          'club_name',
          'club_aliases',
          'club_rule',
          'country_code',
          'source_id',
          'source_name',
          'display_name',
          'course_label',
          'former_slugs',
        ],
        rows.map((r) => [
          r.club_id,
          r.club_name,
          r.aliases.join(';'),
          r.rule,
          r.country_code,
          r.source_id,
          r.source_name,
          r.name,
          r.course_label,
          r.former_slugs,
        ]),
      );
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="bgc-clubs-odbl.csv"')
        .send(text);
    });

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
        // a merged duplicate's address moves for good to its course
        const found = await service.resolve(
          { slug: request.params.slug, countrySlug: request.query.country },
          requestLanguage(request),
          request.actor?.userId ?? null,
        );
        if (found.moved)
          return reply.redirect(
            `/api/courses/slug/${encodeURIComponent(found.moved.slug)}?country=${encodeURIComponent(found.moved.countrySlug)}`,
            301,
          );
        return found.course;
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
        if (etagMatches(request.headers['if-none-match'], located.etag))
          return reply.status(304).send();
        reply.type('application/json; charset=utf-8');
        // the coding negotiated as for every kept body (q-values, `*`, x-no-compression)
        const coding = negotiatedCoding(request);
        if (!coding) return reply.send(located.body);
        return reply.header('Content-Encoding', coding).send(located[coding]);
      },
    );

    app.get(
      '/courses/location-clusters',
      {
        // decision 056: clusters precomputed per area and zoom; the map asks for its view only
        schema: {
          querystring: locationClustersQuerySchema,
          response: { 200: locationClustersSchema },
        },
      },
      async (request, typedReply) => {
        const { filter_country, filter_zoneId, zoom, bbox } = request.query;
        const answer = await service.locationClusters(
          { countryId: filter_country, zoneId: filter_zoneId },
          zoom,
          bbox,
        );
        typedReply.header('ETag', answer.etag).header('Cache-Control', 'public, max-age=3600');
        if (etagMatches(request.headers['if-none-match'], answer.etag)) {
          // an empty 304 (no body to validate): the reply is used untyped here
          return (typedReply as unknown as FastifyReply).status(304).send();
        }
        return answer.body;
      },
    );

    app.get(
      '/courses/:id',
      { schema: { params: idParamSchema, response: { 200: courseDetailSchema } } },
      async (request, reply) => {
        const found = await service.resolve(
          { id: request.params.id },
          requestLanguage(request),
          request.actor?.userId ?? null,
        );
        if (found.moved) return reply.redirect(`/api/courses/${found.moved.id}`, 301);
        return found.course;
      },
    );
  };
