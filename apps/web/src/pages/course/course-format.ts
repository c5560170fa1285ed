import {
  CourseRole,
  RANKING_TOP_STEPS,
  paths,
  type CourseDetail,
  type MeUser,
  type RankingTop,
} from '@bgc/shared';

/** Pure display helpers of the course page (unit tested). */

/** The smallest top step whose list holds `rank` (ranks over 1000 go to the top 1000 list). */
export function topStepForRank(rank: number): RankingTop {
  return RANKING_TOP_STEPS.find((step) => step >= rank) ?? 1000;
}

/** One level of the ranking timeline (COURSE-010). */
export interface RankingLevel {
  level: 'world' | 'zone' | 'country' | 'state';
  rank: number;
  /** Area name (zone, country, state); null for the world level. */
  name: string | null;
  /** The ranking page of that level, or null when none exists (states have no ranking route). */
  to: string | null;
}

type RankFields = Pick<
  CourseDetail,
  | 'rank'
  | 'zoneRank'
  | 'countryRank'
  | 'stateRank'
  | 'zone'
  | 'country'
  | 'countryRankName'
  | 'stateRankName'
>;

/**
 * COURSE-010: the ranking levels World, zone, country and state, each only when its rank is
 * present, in that order. Each links to the ranking list (top step) that holds the rank.
 */
export function rankingLevels(course: RankFields): RankingLevel[] {
  const levels: RankingLevel[] = [];
  if (course.rank !== null) {
    levels.push({
      level: 'world',
      rank: course.rank,
      name: null,
      to: paths.worldwide(topStepForRank(course.rank)),
    });
  }
  if (course.zoneRank !== null && course.zone) {
    levels.push({
      level: 'zone',
      rank: course.zoneRank,
      name: course.zone.name,
      to: paths.zone(course.zone.slug, topStepForRank(course.zoneRank)),
    });
  }
  if (course.countryRank !== null) {
    levels.push({
      level: 'country',
      rank: course.countryRank,
      name: course.countryRankName || course.country.name,
      to: paths.country(course.country.slug, topStepForRank(course.countryRank)),
    });
  }
  if (course.stateRank !== null && course.stateRankName) {
    levels.push({ level: 'state', rank: course.stateRank, name: course.stateRankName, to: null });
  }
  return levels;
}

/**
 * An http(s) URL safe to put in an `href`, or null. Bare domains get `https://`;
 * other schemes (javascript:, data:) are refused.
 */
export function safeExternalUrl(raw: string | null): string | null {
  const value = raw?.trim();
  if (!value) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** An image URL safe for CSS `url("…")`: http(s), or a same-site path ('/media/…'). */
export function imageUrl(raw: string | null): string | null {
  const value = raw?.trim();
  if (!value) return null;
  const url = value.startsWith('/') && !value.startsWith('//') ? value : safeExternalUrl(value);
  return url && !/["\\\n\r]/.test(url) ? url : null;
}

/** The host name shown for a website link, without `www.` ('https://www.golf.fr/x' -> 'golf.fr'). */
export function websiteLabel(href: string): string {
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return href;
  }
}

/** A `tel:` href keeping only the leading plus and digits, or null without digits. */
export function telHref(phone: string | null): string | null {
  const value = phone?.trim() ?? '';
  const digits = value.replace(/\D/g, '');
  if (digits.length === 0) return null;
  return `tel:${value.startsWith('+') ? '+' : ''}${digits}`;
}

/** Access types the catalogs translate (data values: Public, Private, Semi-Private, ...). */
export const ACCESS_TYPES = [
  'public',
  'private',
  'semiPrivate',
  'resort',
  'municipal',
  'military',
] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

/** The catalog key of an access type value, or null for a value without translation. */
export function accessTypeKey(raw: string | null): AccessType | null {
  if (!raw) return null;
  const compact = raw.toLowerCase().replace(/[^a-z]/g, '');
  return ACCESS_TYPES.find((key) => key.toLowerCase() === compact) ?? null;
}

/** COURSE-003: the social networks of the course header, in display order. */
export type CourseSocialNetwork = 'facebook' | 'twitter' | 'instagram' | 'youtube' | 'tripadvisor';

type SocialFields = Pick<
  CourseDetail,
  'facebookUrl' | 'twitterUrl' | 'instagramUrl' | 'youtubeUrl' | 'tripadvisorUrl'
>;

const SOCIAL_FIELDS: ReadonlyArray<[CourseSocialNetwork, keyof SocialFields]> = [
  ['facebook', 'facebookUrl'],
  ['twitter', 'twitterUrl'],
  ['instagram', 'instagramUrl'],
  ['youtube', 'youtubeUrl'],
  ['tripadvisor', 'tripadvisorUrl'],
];

/**
 * COURSE-002/003: the course's social links (facebook, twitter, instagram, youtube,
 * tripadvisor, in that order), only those set to a safe http(s) URL.
 */
export function courseSocialLinks(
  course: SocialFields,
): Array<{ network: CourseSocialNetwork; url: string }> {
  const links: Array<{ network: CourseSocialNetwork; url: string }> = [];
  for (const [network, field] of SOCIAL_FIELDS) {
    const url = safeExternalUrl(course[field]);
    if (url) links.push({ network, url });
  }
  return links;
}

/**
 * COURSE-029 / ROLE-009: the caller administers this course, as the server's course policy
 * says (`canAdminister`, decision 051).
 */
export function isCourseAdmin(course: Pick<CourseDetail, 'canAdminister'>): boolean {
  return course.canAdminister;
}

/**
 * COURSE-024: the Claim button shows only to a signed-in member the server offers the claim
 * (`canClaim`: no claim on the course, not its administrator; decision 051).
 */
export function canClaim(course: Pick<CourseDetail, 'canClaim'>, signedIn: boolean): boolean {
  return signedIn && course.canClaim;
}

/**
 * D-03: the member's claim of this course waits for an administrator
 * ('Request Pending' and not yet 'Course Admin'): the page says 'Request pending' instead of
 * hiding the Claim button.
 */
export function claimPending(course: Pick<CourseDetail, 'courseRole' | 'canAdminister'>): boolean {
  return course.courseRole.includes(CourseRole.Pending) && !course.canAdminister;
}

/**
 * COURSE-030 / FILE-009: the base64 payload of a data URL ('data:image/png;base64,AAA' →
 * 'AAA'); a string without a data-URL prefix comes back unchanged.
 */
export function stripDataUrlPrefix(dataUrl: string): string {
  return dataUrl.replace(/^data:[^;,]*(?:;[^;,]*)*;base64,/, '');
}

/**
 * The stored member misses an accepted administration of this course that the server reports
 * (`canAdminister` is true but `/me.courseAdmin` does not list it as accepted): a claim
 * accepted since the member signed in. A member who administers every course
 * (`/me.canAdministerEveryCourse`, a site Administrator) holds no claim, so never needs it.
 */
export function needsAdminRefresh(course: CourseDetail, user: MeUser | null): boolean {
  if (!user || !isCourseAdmin(course) || user.canAdministerEveryCourse) return false;
  return !user.courseAdmin.some((entry) => entry.id === course.id && entry.status === 'accepted');
}
