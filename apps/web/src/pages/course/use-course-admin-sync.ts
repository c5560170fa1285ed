import { useEffect } from 'react';
import type { CourseDetail } from '@bgc/shared';
import { api } from '../../lib/api-client.js';
import { getSession, updateSessionUser, useSession } from '../../lib/session.js';
import { needsAdminRefresh } from './course-format.js';

/**
 * SHELL-006 after D-03: when a course page shows that the member's claim was accepted, the
 * stored member is refreshed from `GET /me`, so the user menu lists 'Manage {course}' at once.
 */
export function useCourseAdminSync(course: CourseDetail | undefined): void {
  const session = useSession();
  const stale = course ? needsAdminRefresh(course, session?.user ?? null) : false;
  useEffect(() => {
    if (!stale) return;
    const controller = new AbortController();
    api.get('/me', { signal: controller.signal }).then(
      (user) => {
        if (getSession()) updateSessionUser(user);
      },
      () => undefined, // the menu catches up on the next profile visit
    );
    return () => controller.abort();
  }, [stale]);
}
