import type { MeUser, MemberProfile, MemberSummary, UiLanguage } from '@bgc/shared';
import { localize } from '../../lib/language.js';
import { policyActor } from '../../lib/policy-actor.js';
import * as contactRequestPolicy from '../contact/contact-request.policy.js';
import * as courseClaimPolicy from '../course-admin/course-claim.policy.js';
import * as coursePolicy from '../course-admin/course.policy.js';
import * as courseCorrectionPolicy from '../course-corrections/course-correction.policy.js';
import * as reportPolicy from '../reports/report.policy.js';
import type { UserWithCountry } from './members.repository.js';

/** Decision 051: the `can*` flags of /me, from the policies and the member's own roles. */
function adminAbilities(
  row: UserWithCountry,
  courseAdmin: MeUser['courseAdmin'],
): Pick<
  MeUser,
  | 'canReviewClaims'
  | 'canCorrectCourses'
  | 'canModerate'
  | 'canAnswerContact'
  | 'canAdministerEveryCourse'
> {
  const actor = policyActor(row.user.id, row.user.subRoles, courseAdmin);
  return {
    canReviewClaims: courseClaimPolicy.can(actor, 'list'),
    canCorrectCourses: courseCorrectionPolicy.can(actor, 'correct'),
    canModerate: reportPolicy.can(actor, 'list'),
    canAnswerContact: contactRequestPolicy.can(actor, 'list'),
    canAdministerEveryCourse: coursePolicy.administersEveryCourse(actor),
  };
}

/** DATA-001 for the member themself; the password hash never leaves the repository layer. */
export function presentMe(
  row: UserWithCountry,
  lang: UiLanguage,
  courseAdmin: MeUser['courseAdmin'] = [],
): MeUser {
  const u = row.user;
  return {
    id: u.id,
    profile: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    name: `${u.firstName} ${u.lastName}`,
    phone: u.phone,
    picture: u.picture,
    cover: u.cover,
    shortBio: u.shortBio,
    country: row.country ? { id: row.country.id, name: localize(row.country.names, lang) } : null,
    state: u.state,
    city: u.city,
    handicap: u.handicap === null ? null : Number(u.handicap),
    subRoles: [...u.subRoles],
    languages: [...u.languages],
    facebookUrl: u.facebookUrl,
    instagramUrl: u.instagramUrl,
    twitterUrl: u.twitterUrl,
    youtubeUrl: u.youtubeUrl,
    totalCoursePlayed: u.totalCoursePlayed,
    totalPost: u.totalPost,
    totalFollow: u.totalFollow,
    totalFollowing: u.totalFollowing,
    courseAdmin,
    ...adminAbilities(row, courseAdmin),
  };
}

/** DATA-002: another member's public profile, with the caller's follow and friend state. */
export function presentProfile(
  row: UserWithCountry,
  lang: UiLanguage,
  relation: { isFollowed: boolean; friendStatus: number | null },
): MemberProfile {
  // the member's own fields and rights stay off another member's view
  const {
    email: _email,
    phone: _phone,
    courseAdmin: _admin,
    canReviewClaims: _claims,
    canCorrectCourses: _corrections,
    canModerate: _moderate,
    canAnswerContact: _contact,
    canAdministerEveryCourse: _every,
    ...rest
  } = presentMe(row, lang);
  return {
    ...rest,
    demo: row.user.demo,
    isFollowed: relation.isFollowed,
    friend: relation.friendStatus === null ? null : { status: relation.friendStatus },
  };
}

export function presentMemberSummary(row: UserWithCountry, lang: UiLanguage): MemberSummary {
  return {
    id: row.user.id,
    name: `${row.user.firstName} ${row.user.lastName}`,
    picture: row.user.picture,
    country: row.country ? { id: row.country.id, name: localize(row.country.names, lang) } : null,
    city: row.user.city,
  };
}
