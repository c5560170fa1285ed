import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { CaptchaService, loadCaptchaKey } from './lib/captcha.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { configuredMediaStore, type MediaStore } from './lib/media-store.js';
import { configuredOrigin } from './lib/origin.js';
import type { SharedState } from './lib/shared-state.js';
import { AuthService } from './modules/auth/auth.service.js';
import { SignInThrottle } from './modules/auth/sign-in-throttle.js';
import { notifyUnreadMessages } from './modules/chat/chat-notifications.js';
import { ChatService } from './modules/chat/chat.service.js';
import { CommentService } from './modules/comments/comments.service.js';
import { ContactService } from './modules/contact/contact.service.js';
import { grantAdministrators } from './modules/course-admin/course-admin.repository.js';
import { CourseAdminService } from './modules/course-admin/course-admin.service.js';
import { CourseCorrectionService } from './modules/course-corrections/course-corrections.service.js';
import { CourseService } from './modules/courses/courses.service.js';
import { CoursesPlayedService } from './modules/courses-played/courses-played.service.js';
import { DataRightsService } from './modules/data-rights/data-rights.service.js';
import { erasureLogPath } from './modules/data-rights/erasure-log.js';
import { FollowService } from './modules/follows/follows.service.js';
import { FriendService } from './modules/friends/friends.service.js';
import { GeoService } from './modules/geo/geo.service.js';
import { InterviewService } from './modules/interview/interview.service.js';
import { LikeService } from './modules/likes/likes.service.js';
import type { LiveBus } from './modules/live/live-bus.js';
import { MediaService } from './modules/media/media.service.js';
import { VideoFacts } from './modules/media/video-facts.js';
import { MemberService } from './modules/members/members.service.js';
import { Notifier } from './modules/notifications/notifications.events.js';
import { NotificationService } from './modules/notifications/notifications.service.js';
import { PostService } from './modules/posts/posts.service.js';
import {
  debouncedRecompute,
  onRankingChanged,
  recomputeRanking,
} from './modules/ranking/ranking.service.js';
import { ReportService } from './modules/reports/reports.service.js';
import { ReviewService } from './modules/reviews/reviews.service.js';
import { SeoService } from './modules/seo/seo.service.js';

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

/** What the services are built from: the settings, the database and the shared state. */
export interface ServiceSources {
  config: Config;
  database: Database;
  /** Replaces the configured mailer (tests read sent mails). */
  mailer: Mailer | undefined;
  /** Decision 017: nonces, counters and rate limits (Redis with REDIS_URL). */
  shared: SharedState;
  /** D-15: live events and presence. */
  live: LiveBus;
}

/** Every feature's service, built once per app by {@link buildServices}. */
export type Services = ReturnType<typeof buildServices>;

/**
 * The service graph of one app: every feature's service built once from the settings, the
 * database and the shared state, wired to one another (ranking, notifier, live bus, media
 * store). Decorates the app with what tests reach (`ranking`, `chat`, `dataRights`, `media`,
 * `videoFacts`) and adds the hooks the services own: the D-03 administrators granted when the
 * app is ready, and the ranking-run counter and unread-message notices stopped on close. The
 * background timers are in plugins/background-jobs.ts, the routes in plugins/api.ts.
 */
export function buildServices(
  app: FastifyInstance,
  { config, database, mailer, shared, live }: ServiceSources,
) {
  const courses = new CourseService(database.db);
  const geo = new GeoService(database.db);
  const dataDir = path.resolve(config.DATA_DIR);
  const mediaDir = path.join(dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  // uploads on the local disk, or in an S3-compatible bucket shared by instances
  const media: MediaStore = configuredMediaStore(config);
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
  const auth = new AuthService({
    publicOrigin,
    live,
    log: app.log,
    signInThrottle: new SignInThrottle(shared.counters),
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
  // D-05: rating changes recompute the ranking once, RANKING_DEBOUNCE_MS after the last one and
  // at the latest six delays after the first (debounceWithMaxWait)
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
  /** Decision 030: caches built further down (the page cache) that a deletion makes stale. */
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
    // decision 047: beside DATA_DIR's folders, unless the database lives in memory
    erasureLog:
      config.ERASURE_LOG || config.DATA_DIR !== 'memory://' ? erasureLogPath(config) : null,
    log: app.log,
  });
  app.decorate('dataRights', dataRights);
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
  const contact = new ContactService({
    db: database.db,
    captcha,
    mailer: mail,
    salesEmail: config.SALES_EMAIL,
    publicUrl: config.PUBLIC_URL,
    log: app.log,
  });
  return {
    publicOrigin,
    sessionTtlMs,
    media,
    courses,
    geo,
    auth,
    ranking,
    corrections,
    members,
    notificationService,
    follows,
    coursesPlayed,
    friends,
    chat,
    courseAdmin,
    reviews,
    mediaService,
    interviews,
    postService,
    commentService,
    likeService,
    reportService,
    seo,
    captcha,
    dataRights,
    videoFacts,
    contact,
    /** Decision 030: `listener` runs after each account deletion (a cache it makes stale). */
    onAccountRemoved: (listener: () => void): void => {
      afterRemoval.add(listener);
    },
  };
}
