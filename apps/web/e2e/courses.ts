import { expect } from 'vitest';
import { baseUrl } from './browser.js';
import type { CourseDetail } from '@bgc/shared';
import { platformFiguresOf } from '../src/pages/course/reviews/platform-figures.js';

/**
 * The courses the browser journeys visit: a course's addresses, and a France course picked at
 * random through the API that fits the journey (no reviews yet, no media, no presentation).
 */

/** The fields of a course the journeys need. */
export interface CourseRef {
  id: number;
  name: string;
  slug: string;
  country: { slug: string };
}

/** Address of a course page (`segment` '' for the Timeline, else e.g. 'reviews'). */
export const coursePath = (course: CourseRef, segment = '') =>
  segment
    ? `/top-golf-courses-${course.country.slug}/${course.slug}-golf-course/${segment}.html`
    : `/top-golf-courses-${course.country.slug}/${course.slug}-golf-course.html`;

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, { headers: { Accept: 'application/json' } });
  expect(res.ok, `GET ${path}`).toBe(true);
  return (await res.json()) as T;
}

/**
 * A France course from a random ranking page (so journeys and parallel runs rarely meet)
 * for which `where` holds; throws after ten pages without one.
 */
export async function franceCourse(
  where: (course: CourseRef) => boolean | Promise<boolean> = () => true,
  pages = 30,
): Promise<CourseRef> {
  const country = await getJson<{ id: number }>('/countries/france');
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const pageNo = 1 + Math.floor(Math.random() * pages);
    const { list } = await getJson<{ list: CourseRef[] }>(
      `/courses?filter_country=${country.id}&limit=20&page=${pageNo}`,
    );
    for (const course of list.sort(() => Math.random() - 0.5))
      if (await where(course)) return course;
  }
  throw new Error('no France course fits');
}

/** `franceCourse` filter: no presentation and no peer courses yet (course admin edits). */
export async function withoutPresentation(course: CourseRef): Promise<boolean> {
  const detail = await getJson<{ content: string | null; coursePeers: unknown[] }>(
    `/courses/${course.id}`,
  );
  return !detail.content && detail.coursePeers.length === 0;
}

/** `franceCourse` filter: no photo, no video (posts add theirs too) and no interview. */
export async function withoutMedia(course: CourseRef): Promise<boolean> {
  const photos = await getJson<{ total: number }>(
    `/media/list?courseId=${course.id}&filter_type=1`,
  );
  const videos = await getJson<{ total: number }>(
    `/media/list?courseId=${course.id}&filter_type=2`,
  );
  const interview = await getJson<{ id: number | null }>(
    `/courses/director-interview/${course.id}`,
  );
  return photos.total === 0 && videos.total === 0 && interview.id === null;
}

/** `franceCourse` filter: nobody has reviewed the course yet. */
export async function withoutReviews(course: CourseRef): Promise<boolean> {
  const info = await getJson<{ totalReview: number }>(
    `/courses/review/info?filter_course=${course.id}`,
  );
  return info.totalReview === 0;
}

/**
 * `franceCourse` filter: no platform's reviews count in the course's score (decision 036), so
 * its empty review list says REV-005's own text. Counted as the Reviews tab counts them.
 */
export async function withoutPlatformReviews(course: CourseRef): Promise<boolean> {
  const detail = await getJson<Pick<CourseDetail, 'rankingBasis'>>(`/courses/${course.id}`);
  return platformFiguresOf(detail).count === 0;
}

/**
 * `franceCourse` filter: no review at all, neither from our members nor counted from another
 * platform, so its Reviews tab says REV-005's own empty text.
 */
export async function withoutAnyReviews(course: CourseRef): Promise<boolean> {
  return (await withoutReviews(course)) && (await withoutPlatformReviews(course));
}
