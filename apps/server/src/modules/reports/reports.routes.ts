import {
  idParamSchema,
  moderationActionSchema,
  moderationQuerySchema,
  reportInputSchema,
  contactSentSchema,
  pageSchema,
  moderationReportSchema,
  moderationDecisionSchema,
} from '@bgc/shared';
import type { RouteModule } from '../../lib/member-routes.js';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import type { ReportService } from './reports.service.js';

/** T73/T74 reports (C-04: /comments/report is the alias for comments) and the D-04 queue. */
export const reportRoutes: RouteModule<ReportService> = (service) => async (app) => {
  app.post(
    '/report',
    {
      schema: { body: reportInputSchema, response: { 200: contactSentSchema } },
      onRequest: authenticated,
    },
    async (request) => service.report(requireActor(request), request.body),
  );

  app.post(
    '/comments/report',
    {
      schema: { body: reportInputSchema, response: { 200: contactSentSchema } },
      onRequest: authenticated,
    },
    async (request) =>
      service.report(requireActor(request), { ...request.body, entityName: 'comment' }),
  );

  app.get(
    '/admin/reports',
    {
      schema: {
        querystring: moderationQuerySchema,
        response: { 200: pageSchema(moderationReportSchema) },
      },
      onRequest: authenticated,
    },
    async (request) =>
      service.queue(request.actor, request.query.status, request.query.page, request.query.limit),
  );

  app.put(
    '/admin/reports/:id',
    {
      schema: {
        params: idParamSchema,
        body: moderationActionSchema,
        response: { 200: moderationDecisionSchema },
      },
      onRequest: authenticated,
    },
    async (request) => service.decide(request.actor, request.params.id, request.body.action),
  );
};
