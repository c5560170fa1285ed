import { apiCalls } from '@bgc/shared';
import type { RouteModule } from '../../lib/member-routes.js';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import { requestLanguage } from '../../lib/language.js';
import type { HostService } from './hosts.service.js';

/**
 * FIND-005..008: host record (signed in) and the seekers' search (open to visitors). Each
 * route registers the schema of its call's declaration in packages/shared (decision 045).
 */
export const hostRoutes: RouteModule<HostService> = (service) => async (app) => {
  app.get(
    '/hosts/me',
    { schema: apiCalls['GET /hosts/me'].schema, onRequest: authenticated },
    async (request) => service.mine(requireActor(request).userId, requestLanguage(request)),
  );
  app.post(
    '/hosts',
    { schema: apiCalls['POST /hosts'].schema, onRequest: authenticated },
    async (request) =>
      service.create(requireActor(request).userId, request.body, requestLanguage(request)),
  );
  app.put(
    '/hosts',
    { schema: apiCalls['PUT /hosts'].schema, onRequest: authenticated },
    async (request) =>
      service.update(requireActor(request).userId, request.body, requestLanguage(request)),
  );
  app.put(
    '/hosts/status/:status',
    { schema: apiCalls['PUT /hosts/status/:status'].schema, onRequest: authenticated },
    async (request) => service.status(requireActor(request).userId, request.params.status),
  );
  app.post(
    '/hosts/search',
    {
      schema: apiCalls['POST /hosts/search'].schema,
      // a search sent by POST changes no page (decision 033)
      config: { pageWrites: 'none' },
    },
    async (request) =>
      service.search(request.body, request.actor?.userId ?? null, requestLanguage(request)),
  );
};
