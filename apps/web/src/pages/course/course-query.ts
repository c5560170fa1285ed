import { queryOptions } from '@tanstack/react-query';
import type { CourseDetail } from '@bgc/shared';
import { api, retryUnlessNotFound } from '../../lib/api-client.js';

/**
 * ROUTE-033/034, COURSE-001: a course by its slug within its country
 * (`GET /courses/slug/{slug}?country={country}`), in the UI language `lang`; a 404 is not
 * retried. Read by the course page, and by the server render before its first pass
 * (decision 078).
 */
export const courseQuery = (country: string, slug: string, lang: string) =>
  queryOptions<CourseDetail, Error>({
    queryKey: ['course', country, slug, lang],
    queryFn: ({ signal }) =>
      api.get(`/courses/slug/${encodeURIComponent(slug)}`, { query: { country }, signal }),
    retry: retryUnlessNotFound,
  });
