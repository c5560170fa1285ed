import { z } from 'zod';

/**
 * Environment, validated at boot (docs/style.md §14). Every variable is listed in the README.
 * A bad value stops the process with a message naming the variable.
 */
const booleanFromEnv = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  /** Embedded database, media and outbox live here. */
  DATA_DIR: z.string().default('./data'),
  /** When set, PostgreSQL is used instead of the embedded PGlite. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public origin used in canonical links and the sitemap, e.g. https://bestgolfcourses.com */
  PUBLIC_URL: z.url().optional(),
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
    .transform((v) =>
      v
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  /**
   * D-03: while no member holds the Administrator sub-role, the next member to register gets
   * it (the operator's first account on a fresh install). Off in the test suites.
   */
  FIRST_MEMBER_ADMIN: booleanFromEnv.default(true),
  /** MAP-001: tile URL template of the map dialog, and its attribution (HTML). */
  MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z
    .string()
    .default(
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    ),
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
