import {
  HANDICAP_MAX,
  HANDICAP_MIN,
  MSG,
  SHORT_BIO_MAX,
  paths,
  type FollowItem,
  type Page,
} from '@bgc/shared';

/**
 * Pure helpers of the profile screens (PROF-*), unit-tested in `profile-format.test.ts`.
 * No React and no API client here.
 */

/** PROF-017: clamps a handicap to −20..54 and rounds it to one decimal. */
export function clampHandicap(value: number): number {
  const clamped = Math.min(HANDICAP_MAX, Math.max(HANDICAP_MIN, value));
  const rounded = Math.round(clamped * 10) / 10;
  return Object.is(rounded, -0) ? 0 : rounded;
}

/**
 * PROF-017: reads the handicap field. Empty → null (no handicap); a number (',' accepted as
 * the decimal mark) → that number, not yet clamped; anything else → NaN.
 */
export function parseHandicap(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^-?\d*(\.\d*)?$/.test(trimmed) || trimmed === '-' || trimmed === '.') return Number.NaN;
  return Number(trimmed);
}

/** PROF-005: the short bio input is cut at 100 characters. */
export function cutShortBio(text: string): string {
  return text.slice(0, SHORT_BIO_MAX);
}

/** PROF-005: characters left ('{n} characters remaining'), 100 for an empty bio. */
export function shortBioRemaining(text: string): number {
  return Math.max(0, SHORT_BIO_MAX - text.length);
}

/** Next page of a paged list, or undefined once `currentPage` reaches `totalPages` (PROF-025). */
export function nextPageOf(page: Page<unknown>): number | undefined {
  return page.currentPage < page.totalPages && page.list.length > 0
    ? page.currentPage + 1
    : undefined;
}

/** ERR-008: the toast key of a failed "add played courses" call, from the server message. */
export function playedAddErrorKey(
  error: { code?: string; message?: string } | null,
): 'playedExists' | 'serverError' {
  return error?.message === MSG.playedCourseExists || error?.code === 'course_user_exists'
    ? 'playedExists'
    : 'serverError';
}

/** PROF-022: the path segment of `POST /courses-played/{ids}`: distinct ids joined by '-'. */
export function playedIdsSegment(ids: readonly number[]): string {
  return [...new Set(ids)].join('-');
}

/**
 * PROF-027: where a subscription item leads: a member's profile, or a course page
 * (entityDetail country.slug and slug); null when the course lacks its slugs.
 */
export function subscriptionHref(item: FollowItem): string | null {
  if (item.entityName === 'user') return paths.profilePerson(item.entityId);
  const country = item.entityDetail.country?.slug;
  const slug = item.entityDetail.slug;
  return country && slug ? paths.course(country, slug) : null;
}

/** PROF-029: a `/profiles/{key}` key as a member id; null for anything but a positive integer. */
export function memberIdOf(key: string | undefined): number | null {
  if (!key || !/^\d{1,10}$/.test(key)) return null;
  const id = Number(key);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** A `MSG` text the profile forms show, as its catalog key (`msg.<key>`); null for others. */
export const PROFILE_MSG_KEYS = [
  'required',
  'passwordMin',
  'nameMax',
  'urlInvalid',
  'languagesMax',
  'phoneInvalid',
  'currentPasswordWrong',
] as const satisfies ReadonlyArray<keyof typeof MSG>;
export type ProfileMsgKey = (typeof PROFILE_MSG_KEYS)[number];

export function profileMsgKey(message: string | undefined): ProfileMsgKey | null {
  if (!message) return null;
  return PROFILE_MSG_KEYS.find((key) => MSG[key] === message) ?? null;
}

/**
 * A social URL as a safe external link (PROF-028): only http(s) URLs, else null (never a
 * `javascript:` link even if one was stored).
 */
export function safeSocialUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
