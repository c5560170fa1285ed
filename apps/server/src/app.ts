import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { API_VERSION, registerApiDocs } from './lib/api-docs.js';
import { DatabaseHealth } from './lib/db-health.js';
import { idempotency, IdempotencyStore } from './lib/idempotency.js';
import { keptAnswerSerializerCompiler } from './lib/kept-answer.js';
import { clientErrorHandler } from './lib/error-handler.js';
import { loggerOptions } from './lib/log-redaction.js';
import type { Mailer } from './lib/mailer.js';
import { S3MediaStore } from './lib/media-store.js';
import { configuredOrigin } from './lib/origin.js';
import { helmetOptions, registerSecurityHeaders } from './lib/security-headers.js';
import { createSharedState } from './lib/shared-state.js';
import { LiveBus } from './modules/live/live-bus.js';
import { LiveGuard } from './modules/live/live-limits.js';
import { createLiveTransport } from './modules/live/live-redis.js';
import { api } from './plugins/api.js';
import { backgroundJobs } from './plugins/background-jobs.js';
import { errorHandling } from './plugins/errors.js';
import { registerMetrics, requestIdOptions } from './plugins/metrics.js';
import { sitemap } from './plugins/sitemap.js';
import { ssr } from './plugins/ssr.js';
import { mediaFiles, spaAssets, webDistDir } from './plugins/static-files.js';
import { buildServices } from './services.js';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Replaces the configured mailer (tests read sent mails). */
  mailer?: Mailer;
  /** Where the log lines go instead of stdout (decision 039: tests read them). */
  logStream?: { write(line: string): void };
  /**
   * Told of every route as it is registered, schemas included (decision 045: the call drift
   * test compares them with the SPA's call declarations).
   */
  onRoute?: (route: RouteOptions) => void;
}

/** The Fastify instance with its logger, proxy trust, router limits and zod compilers. */
function createInstance(config: Config, logStream: AppOptions['logStream']) {
  const logger = loggerOptions(config.LOG_LEVEL);
  const app = Fastify({
    logger: typeof logger === 'object' && logStream ? { ...logger, stream: logStream } : logger,
    // D-14: the client address comes from X-Forwarded-For only behind configured proxies
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    // POST /courses-played/{id-id-…} carries up to 40 ids in one path parameter (OPEN-063)
    routerOptions: { maxParamLength: 512 },
    // what Node's parser refuses (URL or headers too long…) answers the catalogue's body too
    clientErrorHandler,
    ...requestIdOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // decision 075: a kept answer is serialized once
  app.setSerializerCompiler(keptAnswerSerializerCompiler);
  return app;
}

/**
 * Builds the Fastify app without listening (tests use `app.inject`): the API under `/api`,
 * uploads, flags, sitemap.xml and robots.txt, the built SPA with per-route SEO and pages
 * rendered on the server. This file is the composition only; each concern is a plugin under
 * `plugins/` and the service graph is `services.ts`. The registration order is the order of
 * the hooks, so it is kept: errors first, then security headers, API docs, idempotency keys
 * (decision 046), compression and
 * metrics, the services and their background jobs, the API, the static files, the sitemap and
 * the pages (whose not-found handler catches the rest); the close hook last, so it runs first.
 */
export async function buildApp({
  config,
  database,
  mailer,
  logStream,
  onRoute,
}: AppOptions): Promise<FastifyInstance> {
  const app = createInstance(config, logStream);
  if (onRoute) app.addHook('onRoute', onRoute);
  // a crashed embedded database is noticed, logged and answered with 503
  const health = new DatabaseHealth(database.db, app.log);
  // the code and message only: pg attaches the client, whose parameters hold the password
  database.onConnectionError((error: Error & { code?: string }) =>
    app.log.warn(
      { code: error.code, reason: error.message },
      'PostgreSQL ended a pooled connection; the pool opens another',
    ),
  );
  await app.register(errorHandling, { health });
  const helmet = helmetOptions({
    publicOrigin: configuredOrigin(config),
    mapTileUrl: config.MAP_TILE_URL,
  });
  registerSecurityHeaders(app, helmet);
  // /api/docs and /api/docs/json, collected from the routes added below
  await registerApiDocs(app, { helmet, version: API_VERSION });
  // decision 046: before compression, so a write's answer is stored as serialized
  const idempotencyStore = new IdempotencyStore(database.db);
  await app.register(idempotency, { store: idempotencyStore });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  // decision 017: nonces, rate limits, sign-in lock and write budget (Redis with REDIS_URL)
  const shared = await createSharedState({
    redisUrl: config.REDIS_URL,
    db: database.db,
    log: app.log,
  });
  // D-15: live events and presence, through Redis pub/sub when REDIS_URL is set
  const live = new LiveBus(
    config.REDIS_URL ? await createLiveTransport(config.REDIS_URL, app.log) : null,
    config.LIVE_MAX_BUFFERED_BYTES,
  );
  // decision 029: per-socket budgets and socket caps of /api/live
  const liveGuard = new LiveGuard({
    framesPerSecond: config.LIVE_FRAMES_PER_SECOND,
    bytesPerSecond: config.LIVE_BYTES_PER_SECOND,
    maxSocketsPerMember: config.LIVE_MAX_SOCKETS_PER_MEMBER,
    maxSocketsPerAddress: config.LIVE_MAX_SOCKETS_PER_ADDRESS,
    overBudgetPauseMs: config.LIVE_OVER_BUDGET_PAUSE_MS,
  });
  // decision 039: Prometheus metrics at /metrics (behind METRICS_TOKEN) and request ids
  await registerMetrics(app, {
    ...database,
    token: config.METRICS_TOKEN,
    liveSockets: () => live.localSockets(),
    redisUp: shared.redisUp,
  });

  const services = buildServices(app, { config, database, mailer, shared, live });
  await app.register(backgroundJobs, {
    dataRights: services.dataRights,
    videoFacts: services.videoFacts,
    idempotency: idempotencyStore,
    purgeIntervalMs: config.ACCOUNT_PURGE_INTERVAL_MS,
    sweepIntervalMs: config.VIDEO_FACTS_SWEEP_MS,
  });
  await app.register(api, { config, db: database.db, services, shared, live, liveGuard, health });
  await app.register(mediaFiles, { media: services.media });
  // D-14: one configured origin for sitemap (and its cache), robots and the SEO tags
  const { seo, publicOrigin } = services;
  await app.register(sitemap, { seo, publicOrigin });
  const dist = webDistDir(config);
  if (dist) await app.register(spaAssets, { dist });
  await app.register(ssr, {
    dist,
    seo,
    publicOrigin,
    onAccountRemoved: services.onAccountRemoved,
  });

  // registered last, so it runs before the other close hooks (Fastify runs them last-in
  // first-out): the jobs stop, then the stores and the database close
  app.addHook('onClose', async () => {
    await app.stopBackgroundJobs();
    if (services.media instanceof S3MediaStore) services.media.close();
    services.ranking.cancel();
    await shared.close();
    await live.close();
    await database.close();
  });
  return app;
}
