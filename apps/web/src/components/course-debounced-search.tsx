import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../lib/visually-hidden.js';
import { SEARCH_DEFAULT_LIMIT, displayNameParts, type CourseSummary } from '@bgc/shared';
import { api } from '../lib/api-client.js';
import { CountryFlag } from './country-flag.js';
import type { DebouncedSearchProps } from './debounced-search.js';
import { NamedSearch } from './named-search.js';

/** SRCH-001: `GET /api/courses?filter_name_like=<text>&page=1&limit=10` (accent folding on the server). */
async function searchCourses(text: string, signal: AbortSignal): Promise<CourseSummary[]> {
  const page = await api.get('/courses', {
    query: { filter_name_like: text, page: 1, limit: SEARCH_DEFAULT_LIMIT },
    signal,
  });
  return page.list;
}

export type CourseDebouncedSearchProps = Pick<
  DebouncedSearchProps<CourseSummary>,
  'id' | 'label' | 'onSelect' | 'autoFocus' | 'takeFocus' | 'initialInput'
> & {
  /** The lines under a course's name in its option (place, kind, Latin name). */
  details: (course: CourseSummary) => ReactNode;
};

/**
 * The whole display name of a course in an option (D-16, decision 049): the club in bold and,
 * for 'Club – Course', the course on its own line below, neither cut, so two courses of one
 * club never read alike ('Royal Portrush Golf Club' / 'Dunluce Links' and '… / Valley Links').
 * The en dash stays in the text (hidden), so the option reads and copies as the one name.
 */
export function CourseOptionName({ name }: { name: string }) {
  const { club, course } = displayNameParts(name);
  return (
    <Typography
      variant="body2"
      component="p"
      data-testid="course-option-name"
      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
    >
      {club}
      {course !== null && (
        <>
          <Box component="span" sx={visuallyHidden}>
            {' – '}
          </Box>
          <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
            {course}
          </Box>
        </>
      )}
    </Typography>
  );
}

/**
 * A debounced course search by name (SRCH-001, SRCH-006, SRCH-007): `DebouncedSearch` over
 * `GET /courses` under the query key ['courses', 'search'], each option the course's flag, its
 * whole display name (`CourseOptionName`) and `details(course)` below; 'No data available'
 * when nothing matches. Used by the header search and the 'golf played' picker.
 */
export function CourseDebouncedSearch({ details, ...props }: CourseDebouncedSearchProps) {
  return (
    <NamedSearch<CourseSummary>
      {...props}
      queryKey={['courses', 'search']}
      search={searchCourses}
      renderOption={(course) => (
        <>
          <CountryFlag code={course.country.code} width={22} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <CourseOptionName name={course.name} />
            {details(course)}
          </Box>
        </>
      )}
    />
  );
}
