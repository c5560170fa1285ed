import type { RouteModule } from '../../lib/member-routes.js';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { z } from 'zod';
import { defaultCoursesFile } from '../../seed/course-import.js';
import type { DatabaseHealth } from '../../lib/db-health.js';
import { csvAnswer } from '../../lib/api-docs.js';

/** What GET /readyz looks at: the database, and Redis when REDIS_URL is set (else null). */
export interface ReadinessProbes {
  database: DatabaseHealth;
  redisUp: (() => Promise<boolean>) | null;
}

/** The body of GET /readyz: its verdict and each dependency (decision 031). */
const readinessSchema = z.object({
  status: z.enum(['ready', 'degraded', 'unavailable']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down', 'unused']),
});
type Readiness = z.infer<typeof readinessSchema>;

/**
 * GET /healthz (liveness: the process answers), GET /readyz (readiness,
 * decision 031) and GET /open-data/courses.csv (ODbL §4.6 machine-readable copy). Readiness
 * names each dependency in its body: `ready` (200) when all answer, `degraded` (200) when only
 * Redis is away (every instance shares it, so taking this one out of rotation would not help;
 * the security state then fails closed or counts locally), `unavailable` (503) when the
 * database does not answer.
 */
export const healthRoutes: RouteModule<ReadinessProbes> = (probes) => async (app) => {
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
          200: readinessSchema,
          503: readinessSchema,
        },
      },
    },
    async (_request, reply) => {
      const [problem, redisUp] = await Promise.all([
        probes.database.check(),
        probes.redisUp ? probes.redisUp() : null,
      ]);
      const redis: Readiness['redis'] = redisUp === null ? 'unused' : redisUp ? 'up' : 'down';
      if (problem) {
        const body: Readiness = { status: 'unavailable', database: 'down', redis };
        return reply.status(503).send(body);
      }
      const body: Readiness = {
        status: redis === 'down' ? 'degraded' : 'ready',
        database: 'up',
        redis,
      };
      return body;
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
