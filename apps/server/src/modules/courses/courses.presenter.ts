import {
  FACILITY_KEYS,
  RANKING_PRIOR_WEIGHT,
  roundTo,
  shownRankingBasis,
  type RankingContext,
  type ShownRankingBasis,
  type Championship,
  type CourseKind,
  type RemovalReason,
  type CourseDetail,
  type CoursePeer,
  type CourseSummary,
  type Facilities,
  type UiLanguage,
} from '@bgc/shared';
import { localize } from '../../lib/language.js';
import type { CourseRow, CourseSummaryRow } from './courses.repository.js';
import type { CoursePeerRow } from './course-detail.repository.js';

/** DATA-004: the course summary of a ranking card or search result (a whitelist). */
export function presentCourseSummary(row: CourseSummaryRow, lang: UiLanguage): CourseSummary {
  const c = row.course;
  const countryName = localize(row.country.names, lang);
  return {
    id: c.id,
    name: c.name,
    latinName: c.latinName,
    kind: c.kind as CourseKind,
    slug: c.slug,
    picture: c.picture,
    state: c.state,
    city: c.city,
    address: c.address,
    country: {
      id: row.country.id,
      code: row.country.code,
      name: countryName,
      slug: row.country.slug,
    },
    point: Number(c.point),
    rank: c.worldRank,
    zoneRank: c.zoneRank,
    countryRank: c.countryRank,
    countryRankName: countryName,
    stateRank: c.stateRank,
    stateRankName: c.stateRank !== null ? c.state : null,
    provisional: c.provisional,
    unrated: c.reviewCount === 0,
    websiteLogo: c.websiteLogo,
    websiteBanner: c.websiteBanner,
  };
}

/** what the 'why this rank' breakdown needs beyond the course row. */
export interface RankingBasisExtras {
  platforms: CourseDetail['rankingBasis']['platforms'];
  memberReviews: { count: number; demo: number };
  context: RankingContext;
}
const EMPTY_BASIS: RankingBasisExtras = {
  platforms: [],
  memberReviews: { count: 0, demo: 0 },
  context: { meanRating: 0, maxLogPopularity: 0 },
};

/**
 * R, C, m and the two parts of the point (100·0.8·B/5 and 100·0.2·P, from the
 * stored B and P as shown, so they add up to the stored point within rounding).
 */
function rankingParts(shown: ShownRankingBasis, basis: RankingBasisExtras) {
  const n = basis.platforms.reduce((sum, p) => sum + p.reviewCount, 0);
  const weighted = basis.platforms.reduce((sum, p) => sum + p.reviewCount * p.rating, 0);
  return {
    rawRating: n > 0 ? roundTo(weighted / n, 2) : null,
    meanRating: roundTo(basis.context.meanRating, 2),
    priorWeight: RANKING_PRIOR_WEIGHT,
    ratingPart: shown.ratingPart,
    popularityPart: shown.popularityPart,
    platforms: basis.platforms,
    memberReviews: basis.memberReviews,
  };
}

/** DATA-005 (fields that exist so far): the full course of the course page, with its club (D-16). */
export function presentCourseDetail(
  row: CourseRow,
  lang: UiLanguage,
  synthetic: boolean,
  championships: Championship[] = [],
  basis: RankingBasisExtras = EMPTY_BASIS,
  club: CourseDetail['club'] = null,
): CourseDetail {
  const c = row.course;
  const hasPoint = c.latitude !== null && c.longitude !== null;
  const shown = shownRankingBasis(c.shrunkRating, c.popularity);
  return {
    ...presentCourseSummary(row, lang),
    zone: row.zone
      ? { id: row.zone.id, slug: row.zone.slug, name: localize(row.zone.names, lang) }
      : null,
    website: c.website,
    phone: c.phone,
    postalCode: c.postalCode,
    latitude: c.latitude,
    longitude: c.longitude,
    googleUrl: hasPoint
      ? `https://www.google.com/maps/search/?api=1&query=${c.latitude},${c.longitude}`
      : null,
    holeTotal: c.holeTotal,
    par: c.par,
    accessType: c.accessType,
    yearBuilt: c.yearBuilt,
    architect: c.architect,
    cover: c.cover,
    content: c.content,
    totalFollow: c.totalFollow,
    isFollowed: false,
    courseRole: [],
    canAdminister: false,
    canClaim: false,
    facebookUrl: c.facebookUrl,
    twitterUrl: c.twitterUrl,
    instagramUrl: c.instagramUrl,
    youtubeUrl: c.youtubeUrl,
    tripadvisorUrl: c.tripadvisorUrl,
    linkedinUrl: c.linkedinUrl,
    facilities: presentFacilities(c.facilities),
    coursePeers: [],
    overallRating: 0,
    totalReview: 0,
    rankingBasis: {
      rating: shown.rating,
      reviewCount: c.reviewCount,
      followerCount: c.followerCount,
      popularity: shown.popularity,
      provisional: c.provisional,
      synthetic,
      ...rankingParts(shown, basis),
    },
    championships,
    recognitions: [],
    removed:
      c.removedReason !== null
        ? {
            reason: c.removedReason as RemovalReason,
            at: (c.removedAt ?? c.updatedAt).toISOString(),
          }
        : null,
    source: c.source,
    club,
  };
}

/** COURSE-017: every facility key, false when not set. */
export function presentFacilities(stored: Partial<Record<string, boolean>>): Facilities {
  return Object.fromEntries(FACILITY_KEYS.map((k) => [k, stored[k] === true])) as Facilities;
}

/** DATA-006: a peer-course row. */
export function presentPeer(p: CoursePeerRow): CoursePeer {
  return {
    id: p.id,
    course: p.courseId,
    name: p.name,
    holeTotal: p.holeTotal,
    par: p.par,
    courseType: p.courseType,
    courseArchitect: p.courseArchitect,
    openDate: p.openDate,
    guestPolicy: p.guestPolicy,
    weekdayPrice: p.weekdayPrice,
    weekendPrice: p.weekendPrice,
    twilightPrice: p.twilightPrice,
    fairway: p.fairway,
    green: p.green,
  };
}
