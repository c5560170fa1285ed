import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  notificationListQuerySchema,
  notificationPreferencesSchema,
  notificationPageSchema,
  notificationPreferencesAnswerSchema,
  successSchema,
} from '@bgc/shared';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import type { NotificationService } from './notifications.service.js';

/** NOTIF-002, NOTIF-007, NOTIF-008: the bell's calls (own notifications only). */
export const notificationRoutes =
  (service: NotificationService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/notification',
      {
        schema: {
          querystring: notificationListQuerySchema,
          response: { 200: notificationPageSchema },
        },
        onRequest: authenticated,
      },
      async (request) => service.list(requireActor(request).userId, request.query.page),
    );
    app.put(
      '/notification/read-all',
      {
        schema: { response: { 200: successSchema.extend({ updated: z.number().int() }) } },
        onRequest: authenticated,
      },
      async (request) => service.readAll(requireActor(request).userId),
    );
    app.put(
      '/notification/read/:id',
      {
        schema: { params: idParamSchema, response: { 200: successSchema } },
        onRequest: authenticated,
      },
      async (request) => service.read(requireActor(request).userId, request.params.id),
    );
    app.get(
      '/notification/preferences',
      {
        schema: { response: { 200: notificationPreferencesAnswerSchema } },
        onRequest: authenticated,
      },
      async (request) => service.preferences(requireActor(request).userId),
    );
    app.put(
      '/notification/preferences',
      {
        schema: {
          body: notificationPreferencesSchema,
          response: { 200: notificationPreferencesAnswerSchema },
        },
        onRequest: authenticated,
      },
      async (request) =>
        service.savePreferences(requireActor(request).userId, request.body.disabledTypes),
    );
    app.delete(
      '/notification/:id',
      {
        schema: { params: idParamSchema, response: { 200: successSchema } },
        onRequest: authenticated,
      },
      async (request) => service.remove(requireActor(request).userId, request.params.id),
    );
  };
