import { describe, expect, it } from 'vitest';
import type { CourseDetail, MeUser } from '@bgc/shared';
import { needsAdminRefresh } from './course-format.js';

const course = {
  id: 7,
  courseRole: ['Course Admin'],
  canAdminister: true,
} as unknown as CourseDetail;
const member = (over: Partial<MeUser>): MeUser =>
  ({ canAdministerEveryCourse: false, courseAdmin: [], ...over }) as unknown as MeUser;
const entry = (status: 'pending' | 'accepted') => ({
  id: 7,
  name: 'Golf',
  slug: 'golf',
  country: { slug: 'france', name: 'France' },
  status,
});

describe('needsAdminRefresh', () => {
  it('is true when the course says admin and the stored member does not', () => {
    expect(needsAdminRefresh(course, member({}))).toBe(true);
    expect(needsAdminRefresh(course, member({ courseAdmin: [entry('pending')] }))).toBe(true);
  });
  it('is false once listed, for administrators, visitors and other roles', () => {
    expect(needsAdminRefresh(course, member({ courseAdmin: [entry('accepted')] }))).toBe(false);
    expect(needsAdminRefresh(course, member({ canAdministerEveryCourse: true }))).toBe(false);
    expect(needsAdminRefresh(course, null)).toBe(false);
    expect(needsAdminRefresh({ ...course, canAdminister: false }, member({}))).toBe(false);
  });
});
