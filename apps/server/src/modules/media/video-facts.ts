import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { media, type VideoMeta } from '../../db/schema/index.js';

/**
 * MEDIA-010/011: the figures of a video (title, channel, channel logo,
 * subscribers, views) come from YouTube, never from what a member typed.
 *
 * - With `YOUTUBE_API_KEY`: the YouTube Data API v3 (`videos` part snippet,statistics, then
 *   `channels` part snippet,statistics) gives everything; `source: 'youtube-api'`.
 * - Without it: YouTube's public oEmbed endpoint gives the title and the channel name and page
 *   (no figures); `source: 'oembed'`.
 * - When both fail (offline, video removed): nothing; the SPA shows the member's title or the
 *   link itself, and no number.
 *
 * The facts are kept in `media.meta` (with `fetchedAt`) of every video row and refreshed once a
 * day by `sweep()`, which the server runs on a timer and right after an upload (`kick()`).
 * A failed fetch is retried after `RETRY_AFTER_MS`, so an offline server does not hammer.
 */
export interface VideoFactsOptions {
  db: Db;
  /** YouTube Data API key; undefined → oEmbed only. */
  apiKey?: string | undefined;
  /** Base of the Data API (tests point it at a loopback server). */
  apiUrl: string;
  /** oEmbed endpoint; '' disables oEmbed. */
  oembedUrl: string;
  /** Facts older than this are fetched again (ms; a day by default). */
  refreshAfterMs: number;
  /** Per-request timeout (ms). */
  timeoutMs?: number;
  /** Decision 039: told of each sweep started by `kick()` and whether it failed (metrics). */
  onSweep?: (failed: boolean) => void;
  log?: { warn: (obj: object, msg: string) => void };
}

/** Videos looked at per sweep (the Data API's quota is 10,000 units a day; 1 unit per call). */
const SWEEP_BATCH = 50;
/** A failed fetch is tried again after an hour. */
const RETRY_AFTER_MS = 60 * 60 * 1000;
/** Largest response body read from YouTube (bytes). */
const MAX_BODY_BYTES = 256 * 1024;

const count = z.coerce.number().int().min(0).max(1e13);
const videosAnswer = z.object({
  items: z
    .array(
      z.object({
        snippet: z.object({
          title: z.string().max(1000),
          channelId: z.string().max(100),
          channelTitle: z.string().max(1000),
        }),
        statistics: z.object({ viewCount: count.optional() }).optional(),
      }),
    )
    .max(50),
});
const channelsAnswer = z.object({
  items: z
    .array(
      z.object({
        snippet: z
          .object({
            thumbnails: z
              .object({ default: z.object({ url: z.url() }).optional() })
              .partial()
              .optional(),
          })
          .optional(),
        statistics: z
          .object({ subscriberCount: count.optional(), hiddenSubscriberCount: z.boolean() })
          .partial()
          .optional(),
      }),
    )
    .max(50),
});
const oembedAnswer = z.object({
  title: z.string().max(1000),
  author_name: z.string().max(1000),
  author_url: z.url().optional(),
});

/** A channel id as YouTube writes them ('UC' + 22 characters). */
const CHANNEL_ID = /^UC[\w-]{22}$/;
/** Channel logos are served from YouTube's image hosts only (the CSP allows those). */
const LOGO_HOSTS = new Set(['yt3.ggpht.com', 'yt3.googleusercontent.com', 'i.ytimg.com']);

const clip = (text: string, max: number) => text.trim().slice(0, max);

export class VideoFacts {
  private running: Promise<number> | null = null;
  private stopped = false;

  constructor(private readonly options: VideoFactsOptions) {}

  /** Reads a JSON answer with a timeout and a size bound; null on any failure. */
  private async getJson(url: string): Promise<unknown> {
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5_000),
        headers: { accept: 'application/json' },
        redirect: 'error',
      });
      if (!response.ok) return null;
      const text = await response.text();
      if (text.length > MAX_BODY_BYTES) return null;
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  }

  /** The facts of one video from the Data API, or null. */
  private async fromApi(youtubeId: string, key: string): Promise<VideoMeta | null> {
    const base = this.options.apiUrl.replace(/\/$/, '');
    const video = videosAnswer.safeParse(
      await this.getJson(
        `${base}/videos?part=snippet,statistics&id=${encodeURIComponent(youtubeId)}&key=${encodeURIComponent(key)}`,
      ),
    );
    const item = video.success ? video.data.items[0] : undefined;
    if (!item) return null;
    const facts: VideoMeta = {
      title: clip(item.snippet.title, 200),
      channelName: clip(item.snippet.channelTitle, 100),
      ...(item.statistics?.viewCount !== undefined ? { view: item.statistics.viewCount } : {}),
    };
    if (CHANNEL_ID.test(item.snippet.channelId)) {
      facts.channelId = item.snippet.channelId;
      const channel = channelsAnswer.safeParse(
        await this.getJson(
          `${base}/channels?part=snippet,statistics&id=${facts.channelId}&key=${encodeURIComponent(key)}`,
        ),
      );
      const c = channel.success ? channel.data.items[0] : undefined;
      const logo = c?.snippet?.thumbnails?.default?.url;
      if (logo && new URL(logo).protocol === 'https:' && LOGO_HOSTS.has(new URL(logo).hostname))
        facts.channelLogo = logo;
      if (c?.statistics?.subscriberCount !== undefined && !c.statistics.hiddenSubscriberCount)
        facts.channelSubscriber = c.statistics.subscriberCount;
    }
    return facts;
  }

  /** Title and channel from oEmbed, or null. */
  private async fromOembed(youtubeId: string): Promise<VideoMeta | null> {
    if (!this.options.oembedUrl) return null;
    const watch = `https://www.youtube.com/watch?v=${youtubeId}`;
    const answer = oembedAnswer.safeParse(
      await this.getJson(`${this.options.oembedUrl}?format=json&url=${encodeURIComponent(watch)}`),
    );
    if (!answer.success) return null;
    const channelUrl = answer.data.author_url;
    const channelId = channelUrl?.match(
      /^https:\/\/www\.youtube\.com\/channel\/(UC[\w-]{22})$/,
    )?.[1];
    return {
      title: clip(answer.data.title, 200),
      channelName: clip(answer.data.author_name, 100),
      ...(channelId ? { channelId } : {}),
    };
  }

  /** The facts of a video: the Data API when a key is set, else oEmbed; null when both fail. */
  async fetch(youtubeId: string): Promise<(VideoMeta & { source: VideoMeta['source'] }) | null> {
    if (this.options.apiKey) {
      const facts = await this.fromApi(youtubeId, this.options.apiKey);
      if (facts) return { ...facts, source: 'youtube-api' };
    }
    const facts = await this.fromOembed(youtubeId);
    return facts ? { ...facts, source: 'oembed' } : null;
  }

  /**
   * Fetches the facts of up to SWEEP_BATCH videos that have none, are older than
   * `refreshAfterMs`, or failed more than an hour ago; stores them (or the failure time) in
   * `media.meta`, unless the row already holds a result newer than `now` (overlapping sweeps).
   * Returns the number of rows updated. Concurrent calls on one instance share one run.
   */
  sweep(now: Date = new Date()): Promise<number> {
    this.running ??= this.sweepOnce(now).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Stops for good (the server's close): no new sweep starts; waits for the running one. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running?.catch(() => undefined);
  }

  /** Starts a sweep soon (after an upload); errors are logged, never thrown. */
  kick(): void {
    setImmediate(() => {
      if (this.stopped) return;
      this.sweep().then(
        () => this.options.onSweep?.(false),
        (err: unknown) => {
          this.options.onSweep?.(true);
          this.options.log?.warn({ err }, 'video facts sweep failed');
        },
      );
    });
  }

  private async sweepOnce(now: Date): Promise<number> {
    const { db } = this.options;
    const stale = new Date(now.getTime() - this.options.refreshAfterMs).toISOString();
    const retry = new Date(now.getTime() - RETRY_AFTER_MS).toISOString();
    const fetchedAt = sql`(${media.meta}->>'fetchedAt')`;
    const failedAt = sql`(${media.meta}->>'failedAt')`;
    const due = await db
      .select({ youtubeId: media.youtubeId })
      .from(media)
      .where(
        and(
          eq(media.type, 2),
          sql`${media.youtubeId} IS NOT NULL`,
          or(isNull(media.meta), sql`${fetchedAt} IS NULL`, lt(fetchedAt, stale)),
          or(sql`${failedAt} IS NULL`, lt(failedAt, retry)),
        ),
      )
      .groupBy(media.youtubeId)
      .orderBy(asc(sql`min(${media.id})`))
      .limit(SWEEP_BATCH);
    // Sweeps overlap (an upload's kick beside the timer, or two instances): a result is stored
    // only when the row holds none newer, so a slow sweep never turns the clock back.
    const at = now.toISOString();
    const nothingNewer = and(
      or(sql`${fetchedAt} IS NULL`, lt(fetchedAt, at)),
      or(sql`${failedAt} IS NULL`, lt(failedAt, at)),
    );
    let updated = 0;
    for (const { youtubeId } of due) {
      if (!youtubeId) continue;
      const facts = await this.fetch(youtubeId);
      const meta: VideoMeta = facts ? { ...facts, fetchedAt: at } : { failedAt: at };
      if (!facts) {
        // keep what an earlier fetch found (a video may be briefly unreachable), never typed figures
        const rows = await db
          .update(media)
          .set({
            meta: sql`CASE WHEN ${media.meta} ? 'source' THEN ${media.meta} ELSE '{}'::jsonb END || ${JSON.stringify(meta)}::jsonb`,
          })
          .where(and(eq(media.type, 2), eq(media.youtubeId, youtubeId), nothingNewer))
          .returning({ id: media.id });
        updated += rows.length;
        continue;
      }
      const rows = await db
        .update(media)
        .set({ meta })
        .where(and(eq(media.type, 2), eq(media.youtubeId, youtubeId), nothingNewer))
        .returning({ id: media.id });
      updated += rows.length;
    }
    return updated;
  }
}
