import { randomUUID, timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { ERRORS } from '@bgc/shared';
import { errorBody } from '../lib/errors.js';

/** What the metrics plugin reads from the rest of the app (decision 039). */
export interface MetricsSources {
  /** `METRICS_TOKEN`; unset → `GET /metrics` answers 404. */
  token: string | undefined;
  /** Subscribes to the database's query timings (db/client.ts `Database.onQuery`). */
  onQuery(listener: (seconds: number, failed: boolean) => void): void;
  /** The PostgreSQL pool's clients (total, idle, waiting); null on the embedded database. */
  pool: (() => { total: number; idle: number; waiting: number }) | null;
  /** Live sockets held by this instance (LiveBus). */
  liveSockets(): number;
  /** Redis answers a PING; null when the instance runs without Redis. */
  redisUp: (() => Promise<boolean>) | null;
}

/** Runs of a background job, counted by {@link jobRun}. */
export type JobName =
  'account_purge' | 'video_facts_sweep' | 'ranking_recompute' | 'idempotency_sweep';

/**
 * How a guest page that no cache held was answered (decisions 025, 057, 082): `rendered`, or
 * the shell because the server was `busy` (no room, or every render slot taken), the render
 * went `over_time` (SSR_TIME_LIMIT_MS) or it `failed`.
 */
export type PageRenderOutcome = 'rendered' | 'busy' | 'over_time' | 'failed';

declare module 'fastify' {
  interface FastifyInstance {
    /** Decision 039: counts a background job's run and whether it failed. */
    jobRun: (job: JobName, failed: boolean) => void;
    /** Decisions 039 and 082: counts how a guest page no cache held was answered. */
    pageRender: (outcome: PageRenderOutcome) => void;
  }
}

/** Latency buckets in seconds: pages and API calls of a few ms up to slow uploads. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];

/** SHA-256 of a text, so the comparison below runs on equal lengths (constant time). */
const digest = (text: string): Buffer => createHash('sha256').update(text).digest();

/** True when the request carries `Authorization: Bearer <token>` (constant-time compare). */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header.length > 1024) return false;
  const match = /^Bearer (.+)$/.exec(header);
  return timingSafeEqual(digest(match?.[1] ?? ''), digest(token)) && match !== null;
}

const fail = (reply: FastifyReply, code: 'not_found' | 'unauthorized') =>
  reply.status(ERRORS[code].status).header('Cache-Control', 'no-store').send(errorBody(code));

/**
 * Decision 039: one Prometheus registry per app instance (tests build several apps in one
 * process) served at `GET /metrics` behind `Authorization: Bearer METRICS_TOKEN`; request ids
 * made on the server and returned as `X-Request-Id`. Series: `bgc_http_request_duration_seconds`
 * {method, route (the pattern, never the raw URL), status}, `bgc_db_query_duration_seconds`
 * {outcome}, `bgc_db_pool_clients`{state}, `bgc_live_sockets`, `bgc_redis_up`,
 * `bgc_job_runs_total`{job, outcome}, `bgc_page_renders_total`{outcome} (decision 082), and
 * prom-client's process metrics (memory, event-loop lag).
 */
export async function registerMetrics(
  app: FastifyInstance,
  sources: MetricsSources,
): Promise<void> {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'bgc_' });

  const requests = new Histogram({
    name: 'bgc_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'bgc_db_query_duration_seconds',
    help: 'Database query time, by outcome (ok or error)',
    labelNames: ['outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers: [registry],
  });
  sources.onQuery((seconds, failed) =>
    queries.observe({ outcome: failed ? 'error' : 'ok' }, seconds),
  );
  const pool = sources.pool;
  new Gauge({
    name: 'bgc_db_pool_clients',
    help: 'PostgreSQL clients of both pools by state (total, idle, waiting); absent on the embedded database',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) return;
      const { total, idle, waiting } = pool();
      this.set({ state: 'total' }, total);
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  new Gauge({
    name: 'bgc_live_sockets',
    help: 'Live (/api/live) WebSockets held by this instance',
    registers: [registry],
    collect() {
      this.set(sources.liveSockets());
    },
  });
  const redisUp = sources.redisUp;
  new Gauge({
    name: 'bgc_redis_up',
    help: '1 when Redis answers a PING, 0 when not; absent without REDIS_URL',
    registers: [registry],
    async collect() {
      if (redisUp) this.set((await redisUp()) ? 1 : 0);
    },
  });
  const jobs = new Counter({
    name: 'bgc_job_runs_total',
    help: 'Background job runs by job and outcome (ok or error)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  app.decorate('jobRun', (job: JobName, failed: boolean) =>
    jobs.inc({ job, outcome: failed ? 'error' : 'ok' }),
  );
  const renders = new Counter({
    name: 'bgc_page_renders_total',
    help: 'Guest pages no cache held, by outcome: rendered, or the shell (busy, over_time, failed)',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  app.decorate('pageRender', (outcome: PageRenderOutcome) => renders.inc({ outcome }));

  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    if (request.url === '/metrics') return;
    // the route pattern ('/api/courses/:id'), never the URL: unmatched paths share one label
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!sources.token) return fail(reply, 'not_found');
    if (!bearerMatches(request, sources.token)) return fail(reply, 'unauthorized');
    return reply
      .header('Cache-Control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}

/** Decision 039: request ids are made on the server (a client's header is never trusted). */
export const requestIdOptions = {
  requestIdHeader: false as const,
  genReqId: (): string => randomUUID(),
};
