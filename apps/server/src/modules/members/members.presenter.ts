import type { MeUser, MemberProfile, MemberSummary, UiLanguage } from '@bgc/shared';
import { localize } from '../../lib/language.js';
import type { UserWithCountry } from './members.repository.js';

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
  };
}

/** DATA-002: another member's public profile, with the caller's follow and friend state. */
export function presentProfile(
  row: UserWithCountry,
  lang: UiLanguage,
  relation: { isFollowed: boolean; friendStatus: number | null },
): MemberProfile {
  const { email: _email, phone: _phone, courseAdmin: _admin, ...rest } = presentMe(row, lang);
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
