import type { RouteModule } from '../../lib/member-routes.js';
import { clientConfigSchema, type ClientConfig } from '@bgc/shared';

/** GET /client-config: settings the SPA reads at run time (map tiles, MAP-001). */
export const clientConfigRoutes: RouteModule<ClientConfig> = (settings) => async (app) => {
  app.get(
    '/client-config',
    { schema: { response: { 200: clientConfigSchema } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
      return settings;
    },
  );
};
