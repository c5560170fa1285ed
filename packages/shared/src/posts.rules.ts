/**
 * The pure rules and constants of posts and comments (POST-*, COMMENT-*, REPORT-*), without zod:
 * the SPA imports them without loading the schemas. The schemas using them
 * are in posts.schema.ts.
 */

/** POST-001: the types a member writes through POST /posts (4 goes through /courses/review). */
export const WRITABLE_POST_TYPES = [1, 2, 3, 5, 7, 8] as const;

export type WritablePostType = (typeof WRITABLE_POST_TYPES)[number];

export const HASHTAG_MAX = 30;

export const HASHTAGS_PER_POST = 10;

export const POST_TITLE_MAX = 200;

export const COMMENT_MAX = 2000;

/** POST-032: a hashtag as stored: without '#', lower case, letters/digits/_/-. */
export function normalizeHashtag(tag: string): string | null {
  const value = tag.trim().replace(/^#+/, '').toLowerCase();
  if (!value || value.length > HASHTAG_MAX) return null;
  return /^[\p{L}\p{N}_-]+$/u.test(value) ? value : null;
}

export const COMMENT_PAGE_SIZE = 10;

export const REPLY_FIRST_PAGE_SIZE = 3;

/** REPORT-003 (also for comments, OPEN-041). */
export const POST_REPORT_CATEGORIES = [
  'misleading or scam',
  'sexually inappropriate',
  'offensive',
  'violence',
  'hate speech',
  'prohibited content',
  'spam',
  'false news',
  'other',
] as const;

/** REPORT-004. */
export const USER_REPORT_CATEGORIES = [
  'pretending to be someone',
  'fake account',
  'fake name',
  'posting inappropriate things',
  'harassment or bullying',
  "i can't access my account",
  'i want to help',
  'other',
] as const;
