import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SEARCH_DEFAULT_LIMIT, type CourseSummary } from '@bgc/shared';
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
 * A debounced course search by name (SRCH-001, SRCH-006, SRCH-007): `DebouncedSearch` over
 * `GET /courses` under the query key ['courses', 'search'], each option the course's flag, its
 * name in bold and `details(course)` below; 'No data available' when nothing matches. Used by
 * the header search and the 'golf played' picker.
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
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {course.name}
            </Typography>
            {details(course)}
          </Box>
        </>
      )}
    />
  );
}
