import { listSchema, townSchema, townsQuerySchema } from '@bgc/shared';
import type { RouteModule } from '../../lib/member-routes.js';
import { PUBLIC_READ } from '../../lib/http-cache.js';
import type { TownService } from './towns.service.js';

/** Decision 034: GET /towns?q=&country=&limit= (public; the city pickers' town search). */
export const townRoutes: RouteModule<TownService> = (service) => async (app) => {
  app.get(
    '/towns',
    {
      schema: { querystring: townsQuerySchema, response: { 200: listSchema(townSchema) } },
      ...PUBLIC_READ,
    },
    async (request) => service.search(request.query),
  );
};
