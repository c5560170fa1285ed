import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { registerPublicReadEtags, setPageCacheHeaders } from './lib/http-cache.js';
import { composePage, createPageRenderer, loadServerEntry } from './lib/ssr.js';
import {
  PageCache,
  pageCacheKey,
  pageTags,
  registerPageCacheInvalidation,
} from './lib/page-cache.js';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyWebsocket from '@fastify/websocket';
import fastifyMultipart from '@fastify/multipart';
import { mkdirSync } from 'node:fs';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import {
  ERRORS,
  UI_LANGUAGES,
  isUiLanguage,
  mediaVariantSource,
  pageNameOf,
  pageOf,
  parsePath,
  pathLanguage,
  pickAcceptLanguage,
  type UiLanguage,
} from '@bgc/shared';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerErrorHandler } from './lib/error-handler.js';
import { registerInputGuard } from './lib/input-guard.js';
import { DatabaseHealth } from './lib/db-health.js';
import { configuredOrigin } from './lib/origin.js';
import { loggerOptions } from './lib/log-redaction.js';
import { helmetOptions, registerPermissionsPolicy } from './lib/security-headers.js';
import { API_VERSION, registerApiDocs } from './lib/api-docs.js';
import { registerWriteLimit } from './lib/write-limit.js';
import { createSharedState } from './lib/shared-state.js';
import { counterRateLimitStore } from './lib/rate-limit-store.js';
import { SignInThrottle } from './modules/auth/sign-in-throttle.js';
import { CourseService } from './modules/courses/courses.service.js';
import { courseRoutes } from './modules/courses/courses.routes.js';
import { GeoService } from './modules/geo/geo.service.js';
import { geoRoutes } from './modules/geo/geo.routes.js';
import { TownService } from './modules/towns/towns.service.js';
import { townRoutes } from './modules/towns/towns.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { SeoService } from './modules/seo/seo.service.js';
import { registerAuthGuard } from './lib/auth-guard.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { AuthService } from './modules/auth/auth.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { sessionRoutes } from './modules/auth/sessions.routes.js';
import { AccountSessionsService } from './modules/auth/account-sessions.service.js';
import { MemberService } from './modules/members/members.service.js';
import { memberRoutes } from './modules/members/members.routes.js';
import { FollowService } from './modules/follows/follows.service.js';
import { followRoutes } from './modules/follows/follows.routes.js';
import { CoursesPlayedService } from './modules/courses-played/courses-played.service.js';
import { coursesPlayedRoutes } from './modules/courses-played/courses-played.routes.js';
import { FriendService } from './modules/friends/friends.service.js';
import { friendRoutes } from './modules/friends/friends.routes.js';
import { LiveBus } from './modules/live/live-bus.js';
import { LiveGuard } from './modules/live/live-limits.js';
import { createLiveTransport } from './modules/live/live-redis.js';
import { ChatService } from './modules/chat/chat.service.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { liveRoutes } from './modules/live/live.routes.js';
import { MULTIPART_LIMITS } from './lib/multipart.js';
import {
  debouncedRecompute,
  onRankingChanged,
  recomputeRanking,
} from './modules/ranking/ranking.service.js';
import { CourseAdminService } from './modules/course-admin/course-admin.service.js';
import { courseAdminRoutes } from './modules/course-admin/course-admin.routes.js';
import { courseCorrectionRoutes } from './modules/course-corrections/course-corrections.routes.js';
import { CourseCorrectionService } from './modules/course-corrections/course-corrections.service.js';
import { grantAdministrators } from './modules/course-admin/course-admin.repository.js';
import { ReviewService } from './modules/reviews/reviews.service.js';
import { reviewRoutes } from './modules/reviews/reviews.routes.js';
import { MediaService } from './modules/media/media.service.js';
import { VideoFacts } from './modules/media/video-facts.js';
import {
  DiskMediaStore,
  mediaResponseHeaders,
  S3MediaStore,
  type MediaStore,
} from './lib/media-store.js';
import { mediaRoutes } from './modules/media/media.routes.js';
import { InterviewService } from './modules/interview/interview.service.js';
import { interviewRoutes } from './modules/interview/interview.routes.js';
import { clientConfigRoutes } from './modules/health/client-config.routes.js';
import { PostService } from './modules/posts/posts.service.js';
import { postRoutes } from './modules/posts/posts.routes.js';
import { CommentService } from './modules/comments/comments.service.js';
import { commentRoutes } from './modules/comments/comments.routes.js';
import { LikeService } from './modules/likes/likes.service.js';
import { likeRoutes } from './modules/likes/likes.routes.js';
import { ReportService } from './modules/reports/reports.service.js';
import { reportRoutes } from './modules/reports/reports.routes.js';
import { Notifier } from './modules/notifications/notifications.events.js';
import { notifyUnreadMessages } from './modules/chat/chat-notifications.js';
import { NotificationService } from './modules/notifications/notifications.service.js';
import { notificationRoutes } from './modules/notifications/notifications.routes.js';
import { HostService } from './modules/hosts/hosts.service.js';
import { hostRoutes } from './modules/hosts/hosts.routes.js';
import { CaptchaService, loadCaptchaKey } from './lib/captcha.js';
import { ContactService } from './modules/contact/contact.service.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { editionRoutes } from './modules/editions/editions.routes.js';
import { DataRightsService } from './modules/data-rights/data-rights.service.js';
import { registerMetrics, requestIdOptions } from './plugins/metrics.js';
import { closeLiveSockets } from './plugins/shutdown.js';
import { dataRightsRoutes } from './modules/data-rights/data-rights.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** D-05 debounced ranking recompute (tests call `flush()` to wait for it). */
    ranking: ReturnType<typeof debouncedRecompute>;
    /** D-15 chat service; `chat.onMessageStored(listener)` is the 'message stored' hook. */
    chat: ChatService;
    /** the deleted-accounts purge (tests call `purge(date)`). */
    dataRights: DataRightsService;
    /** where uploads are stored (local disk or S3). */
    media: MediaStore;
    /** video facts from YouTube (tests call `sweep(date)`). */
    videoFacts: VideoFacts;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Replaces the configured mailer (tests read sent mails). */
  mailer?: Mailer;
  /** Where the log lines go instead of stdout (decision 039: tests read them). */
  logStream?: { write(line: string): void };
}

/** The built SPA folder: WEB_DIST_DIR or apps/web/dist (from src/ or dist/). */
function webDistDir(config: Config): string | null {
  if (config.WEB_DIST_DIR) return path.resolve(config.WEB_DIST_DIR);
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [
    path.resolve(here, '../../web/dist'),
    path.resolve(here, '../../../apps/web/dist'),
  ];
  return candidates.find((dir) => existsSync(path.join(dir, 'index.html'))) ?? null;
}

/** Folder of the flag SVGs shipped by the `flag-icons` package. */
function flagsDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags');
}

/**
 * Language of a page request: `ln` query first (hreflang links), then the language of a
 * translated path (ROUTE-011), then Accept-Language.
 */
function pageLanguage(request: FastifyRequest): UiLanguage {
  const ln = (request.query as Record<string, unknown> | undefined)?.ln;
  if (isUiLanguage(ln)) return ln;
  return (
    pathLanguage(request.url.split('?')[0] ?? '/') ??
    pickAcceptLanguage(request.headers['accept-language'])
  );
}

/**
 * Builds the Fastify app without listening (tests use `app.inject`): the API under
 * `/api`, flags, the built SPA with per-route SEO, sitemap.xml and robots.txt.
 */
export async function buildApp({
  config,
  database,
  mailer,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
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
    ...requestIdOptions,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // a crashed embedded database is noticed, logged and answered with 503
  const health = new DatabaseHealth(database.db, app.log);
  registerErrorHandler(app, (err) => health.noteError(err));
  registerInputGuard(app);
  app.addHook('onRequest', async (request, reply) => {
    if (!health.broken || request.url === '/api/healthz' || request.url === '/api/readyz') return;
    return reply
      .status(503)
      .header('Retry-After', '30')
      .send({ error: { code: 'unavailable', message: ERRORS.unavailable.message } });
  });
  const helmet = helmetOptions({
    publicOrigin: configuredOrigin(config),
    mapTileUrl: config.MAP_TILE_URL,
  });
  await app.register(fastifyHelmet, helmet);
  registerPermissionsPolicy(app);
  // /api/docs and /api/docs/json, collected from the routes added below
  await registerApiDocs(app, { helmet, version: API_VERSION });
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  const courses = new CourseService(database.db);
  const geo = new GeoService(database.db);
  const dataDir = path.resolve(config.DATA_DIR);
  const mediaDir = path.join(dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  // uploads on the local disk, or in an S3-compatible bucket shared by instances
  const media: MediaStore = config.S3_BUCKET
    ? new S3MediaStore({
        bucket: config.S3_BUCKET,
        region: config.S3_REGION,
        endpoint: config.S3_ENDPOINT,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
        prefix: config.S3_PREFIX,
      })
    : new DiskMediaStore(mediaDir);
  app.decorate('media', media);
  const sessionTtlMs = config.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;
  const mail =
    mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      log: app.log,
    });
  const publicOrigin = configuredOrigin(config);
  // decision 017: nonces, rate limits, sign-in lock and write budget (Redis with REDIS_URL)
  const shared = await createSharedState({
    redisUrl: config.REDIS_URL,
    db: database.db,
    log: app.log,
  });
  const { counters, nonces } = shared;
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
  });
  // decision 039: Prometheus metrics at /metrics (behind METRICS_TOKEN) and request ids
  await registerMetrics(app, {
    ...database,
    token: config.METRICS_TOKEN,
    liveSockets: () => live.localSockets(),
    redisUp: shared.redisUp,
  });
  const auth = new AuthService({
    publicOrigin,
    live,
    log: app.log,
    signInThrottle: new SignInThrottle(counters),
    db: database.db,
    sessionTtlMs,
    mailer: mail,
    adminEmails: config.ADMIN_EMAILS,
    firstMemberAdmin: config.FIRST_MEMBER_ADMIN,
  });
  // D-03: the operator names the site administrators (once the schema is migrated)
  app.addHook('onReady', async () => {
    await grantAdministrators(database.db, config.ADMIN_EMAILS);
  });
  // D-05: rating changes recompute the ranking once, RANKING_DEBOUNCE_MS after the last one
  const ranking = debouncedRecompute(database.db, config.RANKING_DEBOUNCE_MS, (err) => {
    app.jobRun('ranking_recompute', true);
    app.log.error({ err }, 'ranking recompute failed');
  });
  const stopRankingRuns = onRankingChanged(() => app.jobRun('ranking_recompute', false));
  app.addHook('onClose', async () => stopRankingRuns());
  app.decorate('ranking', ranking);
  // RANK-018: a correction waits for any pending recompute, then recomputes fully (area totals)
  const corrections = new CourseCorrectionService(database.db, async () => {
    await ranking.flush();
    await recomputeRanking(database.db);
    courses.forgetLocations();
  });
  const members = new MemberService(database.db, media, auth);
  const notifier = new Notifier(database.db, live);
  const notificationService = new NotificationService(database.db, notifier);
  const follows = new FollowService(database.db, notifier);
  const coursesPlayed = new CoursesPlayedService(database.db);
  const friends = new FriendService(database.db, live, notifier);
  const chat = new ChatService(database.db, live, {
    stunUrls: config.STUN_URLS,
    turnUrls: config.TURN_URLS,
    turnSecret: config.TURN_SECRET,
    turnTtlSeconds: config.TURN_TTL_SECONDS,
  });
  live.setAudience((userId) => chat.presenceAudience(userId));
  app.decorate('chat', chat);
  // NOTIF type 6 (decisions 012, 038): a message still unread after a short delay notifies
  const stopMessageNotices = notifyUnreadMessages(
    chat,
    database.db,
    notifier,
    config.CHAT_NOTIFY_DELAY_MS,
  );
  app.addHook('onClose', async () => stopMessageNotices());
  const courseAdmin = new CourseAdminService({
    db: database.db,
    media,
    mailer: mail,
    live,
    publicOrigin,
  });
  const reviews = new ReviewService(database.db, ranking);
  const mediaService = new MediaService(database.db, media);
  const interviews = new InterviewService(database.db, media);
  const postService = new PostService(database.db, media, ranking, notifier);
  const commentService = new CommentService(database.db, notifier);
  const likeService = new LikeService(database.db);
  const reportService = new ReportService(database.db, live, notifier, (effects) => {
    // decision 042: a hide or a suspension moved counters, totals and maybe course ratings
    // (hidden reviews: the debounced recompute of D-05, as any review change)
    if (effects.courseIds.length > 0) ranking.trigger();
    postService.forgetCounts();
    for (const listener of afterRemoval) listener();
  });
  const seo = new SeoService(database.db, courses, geo, mediaService, postService);
  // D-11: self-hosted ALTCHA and the contact requests
  const captcha = new CaptchaService(database.db, {
    hmacKey: loadCaptchaKey(config.CAPTCHA_HMAC_KEY, dataDir),
    cost: config.CAPTCHA_COST,
    ttlSeconds: config.CAPTCHA_TTL_S,
  });
  /** Decisions 030 and 042: caches built further down that a deletion or moderation makes stale. */
  const afterRemoval = new Set<() => void>();
  const dataRights = new DataRightsService({
    db: database.db,
    media,
    purgeAfterDays: config.ACCOUNT_PURGE_AFTER_DAYS,
    onPurged: () => ranking.trigger(),
    onRemoved: (userId, effects) => {
      // decision 030: the ranking inputs moved, recomputed now rather than after the debounce
      ranking.trigger();
      void ranking.flush();
      postService.forgetCounts();
      for (const friend of effects.formerFriendIds) {
        live.send(friend, { type: 'removeFriend', from: userId, data: null });
        live.send(friend, { type: 'offline', from: userId, data: null });
      }
      for (const listener of afterRemoval) listener();
    },
    live,
    log: app.log,
  });
  app.decorate('dataRights', dataRights);
  // LEGAL-005: the background job erasing deleted accounts once due
  const purgeTimer = setInterval(() => {
    dataRights.purge().then(
      () => app.jobRun('account_purge', false),
      (err: unknown) => {
        app.jobRun('account_purge', true);
        app.log.error({ err }, 'account purge failed');
      },
    );
  }, config.ACCOUNT_PURGE_INTERVAL_MS);
  purgeTimer.unref();
  // video titles, channels and figures from YouTube, refreshed daily
  const videoFacts = new VideoFacts({
    db: database.db,
    apiKey: config.YOUTUBE_API_KEY,
    apiUrl: config.YOUTUBE_API_URL,
    oembedUrl: config.YOUTUBE_OEMBED_URL,
    refreshAfterMs: config.VIDEO_FACTS_REFRESH_MS,
    onSweep: (failed) => app.jobRun('video_facts_sweep', failed),
    log: app.log,
  });
  app.decorate('videoFacts', videoFacts);
  const videoFactsTimer = setInterval(() => videoFacts.kick(), config.VIDEO_FACTS_SWEEP_MS);
  videoFactsTimer.unref();
  // an upload (gallery, post, interview) may bring new videos: fetch their facts at once
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode < 300 && request.method !== 'GET' && request.isMultipart())
      videoFacts.kick();
  });
  const contact = new ContactService({
    db: database.db,
    captcha,
    mailer: mail,
    salesEmail: config.SALES_EMAIL,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
  });

  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  // graceful shutdown: live sockets close with 1012 'service restart' (never 4401, which signs
  // out); the SPA reconnects to another instance and catches up on 'ready' (docs/operations.md)
  app.addHook('preClose', closeLiveSockets);
  // decision 029: a client frame over LIVE_MAX_FRAME_BYTES closes its socket with 1009
  await app.register(fastifyWebsocket, { options: { maxPayload: config.LIVE_MAX_FRAME_BYTES } });
  await app.register(fastifyRateLimit, {
    global: false,
    // decision 017: counted in Redis across instances when REDIS_URL is set; decision 031:
    // while Redis is unreachable each instance counts them itself (never skipped)
    ...(shared.rateLimits ? { store: counterRateLimitStore(shared.rateLimits) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: {
        code: 'rate_limited',
        message: `Too many requests, retry in ${Math.ceil(context.ttl / 1000)} s`,
      },
    }),
  });

  await app.register(
    async (api) => {
      registerPublicReadEtags(api);
      api.addHook('onSend', async (_request, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
        return payload;
      });
      registerAuthGuard(api, { db: database.db, nonces, sessionTtlMs });
      // D-10: one write budget per member (per address for visitors) across all routes
      registerWriteLimit(api, {
        store: counters,
        max: config.RATE_LIMIT_WRITES,
        windowMs: config.RATE_LIMIT_WINDOW_MS,
      });
      // every feature's routes, registered one after the other in this order
      for (const routes of [
        healthRoutes({ database: health, redisUp: shared.redisUp }),
        authRoutes(auth, {
          signIn: config.RATE_LIMIT_SIGN_IN,
          register: config.RATE_LIMIT_REGISTER,
          reset: config.RATE_LIMIT_RESET,
          checkEmail: config.RATE_LIMIT_CHECK_EMAIL,
          windowMs: config.RATE_LIMIT_WINDOW_MS,
        }),
        sessionRoutes(new AccountSessionsService(database.db, live)),
        memberRoutes(members),
        followRoutes(follows),
        coursesPlayedRoutes(coursesPlayed),
        friendRoutes(friends),
        chatRoutes(chat, { push: config.RATE_LIMIT_CHAT, windowMs: config.RATE_LIMIT_WINDOW_MS }),
        liveRoutes({ db: database.db, hub: live, nonces, chat, guard: liveGuard }),
        courseAdminRoutes(courseAdmin),
        courseCorrectionRoutes(corrections),
        reviewRoutes(reviews),
        mediaRoutes(mediaService),
        interviewRoutes(interviews),
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
        postRoutes(postService),
        reportRoutes(reportService),
        commentRoutes(commentService),
        likeRoutes(likeService),
        notificationRoutes(notificationService),
        hostRoutes(new HostService(database.db)),
        contactRoutes(contact, captcha, {
          perIp: config.RATE_LIMIT_CONTACT,
          windowMs: config.RATE_LIMIT_WINDOW_MS,
        }),
        editionRoutes(config.EDITIONS),
        dataRightsRoutes(dataRights),
        courseRoutes(courses, corrections),
        geoRoutes(geo),
        townRoutes(new TownService(database.db)),
      ])
        await api.register(routes);
    },
    { prefix: '/api' },
  );

  /**
   * A `/media/…` file that is not stored. A photo's AVIF/WebP variant that was never made (a photo
   * stored before variants, or narrower than the width) redirects to its JPEG, so a `srcset`
   * entry never shows a broken image; anything else is a plain 404.
   */
  const missingMedia = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const source =
      request.method === 'GET' || request.method === 'HEAD' ? mediaVariantSource(pathname) : null;
    if (source) return reply.header('Cache-Control', 'public, max-age=86400').redirect(source, 302);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  };

  // uploads: names are random and never reused, so a file never changes (immutable). On disk
  // @fastify/static streams them (ETag, ranges); from a bucket the API relays the object.
  // Decision 031: served as media only with an allowed type (else as an attachment), nosniff.
  if (media instanceof DiskMediaStore) {
    await app.register(async (scope) => {
      scope.addHook('onSend', async (request, reply, payload) => {
        // a file (200, 206 range, 304); not the 404 or the variant redirect
        if (reply.statusCode < 300 || reply.statusCode === 304)
          reply.headers(mediaResponseHeaders(new URL(request.url, 'http://x').pathname, undefined));
        return payload;
      });
      await scope.register(fastifyStatic, {
        root: media.root,
        prefix: '/media/',
        decorateReply: false,
        maxAge: '30d',
        immutable: true,
      });
    });
  } else {
    app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
      const key = request.params['*'];
      const file = await media.get(key);
      if (!file) return missingMedia(request, reply);
      return reply
        .headers(mediaResponseHeaders(key, file.contentType))
        .header('Cache-Control', 'public, max-age=2592000, immutable')
        .send(file.data);
    });
  }
  await app.register(fastifyStatic, {
    root: flagsDir(),
    prefix: '/flags/',
    decorateReply: false,
    maxAge: '30d',
    immutable: true,
  });

  // D-14: one configured origin for sitemap (and its cache), robots and the SEO tags
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await seo.sitemap(publicOrigin)),
  );
  // OPEN-015: the pages at their paths in each other language
  for (const lang of UI_LANGUAGES.filter((l) => l !== 'en'))
    app.get(`/sitemap-${lang}.xml`, async (_request, reply) =>
      reply
        .type('application/xml')
        .header('Cache-Control', 'public, max-age=3600')
        .send(await seo.sitemap(publicOrigin, lang)),
    );
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain').send(seo.robots(publicOrigin)),
  );

  const dist = webDistDir(config);
  const template = dist ? readFileSync(path.join(dist, 'index.html'), 'utf8') : null;
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      wildcard: true,
      // the .br / .gz files written at build time (apps/web/scripts/precompress.mjs)
      preCompressed: true,
      // our own Cache-Control below (send's default would override it for precompressed files)
      cacheControl: false,
      setHeaders: (res, filePath) => {
        // decision 033: the body depends on Accept-Encoding (br, gzip or none), so shared
        // caches must key on it
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }

  // decision 025: guest pages rendered on the server when the entry was built; decision 033:
  // the served pages kept by path and declared query, emptied by the writes that change them
  const pages = createPageRenderer(app, dist ? await loadServerEntry(dist, app.log) : null);
  const pageCache = new PageCache();
  registerPageCacheInvalidation(app, pageCache);
  // decision 030: a deletion, and the ranking recompute it starts, change what kept pages show
  afterRemoval.add(() => pageCache.invalidate(null));
  const stopPageDrops = onRankingChanged(() => pageCache.invalidate(null));
  app.addHook('onClose', async () => stopPageDrops());
  app.addHook('onReady', async () => {
    // after start, in the background: the main routes' chunks and catalogs load before a visitor
    setImmediate(
      () => void pages.warm(['/', '/top-golf-courses-worldwide.html', '/about-us.html']),
    );
  });

  // Every other GET outside /api is a SPA route: index.html with the route's SEO tags (D-13),
  // and the page rendered on the server (the empty shell when that fails or is too slow).
  const serveSpa = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/media/')) return missingMedia(request, reply);
    if (
      request.method !== 'GET' ||
      pathname.startsWith('/api/') ||
      pathname === '/api' ||
      !template
    ) {
      return reply.status(404).send({
        error: { code: 'not_found', message: `Route ${request.method} ${pathname} not found` },
      });
    }
    const lang = pageLanguage(request);
    const route = parsePath(pathname);
    const cacheKey = pageCacheKey(request.url, lang, pageOf(route));
    const kept = cacheKey ? pageCache.get(cacheKey.key) : undefined;
    if (kept) {
      setPageCacheHeaders(request, reply, kept.status, pageOf(route));
      return reply
        .status(kept.status)
        .header('X-Page-Cache', 'hit')
        .type('text/html; charset=utf-8')
        .send(kept.html);
    }
    const meta = await seo.describe(pathname, lang);
    if (meta.redirect) return reply.redirect(meta.redirect, 301);
    setPageCacheHeaders(request, reply, meta.status, meta.page);
    // decision 033: a one-time code never leaves in a Referer header
    if (meta.page?.oneTimeCode) reply.header('Referrer-Policy', 'no-referrer');
    const page = await pages.render(cacheKey?.renderUrl ?? request.url, lang);
    const html = composePage(seo.render(template, meta, lang, publicOrigin), page);
    if (cacheKey && meta.status === 200)
      pageCache.set(cacheKey.key, {
        status: meta.status,
        html,
        tags: pageTags(pageNameOf(route), meta.tags),
      });
    return reply
      .status(meta.status)
      .header('X-Page-Cache', cacheKey ? 'miss' : 'none')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  // '/' and '/index.html' are directories/files to @fastify/static, so they are routed explicitly.
  app.get('/', serveSpa);
  app.get('/index.html', serveSpa);
  app.setNotFoundHandler(serveSpa);

  app.addHook('onClose', async () => {
    clearInterval(purgeTimer);
    clearInterval(videoFactsTimer);
    if (media instanceof S3MediaStore) media.close();
    await videoFacts.stop();
    ranking.cancel();
    await shared.close();
    await live.close();
    await database.close();
  });
  return app;
}
