import { describe, expect, it } from 'vitest';
import type { CourseClaim, CourseDetail, ErrorBody, MeUser, Page } from '@bgc/shared';
import { fieldsOf, json, sentMails } from '../../../test/test-app.js';
import { createMember, signed } from '../../../test/factories.js';
import { createCourseAdmin, findPendingClaim } from '../../../test/course-fixtures.js';
import { apiSuite } from '../../../test/suite.js';

/** Course claims and the administrators' queue (COURSE-024..029, D-03); edits: course-edit.api.test.ts. */
const suite = apiSuite({ admin: true, courses: { salt: 'course-admin', count: 6 } });

const claim = (token: string, courseId: number, phone = '+33 6 12 34 56 78') =>
  signed(suite.app, token, 'POST', '/api/courses/request-admin', { phone, course: courseId });
const roleOf = async (token: string | null, courseId: number) =>
  json<CourseDetail>(
    token === null
      ? await suite.app.inject({ url: `/api/courses/${courseId}` })
      : await signed(suite.app, token, 'GET', `/api/courses/${courseId}`),
  ).courseRole;

describe('POST /api/courses/request-admin (T20, COURSE-025..028)', () => {
  it('refuses visitors, bad phones and unknown courses', async () => {
    const m = await createMember(suite.app);
    const visitor = await suite.app.inject({
      method: 'POST',
      url: '/api/courses/request-admin',
      payload: { phone: '+33612345678', course: suite.course(0).id },
    });
    expect(visitor.statusCode).toBe(401);
    const missing = await signed(suite.app, m.token, 'POST', '/api/courses/request-admin', {
      course: suite.course(0).id,
    });
    expect(missing.statusCode).toBe(400);
    expect(fieldsOf(missing).phone).toBe('Field is required');
    const empty = await claim(m.token, suite.course(0).id, '   ');
    expect(fieldsOf(empty).phone).toBe('Field is required');
    for (const phone of ['abc', '+33 6x12', '12+34']) {
      const bad = await claim(m.token, suite.course(0).id, phone);
      expect(bad.statusCode, phone).toBe(400);
      expect(fieldsOf(bad).phone, phone).toBe('The value must be an phone number');
    }
    const unknown = await claim(m.token, 999_999_999);
    expect(unknown.statusCode).toBe(404);
    expect(await roleOf(m.token, suite.course(0).id)).toEqual([]);
  });

  it('files a pending claim seen only by the claimant, and refuses a second one', async () => {
    const m = await createMember(suite.app);
    const other = await createMember(suite.app);
    const res = await claim(m.token, suite.course(0).id, '+1 (555) 123-4567');
    expect(res.statusCode).toBe(200);
    expect(json<{ courseRole: string[] }>(res)).toEqual({ courseRole: ['Request Pending'] });
    expect(await roleOf(m.token, suite.course(0).id)).toEqual(['Request Pending']);
    expect(await roleOf(other.token, suite.course(0).id)).toEqual([]);
    expect(await roleOf(null, suite.course(0).id)).toEqual([]);
    const slug = json<CourseDetail>(
      await signed(
        suite.app,
        m.token,
        'GET',
        `/api/courses/slug/${suite.course(0).slug}?country=${suite.course(0).countrySlug}`,
      ),
    );
    expect(slug.courseRole).toEqual(['Request Pending']);
    const again = await claim(m.token, suite.course(0).id);
    expect(again.statusCode).toBe(409);
    expect(json<ErrorBody>(again).error).toMatchObject({
      code: 'claim_exists',
      message: 'You have already claimed this golf course',
    });
    const me = json<MeUser>(await signed(suite.app, m.token, 'GET', '/api/me'));
    expect(me.courseAdmin).toEqual([
      expect.objectContaining({
        id: suite.course(0).id,
        slug: suite.course(0).slug,
        status: 'pending',
      }),
    ]);
  });
});

describe('administrators decide claims (D-03, OPEN-002)', () => {
  it('lists pending claims to administrators only, with course, member and phone', async () => {
    const m = await createMember(suite.app);
    await claim(m.token, suite.course(1).id, '+44 20 7946 0958');
    expect((await suite.app.inject({ url: '/api/admin/course-claims' })).statusCode).toBe(401);
    expect((await signed(suite.app, m.token, 'GET', '/api/admin/course-claims')).statusCode).toBe(
      403,
    );
    const listed = await findPendingClaim(suite.app, suite.admin.token, (c) => c.user.id === m.id);
    expect(listed).toMatchObject({
      phone: '+44 20 7946 0958',
      course: {
        id: suite.course(1).id,
        name: suite.course(1).name,
        slug: suite.course(1).slug,
        country: { slug: suite.course(1).countrySlug },
      },
      user: { id: m.id, name: `${m.firstName} ${m.lastName}`, email: m.email },
    });
    expect(Date.parse(listed!.createdDate)).not.toBeNaN();
    // oldest first
    const page = json<Page<CourseClaim>>(
      await signed(
        suite.app,
        suite.admin.token,
        'GET',
        '/api/admin/course-claims?page=1&limit=100',
      ),
    );
    const times = page.list.map((c) => Date.parse(c.createdDate));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(page.list.length).toBeGreaterThan(0);
  });

  it('accepts a claim: Course Admin role, /me status accepted and a mail to the claimant', async () => {
    const m = await createMember(suite.app);
    const other = await createMember(suite.app);
    await claim(m.token, suite.course(2).id);
    const pending = await findPendingClaim(suite.app, suite.admin.token, (c) => c.user.id === m.id);
    const url = `/api/admin/course-claims/${pending!.id}/accept`;
    expect((await suite.app.inject({ method: 'PUT', url })).statusCode).toBe(401);
    expect((await signed(suite.app, other.token, 'PUT', url)).statusCode).toBe(403);
    expect((await signed(suite.app, m.token, 'PUT', url)).statusCode).toBe(403);
    expect(
      (
        await signed(
          suite.app,
          suite.admin.token,
          'PUT',
          '/api/admin/course-claims/999999999/accept',
        )
      ).statusCode,
    ).toBe(404);
    const mailsBefore = sentMails.length;
    const res = await signed(suite.app, suite.admin.token, 'PUT', url);
    expect(res.statusCode).toBe(200);
    expect(json<{ id: number; status: string }>(res)).toEqual({
      id: pending!.id,
      status: 'accepted',
    });
    expect(await roleOf(m.token, suite.course(2).id)).toEqual(['Course Admin']);
    expect(await roleOf(other.token, suite.course(2).id)).toEqual([]);
    const me = json<MeUser>(await signed(suite.app, m.token, 'GET', '/api/me'));
    expect(me.courseAdmin).toEqual([
      expect.objectContaining({ id: suite.course(2).id, status: 'accepted' }),
    ]);
    const mails = sentMails.slice(mailsBefore).filter((mail) => mail.to === m.email);
    expect(mails).toHaveLength(1);
    expect(`${mails[0]!.subject} ${mails[0]!.text}`).toContain(suite.course(2).name);
    expect(mails[0]!.text).toContain(`/top-golf-courses-${suite.course(2).countrySlug}/`);
    // decided claims leave the queue and cannot be decided again
    expect((await signed(suite.app, suite.admin.token, 'PUT', url)).statusCode).toBe(404);
    expect(
      (
        await signed(
          suite.app,
          suite.admin.token,
          'PUT',
          `/api/admin/course-claims/${pending!.id}/reject`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      await findPendingClaim(suite.app, suite.admin.token, (c) => c.id === pending!.id),
    ).toBeUndefined();
    expect((await claim(m.token, suite.course(2).id)).statusCode).toBe(409);
  });

  it('rejects a claim: the role goes away and the member may claim again', async () => {
    const m = await createMember(suite.app);
    await claim(m.token, suite.course(3).id);
    const pending = await findPendingClaim(suite.app, suite.admin.token, (c) => c.user.id === m.id);
    const url = `/api/admin/course-claims/${pending!.id}/reject`;
    expect((await signed(suite.app, m.token, 'PUT', url)).statusCode).toBe(403);
    const res = await signed(suite.app, suite.admin.token, 'PUT', url);
    expect(res.statusCode).toBe(200);
    expect(json<{ id: number; status: string }>(res)).toEqual({
      id: pending!.id,
      status: 'rejected',
    });
    expect((await signed(suite.app, suite.admin.token, 'PUT', url)).statusCode).toBe(404);
    expect(await roleOf(m.token, suite.course(3).id)).toEqual([]);
    expect(json<MeUser>(await signed(suite.app, m.token, 'GET', '/api/me')).courseAdmin).toEqual(
      [],
    );
    expect((await claim(m.token, suite.course(3).id)).statusCode).toBe(200);
    expect(await roleOf(m.token, suite.course(3).id)).toEqual(['Request Pending']);
  });

  it('shows Course Admin on every course to an Administrator who never claimed', async () => {
    expect(await roleOf(suite.admin.token, suite.course(5).id)).toEqual(['Course Admin']);
  });
});

describe('the can* flags the SPA reads (decision 051, COURSE-024, COURSE-029, D-03)', () => {
  const flagsOf = async (token: string | null, courseId: number) => {
    const course = json<CourseDetail>(
      token === null
        ? await suite.app.inject({ url: `/api/courses/${courseId}` })
        : await signed(suite.app, token, 'GET', `/api/courses/${courseId}`),
    );
    return { canAdminister: course.canAdminister, canClaim: course.canClaim };
  };
  const adminFlagsOf = async (token: string) => {
    const me = json<MeUser>(await signed(suite.app, token, 'GET', '/api/me'));
    return [
      me.canReviewClaims,
      me.canCorrectCourses,
      me.canModerate,
      me.canAnswerContact,
      me.canAdministerEveryCourse,
    ];
  };

  it("answers each caller's course flags: visitor, member, claimant, course admin, Administrator", async () => {
    const courseId = suite.course(4).id;
    const member = await createMember(suite.app);
    const claimant = await createMember(suite.app);
    expect((await claim(claimant.token, courseId)).statusCode).toBe(200);
    const owner = await createCourseAdmin(suite.app, suite.admin.token, courseId);
    expect(await flagsOf(null, courseId)).toEqual({ canAdminister: false, canClaim: false });
    expect(await flagsOf(member.token, courseId)).toEqual({ canAdminister: false, canClaim: true });
    expect(await flagsOf(claimant.token, courseId)).toEqual({
      canAdminister: false,
      canClaim: false,
    });
    expect(await flagsOf(owner.token, courseId)).toEqual({ canAdminister: true, canClaim: false });
    // the accepted admin of course 4 is a plain member on course 5
    expect(await flagsOf(owner.token, suite.course(5).id)).toEqual({
      canAdminister: false,
      canClaim: true,
    });
    expect(await flagsOf(suite.admin.token, courseId)).toEqual({
      canAdminister: true,
      canClaim: false,
    });
  });

  it("answers the administrators' flags in /me to the Administrator only", async () => {
    const member = await createMember(suite.app);
    const owner = await createCourseAdmin(suite.app, suite.admin.token, suite.course(4).id);
    expect(await adminFlagsOf(suite.admin.token)).toEqual([true, true, true, true, true]);
    expect(await adminFlagsOf(member.token)).toEqual([false, false, false, false, false]);
    expect(await adminFlagsOf(owner.token)).toEqual([false, false, false, false, false]);
    // another member's profile never carries them
    const profile = json<Record<string, unknown>>(
      await signed(suite.app, member.token, 'GET', `/api/users/${suite.admin.id}`),
    );
    expect(profile).not.toHaveProperty('canModerate');
    expect(profile).not.toHaveProperty('courseAdmin');
  });
});
