import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { registerAuthGuard } from '../lib/auth-guard.js';
import { appError } from '../lib/errors.js';
import type { DatabaseHealth } from '../lib/db-health.js';
import { registerPublicReadEtags } from '../lib/http-cache.js';
import { registerKeptAnswerCoding } from '../lib/kept-answer.js';
import { MULTIPART_LIMITS } from '../lib/multipart.js';
import { counterRateLimitStore } from '../lib/rate-limit-store.js';
import type { SharedState } from '../lib/shared-state.js';
import { registerWriteLimit } from '../lib/write-limit.js';
import { authRoutes } from '../modules/auth/auth.routes.js';
import { AccountSessionsService } from '../modules/auth/account-sessions.service.js';
import { sessionRoutes } from '../modules/auth/sessions.routes.js';
import { chatRoutes } from '../modules/chat/chat.routes.js';
import { commentRoutes } from '../modules/comments/comments.routes.js';
import { contactRoutes } from '../modules/contact/contact.routes.js';
import { courseAdminRoutes } from '../modules/course-admin/course-admin.routes.js';
import { courseCorrectionRoutes } from '../modules/course-corrections/course-corrections.routes.js';
import { courseRoutes } from '../modules/courses/courses.routes.js';
import { coursesPlayedRoutes } from '../modules/courses-played/courses-played.routes.js';
import { dataRightsRoutes } from '../modules/data-rights/data-rights.routes.js';
import { editionRoutes } from '../modules/editions/editions.routes.js';
import { followRoutes } from '../modules/follows/follows.routes.js';
import { friendRoutes } from '../modules/friends/friends.routes.js';
import { geoRoutes } from '../modules/geo/geo.routes.js';
import { clientConfigRoutes } from '../modules/health/client-config.routes.js';
import { healthRoutes } from '../modules/health/health.routes.js';
import { HostService } from '../modules/hosts/hosts.service.js';
import { hostRoutes } from '../modules/hosts/hosts.routes.js';
import { interviewRoutes } from '../modules/interview/interview.routes.js';
import { likeRoutes } from '../modules/likes/likes.routes.js';
import type { LiveBus } from '../modules/live/live-bus.js';
import type { LiveGuard } from '../modules/live/live-limits.js';
import { liveSocketError } from '../modules/live/live-socket-error.js';
import { liveRoutes } from '../modules/live/live.routes.js';
import { mediaRoutes } from '../modules/media/media.routes.js';
import { memberRoutes } from '../modules/members/members.routes.js';
import { notificationRoutes } from '../modules/notifications/notifications.routes.js';
import { postRoutes } from '../modules/posts/posts.routes.js';
import { reportRoutes } from '../modules/reports/reports.routes.js';
import { reviewRoutes } from '../modules/reviews/reviews.routes.js';
import { TownService } from '../modules/towns/towns.service.js';
import { townRoutes } from '../modules/towns/towns.routes.js';
import type { Services } from '../services.js';
import { closeLiveSockets } from './shutdown.js';

/** What the API is served from. */
export interface ApiOptions {
  config: Config;
  db: Db;
  services: Services;
  /** Decision 017: nonces, the write budget's counters and the rate limits' store. */
  shared: SharedState;
  /** D-15: the live bus and decision 029's socket limits of `/api/live`. */
  live: LiveBus;
  liveGuard: LiveGuard;
  /** Answers the probes `/api/healthz` and `/api/readyz`. */
  health: DatabaseHealth;
}

/**
 * The JSON API under `/api` (docs/api.md) and what it needs at the root: @fastify/multipart
 * with the OPEN-062 limits, the graceful-shutdown hook closing live sockets with 1012 (before
 * @fastify/websocket's own close, docs/operations.md), @fastify/websocket (decision 029: a
 * frame over LIVE_MAX_FRAME_BYTES closes its socket with 1009) and @fastify/rate-limit (per
 * route; decision 017: counted in Redis across instances, decision 031: counted by each
 * instance while Redis is unreachable). Inside the `/api` scope: ETags of public reads,
 * `Cache-Control: no-store` unless a route set its own, the auth guard, D-10's write budget per
 * member (per address for visitors), then every feature's routes in a fixed order. Wrapped with
 * fastify-plugin: the three plugins and the hook belong to the root instance as before.
 */
export const api = fp<ApiOptions>(
  async (app, { config, db, services: s, shared, live, liveGuard, health }) => {
    await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
    app.addHook('preClose', closeLiveSockets);
    await app.register(fastifyWebsocket, {
      options: { maxPayload: config.LIVE_MAX_FRAME_BYTES },
      errorHandler: liveSocketError,
    });
    await app.register(fastifyRateLimit, {
      global: false,
      ...(shared.rateLimits ? { store: counterRateLimitStore(shared.rateLimits) } : {}),
      // thrown by the plugin, so the error handler answers it with the catalogue's body
      errorResponseBuilder: (_request, context) =>
        appError('rate_limited', `Too many requests, retry in ${Math.ceil(context.ttl / 1000)} s`),
    });

    const { counters, nonces } = shared;
    await app.register(
      async (scope) => {
        registerPublicReadEtags(scope);
        // decision 075: kept answers compressed once (before the plugin's per-route compression)
        registerKeptAnswerCoding(scope);
        scope.addHook('onSend', async (_request, reply, payload) => {
          if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
          return payload;
        });
        registerAuthGuard(scope, { db, nonces, sessionTtlMs: s.sessionTtlMs });
        registerWriteLimit(scope, {
          store: counters,
          max: config.RATE_LIMIT_WRITES,
          windowMs: config.RATE_LIMIT_WINDOW_MS,
        });
        // every feature's routes, registered one after the other in this order
        for (const routes of [
          healthRoutes({ database: health, redisUp: shared.redisUp }),
          authRoutes(s.auth, {
            signIn: config.RATE_LIMIT_SIGN_IN,
            register: config.RATE_LIMIT_REGISTER,
            reset: config.RATE_LIMIT_RESET,
            checkEmail: config.RATE_LIMIT_CHECK_EMAIL,
            windowMs: config.RATE_LIMIT_WINDOW_MS,
          }),
          sessionRoutes(new AccountSessionsService(db, live)),
          memberRoutes(s.members),
          followRoutes(s.follows),
          coursesPlayedRoutes(s.coursesPlayed),
          friendRoutes(s.friends),
          chatRoutes(s.chat, {
            push: config.RATE_LIMIT_CHAT,
            windowMs: config.RATE_LIMIT_WINDOW_MS,
          }),
          liveRoutes({ db, hub: live, nonces, chat: s.chat, guard: liveGuard }),
          courseAdminRoutes(s.courseAdmin),
          courseCorrectionRoutes(s.corrections),
          reviewRoutes(s.reviews),
          mediaRoutes(s.mediaService),
          interviewRoutes(s.interviews),
          clientConfigRoutes({
            mapTileUrl: config.MAP_TILE_URL,
            mapAttribution: config.MAP_ATTRIBUTION,
            social: {
              facebook: config.SOCIAL_FACEBOOK_URL,
              instagram: config.SOCIAL_INSTAGRAM_URL,
              youtube: config.SOCIAL_YOUTUBE_URL,
              x: config.SOCIAL_X_URL,
              linkedin: config.SOCIAL_LINKEDIN_URL,
            },
          }),
          postRoutes(s.postService),
          reportRoutes(s.reportService),
          commentRoutes(s.commentService),
          likeRoutes(s.likeService),
          notificationRoutes(s.notificationService),
          hostRoutes(new HostService(db)),
          contactRoutes(s.contact, s.captcha, {
            perIp: config.RATE_LIMIT_CONTACT,
            windowMs: config.RATE_LIMIT_WINDOW_MS,
          }),
          editionRoutes(config.EDITIONS),
          dataRightsRoutes(s.dataRights),
          courseRoutes(s.courses),
          geoRoutes(s.geo),
          townRoutes(new TownService(db)),
        ])
          await scope.register(routes);
      },
      { prefix: '/api' },
    );
  },
  { name: 'bgc-api' },
);
