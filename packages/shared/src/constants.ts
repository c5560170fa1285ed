/**
 * Every number of the spec's constants sections (CONST-*), defined once.
 * Units are in the names or the comments: ms, px, bytes.
 */

/** CONST-001 / RANK-019: ranking page size and its sort. */
export const RANKING_PAGE_SIZE = 10;
export const RANKING_SORT = 'point';

/** CONST-002 / RANK-006: ranking top steps and the page each one starts at. */
export const RANKING_TOP_STEPS = [10, 20, 30, 40, 50, 100, 200, 300, 400, 500, 1000] as const;
export type RankingTop = (typeof RANKING_TOP_STEPS)[number];
export const RANKING_TOP_START_PAGE: Readonly<Record<RankingTop, number>> = {
  10: 1,
  20: 2,
  30: 3,
  40: 4,
  50: 5,
  100: 6,
  200: 11,
  300: 21,
  400: 31,
  500: 41,
  1000: 51,
};
/** Default top of a ranking route (ROUTE-027). */
export const RANKING_DEFAULT_TOP: RankingTop = 10;

/** CONST-003: total assumed for the worldwide pager so that every step shows. */
export const WORLDWIDE_TOTAL_DEFAULT = 999_999;

/** CONST-004 / HOME-006: header and home totals shown before GET /home answers. */
export const DEFAULT_TOTAL_COURSES = 31_155;
export const DEFAULT_TOTAL_COUNTRIES = 168;

/** CONST-005 / SRCH-008: default page size of course and member search. */
export const SEARCH_DEFAULT_LIMIT = 10;
/** Largest `limit` any list call accepts (API conventions: `limit` has a max). */
export const LIST_MAX_LIMIT = 100;

/** CONST-006: autocomplete debounce (ms). */
export const AUTOCOMPLETE_DEBOUNCE_MS = 1000;
/** CONST-007: course tagging debounce (ms) and suggestions per page. */
export const TAGGING_DEBOUNCE_MS = 500;
export const TAGGING_SUGGESTIONS = 5;
/** CONST-008: infinite scroll margin (px) and delay (ms). */
export const INFINITE_SCROLL_MARGIN_PX = 250;
export const INFINITE_SCROLL_DELAY_MS = 500;
/** CONST-009: default scroll debounce (ms). */
export const SCROLL_DEBOUNCE_MS = 400;

/** CONST-010..014: member profile limits. */
export const SHORT_BIO_MAX = 100;
export const NAME_MAX = 15;
export const PHONE_MAX = 15;
export const PASSWORD_MIN = 6;
export const MEMBER_LANGUAGES_MAX = 3;
export const HANDICAP_MIN = -20;
export const HANDICAP_MAX = 54;
export const HANDICAP_STEP = 0.1;

/** CONST-015 / CONST-016: avatar and cover images. */
export const AVATAR_CROP_PX = 150;
export const AVATAR_DISPLAY_PX = 145;
export const COVER_RATIO = 3.56;
export const COVER_MAX_WIDTH_PX = 1920;
export const COVER_TARGET_BYTES = 200 * 1024;

/** CONST-017: notification polling (ms). */
export const NOTIFICATION_POLL_MS = 60_000;
/** CONST-018: loading spinner. */
export const SPINNER_DELAY_MS = 100;
export const SPINNER_MAX_PX = 150;
export const SPINNER_TIMEOUT_MS = 20_000;

/** CONST-019 / SHELL-031: breakpoints (px); mobile means width under XS. */
export const BREAKPOINTS = { xs: 600, sm: 1024, md: 1280, lg: 1920 } as const;
/** CONST-020: other widths (px). */
export const PEER_TABLE_BREAKPOINT_PX = 992;
export const PACK_TABLE_BREAKPOINT_PX = 700;

/** CONST-021: relative time turns into DD-MM-YYYY after one day (ms). */
export const RELATIVE_TIME_MAX_MS = 24 * 60 * 60 * 1000;

/** CONST-023..026: post lists. */
export const POST_PAGE_SIZE = 10;
export const DISCUSSION_PAGE_SIZE = 5;
export const LATEST_CARD_SIZE = 3;
export const REVIEW_PAGE_SIZE = 3;
export const POST_COLLAPSE_PX = 120;
export const REVIEW_CARD_COLLAPSE_PX = 66;

/** CONST-027 / CONST-028: media grids. */
export const MEDIA_GRID_MAX = 5;
export const VIDEO_LIST_PER_RENDER = 6;
export const PHOTO_THUMB_HEIGHT_PX = 300;

/** CONST-030 / CONST-031: uploads. */
export const UPLOAD_MAX_BYTES = 20_971_520;
export const UPLOAD_MAX_FILES = 40;
export const PHOTO_JPEG_QUALITY = 0.95;
export const PHOTO_MAX_WIDTH_PX = 1920;
export const EDITOR_IMAGE_WIDTH_PX = 800;
/** INPUT-011: editor images are compressed in the browser to about 200 KB. */
export const EDITOR_IMAGE_TARGET_BYTES = 200 * 1024;

/** CONST-033: review sliders. */
export const REVIEW_SCORE_MIN = 0;
export const REVIEW_SCORE_MAX = 5;
export const REVIEW_SCORE_STEP = 0.5;
export const REVIEW_SCORE_DEFAULT = 5;

/** CONST-035 / CONST-036 / CONST-037. */
export const INTERVIEW_QUESTIONS = 7;
export const INTERVIEW_FORM_TYPE = 9;
export const PHOTO_POST_LANGUAGE_ID = 30;
export const YOUTUBE_ID_LENGTH = 11;

/** CONST-038 / COOKIE-003: cookie consent record. */
export const COOKIE_CONSENT_KEY = 'cookieData';
export const COOKIE_CONSENT_ACCEPTED = 200;
/**
 * COOKIE-001 / COOKIE-002: the attribute the head script sets on `<html>` when this browser
 * holds the consent, so a server-rendered cookie notice is hidden before the first paint.
 */
export const COOKIE_CONSENT_ATTRIBUTE = 'data-cookie-consent';
/**
 * The inline head script of server-rendered pages: the notice is in the shared (cacheable)
 * guest HTML, and the consent lives in local storage (COOKIE-003), so this reads it before the
 * body paints. The server allows exactly this text in its CSP by its SHA-256 hash.
 */
export const COOKIE_CONSENT_SCRIPT = `try{var c=JSON.parse(localStorage.getItem('${COOKIE_CONSENT_KEY}'));if(c&&c.status===${COOKIE_CONSENT_ACCEPTED})document.documentElement.setAttribute('${COOKIE_CONSENT_ATTRIBUTE}','')}catch(e){}`;

/**
 * Decision 069: the served document's JavaScript is asked for after its first paint. The build
 * writes the entry `<script type="module">` with this type, which the browser neither fetches
 * nor runs, and each `<link rel="modulepreload">` with AFTER_PAINT_PRELOAD_REL, which it does
 * not fetch; AFTER_PAINT_LOADER turns them into the real elements.
 */
export const AFTER_PAINT_MODULE_TYPE = 'text/x-bgc-module';
/** Decision 069: the `rel` of a module preload held back until the first paint. */
export const AFTER_PAINT_PRELOAD_REL = 'x-bgc-modulepreload';
/**
 * Decision 069: the inline script at the end of the served body. When #root holds a
 * server-rendered page, it waits for the browser's first contentful paint (the Paint Timing
 * entry, reported once the frame is presented) and then for one more frame (an animation frame,
 * then a task after it): the first paint may come while the parser is still in the body, and
 * this script runs only once the whole body is parsed, so the frame after it shows the whole
 * page, the cookie notice at its end included. Then it adds the held-back preloads and module
 * scripts as real ones, in document order; an empty #root (the shell) gets them at once, and a
 * tab that paints nothing (hidden, or without Paint Timing) after 1 s. The server allows
 * exactly this text in its CSP by its SHA-256 hash; the scripts it adds come from our origin.
 */
export const AFTER_PAINT_LOADER = `(function(){var d=document,done=0;function add(sel,make){var l=d.querySelectorAll(sel);for(var i=0;i<l.length;i++){var e=make(l[i]);e.crossOrigin='';d.head.appendChild(e)}}function go(){if(done)return;done=1;add('link[rel="${AFTER_PAINT_PRELOAD_REL}"]',function(o){var e=d.createElement('link');e.rel='modulepreload';e.href=o.getAttribute('href');return e});add('script[type="${AFTER_PAINT_MODULE_TYPE}"]',function(o){var e=d.createElement('script');e.type='module';e.src=o.getAttribute('src');return e})}var r=d.getElementById('root');if(!r||!r.firstChild)return go();try{new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();requestAnimationFrame(function(){setTimeout(go,0)})}}).observe({type:'paint',buffered:true})}catch(e){return go()}setTimeout(go,1000)})()`;

/** CONST-050: map dialog zoom. */
export const MAP_DEFAULT_ZOOM = 8;
/**
 * The map dialog's zoom range (Leaflet's integer levels of 256-pixel tiles, 0 = the whole world
 * in one tile); `GET /courses/location-clusters` takes a zoom in it (decision 056).
 */
export const MAP_MAX_ZOOM = 18;
export const REPORT_DIALOG_MAX_WIDTH_PX = 600;

/** CONST-057 / CONST-058. */
export const REGISTER_STEP_DELAY_MS = 2000;
export const AUTH_NONCE_LENGTH = 11;
/** D-01: largest accepted clock skew of a signed request (ms). */
export const AUTH_MAX_SKEW_MS = 5 * 60 * 1000;

/** CONST-063: page size of another member's subscriptions. */
export const FOLLOWING_PAGE_SIZE = 10;

/** D-05: ranking formula parameters. */
export const RANKING_PRIOR_WEIGHT = 50;
export const RANKING_RATING_WEIGHT = 0.8;
export const RANKING_POPULARITY_WEIGHT = 0.2;
/** D-05: a course with fewer reviews than this is ranked but marked provisional. */
export const RANKING_PROVISIONAL_BELOW = 10;

/** Brand suffix of every page title, in the SPA and in the served HTML (D-13, I18N-010). */
export const SITE_NAME = 'BGC – Best Golf Courses';
/**
 * Largest id a request may carry: ids are PostgreSQL `integer` columns, so
 * every id schema stops at 2^31 − 1 and a bigger number is a 400, not a database error.
 */
export const DB_ID_MAX = 2_147_483_647;
/**
 * Years a client-sent calendar date may name (decision 031): a real day between 1900-01-01 and
 * 9999-12-31, so an impossible or out-of-range date is a 400 and never reaches PostgreSQL.
 */
export const CALENDAR_YEAR_MIN = 1900;
export const CALENDAR_YEAR_MAX = 9999;
/** CHAT-002 / CHAT-003 / CHAT-004 / CHAT-005: chat widget sizes and limits. */
export const CHAT_FRIEND_LIST_WIDTH_PX = 250;
export const CHAT_FRIEND_LIST_HEIGHT_PX = 450;
export const CHAT_BOX_WIDTH_PX = 320;
export const CHAT_BOX_HEIGHT_PX = 450;
export const CHAT_MOBILE_BREAKPOINT_PX = 600;
export const CHAT_MAX_BOXES = 4;
export const CHAT_MAX_ACTIVE = 8;
export const CHAT_RECENT_FRIENDS = 3;
/**
 * CHAT-008 / CHAT-019 (decision 038): the seeds' 1.5 s hold only batched storage; messages are
 * now pushed at once, and those typed while a push is in flight go together in the next one.
 */
export const CHAT_CLIENT_ID_MAX_LENGTH = 64;
/** CHAT-016: same-sender messages within this span (ms) do not repeat the time. */
export const CHAT_TIME_GROUP_MS = 60_000;
/** CHAT-015: older blocks load within this distance of the top (px), after this pause (ms). */
export const CHAT_OLDER_MARGIN_PX = 100;
export const CHAT_OLDER_DELAY_MS = 1000;
/** D-15: messages per stored block (fixed size; a push never splits over two blocks). */
export const CHAT_BLOCK_SIZE = 50;
/** Longest message (characters) and most messages in one push. */
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const CHAT_PUSH_MAX_MESSAGES = 20;
/** FRIEND-018: the friend list is stale after this (ms); decision 011: slow poll as a fallback. */
export const FRIEND_LIST_STALE_MS = 30_000;
/** CHAT-023: a video call retries connecting at most this many times. */
export const VIDEO_CALL_MAX_RETRIES = 4;
/** Longest peer key (CHAT-017). */
export const PEER_KEY_MAX_LENGTH = 64;
/** NOTIF-002: notifications per page of GET /notification. */
export const NOTIFICATION_PAGE_SIZE = 10;
/** NOTIF-010: notifiers named before 'and N others'. */
export const NOTIFICATION_NAMED_NOTIFIERS = 2;
/** Notifier ids kept on a grouped notification (types 4 and 6). */
export const NOTIFICATION_NOTIFIERS_KEPT = 20;
/** ADR 012: how far back the first read of a member looks for posts of what it follows (days). */
export const NOTIFICATION_FEED_LOOKBACK_DAYS = 30;
/** ADR 012: re-scan window of the on-read fan-out, covering posts committed late (ms). */
export const NOTIFICATION_SYNC_MARGIN_MS = 60_000;
/** Members mentioned in one discussion or comment at most (each gets a type-3 notification). */
export const MENTIONS_MAX = 20;

/**
 * Decision 046: the header naming one logical write (POST/PUT/DELETE) of a signed-in member, the
 * same on each of its retries; the API answers a repeat with the first completed answer.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Decision 046: an idempotency key is 8 to 64 letters, digits, `-` or `_` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * Decision 046: the SPA's retries of a write that failed by a network error, 502, 503, 504 or
 * 409 `idempotency_in_progress`: at most this many attempts in all, each re-signed (D-01), after
 * WRITE_RETRY_DELAYS_MS (ms, one per retry, plus up to 50 % random jitter).
 */
export const WRITE_RETRY_DELAYS_MS = [300, 1000, 2500, 5000] as const;
