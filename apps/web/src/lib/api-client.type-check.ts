import type {
  CourseDetail,
  CourseSummary,
  Interview,
  MeUser,
  Page,
  Review,
  ReviewInfo,
} from '@bgc/shared';
import { api } from './api-client.js';

/**
 * type-level checks of the typed API client, proven by `tsc -p apps/web`
 * (never called at run time). Each `@ts-expect-error` fails the typecheck if the line it marks
 * compiles, so a wrong path or body must keep failing to compile.
 */
export function apiClientTypeChecks(id: number): void {
  // the path picks the answer's type
  const detail: Promise<CourseDetail> = api.get(`/courses/${id}`);
  const ranking: Promise<Page<CourseSummary>> = api.get('/courses', { query: { page: 2 } });
  const me: Promise<MeUser> = api.get('/me');
  void [detail, ranking, me];
  // a fixed segment wins over a parameter, as in fastify's router (not GET /courses/:id)
  const reviews: Promise<Page<Review>> = api.get('/courses/review', {
    query: { filter_course: id },
  });
  const info: Promise<ReviewInfo> = api.get('/courses/review/info', {
    query: { filter_course: id },
  });
  const interview: Promise<Interview> = api.get(`/courses/director-interview/${id}`);
  void [reviews, info, interview];
  // @ts-expect-error the review list is not a course
  const notACourse: Promise<CourseDetail> = api.get('/courses/review');
  // @ts-expect-error the interview is not a course
  const notACourse2: Promise<CourseDetail> = api.get(`/courses/director-interview/${id}`);
  void [notACourse, notACourse2];
  // @ts-expect-error no such call
  void api.get('/no-such-call');
  // @ts-expect-error GET /me exists, PATCH-like POST /me does not
  void api.post('/me');
  // @ts-expect-error the sign-in body is { email, password }
  void api.post('/auth', { body: { mail: 'a@b.c', password: 'secret' } });
  // @ts-expect-error a comment's text is a string
  void api.put(`/comments/${id}`, { body: { text: 42 } });
  // @ts-expect-error the answer of GET /home is not a course
  const wrong: Promise<CourseDetail> = api.get('/home');
  void wrong;
  // decision 045: a path parameter takes what the route's params schema allows
  void api.put('/hosts/status/active');
  void api.put(`/friend/block/${id}`);
  void api.delete(`/follow/course/${id}`);
  // @ts-expect-error a host is active or inactive
  void api.put('/hosts/status/paused');
  // @ts-expect-error the friend calls are accept, deny, block and unblock
  void api.put(`/friend/befriend/${id}`);
  // @ts-expect-error one follows a course or a member
  void api.delete(`/follow/club/${id}`);
}
