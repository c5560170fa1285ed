import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactListQuerySchema,
  contactStatusSchema,
  idParamSchema,
  packContactSchema,
  partnerContactSchema,
  captchaChallengeSchema,
  contactSentSchema,
  contactRequestViewSchema,
  pageSchema,
} from '@bgc/shared';
import { authenticated } from '../../lib/auth-guard.js';
import type { CaptchaService } from '../../lib/captcha.js';
import { requestLanguage } from '../../lib/language.js';
import type { ContactService } from './contact.service.js';

/**
 * the ALTCHA challenge (D-11), the two contact calls (SVC-023, SVC-030; limited per IP,
 * D-10) and the administrators' list of requests.
 */
export const contactRoutes =
  (
    service: ContactService,
    captcha: CaptchaService,
    limits: { perIp: number; windowMs: number },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const rateLimit = {
      max: limits.perIp > 0 ? limits.perIp : Number.MAX_SAFE_INTEGER,
      timeWindow: limits.windowMs,
    };

    app.get(
      '/captcha/challenge',
      { schema: { response: { 200: captchaChallengeSchema } } },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return captcha.challenge();
      },
    );

    app.post(
      '/contact-pack',
      {
        schema: { body: packContactSchema, response: { 200: contactSentSchema } },
        config: { rateLimit },
      },
      async (request) => service.pack(request.body, requestLanguage(request)),
    );

    app.post(
      '/contact-partner',
      {
        schema: { body: partnerContactSchema, response: { 200: contactSentSchema } },
        config: { rateLimit },
      },
      async (request) => service.partner(request.body, requestLanguage(request)),
    );

    app.get(
      '/admin/contact-requests',
      {
        schema: {
          querystring: contactListQuerySchema,
          response: { 200: pageSchema(contactRequestViewSchema) },
        },
        onRequest: authenticated,
      },
      async (request) =>
        service.list(request.actor, request.query.status, request.query.page, request.query.limit),
    );

    app.put(
      '/admin/contact-requests/:id',
      {
        schema: {
          params: idParamSchema,
          body: contactStatusSchema,
          response: { 200: contactRequestViewSchema },
        },
        onRequest: authenticated,
      },
      async (request) => service.setStatus(request.actor, request.params.id, request.body.status),
    );
  };
