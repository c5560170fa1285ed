import type { CourseSummary } from '@bgc/shared';
import { useTaggingSearch } from '../../hooks/use-tagging-search.js';
import type { PostCourseRef } from './post-form-model.js';

/** The form's reference to a course found by the search. */
export const courseRefOf = (course: CourseSummary): PostCourseRef => ({
  id: course.id,
  name: course.name,
  slug: course.slug,
  countrySlug: course.country.slug,
});

/** POST-022: courses whose name contains `term`, for the '@course' suggestions. */
export function useCourseSuggestions(term: string) {
  const { items, waiting } = useTaggingSearch('/courses', 'tagging', term);
  return { courses: items, waiting };
}
