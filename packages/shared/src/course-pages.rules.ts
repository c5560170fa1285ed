/**
 * The pure rules and constants of the course pages (COURSE-*, REVIEW-*, MEDIA-*), without zod:
 * the SPA imports them without loading the schemas. The schemas using them
 * are in course-pages.schema.ts.
 */
import type { INTERVIEW_QUESTIONS } from './constants.js';
import { YOUTUBE_ID_LENGTH } from './constants.js';

/** COURSE-017: the 16 facility keys, in the spec's order. */
export const FACILITY_KEYS = [
  'drivingRange',
  'proShop',
  'puttingGreen',
  'golfLesson',
  'chippingGreen',
  'caddieHire',
  'practiceBunker',
  'restaurant',
  'motorCart',
  'receptionHall',
  'pullCart',
  'changingRoom',
  'golfClubRental',
  'lockers',
  'clubFitting',
  'lodgingOnSite',
] as const;

export type FacilityKey = (typeof FACILITY_KEYS)[number];

export type Facilities = Record<FacilityKey, boolean>;

/** COURSE-003: social link keys of the course header, in display order. */
export const COURSE_SOCIAL_KEYS = [
  'facebookUrl',
  'twitterUrl',
  'instagramUrl',
  'youtubeUrl',
  'tripadvisorUrl',
] as const;

/** Peer columns in display order (COURSE-018), without id/course/name. */
export const COURSE_PEER_FIELDS = [
  'holeTotal',
  'par',
  'courseType',
  'courseArchitect',
  'openDate',
  'guestPolicy',
  'weekdayPrice',
  'weekendPrice',
  'twilightPrice',
  'fairway',
  'green',
] as const;

export const PEER_ROWS_MAX = 20;

/** COURSE-025: optional '+', then digits, spaces, dashes and parentheses. */
export const CLAIM_PHONE_PATTERN = /^\+?[0-9\s\-()]+$/;

/** Rich text as sent by the editor; the server sanitizes it (D-10). 200 KB of HTML at most. */
export const RICH_TEXT_MAX = 200_000;

/** REV-010: category keys in display order. */
export const REVIEW_CATEGORIES = [
  'facilities',
  'maintenance',
  'surroundings',
  'clubhouse',
  'value',
] as const;

export type ReviewCategory = (typeof REVIEW_CATEGORIES)[number];

/** REV-011 / D-09: overall = mean of the five categories, rounded to 2 decimals. */
export function reviewOverall(data: Record<ReviewCategory, number>): number {
  const sum = REVIEW_CATEGORIES.reduce((acc, key) => acc + data[key], 0);
  return Math.round((sum / REVIEW_CATEGORIES.length) * 100) / 100;
}

/** REV-018: label key of a rating score. */
export type RatingLabel =
  'Amazing' | 'Great' | 'Very Good' | 'Good' | 'Average' | 'Poor' | 'Very poor';

export function ratingLabel(rating: number): RatingLabel {
  if (rating >= 4.5) return 'Amazing';
  if (rating >= 4) return 'Great';
  if (rating >= 3.5) return 'Very Good';
  if (rating >= 3) return 'Good';
  if (rating >= 2.5) return 'Average';
  if (rating >= 2) return 'Poor';
  return 'Very poor';
}

/** REV-019: a rating rounded up to the nearest half star, for the single-star display. */
export function roundUpToHalf(rating: number): number {
  return Math.ceil(rating * 2) / 2;
}

/* ---------------------------------------------------------------- media (MEDIA) */

/** MEDIA-009. */
export const MediaType = { Photo: 1, Video: 2 } as const;

/** COURSE-040 / MEDIA-008: the fixed media parent id passed by the course media tab. */
export const COURSE_MEDIA_PARENT_ID = 456;

/**
 * INTV-015 / POST-00x: the 11-character YouTube id of a link (watch, youtu.be, embed, shorts)
 * or of a bare id; null when there is none.
 */
export function parseYoutubeId(input: string): string | null {
  const value = input.trim();
  const idPattern = new RegExp(`^[A-Za-z0-9_-]{${YOUTUBE_ID_LENGTH}}$`);
  if (idPattern.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  let candidate: string | null = null;
  if (host === 'youtu.be') candidate = url.pathname.slice(1).split('/')[0] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') candidate = url.searchParams.get('v');
    else {
      const m = url.pathname.match(/^\/(?:embed|shorts|live|v)\/([^/?#]+)/);
      candidate = m?.[1] ?? null;
    }
  }
  return candidate && idPattern.test(candidate) ? candidate : null;
}

/** MEDIA-012: embedded player address (autoplay) and channel page of a video. */
export const youtubeEmbedUrl = (youtubeId: string): string =>
  `https://www.youtube-nocookie.com/embed/${youtubeId}?autoplay=1`;

export const youtubeThumbnailUrl = (youtubeId: string): string =>
  `https://i.ytimg.com/vi/${youtubeId}/hqdefault.jpg`;

export const youtubeChannelUrl = (channelId: string): string =>
  `https://www.youtube.com/channel/${encodeURIComponent(channelId)}`;

/** MEDIA-011: 1500 → '1.5K', 2_000_000 → '2M', 999 → '999' (one decimal, trailing .0 dropped). */
export function abbreviateCount(value: number): string {
  const units: Array<[number, string]> = [
    [1e9, 'G'],
    [1e6, 'M'],
    [1e3, 'K'],
  ];
  for (const [size, suffix] of units) {
    if (Math.abs(value) >= size) {
      const shortened = Math.floor((value / size) * 10) / 10;
      return `${shortened.toFixed(1).replace(/\.0$/, '')}${suffix}`;
    }
  }
  return String(value);
}

/** INTV-004: the seven answer keys (INTERVIEW_QUESTIONS). */
export const INTERVIEW_QUESTION_KEYS = [
  'question1',
  'question2',
  'question3',
  'question4',
  'question5',
  'question6',
  'question7',
] as const satisfies readonly string[] & { length: typeof INTERVIEW_QUESTIONS };

export type InterviewQuestionKey = (typeof INTERVIEW_QUESTION_KEYS)[number];

/**
 * INTV-010: splits comma-separated video entries and merges them into `current` without
 * duplicates (compared by YouTube id when there is one, else by the trimmed text).
 */
export function mergeVideoLinks(current: readonly string[], input: string): string[] {
  const keyOf = (v: string) => parseYoutubeId(v) ?? v.trim();
  const seen = new Set(current.map(keyOf));
  const merged = [...current];
  for (const entry of input.split(',')) {
    const value = entry.trim();
    if (!value) continue;
    const key = keyOf(value);
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(value);
  }
  return merged;
}

/* ---------------------------------------------------------------- map (MAP, OPEN-010) */

/** MAP-002: parses a marker string; null when latitude or longitude is not a number. */
export function parseLocation(value: string): { key: string; lat: number; lng: number } | null {
  const [key, lat, lng] = value.split(',');
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!key || lat === undefined || lng === undefined || lat.trim() === '' || lng.trim() === '')
    return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return { key, lat: latitude, lng: longitude };
}
