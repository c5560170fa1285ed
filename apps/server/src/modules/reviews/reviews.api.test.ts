import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CourseDetail, Page, Review, ReviewInfo } from '@bgc/shared';
import { expectFieldErrors, fieldsOf, json } from '../../../test/test-app.js';
import { createMember, signed, type TestMember } from '../../../test/factories.js';
import { pickCourse } from '../../../test/course-fixtures.js';
import { apiSuite } from '../../../test/suite.js';
import { ENGLISH, FRENCH, GERMAN } from '../../../test/content-fixtures.js';

/** Course reviews (REV-*, D-09) and their effect on the ranking (D-05). */
const suite = apiSuite({ admin: true, courses: { salt: 'reviews', count: 6 } });

// no debounced recompute of this file may run into the next one (the ranking test, last, has
// already run the pending one: this only waits)
afterAll(async () => {
  await suite.app.ranking.flush();
});

const scores = (v: number | number[]) => {
  const [facilities, maintenance, surroundings, clubhouse, value] = Array.isArray(v)
    ? v
    : [v, v, v, v, v];
  return { facilities, maintenance, surroundings, clubhouse, value };
};
const review = (courseId: number, extra: Record<string, unknown> = {}) => ({
  course: courseId,
  content: 'Lovely greens and a friendly clubhouse.',
  language: ENGLISH,
  type: 4,
  reviewData: { ...scores(4), overall: 4 },
  ...extra,
});
const post = (token: string, body: unknown) =>
  signed(suite.app, token, 'POST', '/api/courses/review', body);
const listOf = async (token: string | null, query: string) => {
  const url = `/api/courses/review?${query}`;
  const res =
    token === null ? await suite.app.inject({ url }) : await signed(suite.app, token, 'GET', url);
  expect(res.statusCode, url).toBe(200);
  return json<Page<Review>>(res);
};
const infoOf = async (token: string | null, courseId: number) => {
  const url = `/api/courses/review/info?filter_course=${courseId}`;
  const res =
    token === null ? await suite.app.inject({ url }) : await signed(suite.app, token, 'GET', url);
  expect(res.statusCode).toBe(200);
  return json<ReviewInfo>(res);
};
const detailOf = async (courseId: number) =>
  json<CourseDetail>(await suite.app.inject({ url: `/api/courses/${courseId}` }));

describe('GET /api/courses/review and /info (T53, T54, REV-004, REV-006)', () => {
  it('answers an empty page and zero totals for a course without reviews', async () => {
    const page = await listOf(
      null,
      `filter_course=${suite.course(0).id}&filter_language=0&page=1&limit=3`,
    );
    expect(page).toEqual({ list: [], total: 0, totalPages: 0, currentPage: 1 });
    expect(await infoOf(null, suite.course(0).id)).toEqual({
      overallRating: 0,
      totalReview: 0,
      reviewData: { facilities: 0, maintenance: 0, surroundings: 0, clubhouse: 0, value: 0 },
      languages: [],
      myReviewId: null,
    });
    const detail = await detailOf(suite.course(0).id);
    expect([detail.overallRating, detail.totalReview]).toEqual([0, 0]);
    expect((await suite.app.inject({ url: '/api/courses/review' })).statusCode).toBe(400);
    expect(
      (await suite.app.inject({ url: '/api/courses/review/info?filter_course=x' })).statusCode,
    ).toBe(400);
  });

  it('pages newest first, filters and counts by language, and tells each caller its rights', async () => {
    const c = suite.course(1).id;
    const languages = [ENGLISH, FRENCH, ENGLISH, GERMAN, ENGLISH, FRENCH, ENGLISH];
    const written: Array<{ member: TestMember; review: Review }> = [];
    for (const [i, language] of languages.entries()) {
      const member = await createMember(suite.app);
      const res = await post(member.token, review(c, { language, content: `Review number ${i}` }));
      expect(res.statusCode).toBe(200);
      written.push({ member, review: json<Review>(res) });
    }
    const newestFirst = [...written].reverse().map((w) => w.review.id);
    const first = await listOf(
      null,
      `filter_course=${c}&filter_type=4&filter_language=0&page=1&limit=3&sort_desc=createdDate`,
    );
    expect([first.total, first.totalPages, first.currentPage]).toEqual([7, 3, 1]);
    expect(first.list.map((r) => r.id)).toEqual(newestFirst.slice(0, 3));
    const third = await listOf(null, `filter_course=${c}&page=3&limit=3`);
    expect(third.list.map((r) => r.id)).toEqual(newestFirst.slice(6));
    const all = await listOf(null, `filter_course=${c}&limit=10`);
    expect(all.list.map((r) => r.id)).toEqual(newestFirst);

    const french = await listOf(null, `filter_course=${c}&filter_language=${FRENCH}&limit=3`);
    expect(french.total).toBe(2);
    expect(french.list.every((r) => r.language.id === FRENCH)).toBe(true);
    expect(french.list[0]!.language.name).toBe('French');
    const info = await infoOf(null, c);
    expect(info.totalReview).toBe(7);
    expect(info.languages.map((l) => [l.id, l.count])).toEqual([
      [ENGLISH, 4],
      [FRENCH, 2],
      [GERMAN, 1],
    ]);

    const author = written[2]!;
    const asAuthor = await listOf(author.member.token, `filter_course=${c}&limit=10`);
    for (const r of asAuthor.list) {
      const own = r.id === author.review.id;
      expect([r.canUpdate, r.canDelete], String(r.id)).toEqual([own, own]);
    }
    const asAdmin = await listOf(suite.admin.token, `filter_course=${c}&limit=10`);
    expect(asAdmin.list.every((r) => !r.canUpdate && r.canDelete)).toBe(true);
    expect(all.list.every((r) => !r.canUpdate && !r.canDelete)).toBe(true);
    expect((await infoOf(author.member.token, c)).myReviewId).toBe(author.review.id);
    expect((await infoOf(suite.admin.token, c)).myReviewId).toBeNull();
    expect(info.myReviewId).toBeNull();
  });
});

describe('POST /api/courses/review (T55, REV-008, REV-009, REV-013, D-09)', () => {
  it('refuses visitors, missing fields, bad scores, unknown languages and courses', async () => {
    const m = await createMember(suite.app);
    const c = suite.course(2).id;
    expect(
      (await suite.app.inject({ method: 'POST', url: '/api/courses/review', payload: review(c) }))
        .statusCode,
    ).toBe(401);
    const missing = await post(m.token, { course: c, type: 4, reviewData: scores(4) });
    expectFieldErrors(missing, {
      content: 'Field is required',
      language: 'Field is required',
    });
    const blank = await post(m.token, review(c, { content: '   ' }));
    expect(fieldsOf(blank).content).toBe('Field is required');
    for (const bad of [5.5, -0.5, 4.3, 6]) {
      const res = await post(m.token, review(c, { reviewData: scores([4, 4, bad, 4, 4]) }));
      expect(res.statusCode, String(bad)).toBe(400);
      expect(Object.keys(fieldsOf(res)), String(bad)).toContain('reviewData.surroundings');
    }
    const noScore = await post(m.token, review(c, { reviewData: { facilities: 4 } }));
    expect(noScore.statusCode).toBe(400);
    const language = await post(m.token, review(c, { language: 9999 }));
    expect(language.statusCode).toBe(400);
    expect(Object.keys(fieldsOf(language))).toContain('language');
    expect((await post(m.token, review(999_999_999))).statusCode).toBe(404);
    expect((await infoOf(null, c)).totalReview).toBe(0);
  });

  it('computes overall on the server, ignoring the client value, and rounds the totals', async () => {
    const a = await createMember(suite.app);
    const b = await createMember(suite.app);
    const c = suite.course(2).id;
    const res = await post(
      a.token,
      review(c, { reviewData: { ...scores([5, 4, 3, 2, 1.5]), overall: 5 } }),
    );
    expect(res.statusCode).toBe(200);
    const written = json<Review>(res);
    expect(written).toMatchObject({
      type: 4,
      course: c,
      courseDetail: { slug: suite.course(2).slug, countrySlug: suite.course(2).countrySlug },
      content: 'Lovely greens and a friendly clubhouse.',
      language: { id: ENGLISH, name: 'English' },
      reviewData: { facilities: 5, maintenance: 4, surroundings: 3, clubhouse: 2, value: 1.5 },
      profile: { id: a.id, name: `${a.firstName} ${a.lastName}` },
      canUpdate: true,
      canDelete: true,
    });
    expect(written.reviewData.overall).toBe(3.1);
    await post(b.token, review(c, { reviewData: { ...scores([4, 4, 4, 4, 4.5]), overall: 0 } }));
    const info = await infoOf(null, c);
    // overalls 3.1 and 4.1: mean 3.6
    expect(info).toMatchObject({
      overallRating: 3.6,
      totalReview: 2,
      reviewData: { facilities: 4.5, maintenance: 4, surroundings: 3.5, clubhouse: 3, value: 3 },
    });
    const detail = await detailOf(c);
    expect([detail.overallRating, detail.totalReview]).toEqual([3.6, 2]);
  });

  it("updates the member's existing review on a second POST (one review per member)", async () => {
    const m = await createMember(suite.app);
    const c = suite.course(3).id;
    const first = json<Review>(await post(m.token, review(c)));
    const second = await post(
      m.token,
      review(c, { content: 'Changed my mind.', language: FRENCH, reviewData: scores(2) }),
    );
    expect(second.statusCode).toBe(200);
    const updated = json<Review>(second);
    expect(updated.id).toBe(first.id);
    expect(updated).toMatchObject({
      content: 'Changed my mind.',
      language: { id: FRENCH },
      reviewData: { overall: 2 },
    });
    const info = await infoOf(m.token, c);
    expect([info.totalReview, info.myReviewId, info.overallRating]).toEqual([1, first.id, 2]);
    expect((await listOf(null, `filter_course=${c}`)).total).toBe(1);
  });
});

describe('POST /api/courses/review/{id} and DELETE (T56, T57, REV-017, OPEN-022)', () => {
  it('lets only the author update a review; unknown ids answer 404', async () => {
    const author = await createMember(suite.app);
    const other = await createMember(suite.app);
    const c = suite.course(4).id;
    const { id } = json<Review>(await post(author.token, review(c)));
    const url = `/api/courses/review/${id}`;
    const byOther = await signed(
      suite.app,
      other.token,
      'POST',
      url,
      review(c, { content: 'Hijack' }),
    );
    expect(byOther.statusCode).toBe(403);
    expect(
      (await signed(suite.app, suite.admin.token, 'POST', url, review(c, { content: 'Admin' })))
        .statusCode,
    ).toBe(403);
    expect(
      (await suite.app.inject({ method: 'POST', url, payload: review(c, { content: 'Guest' }) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await signed(suite.app, author.token, 'POST', '/api/courses/review/999999999', review(c)))
        .statusCode,
    ).toBe(404);
    expect(
      (await signed(suite.app, author.token, 'POST', url, review(suite.course(5).id))).statusCode,
    ).toBe(400);
    const res = await signed(
      suite.app,
      author.token,
      'POST',
      url,
      review(c, { id, content: 'Even better on a second visit.', reviewData: scores(4.5) }),
    );
    expect(res.statusCode).toBe(200);
    expect(json<Review>(res)).toMatchObject({
      id,
      content: 'Even better on a second visit.',
      reviewData: { overall: 4.5 },
    });
    const listed = (await listOf(null, `filter_course=${c}`)).list;
    expect(listed.map((r) => [r.id, r.content])).toEqual([[id, 'Even better on a second visit.']]);
  });

  it('lets the author or an Administrator delete a review, and nobody else', async () => {
    const author = await createMember(suite.app);
    const second = await createMember(suite.app);
    const other = await createMember(suite.app);
    const c = suite.course(5).id;
    const mine = json<Review>(await post(author.token, review(c))).id;
    const theirs = json<Review>(await post(second.token, review(c, { reviewData: scores(3) }))).id;
    expect(
      (await suite.app.inject({ method: 'DELETE', url: `/api/courses/review/${mine}` })).statusCode,
    ).toBe(401);
    expect(
      (await signed(suite.app, other.token, 'DELETE', `/api/courses/review/${mine}`)).statusCode,
    ).toBe(403);
    const del = await signed(suite.app, author.token, 'DELETE', `/api/courses/review/${mine}`);
    expect(del.statusCode).toBe(200);
    expect(json<{ success: boolean }>(del)).toEqual({ success: true });
    expect(
      (await signed(suite.app, author.token, 'DELETE', `/api/courses/review/${mine}`)).statusCode,
    ).toBe(404);
    expect((await listOf(null, `filter_course=${c}`)).list.map((r) => r.id)).toEqual([theirs]);
    const info = await infoOf(author.token, c);
    expect([info.totalReview, info.overallRating, info.myReviewId]).toEqual([1, 3, null]);

    const byAdmin = await signed(
      suite.app,
      suite.admin.token,
      'DELETE',
      `/api/courses/review/${theirs}`,
    );
    expect(byAdmin.statusCode).toBe(200);
    expect((await listOf(null, `filter_course=${c}`)).total).toBe(0);
    expect((await infoOf(null, c)).totalReview).toBe(0);
    expect(
      (await signed(suite.app, suite.admin.token, 'DELETE', '/api/courses/review/999999999'))
        .statusCode,
    ).toBe(404);

    // after deleting, the author may write a new review
    const again = await post(author.token, review(c));
    expect(again.statusCode).toBe(200);
    expect(json<Review>(again).id).not.toBe(mine);
  });
});

describe('reviews move the ranking (D-05, debounced recompute)', () => {
  it('lifts a provisional, poorly ranked course after six 5/5 reviews and drops it back after deletion', async () => {
    const target = await pickCourse(
      suite.database,
      'reviews-ranking',
      sql`c.provisional AND c.review_count < 10 AND c.country_rank > 20`,
    );
    const before = await detailOf(target.id);
    const authors: Array<{ member: TestMember; id: number }> = [];
    for (let i = 0; i < 6; i += 1) {
      const member = await createMember(suite.app);
      const res = await post(member.token, review(target.id, { reviewData: scores(5) }));
      expect(res.statusCode).toBe(200);
      authors.push({ member, id: json<Review>(res).id });
    }
    await suite.app.ranking.flush();
    const boosted = await detailOf(target.id);
    expect(boosted.rankingBasis.reviewCount).toBe(before.rankingBasis.reviewCount + 6);
    expect(boosted.point).toBeGreaterThan(before.point);
    expect(boosted.countryRank!).toBeLessThan(before.countryRank!);
    expect(boosted.rank!).toBeLessThan(before.rank!);
    expect([boosted.overallRating, boosted.totalReview]).toEqual([5, 6]);

    for (const { member, id } of authors)
      expect(
        (await signed(suite.app, member.token, 'DELETE', `/api/courses/review/${id}`)).statusCode,
      ).toBe(200);
    await suite.app.ranking.flush();
    const after = await detailOf(target.id);
    expect(after.rankingBasis.reviewCount).toBe(before.rankingBasis.reviewCount);
    expect(after.point).toBeLessThan(boosted.point);
    expect(after.countryRank!).toBeGreaterThan(boosted.countryRank!);
    expect(Math.abs(after.point - before.point)).toBeLessThan(0.5);
    expect([after.overallRating, after.totalReview]).toEqual([0, 0]);
    // two full recomputes of 31,157 courses: several seconds each on PGlite
  }, 120_000);
});
