import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EDITION_IDS, type Edition } from '@bgc/shared';

/**
 * GET /editions (I18N-006): the configured country editions and their origins, from
 * EDITIONS only (never from the request's Host, D-14). An empty list hides the switcher.
 */
export const editionRoutes =
  (editions: readonly Edition[]): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/editions',
      {
        schema: {
          response: {
            200: z.object({
              editions: z.array(z.object({ id: z.enum(EDITION_IDS), origin: z.string() })),
            }),
          },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=3600');
        return { editions: [...editions] };
      },
    );
  };
