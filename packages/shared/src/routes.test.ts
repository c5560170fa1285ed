import { describe, expect, it } from 'vitest';
import { COURSE_TABS, parsePath, paths, rankingPath } from './routes.js';

/** What parsePath gives for a ranking path: the scope, the top and the area's slug (none worldwide). */
const ranking = (scope: 'worldwide' | 'country' | 'zone', top: number, slug?: string) => ({
  name: 'ranking',
  scope,
  ...(slug === undefined ? {} : { slug }),
  top,
  all: false,
});

/** Expects each of `list` to parse as not found (ROUTE-007). */
const expectNotFound = (list: string[]) => {
  for (const p of list) expect(parsePath(p), p).toEqual({ name: 'notFound' });
};

describe('route paths (ROUTE-012, ROUTE-027..033, OPEN-012/013)', () => {
  it('resolves the home page and any path ending in index.html', () => {
    expect(parsePath('/')).toEqual({ name: 'homepage' });
    expect(parsePath('/index.html')).toEqual({ name: 'homepage' });
    expect(parsePath('/en/index.html')).toEqual({ name: 'homepage' });
  });

  it('resolves the worldwide ranking, its alias and the all list', () => {
    expect(parsePath('/top-golf-courses-worldwide.html')).toEqual(ranking('worldwide', 10));
    expect(parsePath('/ranking-top200/top-golf-courses-worldwide.html')).toEqual(
      ranking('worldwide', 200),
    );
    expect(parsePath('/ranking-top15/top-golf-courses-worldwide.html')).toMatchObject({ top: 20 });
    expect(parsePath('/all-golf-courses-worldwide.html')).toMatchObject({
      scope: 'worldwide',
      all: true,
    });
  });

  it('resolves country and zone rankings with and without a top', () => {
    expect(parsePath('/top-golf-courses-france.html')).toEqual(ranking('country', 10, 'france'));
    expect(parsePath('/top-golf-courses-united-states/ranking-top50-united-states.html')).toEqual(
      ranking('country', 50, 'united-states'),
    );
    expect(parsePath('/top-golf-courses-france/all-golf-courses.html')).toMatchObject({
      scope: 'country',
      slug: 'france',
      all: true,
    });
    expect(parsePath('/western-europe-top-golf-courses.html')).toEqual(
      ranking('zone', 10, 'western-europe'),
    );
    expect(
      parsePath('/western-europe-top-golf-course/ranking-top30-western-europe.html'),
    ).toMatchObject({ scope: 'zone', top: 30 });
    expect(parsePath('/oceania-top-golf-course/all-golf-courses.html')).toMatchObject({
      scope: 'zone',
      slug: 'oceania',
      all: true,
    });
  });

  it('resolves course pages', () => {
    expect(parsePath('/top-golf-courses-france/chateau-l-arc-golf-club-golf-course.html')).toEqual({
      name: 'course',
      country: 'france',
      slug: 'chateau-l-arc-golf-club',
      tab: 'home',
    });
  });

  it('resolves every course tab and sends unknown tab segments to not found (ROUTE-034)', () => {
    for (const tab of COURSE_TABS) {
      const path = paths.course('france', 'le-golf', tab);
      expect(parsePath(path), path).toEqual({
        name: 'course',
        country: 'france',
        slug: 'le-golf',
        tab,
      });
    }
    expect(paths.course('france', 'le-golf', 'reviews')).toBe(
      '/top-golf-courses-france/le-golf-golf-course/reviews.html',
    );
    expect(parsePath('/top-golf-courses-france/le-golf-golf-course/nope.html')).toEqual({
      name: 'notFound',
    });
  });

  it('resolves the media viewer and the claims page (ROUTE-037, MEDIA-005, D-03)', () => {
    expect(parsePath('/photo/12/course-media/345')).toEqual({
      name: 'mediaView',
      type: 'photo',
      mediaId: 12,
      parentType: 'course-media',
      parentId: 345,
    });
    expect(paths.mediaView('video', 7, 'course-media', 9)).toBe('/video/7/course-media/9');
    expect(parsePath('/audio/12/course-media/345')).toEqual({ name: 'notFound' });
    expect(parsePath(paths.adminClaims())).toEqual({ name: 'adminClaims' });
  });

  it('resolves the post detail with an optional comment to highlight (ROUTE-035/036)', () => {
    expect(parsePath('/posts/12')).toEqual({ name: 'postDetail', id: 12, commentId: null });
    expect(parsePath('/posts/12/345')).toEqual({ name: 'postDetail', id: 12, commentId: 345 });
    expect(parsePath('/posts/12/')).toEqual({ name: 'postDetail', id: 12, commentId: null });
    expect(paths.postDetail(12)).toBe('/posts/12');
    expect(paths.postDetail(12, null)).toBe('/posts/12');
    expect(paths.postDetail(12, 345)).toBe('/posts/12/345');
    expect(parsePath(paths.postDetail(7, 8))).toEqual({ name: 'postDetail', id: 7, commentId: 8 });
    expectNotFound(['/posts', '/posts/', '/posts/0', '/posts/abc', '/posts/1/x', '/posts/1/2/3']);
  });

  it('takes an id past the database id range for an unknown id', () => {
    expect(parsePath('/posts/2147483647')).toEqual({
      name: 'postDetail',
      id: 2147483647,
      commentId: null,
    });
    expectNotFound([
      '/posts/2147483648',
      '/posts/12/9999999999',
      '/community/9999999999',
      '/photo/2147483648/course-media/1',
      '/video/1/course-media/9999999999',
    ]);
  });

  it('resolves the community detail and the moderation page (ROUTE-017, COMM-008, D-04)', () => {
    expect(parsePath('/community/12')).toEqual({ name: 'communityDetail', id: 12 });
    expect(parsePath('/community/12/')).toEqual({ name: 'communityDetail', id: 12 });
    expect(paths.communityDetail(7)).toBe('/community/7');
    expect(parsePath(paths.communityDetail(7))).toEqual({ name: 'communityDetail', id: 7 });
    expect(parsePath('/community.html')).toEqual({ name: 'static', page: 'community' });
    expectNotFound([
      '/community',
      '/community/',
      '/community/0',
      '/community/abc',
      '/community/1/2',
    ]);
    expect(parsePath(paths.adminModeration())).toEqual({ name: 'adminModeration' });
    expect(paths.adminModeration()).toBe('/admin/moderation.html');
  });

  it('resolves static pages and sends everything else to not found (ROUTE-007)', () => {
    expect(parsePath('/about-us.html')).toEqual({ name: 'static', page: 'aboutUs' });
    expectNotFound([
      '/nope',
      '/top-golf-courses-FRANCE.html',
      '/x/y/z',
      '/%E0%A4%A',
      '/top-golf-courses-france/',
    ]);
  });

  it('builds paths that parse back to the same route', () => {
    const samples = [
      { name: 'ranking', scope: 'worldwide', top: 10, all: false },
      { name: 'ranking', scope: 'worldwide', top: 1000, all: false },
      { name: 'ranking', scope: 'country', slug: 'south-korea', top: 20, all: false },
      { name: 'ranking', scope: 'zone', slug: 'middle-east', top: 500, all: false },
      { name: 'ranking', scope: 'zone', slug: 'africa', top: 10, all: true },
    ] as const;
    for (const route of samples) expect(parsePath(rankingPath(route))).toEqual(route);
    expect(parsePath(paths.course('japan', 'golf-2'))).toEqual({
      name: 'course',
      country: 'japan',
      slug: 'golf-2',
      tab: 'home',
    });
  });
});

describe('member routes (ROUTE-020..025, ROUTE-041)', () => {
  it('resolves profile, member profile, reset password and login-token', () => {
    expect(parsePath('/profile')).toEqual({ name: 'profile' });
    expect(parsePath('/profiles/42')).toEqual({ name: 'profilePerson', key: '42' });
    expect(parsePath('/reset-password')).toEqual({ name: 'resetPassword' });
    expect(parsePath('/login-token/a%40b.co/abc123')).toEqual({
      name: 'loginToken',
      email: 'a@b.co',
      token: 'abc123',
    });
    expect(parsePath('/login.html')).toEqual({ name: 'static', page: 'login' });
    expect(paths.login('/profile?tab=2')).toBe('/login.html?redirect=%2Fprofile%3Ftab%3D2');
    expect(paths.loginToken('a@b.co', 'x/y')).toBe('/login-token/a%40b.co/x%2Fy');
  });
});
