import { z } from 'zod';
import { MEMBER_SUB_ROLE_IDS, updateMeSchema, type MeUser } from '@bgc/shared';
import { SOCIAL_FIELDS } from '../../components/profile/social-networks.js';

/**
 * The forms of the 'Profile' tab, built from the shared `PUT /me` schema (`updateMeSchema`,
 * docs/style.md §3) so the SPA and the server check the same rules and texts (ERR-044). Every
 * field of a section is required in its form (the request schema makes them optional).
 */
const me = updateMeSchema.shape;
type MeField = keyof typeof me;

/**
 * A form schema of the `PUT /me` fields `keys`, in that order, each required: the shared
 * field's schema without its `.optional()`.
 */
function requiredFields<const K extends MeField>(keys: readonly K[]) {
  const shape = Object.fromEntries(keys.map((key) => [key, me[key].unwrap()]));
  return z.object(shape as { [P in K]: ReturnType<(typeof me)[P]['unwrap']> });
}

/**
 * PROF-015..019: sub-roles, first and last name (required, ≤ 15), phone (required, '+' and
 * digits, ≤ 15), languages (1..3 ids), country id, state and city names (clearable), handicap
 * (−20..54, rounded to 1 decimal, or none). The fields in screen order (the first invalid one
 * takes the focus).
 */
export const INFORMATION_FIELDS = [
  'subRoles',
  'firstName',
  'lastName',
  'phone',
  'languages',
  'country',
  'state',
  'city',
  'handicap',
] as const;
/** The Information form (PROF-015..019). */
export const informationSchema = requiredFields(INFORMATION_FIELDS);
export type InformationInput = z.input<typeof informationSchema>;
export type InformationOutput = z.output<typeof informationSchema>;

/** PROF-020: the four social URLs; empty, or an http(s) URL ('URL is not valid'). */
export const socialSchema = requiredFields(SOCIAL_FIELDS);
export type SocialInput = z.input<typeof socialSchema>;
export type SocialOutput = z.output<typeof socialSchema>;

type SubRoleId = (typeof MEMBER_SUB_ROLE_IDS)[number];
const isMemberSubRole = (id: number): id is SubRoleId =>
  (MEMBER_SUB_ROLE_IDS as readonly number[]).includes(id);

/** The Information form's values for a member. */
export function informationValues(user: MeUser): InformationInput {
  return {
    subRoles: user.subRoles.filter(isMemberSubRole),
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone ?? '',
    languages: [...user.languages],
    country: user.country?.id ?? null,
    state: user.state,
    city: user.city,
    handicap: user.handicap,
  };
}

/** The Social networks form's values for a member (empty strings for none). */
export function socialValues(user: MeUser): SocialInput {
  return {
    facebookUrl: user.facebookUrl ?? '',
    instagramUrl: user.instagramUrl ?? '',
    twitterUrl: user.twitterUrl ?? '',
    youtubeUrl: user.youtubeUrl ?? '',
  };
}

/** Whether a form holds the same values as `saved` (compared field by field). */
export function sameValues<T extends object>(current: T, saved: T): boolean {
  return (Object.keys(saved) as Array<keyof T>).every(
    (key) => JSON.stringify(current[key] ?? null) === JSON.stringify(saved[key] ?? null),
  );
}
