import type { RouteModule } from '../../lib/member-routes.js';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { z } from 'zod';
import { defaultCoursesFile } from '../../seed/course-import.js';
import type { DatabaseHealth } from '../../lib/db-health.js';
import { csvAnswer } from '../../lib/api-docs.js';

/**
 * GET /healthz (liveness: the process answers), GET /readyz (readiness: the database answers
 * a query, issue 9 item 9) and GET /open-data/courses.csv (ODbL §4.6 machine-readable copy).
 */
export const healthRoutes: RouteModule<DatabaseHealth> = (health) => async (app) => {
  app.get(
    '/healthz',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ready') }),
          503: z.object({ status: z.literal('unavailable'), reason: z.literal('database') }),
        },
      },
    },
    async (_request, reply) => {
      const problem = await health.check();
      if (problem) return reply.status(503).send({ status: 'unavailable', reason: 'database' });
      return { status: 'ready' as const };
    },
  );

  app.get('/open-data/courses.csv', { schema: csvAnswer }, async (request, reply) => {
    const file = defaultCoursesFile();
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="bgc-courses-odbl.csv"')
      .header('Cache-Control', 'public, max-age=86400');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      reply.header('Content-Encoding', 'gzip');
      return reply.send(createReadStream(file));
    }
    return reply.send(createReadStream(file).pipe(createGunzip()));
  });
};
