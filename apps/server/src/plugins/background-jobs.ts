import fp from 'fastify-plugin';
import type { IdempotencyStore } from '../lib/idempotency.js';
import type { DataRightsService } from '../modules/data-rights/data-rights.service.js';
import type { VideoFacts } from '../modules/media/video-facts.js';

/** How often the expired idempotency keys are swept (ms, decision 046). */
const IDEMPOTENCY_SWEEP_MS = 60 * 60 * 1000;

/** The jobs and their periods (ms, from the settings). */
export interface BackgroundJobsOptions {
  dataRights: DataRightsService;
  videoFacts: VideoFacts;
  /** Decision 046: the idempotency keys, whose expired rows are swept every hour. */
  idempotency: IdempotencyStore;
  /** `ACCOUNT_PURGE_INTERVAL_MS`: how often the deleted-accounts purge runs. */
  purgeIntervalMs: number;
  /** `VIDEO_FACTS_SWEEP_MS`: how often the video facts are swept. */
  sweepIntervalMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Stops the background timers and waits for a running video facts sweep. Called by the
     * app's own close hook before the stores and the database close (app.ts).
     */
    stopBackgroundJobs: () => Promise<void>;
  }
}

/**
 * The background jobs of one instance, each run counted by `app.jobRun` (decision 039): the
 * LEGAL-005 purge erasing deleted accounts once due, every `purgeIntervalMs`; the video facts
 * sweep (titles, channels and figures from YouTube) every `sweepIntervalMs`, and at once after a
 * successful multipart upload (gallery, post, interview), which may bring new videos; the sweep of
the expired idempotency keys (decision 046) every hour. The timers
 * never keep the process alive (`unref`). Wrapped with fastify-plugin so the upload hook sees
 * every route; register it before the routes.
 */
export const backgroundJobs = fp<BackgroundJobsOptions>(
  async (app, { dataRights, videoFacts, idempotency, purgeIntervalMs, sweepIntervalMs }) => {
    const purgeTimer = setInterval(() => {
      dataRights.purge().then(
        () => app.jobRun('account_purge', false),
        (err: unknown) => {
          app.jobRun('account_purge', true);
          app.log.error({ err }, 'account purge failed');
        },
      );
    }, purgeIntervalMs);
    purgeTimer.unref();
    const idempotencyTimer = setInterval(() => {
      idempotency.sweep().then(
        () => app.jobRun('idempotency_sweep', false),
        (err: unknown) => {
          app.jobRun('idempotency_sweep', true);
          app.log.error({ err }, 'idempotency key sweep failed');
        },
      );
    }, IDEMPOTENCY_SWEEP_MS);
    idempotencyTimer.unref();
    const videoFactsTimer = setInterval(() => videoFacts.kick(), sweepIntervalMs);
    videoFactsTimer.unref();
    app.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode < 300 && request.method !== 'GET' && request.isMultipart())
        videoFacts.kick();
    });
    app.decorate('stopBackgroundJobs', async () => {
      clearInterval(purgeTimer);
      clearInterval(videoFactsTimer);
      clearInterval(idempotencyTimer);
      await videoFacts.stop();
    });
  },
  { name: 'bgc-background-jobs' },
);
