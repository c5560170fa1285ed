/**
 * The operator's reference of every environment variable of `configSchema` (config.ts): one
 * row a variable or a group of variables that work together, with the default as an operator
 * reads it and what it does. The README's configuration table is rendered from these rows
 * (`npm run docs:config`); `config-docs.unit.test.ts` fails when a variable of the schema has no
 * row, a row names a variable the schema lacks, or the README's table is not the rendered one.
 */
export interface ConfigDoc {
  /** Variable names, as in `configSchema`. */
  names: string[];
  /** The default as an operator reads it (Markdown), one per name or one for all. */
  default: string;
  /** What the variable does (Markdown, one line). */
  meaning: string;
}

/** Markers around the generated table in README.md. */
export const CONFIG_TABLE_START = '<!-- config-table:start (npm run docs:config) -->';
export const CONFIG_TABLE_END = '<!-- config-table:end -->';

export const CONFIG_DOCS: ConfigDoc[] = [
  {
    names: ['NODE_ENV'],
    default: '`production`',
    meaning: '`development`, `production` or `test` (the test suites set `test`)',
  },
  { names: ['PORT'], default: '`3000`', meaning: 'HTTP port of the API and the SPA' },
  { names: ['HOST'], default: '`0.0.0.0`', meaning: 'listen address' },
  {
    names: ['DATA_DIR'],
    default: '`./data`',
    meaning:
      'embedded database (`pglite/`), uploaded images (`media/`) and the mail outbox (`outbox/`)',
  },
  {
    names: ['DATABASE_URL'],
    default: '—',
    meaning: '`postgres://…`: use this PostgreSQL server instead of PGlite',
  },
  { names: ['LOG_LEVEL'], default: '`info`', meaning: '`fatal` … `trace`, or `silent`' },
  {
    names: ['PUBLIC_URL'],
    default: '`http://localhost:PORT`',
    meaning:
      'public origin of every absolute URL: mail links, canonical, `hreflang`, `og:url`, `sitemap.xml`, `robots.txt` (never taken from request headers, D-14); **set it on a public server**',
  },
  {
    names: ['TRUST_PROXY'],
    default: 'off',
    meaning:
      'reverse proxies whose `X-Forwarded-For`/`-Proto` are believed: a hop count (`1` behind one proxy) or comma-separated proxy addresses / CIDR ranges; `true` is refused. Rate limits key on the resulting client address (D-14)',
  },
  { names: ['WEB_DIST_DIR'], default: '`apps/web/dist`', meaning: 'built SPA to serve' },
  {
    names: ['SEED_DEMO'],
    default: '`true`',
    meaning:
      'demo content on first start: flagged demo members, follows, reviews, posts of every type, comments, likes and discussions (D-06)',
  },
  {
    names: ['COURSES_CSV'],
    default: 'shipped copy',
    meaning: 'course CSV (`.csv` or `.csv.gz`) to import on first start',
  },
  {
    names: ['RANKING_DEBOUNCE_MS'],
    default: '`5000`',
    meaning: 'delay of the ranking recompute after rating changes',
  },
  {
    names: ['SESSION_TTL_DAYS'],
    default: '`30`',
    meaning: 'session lifetime, renewed by use (D-01)',
  },
  {
    names: ['SMTP_URL'],
    default: '—',
    meaning: '`smtp://user:pass@host:587`; without it mails are written to `DATA_DIR/outbox/*.eml`',
  },
  {
    names: ['MAIL_FROM'],
    default: '`BGC – Best Golf Courses <no-reply@…>`',
    meaning: 'sender of the mails',
  },
  {
    names: [
      'RATE_LIMIT_SIGN_IN',
      'RATE_LIMIT_REGISTER',
      'RATE_LIMIT_RESET',
      'RATE_LIMIT_CHECK_EMAIL',
    ],
    default: '`10`, `5`, `5`, `30`',
    meaning: 'requests per IP and window on those calls (429 beyond; 0 disables)',
  },
  {
    names: ['RATE_LIMIT_WRITES'],
    default: '`120`',
    meaning:
      'writes per member (per IP for visitors) and window, one budget across all write routes',
  },
  {
    names: ['RATE_LIMIT_WINDOW_MS'],
    default: '`60000`',
    meaning: 'window of the rate limits (ms)',
  },
  {
    names: ['ADMIN_EMAILS'],
    default: '—',
    meaning:
      'comma-separated e-mails of the site administrators (Administrator sub-role: accept course claims at `/admin/course-claims.html`, act as admin of every course)',
  },
  {
    names: ['FIRST_MEMBER_ADMIN'],
    default: '`true`',
    meaning:
      'while nobody is administrator, the next member to register becomes one (your first account on a fresh install); set `false` on a public server and use `ADMIN_EMAILS`',
  },
  {
    names: ['REDIS_URL'],
    default: '—',
    meaning:
      '`redis://host:6379`: several API instances share live chat events (pub/sub) and presence (D-15), the used request nonces, the rate limits, the sign-in lock and the write budget (decision 017); without it the nonces are kept in the database and the rest stays in process',
  },
  {
    names: ['METRICS_TOKEN'],
    default: '—',
    meaning:
      'bearer token (16–256 characters) of the Prometheus endpoint `GET /metrics` (decision 039): scrape with `Authorization: Bearer <token>`; unset, the endpoint answers 404',
  },
  {
    names: ['RATE_LIMIT_CHAT'],
    default: '`300`',
    meaning: 'chat pushes per member and window',
  },
  {
    names: ['CHAT_NOTIFY_DELAY_MS'],
    default: '`2000`',
    meaning:
      "how long (ms) a chat message must stay unread before it creates a 'New message' notification; an open chat box reads it first (decision 038)",
  },
  {
    names: ['LIVE_FRAMES_PER_SECOND', 'LIVE_BYTES_PER_SECOND'],
    default: '`20`, `262144`',
    meaning:
      'frames and bytes one `/api/live` socket may send per second (a burst of twice the frame rate over 10 s); over budget the socket is closed with 4429; 0 turns a budget off (decision 029)',
  },
  {
    names: ['LIVE_MAX_SOCKETS_PER_MEMBER', 'LIVE_MAX_SOCKETS_PER_ADDRESS'],
    default: '`15`, `100`',
    meaning:
      'live sockets per member and per client address on one instance (the SPA opens one per tab, decision 079; a loopback load test raises the second)',
  },
  {
    names: ['LIVE_OVER_BUDGET_PAUSE_MS'],
    default: '`10000`',
    meaning:
      'how long (ms) a session whose live socket went over budget is refused new sockets (4429), before any database work; the SPA reconnects with a growing backoff (decision 029)',
  },
  {
    names: ['LIVE_MAX_FRAME_BYTES', 'LIVE_MAX_BUFFERED_BYTES'],
    default: '`65536`, `1048576`',
    meaning:
      'largest frame a client may send (close 1009 above it); unsent data a socket may hold before it is closed with 4503 (a client that stops reading reconnects and catches up)',
  },
  {
    names: ['STUN_URLS', 'TURN_URLS'],
    default: '—',
    meaning: 'comma-separated ICE server URLs of video calls (`stun:…`, `turn:…?transport=udp`)',
  },
  {
    names: ['TURN_SECRET', 'TURN_TTL_SECONDS'],
    default: '—, `3600`',
    meaning:
      'coturn `static-auth-secret` and lifetime (s) of the time-limited TURN credentials (see docs/operations.md)',
  },
  {
    names: ['MAP_TILE_URL'],
    default: 'OpenStreetMap tiles',
    meaning: 'tile URL template (`{z}/{x}/{y}`) of the course map dialog',
  },
  {
    names: ['MAP_ATTRIBUTION'],
    default: '© OpenStreetMap contributors',
    meaning: 'attribution (HTML) shown on the map',
  },
  {
    names: ['YOUTUBE_API_KEY'],
    default: '—',
    meaning:
      'YouTube Data API v3 key: videos show their channel logo, subscribers and views, refreshed daily (decision 022); unset: title and channel from oEmbed, no figures',
  },
  {
    names: ['YOUTUBE_API_URL', 'YOUTUBE_OEMBED_URL'],
    default: "YouTube's",
    meaning:
      'where those are read (tests use a loopback stand-in); `YOUTUBE_OEMBED_URL=` (empty) turns oEmbed off',
  },
  {
    names: ['VIDEO_FACTS_REFRESH_MS', 'VIDEO_FACTS_SWEEP_MS'],
    default: '`86400000`, `600000`',
    meaning:
      "age after which a video's facts are fetched again; how often the server looks for such videos",
  },
  {
    names: ['S3_BUCKET'],
    default: '—',
    meaning:
      'uploads go to this S3-compatible bucket, shared by every API instance, instead of `DATA_DIR/media` (decision 023; moving existing files is one `aws s3 sync`)',
  },
  {
    names: [
      'S3_ENDPOINT',
      'S3_REGION',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
      'S3_FORCE_PATH_STYLE',
      'S3_PREFIX',
    ],
    default: '—, `us-east-1`, —, —, `true`, `media/`',
    meaning:
      "the bucket's service (unset endpoint: AWS S3), credentials, path-style addressing, key prefix",
  },
  {
    names: ['SALES_EMAIL'],
    default: '`sales@bestgolfcourses.local`',
    meaning: 'receives the pack and partnership contact requests (SVC-023, SVC-030)',
  },
  {
    names: ['CAPTCHA_HMAC_KEY'],
    default: 'generated in `DATA_DIR/captcha-hmac.key`',
    meaning: 'key (≥ 32 chars) signing the ALTCHA challenges of the contact forms (D-11)',
  },
  {
    names: ['CAPTCHA_COST'],
    default: '`5000`',
    meaning: 'PBKDF2 iterations per ALTCHA attempt (~256 attempts to solve)',
  },
  {
    names: ['CAPTCHA_TTL_S'],
    default: '`600`',
    meaning: 'seconds a captcha challenge stays valid',
  },
  {
    names: ['RATE_LIMIT_CONTACT'],
    default: '`5`',
    meaning: 'contact requests per IP and window, each form',
  },
  {
    names: ['EDITIONS'],
    default: 'empty',
    meaning:
      'country editions `id=origin,…` (`worldwide`, `vn`, `fr`, `au`, `uk`); empty hides the footer switcher (I18N-006)',
  },
  {
    names: ['ACCOUNT_PURGE_AFTER_DAYS'],
    default: '`7`',
    meaning: 'days (≤ 10) before a deleted account and its content are erased (LEGAL-005)',
  },
  {
    names: ['ERASURE_LOG'],
    default: '`DATA_DIR/erasure-log.jsonl`',
    meaning:
      'append-only log of the members the purge erased, replayed by `db:restore` and `db:replay-erasures` (decision 047); keep it outside the backups',
  },
  {
    names: ['ACCOUNT_PURGE_INTERVAL_MS'],
    default: '`3600000`',
    meaning: 'how often the erasure job runs',
  },
  {
    names: [
      'SOCIAL_FACEBOOK_URL',
      'SOCIAL_INSTAGRAM_URL',
      'SOCIAL_YOUTUBE_URL',
      'SOCIAL_X_URL',
      'SOCIAL_LINKEDIN_URL',
    ],
    default: '—',
    meaning:
      "BGC's social accounts (http/https); each one set shows its icon on the about page and in the footer, read at run time through `GET /api/client-config`",
  },
];

/** The Markdown table of `docs` (header, separator, one line a row), ending with a newline. */
export function renderConfigTable(docs: ConfigDoc[] = CONFIG_DOCS): string {
  const lines = ['| variable | default | meaning |', '|---|---|---|'];
  for (const doc of docs) {
    const names = doc.names.map((n) => `\`${n}\``).join(', ');
    lines.push(`| ${names} | ${doc.default} | ${doc.meaning} |`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * `readme` with the text between the table markers replaced by the rendered table; throws when
 * a marker is missing.
 */
export function withConfigTable(readme: string, docs: ConfigDoc[] = CONFIG_DOCS): string {
  const start = readme.indexOf(CONFIG_TABLE_START);
  const end = readme.indexOf(CONFIG_TABLE_END);
  if (start < 0 || end < start) throw new Error('README.md lacks the config-table markers');
  const head = readme.slice(0, start + CONFIG_TABLE_START.length);
  return `${head}\n${renderConfigTable(docs)}${readme.slice(end)}`;
}
