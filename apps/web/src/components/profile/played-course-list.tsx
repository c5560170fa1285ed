import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import { useTranslation } from 'react-i18next';
import { paths, type CourseSummary } from '@bgc/shared';
import { CountryFlag } from '../country-flag.js';
import { usePlayedCourses, type ListOwner } from './profile-queries.js';
import { ProfileList, ProfileListRow, RowNameLink } from './profile-list.js';

export interface PlayedCourseListProps {
  owner: ListOwner;
  /** Own list: removes a course (the row shows a spinner meanwhile). */
  onRemove?: (course: CourseSummary) => void;
  /** Course id being removed. */
  removing?: number | null;
}

function PlayedRow({
  course,
  onRemove,
  removing,
}: { course: CourseSummary } & Omit<PlayedCourseListProps, 'owner'>) {
  const { t } = useTranslation('profile');
  const place = [course.city, course.state, course.country.name]
    .filter((part, i, all) => Boolean(part) && all.indexOf(part) === i)
    .join(', ');
  return (
    <ProfileListRow>
      <Box
        aria-hidden
        sx={{
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#e7f0ea',
          color: 'primary.main',
        }}
      >
        <GolfCourseIcon />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <RowNameLink to={paths.course(course.country.slug, course.slug)}>{course.name}</RowNameLink>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.25 }}>
          <CountryFlag code={course.country.code} width={20} />
          <Typography variant="body2" color="text.secondary" noWrap>
            {place}
          </Typography>
        </Box>
      </Box>
      {onRemove && (
        <Tooltip title={t('golf.remove')}>
          <span>
            <IconButton
              onClick={() => onRemove(course)}
              disabled={removing === course.id}
              aria-label={t('golf.removeNamed', { name: course.name })}
            >
              {removing === course.id ? <CircularProgress size={20} aria-hidden /> : <DeleteIcon />}
            </IconButton>
          </span>
        </Tooltip>
      )}
    </ProfileListRow>
  );
}

/**
 * The played courses (PROF-024, PROF-025, PROF-030): name linking to the course page, flag,
 * city / state / country, and for the own list a remove button. Loads page by page on scroll
 * (GET /courses-played?page[&filter_user]) until currentPage reaches totalPages.
 */
export function PlayedCourseList({ owner, onRemove, removing }: PlayedCourseListProps) {
  const { t } = useTranslation('profile');
  const list = usePlayedCourses(owner);
  const { items, total } = list;

  return (
    <ProfileList
      owner={owner}
      list={list}
      icon={<GolfCourseIcon />}
      emptyKey="golf"
      head={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
          {t('golf.count', { n: total })}
        </Typography>
      }
    >
      {items.map(({ course }) => (
        <PlayedRow key={course.id} course={course} onRemove={onRemove} removing={removing} />
      ))}
    </ProfileList>
  );
}
