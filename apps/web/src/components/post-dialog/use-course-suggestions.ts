import { useQuery } from '@tanstack/react-query';
import {
  TAGGING_DEBOUNCE_MS,
  TAGGING_SUGGESTIONS,
  type CourseSummary,
  type Page,
} from '@bgc/shared';
import { useDebouncedValue } from '../../hooks/use-debounced-value.js';
import { apiGet } from '../../lib/api-client.js';
import { currentResults } from '../../lib/current-results.js';
import type { PostCourseRef } from './post-form-model.js';

/** The form's reference to a course found by the search. */
export const courseRefOf = (course: CourseSummary): PostCourseRef => ({
  id: course.id,
  name: course.name,
  slug: course.slug,
  countrySlug: course.country.slug,
});

/**
 * POST-022: courses whose name contains `term`, asked once the term has stayed the same for
 * 500 ms (`GET /courses?filter_name_like=…&page=1&limit=5`); nothing for an empty term.
 * `waiting` is true while the debounce runs or the call is under way.
 */
export function useCourseSuggestions(term: string) {
  const text = term.trim();
  const debounced = useDebouncedValue(text, TAGGING_DEBOUNCE_MS, '');
  const query = useQuery({
    queryKey: ['courses', 'tagging', debounced],
    queryFn: ({ signal }) =>
      apiGet<Page<CourseSummary>>(
        '/courses',
        { filter_name_like: debounced, page: 1, limit: TAGGING_SUGGESTIONS },
        signal,
      ),
    enabled: debounced !== '',
    staleTime: 60_000,
  });
  // issue 12.17: only the answer to the term typed now
  const courses = currentResults({
    text,
    debounced,
    data: query.data?.list,
    isPlaceholderData: query.isPlaceholderData,
  });
  return { courses, waiting: text !== '' && (text !== debounced || query.isFetching) };
}
