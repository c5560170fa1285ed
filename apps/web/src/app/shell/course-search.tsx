import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type CourseSummary } from '@bgc/shared';
import { CourseDebouncedSearch } from '../../components/course-debounced-search.js';

function placeOf(course: CourseSummary): string {
  return [course.city, course.country.name].filter(Boolean).join(', ');
}

/**
 * Header course search (SRCH-001..007): debounced 1000 ms, shows the whole display name (club,
 * then course below: D-16, decision 049) and its Latin transliteration, the kind of a
 * non-course (17.4) and town and country with the flag, nothing cut; choosing one opens its
 * course page (SRCH-002);
 * an empty answer shows 'No data available' (SRCH-007).
 */
export interface CourseSearchProps {
  id?: string;
  autoFocus?: boolean;
  /** Take the focus on mount only if nothing else holds it. */
  takeFocus?: boolean;
  /** Text typed into the placeholder while this chunk loaded. */
  initialInput?: string;
}

export function CourseSearch({ id = 'course-search', ...focusAndInput }: CourseSearchProps) {
  const { t } = useTranslation('common');
  const { t: tKind } = useTranslation('corrections', { useSuspense: false });
  const navigate = useNavigate();
  return (
    <CourseDebouncedSearch
      id={id}
      label={t('search.courses')}
      {...focusAndInput}
      onSelect={(course) => void navigate(paths.course(course.country.slug, course.slug))}
      details={(course) => (
        <>
          {course.latinName && (
            // the Latin form of a name in another script
            <Typography variant="caption" component="p" lang="und-Latn">
              {course.latinName}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" component="p">
            {/* a non-course is found as what it is */}
            {course.kind !== 'course' ? `${tKind(`kind.${course.kind}`)} · ` : ''}
            {placeOf(course)}
          </Typography>
        </>
      )}
    />
  );
}
