import { z } from 'zod';
import {
  notificationListQuerySchema,
  notificationPreferencesSchema,
  notificationPageSchema,
  notificationPreferencesAnswerSchema,
  successSchema,
} from '@bgc/shared';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import { memberIdRoute, memberRoute, type RouteModule } from '../../lib/member-routes.js';
import type { NotificationService } from './notifications.service.js';

/** NOTIF-002, NOTIF-007, NOTIF-008: the bell's calls (own notifications only). */
export const notificationRoutes: RouteModule<NotificationService> = (service) => async (app) => {
  app.get(
    '/notification',
    {
      schema: {
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema },
      },
      onRequest: authenticated,
    },
    async (request) =>
      service.list(requireActor(request).userId, request.query.page, request.query.cursor),
  );
  memberRoute(
    app,
    'PUT',
    '/notification/read-all',
    successSchema.extend({ updated: z.number().int() }),
    (userId) => service.readAll(userId),
  );
  memberIdRoute(app, 'PUT', '/notification/read/:id', successSchema, (userId, id) =>
    service.read(userId, id),
  );
  memberRoute(
    app,
    'GET',
    '/notification/preferences',
    notificationPreferencesAnswerSchema,
    (userId) => service.preferences(userId),
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
  memberIdRoute(app, 'DELETE', '/notification/:id', successSchema, (userId, id) =>
    service.remove(userId, id),
  );
};
