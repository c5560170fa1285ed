import { isIP } from 'node:net';
import { z } from 'zod';
import { parseEditions } from '@bgc/shared';

/**
 * Environment, validated at boot (docs/style.md §14). Every variable is listed in the README.
 * A bad value stops the process with a message naming the variable.
 */
/** The items of a comma-separated value, trimmed; empty ones dropped. */
function splitList(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A comma-separated environment variable as a list (splitList); empty when unset. */
const commaList = z.string().default('').transform(splitList);

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/**
 * D-14 TRUST_PROXY: '' / 'false' / '0' → false (the client is the socket peer); a hop count
 * ('1' behind one reverse proxy); or comma-separated proxy addresses or CIDR ranges.
 * 'true' (trust every hop) is refused: it lets any client choose its address.
 */
const trustProxyFromEnv = z
  .string()
  .default('false')
  .transform((raw, ctx): false | number | string[] => {
    const v = raw.trim().toLowerCase();
    if (v === '' || v === 'false' || v === '0') return false;
    if (/^\d{1,2}$/.test(v)) return Number(v);
    const list = splitList(v);
    const valid = (a: string) => {
      const [addr, bits, extra] = a.split('/');
      if (extra !== undefined || !addr || !isIP(addr)) return false;
      if (bits === undefined) return true;
      const max = isIP(addr) === 4 ? 32 : 128;
      return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
    };
    if (list.length === 0 || !list.every(valid)) {
      ctx.addIssue({
        code: 'custom',
        message: 'a hop count (0-99), or comma-separated proxy addresses / CIDR ranges',
      });
      return z.NEVER;
    }
    return list;
  });
/** An http(s) URL of at most 500 characters, or '' (unset). */
const socialUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\/[^\s/]+/i.test(v), 'must be an http(s) URL')
  .default('');

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Embedded database, media and outbox live here. */
  DATA_DIR: z.string().default('./data'),
  /** When set, PostgreSQL is used instead of the embedded PGlite. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * D-14: public origin of every absolute URL (mail links, canonical, og:url, sitemap, robots),
   * e.g. https://bestgolfcourses.com; unset → http://localhost:PORT (set it in production).
   */
  PUBLIC_URL: z.url().optional(),
  /**
   * D-14: proxies whose X-Forwarded-For/-Proto are believed (see trustProxyFromEnv); off by
   * default. Only the client address and scheme come from them, never an origin.
   */
  TRUST_PROXY: trustProxyFromEnv,
  /** Built SPA to serve (defaults to apps/web/dist). */
  WEB_DIST_DIR: z.string().optional(),
  /** D-06: demo content on first start. */
  SEED_DEMO: booleanFromEnv.default(true),
  /** Course data file to import on first start (defaults to the shipped copy). */
  COURSES_CSV: z.string().optional(),
  /** Delay (ms) of the debounced ranking recompute after rating changes (D-05). */
  RANKING_DEBOUNCE_MS: z.coerce.number().int().min(0).default(5_000),
  /** D-01: session lifetime in days (renewed by use). */
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Outgoing mail: `smtp://user:pass@host:587`; without it mails go to DATA_DIR/outbox as .eml. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().default('BGC – Best Golf Courses <no-reply@bestgolfcourses.local>'),
  /** D-10: requests per window and IP on the sensitive calls; 0 disables a limit. */
  RATE_LIMIT_SIGN_IN: z.coerce.number().int().min(0).default(10),
  RATE_LIMIT_REGISTER: z.coerce.number().int().min(0).default(5),
  RATE_LIMIT_RESET: z.coerce.number().int().min(0).default(5),
  RATE_LIMIT_CHECK_EMAIL: z.coerce.number().int().min(0).default(30),
  /** Window of those limits (ms). */
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).default(60_000),
  /** D-10: writes per member and window. */
  RATE_LIMIT_WRITES: z.coerce.number().int().min(0).default(120),
  /**
   * D-03: comma-separated e-mails of members who hold the Administrator sub-role (they accept
   * course claims). Applied at start and when such a member registers.
   */
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((v) => splitList(v.toLowerCase())),
  /**
   * D-03: while no member holds the Administrator sub-role, the next member to register gets
   * it (the operator's first account on a fresh install). Off in the test suites.
   */
  FIRST_MEMBER_ADMIN: booleanFromEnv.default(true),
  /**
   * D-15: Redis (`redis://[:password@]host:port[/db]`) shared by the API instances: live events
   * fan out through pub/sub and presence is shared; decision 017: the used request nonces, the
   * rate limits, the sign-in lock and the write budget too. Without it the nonces are kept in the
   * database and the rest stays in process.
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * Decision 039: bearer token of `GET /metrics` (Prometheus); unset → the endpoint answers 404.
   * At least 16 characters so a guessable token is refused at start.
   */
  METRICS_TOKEN: z.string().min(16).max(256).optional(),
  /** D-10 / CHAT-008: chat pushes per member and RATE_LIMIT_WINDOW_MS; 0 disables it. */
  RATE_LIMIT_CHAT: z.coerce.number().int().min(0).default(300),
  /**
   * Decision 038: a chat message creates its 'New message' notification only when still unread
   * this long (ms) after it was stored; an open chat box reads it first.
   */
  CHAT_NOTIFY_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /**
   * Decision 029: bounds of `/api/live`. Frames and bytes each socket may send per second (0
   * disables a budget; over budget the socket is closed with 4429), sockets per member and per
   * client address on this instance (a loopback load test raises the latter), the largest frame
   * a client may send (ws closes with 1009 above it) and the unsent data a socket may hold
   * before it is closed with 4503 (a client that stops reading).
   */
  LIVE_FRAMES_PER_SECOND: z.coerce.number().int().min(0).default(20),
  LIVE_BYTES_PER_SECOND: z.coerce
    .number()
    .int()
    .min(0)
    .default(256 * 1024),
  LIVE_MAX_SOCKETS_PER_MEMBER: z.coerce.number().int().min(1).max(1000).default(15),
  LIVE_MAX_SOCKETS_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /** Decision 029: ms a session whose socket went over budget is refused new sockets (0 = off). */
  LIVE_OVER_BUDGET_PAUSE_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
  LIVE_MAX_FRAME_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(16 * 1024 * 1024)
    .default(64 * 1024),
  LIVE_MAX_BUFFERED_BYTES: z.coerce
    .number()
    .int()
    .min(16 * 1024)
    .max(256 * 1024 * 1024)
    .default(1024 * 1024),
  /** D-15: ICE servers of video calls; comma-separated `stun:` and `turn:`/`turns:` URLs. */
  STUN_URLS: commaList,
  TURN_URLS: commaList,
  /** coturn `static-auth-secret` (REST credentials); TURN is offered only when set. */
  TURN_SECRET: z.string().min(16).optional(),
  /** Lifetime of a TURN credential (seconds). */
  TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** MAP-001: tile URL template of the map dialog, and its attribution (HTML). */
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z
    .string()
    .default(
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    ),
  /**
   * YouTube Data API v3 key. Set: videos show their channel logo, subscriber
   * and view counts, refreshed daily. Unset: title and channel from oEmbed, no figures.
   */
  YOUTUBE_API_KEY: z.string().min(1).max(200).optional(),
  /** Base URL of the YouTube Data API (tests point it at a loopback server). */
  YOUTUBE_API_URL: z.url().default('https://www.googleapis.com/youtube/v3'),
  /** YouTube's oEmbed endpoint; empty: no oEmbed (videos show their link only). */
  YOUTUBE_OEMBED_URL: z.union([z.url(), z.literal('')]).default('https://www.youtube.com/oembed'),
  /** Video facts older than this are fetched again (ms, a day by default). */
  VIDEO_FACTS_REFRESH_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .default(24 * 60 * 60 * 1000),
  /** How often the server looks for videos whose facts are missing or stale (ms). */
  VIDEO_FACTS_SWEEP_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(10 * 60 * 1000),
  /**
   * uploads go to this S3-compatible bucket (shared by every API instance)
   * instead of DATA_DIR/media. Unset: the local disk.
   */
  S3_BUCKET: z.string().min(3).max(63).optional(),
  /** Endpoint of an S3-compatible service (MinIO, Ceph…); unset: AWS S3 of S3_REGION. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).max(40).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).max(200).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).max(200).optional(),
  /** Path-style addressing (endpoint/bucket/key); most self-hosted services need it. */
  S3_FORCE_PATH_STYLE: booleanFromEnv.default(true),
  /** Key prefix of the uploads inside the bucket. */
  S3_PREFIX: z
    .string()
    .max(100)
    .regex(/^(?:[A-Za-z0-9._-]+\/)*$/, 'a prefix such as media/ (ends with /)')
    .default('media/'),
  /** SVC-023/030: the sales team's address that receives the contact requests. */
  SALES_EMAIL: z.email().default('sales@bestgolfcourses.local'),
  /**
   * D-11: HMAC key signing the ALTCHA challenges (at least 32 characters). Unset: a random key
   * is generated once and kept in DATA_DIR/captcha-hmac.key.
   */
  CAPTCHA_HMAC_KEY: z.string().min(32).optional(),
  /** D-11: PBKDF2 iterations of one ALTCHA attempt (the work a browser does, ~256 attempts). */
  CAPTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(5_000),
  /** D-11: seconds a challenge stays valid. */
  CAPTCHA_TTL_S: z.coerce.number().int().min(10).max(86_400).default(600),
  /**
   * I18N-006: the country editions, `edition=origin` separated by commas, e.g.
   * `worldwide=https://bestgolfcourses.com,fr=https://fr.bestgolfcourses.com` (editions:
   * worldwide, vn, fr, au, uk). Empty: no edition switcher.
   */
  EDITIONS: z
    .string()
    .default('')
    .transform((v, ctx) => {
      try {
        return parseEditions(v);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
        return z.NEVER;
      }
    }),
  /**
   * LEGAL-005: days between an account deletion and the erasure of the member and
   * their content by the background job (at most 10, the policy's 'starts within 10 days').
   */
  ACCOUNT_PURGE_AFTER_DAYS: z.coerce.number().int().min(0).max(10).default(7),
  /**
   * Decision 047: the erasure log, a file outside the database a restore replaces; unset:
   * DATA_DIR/erasure-log.jsonl.
   */
  ERASURE_LOG: z.string().min(1).max(4096).optional(),
  /** How often the background job looks for accounts to erase (ms). */
  ACCOUNT_PURGE_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(60 * 60 * 1000),
  /** D-10: contact requests per IP and RATE_LIMIT_WINDOW_MS (each form); 0 disables. */
  RATE_LIMIT_CONTACT: z.coerce.number().int().min(0).default(5),
  /** HOME-009 / SHELL-018: BGC's social accounts (about page, footer); empty = no icon. */
  SOCIAL_FACEBOOK_URL: socialUrl,
  SOCIAL_INSTAGRAM_URL: socialUrl,
  SOCIAL_YOUTUBE_URL: socialUrl,
  SOCIAL_X_URL: socialUrl,
  SOCIAL_LINKEDIN_URL: socialUrl,
});

export type Config = z.infer<typeof configSchema>;

/** Parses `env` (default process.env); throws an Error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
