import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
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
  UI_LANGUAGES,
  isUiLanguage,
  pathLanguage,
  pickAcceptLanguage,
  type UiLanguage,
} from '@bgc/shared';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerErrorHandler } from './lib/error-handler.js';
import { CourseService } from './modules/courses/courses.service.js';
import { courseRoutes } from './modules/courses/courses.routes.js';
import { GeoService } from './modules/geo/geo.service.js';
import { geoRoutes } from './modules/geo/geo.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { SeoService } from './modules/seo/seo.service.js';
import { registerAuthGuard } from './lib/auth-guard.js';
import { NonceStore } from './lib/nonce-store.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { AuthService } from './modules/auth/auth.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { MemberService } from './modules/members/members.service.js';
import { memberRoutes } from './modules/members/members.routes.js';
import { FollowService } from './modules/follows/follows.service.js';
import { followRoutes } from './modules/follows/follows.routes.js';
import { CoursesPlayedService } from './modules/courses-played/courses-played.service.js';
import { coursesPlayedRoutes } from './modules/courses-played/courses-played.routes.js';
import { FriendService } from './modules/friends/friends.service.js';
import { friendRoutes } from './modules/friends/friends.routes.js';
import { LiveHub } from './lib/live-events.js';
import { liveRoutes } from './modules/live/live.routes.js';
import { MULTIPART_LIMITS } from './lib/multipart.js';
import { debouncedRecompute } from './modules/ranking/ranking.service.js';
import { CourseAdminService } from './modules/course-admin/course-admin.service.js';
import { courseAdminRoutes } from './modules/course-admin/course-admin.routes.js';
import { grantAdministrators } from './modules/course-admin/course-admin.repository.js';
import { ReviewService } from './modules/reviews/reviews.service.js';
import { reviewRoutes } from './modules/reviews/reviews.routes.js';
import { MediaService } from './modules/media/media.service.js';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** D-05 debounced ranking recompute (tests call `flush()` to wait for it). */
    ranking: ReturnType<typeof debouncedRecompute>;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Replaces the configured mailer (tests read sent mails). */
  mailer?: Mailer;
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
export async function buildApp({ config, database, mailer }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: true,
    // POST /courses-played/{id-id-…} carries up to 40 ids in one path parameter (OPEN-063)
    routerOptions: { maxParamLength: 512 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });

  const courses = new CourseService(database.db);
  const geo = new GeoService(database.db);
  const dataDir = path.resolve(config.DATA_DIR);
  const mediaDir = path.join(dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  const sessionTtlMs = config.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000;
  const mail =
    mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      outboxDir: path.join(dataDir, 'outbox'),
      log: app.log,
    });
  const auth = new AuthService({
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
  const ranking = debouncedRecompute(database.db, config.RANKING_DEBOUNCE_MS, (err) =>
    app.log.error({ err }, 'ranking recompute failed'),
  );
  app.decorate('ranking', ranking);
  const members = new MemberService(database.db, mediaDir);
  const follows = new FollowService(database.db);
  const coursesPlayed = new CoursesPlayedService(database.db);
  const live = new LiveHub();
  const nonces = new NonceStore();
  const friends = new FriendService(database.db, live);
  const courseAdmin = new CourseAdminService({
    db: database.db,
    mediaDir,
    mailer: mail,
    live,
    publicUrl: config.PUBLIC_URL,
  });
  const reviews = new ReviewService(database.db, ranking);
  const mediaService = new MediaService(database.db, mediaDir);
  const interviews = new InterviewService(database.db, mediaDir);
  const postService = new PostService(database.db, mediaDir, ranking);
  const commentService = new CommentService(database.db);
  const likeService = new LikeService(database.db);
  const reportService = new ReportService(database.db);
  const seo = new SeoService(database.db, courses, geo, mediaService, postService);

  // D-10: writes are limited per member (per IP for visitors) unless a route sets its own limit.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const writes = methods.some(
      (m) => m === 'POST' || m === 'PUT' || m === 'DELETE' || m === 'PATCH',
    );
    const routeConfig = (route.config ?? {}) as { rateLimit?: unknown };
    if (writes && routeConfig.rateLimit === undefined && config.RATE_LIMIT_WRITES > 0) {
      route.config = {
        ...routeConfig,
        rateLimit: {
          max: config.RATE_LIMIT_WRITES,
          timeWindow: config.RATE_LIMIT_WINDOW_MS,
          keyGenerator: (request: FastifyRequest) =>
            request.actor ? `member:${request.actor.userId}` : `ip:${request.ip}`,
        },
      };
    }
  });
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS });
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(fastifyRateLimit, {
    global: false,
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
      api.addHook('onSend', async (_request, reply, payload) => {
        if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
        return payload;
      });
      registerAuthGuard(api, { db: database.db, nonces, sessionTtlMs });
      await api.register(healthRoutes);
      await api.register(
        authRoutes(
          auth,
          {
            signIn: config.RATE_LIMIT_SIGN_IN,
            register: config.RATE_LIMIT_REGISTER,
            reset: config.RATE_LIMIT_RESET,
            checkEmail: config.RATE_LIMIT_CHECK_EMAIL,
            windowMs: config.RATE_LIMIT_WINDOW_MS,
          },
          config.PUBLIC_URL,
        ),
      );
      await api.register(memberRoutes(members));
      await api.register(followRoutes(follows));
      await api.register(coursesPlayedRoutes(coursesPlayed));
      await api.register(friendRoutes(friends));
      await api.register(liveRoutes({ db: database.db, hub: live, nonces }));
      await api.register(courseAdminRoutes(courseAdmin));
      await api.register(reviewRoutes(reviews));
      await api.register(mediaRoutes(mediaService));
      await api.register(interviewRoutes(interviews));
      await api.register(
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
      );
      await api.register(postRoutes(postService));
      await api.register(reportRoutes(reportService));
      await api.register(commentRoutes(commentService));
      await api.register(likeRoutes(likeService));
      await api.register(courseRoutes(courses));
      await api.register(geoRoutes(geo));
    },
    { prefix: '/api' },
  );

  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '30d',
    immutable: true,
  });
  await app.register(fastifyStatic, {
    root: flagsDir(),
    prefix: '/flags/',
    decorateReply: false,
    maxAge: '30d',
    immutable: true,
  });

  const origin = (request: FastifyRequest) =>
    config.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
  app.get('/sitemap.xml', async (request, reply) =>
    reply
      .type('application/xml')
      .header('Cache-Control', 'public, max-age=3600')
      .send(await seo.sitemap(origin(request))),
  );
  // OPEN-015: the pages at their paths in each other language
  for (const lang of UI_LANGUAGES.filter((l) => l !== 'en'))
    app.get(`/sitemap-${lang}.xml`, async (request, reply) =>
      reply
        .type('application/xml')
        .header('Cache-Control', 'public, max-age=3600')
        .send(await seo.sitemap(origin(request), lang)),
    );
  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain').send(seo.robots(origin(request))),
  );

  const dist = webDistDir(config);
  const template = dist ? readFileSync(path.join(dist, 'index.html'), 'utf8') : null;
  if (dist) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      wildcard: true,
      setHeaders: (res, filePath) => {
        res.setHeader(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        );
      },
    });
  }

  // Every other GET outside /api is a SPA route: index.html with the route's SEO tags (D-13).
  const serveSpa = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
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
    const meta = await seo.describe(pathname, lang);
    return reply
      .status(meta.status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(seo.render(template, meta, lang, origin(request)));
  };
  // '/' and '/index.html' are directories/files to @fastify/static, so they are routed explicitly.
  app.get('/', serveSpa);
  app.get('/index.html', serveSpa);
  app.setNotFoundHandler(serveSpa);

  app.addHook('onClose', async () => {
    ranking.cancel();
    await database.close();
  });
  return app;
}
