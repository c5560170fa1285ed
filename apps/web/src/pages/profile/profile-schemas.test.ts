import { describe, expect, it } from 'vitest';
import { MSG, type MeUser } from '@bgc/shared';
import {
  informationSchema,
  informationValues,
  sameValues,
  socialSchema,
  socialValues,
} from './profile-schemas.js';

const user: MeUser = {
  id: 1,
  profile: 1,
  email: 'a@b.co',
  firstName: 'Alice',
  lastName: 'Tester',
  name: 'Alice Tester',
  phone: '+33612345678',
  picture: null,
  cover: null,
  shortBio: null,
  country: { id: 75, name: 'France' },
  state: 'Île-de-France',
  city: 'Paris',
  handicap: 12.3,
  subRoles: [2, 4],
  languages: [30],
  facebookUrl: null,
  instagramUrl: 'https://instagram.com/alice',
  twitterUrl: null,
  youtubeUrl: null,
  totalCoursePlayed: 0,
  totalPost: 0,
  totalFollow: 0,
  totalFollowing: 0,
  courseAdmin: [],
  canReviewClaims: false,
  canCorrectCourses: false,
  canModerate: false,
  canAnswerContact: false,
  canAdministerEveryCourse: false,
};

const firstMessage = (
  result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } },
  field: string,
) => result.error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('Information form (PROF-015..019)', () => {
  it('starts from the member, keeping the member sub-roles only', () => {
    const values = informationValues(user);
    expect(values.subRoles).toEqual([2]);
    expect(values.country).toBe(75);
    expect(informationSchema.safeParse(values).success).toBe(true);
  });
  it('requires first name, last name and phone, at most 15 characters', () => {
    const values = {
      ...informationValues(user),
      firstName: '',
      lastName: 'x'.repeat(16),
      phone: '',
    };
    const result = informationSchema.safeParse(values);
    expect(firstMessage(result, 'firstName')).toBe(MSG.required);
    expect(firstMessage(result, 'lastName')).toBe(MSG.nameMax);
    expect(firstMessage(result, 'phone')).toBe(MSG.required);
  });
  it('allows at most 3 languages and rounds the handicap', () => {
    const result = informationSchema.safeParse({
      ...informationValues(user),
      languages: [1, 2, 3, 4],
    });
    expect(firstMessage(result, 'languages')).toBe(MSG.languagesMax);
    const ok = informationSchema.parse({ ...informationValues(user), handicap: 12.34 });
    expect(ok.handicap).toBe(12.3);
    expect(informationSchema.safeParse({ ...informationValues(user), handicap: 55 }).success).toBe(
      false,
    );
  });
  it('clears the location (PROF-018)', () => {
    const ok = informationSchema.parse({
      ...informationValues(user),
      country: null,
      state: null,
      city: '',
    });
    expect(ok).toMatchObject({ country: null, state: null, city: null });
  });
});

describe('Social networks form (PROF-020)', () => {
  it('accepts empty or http(s) URLs, else "URL is not valid"', () => {
    const values = socialValues(user);
    expect(values.facebookUrl).toBe('');
    expect(socialSchema.parse(values)).toMatchObject({
      facebookUrl: null,
      instagramUrl: 'https://instagram.com/alice',
    });
    const bad = socialSchema.safeParse({ ...values, twitterUrl: 'twitter.com/alice' });
    expect(firstMessage(bad, 'twitterUrl')).toBe(MSG.urlInvalid);
    expect(
      firstMessage(socialSchema.safeParse({ ...values, youtubeUrl: 'ftp://x.y' }), 'youtubeUrl'),
    ).toBe(MSG.urlInvalid);
  });
});

describe('sameValues', () => {
  it('compares field by field', () => {
    expect(sameValues(socialValues(user), socialValues(user))).toBe(true);
    expect(sameValues({ ...socialValues(user), twitterUrl: 'x' }, socialValues(user))).toBe(false);
  });
});
