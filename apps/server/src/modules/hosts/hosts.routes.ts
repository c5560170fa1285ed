import { z } from 'zod';
import { hostInputSchema, hostSearchSchema, hostSchema, pageSchema } from '@bgc/shared';
import type { RouteModule } from '../../lib/member-routes.js';
import { authenticated, requireActor } from '../../lib/auth-guard.js';
import { requestLanguage } from '../../lib/language.js';
import type { HostService } from './hosts.service.js';

/** FIND-005/006: the caller's host (null when none). */
const myHost = z.object({ host: hostSchema.nullable() });
const statusParams = z.object({ status: z.enum(['active', 'inactive']) });

/** FIND-005..008: host record (signed in) and the seekers' search (open to visitors). */
export const hostRoutes: RouteModule<HostService> = (service) => async (app) => {
  app.get(
    '/hosts/me',
    { schema: { response: { 200: myHost } }, onRequest: authenticated },
    async (request) => service.mine(requireActor(request).userId, requestLanguage(request)),
  );
  app.post(
    '/hosts',
    { schema: { body: hostInputSchema, response: { 200: myHost } }, onRequest: authenticated },
    async (request) =>
      service.create(requireActor(request).userId, request.body, requestLanguage(request)),
  );
  app.put(
    '/hosts',
    { schema: { body: hostInputSchema, response: { 200: myHost } }, onRequest: authenticated },
    async (request) =>
      service.update(requireActor(request).userId, request.body, requestLanguage(request)),
  );
  app.put(
    '/hosts/status/:status',
    {
      schema: {
        params: statusParams,
        response: { 200: z.object({ status: z.enum(['active', 'inactive']) }) },
      },
      onRequest: authenticated,
    },
    async (request) => service.status(requireActor(request).userId, request.params.status),
  );
  app.post(
    '/hosts/search',
    {
      schema: { body: hostSearchSchema, response: { 200: pageSchema(hostSchema) } },
      // a search sent by POST changes no page (decision 033)
      config: { pageWrites: 'none' },
    },
    async (request) =>
      service.search(request.body, request.actor?.userId ?? null, requestLanguage(request)),
  );
};
