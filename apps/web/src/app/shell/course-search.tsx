import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEFAULT_LIMIT, paths, type CourseSummary } from '@bgc/shared';
import { api } from '../../lib/api-client.js';
import { CountryFlag } from '../../components/country-flag.js';
import { DebouncedSearch } from '../../components/debounced-search.js';

/** SRCH-001: `GET /api/courses?filter_name_like=<text>&page=1&limit=10` (accent folding on the server). */
async function searchCourses(text: string, signal: AbortSignal): Promise<CourseSummary[]> {
  const page = await api.get('/courses', {
    query: { filter_name_like: text, page: 1, limit: SEARCH_DEFAULT_LIMIT },
    signal,
  });
  return page.list;
}

function placeOf(course: CourseSummary): string {
  return [course.city, course.country.name].filter(Boolean).join(', ');
}

/**
 * Header course search (SRCH-001..007): debounced 1000 ms, shows name (and its Latin
 * transliteration, issue 17.5), the kind of a non-course (17.4) and city/country with the flag; choosing one opens its course page (SRCH-002);
 * an empty answer shows 'No data available' (SRCH-007).
 */
export interface CourseSearchProps {
  id?: string;
  autoFocus?: boolean;
  /** Take the focus on mount only if nothing else holds it (issue 12.18). */
  takeFocus?: boolean;
  /** Text typed into the placeholder while this chunk loaded. */
  initialInput?: string;
}

export function CourseSearch({
  id = 'course-search',
  autoFocus,
  takeFocus,
  initialInput,
}: CourseSearchProps) {
  const { t } = useTranslation('common');
  const { t: tKind } = useTranslation('corrections', { useSuspense: false });
  const navigate = useNavigate();
  return (
    <DebouncedSearch<CourseSummary>
      id={id}
      label={t('search.courses')}
      queryKey={['courses', 'search']}
      search={searchCourses}
      getOptionLabel={(course) => course.name}
      getOptionKey={(course) => course.id}
      noOptionsText={t('noData')}
      loadingText={t('loading')}
      autoFocus={autoFocus}
      takeFocus={takeFocus}
      initialInput={initialInput}
      onSelect={(course) => void navigate(paths.course(course.country.slug, course.slug))}
      renderOption={(course) => (
        <>
          <CountryFlag code={course.country.code} width={22} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {course.name}
            </Typography>
            {course.latinName && (
              // issue 17.5: the Latin form of a name in another script
              <Typography variant="caption" noWrap component="p" lang="und-Latn">
                {course.latinName}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {/* issue 17.4: a non-course is found as what it is */}
              {course.kind !== 'course' ? `${tKind(`kind.${course.kind}`)} · ` : ''}
              {placeOf(course)}
            </Typography>
          </Box>
        </>
      )}
    />
  );
}
