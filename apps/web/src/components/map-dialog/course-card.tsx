import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import { paths } from '@bgc/shared';
import { api } from '../../lib/api-client.js';
import { cardPlaceLine, cardRank } from './map-card-text.js';
import { courseCardPath } from './map-query.js';

interface CourseCardProps {
  /** Course id (or slug) of the marker (MAP-003). */
  courseKey: string;
  /** The course link was followed: the dialog closes (MAP-006 / ROUTE-009). */
  onNavigate: () => void;
  /** Content changed size: the popup re-measures itself. */
  onLoaded: () => void;
  /** Move the focus to the course link once loaded (card opened with the keyboard). */
  autoFocus?: boolean;
}

/**
 * MAP-004: the course card of a marker, loaded with `GET /courses/{id}` when the marker is
 * opened: picture (or a placeholder icon), country rank, name, state and city, and a link
 * to the course home page built from `country.slug` and `slug`.
 */
export function CourseCard({ courseKey, onNavigate, onLoaded, autoFocus }: CourseCardProps) {
  const { t, i18n } = useTranslation('map');
  const query = useQuery({
    queryKey: ['map-course-card', courseKey, i18n.language],
    queryFn: ({ signal }) => api.get(courseCardPath(courseKey), { signal }),
    staleTime: 5 * 60_000,
  });
  const { status } = query;
  const linkRef = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    onLoaded();
    if (status === 'success' && autoFocus) linkRef.current?.focus();
  }, [status, onLoaded, autoFocus]);

  if (query.isPending) {
    return (
      <Box aria-busy="true" sx={{ display: 'flex', gap: 1.5, minHeight: 88 }}>
        <Skeleton variant="rounded" width={64} height={64} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="text" width="90%" />
          <Skeleton variant="text" width="70%" />
        </Box>
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Alert severity="error" sx={{ py: 0 }}>
        {t('card.error')}
      </Alert>
    );
  }

  const course = query.data;
  const rank = cardRank(course.countryRank);
  const place = cardPlaceLine(course.stateRankName, course.city);
  return (
    <Box component="article" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      {course.picture ? (
        <Box
          component="img"
          src={course.picture}
          alt=""
          width={64}
          height={64}
          sx={{ flex: '0 0 auto', borderRadius: 2, objectFit: 'cover', bgcolor: 'grey.100' }}
        />
      ) : (
        <Box
          aria-hidden
          sx={{
            flex: '0 0 64px',
            height: 64,
            borderRadius: 2,
            display: 'grid',
            placeItems: 'center',
            bgcolor: '#e3f1e7',
            color: 'primary.main',
          }}
        >
          <GolfCourseIcon fontSize="large" />
        </Box>
      )}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {rank && (
          <Typography
            sx={{ fontSize: '0.8rem', fontWeight: 700, color: 'secondary.main', lineHeight: 1.3 }}
          >
            {t('card.countryRank', { rank, area: course.countryRankName })}
          </Typography>
        )}
        <Typography
          component="h3"
          sx={{ fontSize: '1rem', fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          {course.name}
        </Typography>
        {place && (
          <Typography sx={{ fontSize: '0.85rem', color: 'text.secondary', lineHeight: 1.3 }}>
            {place}
          </Typography>
        )}
        <Button
          component={Link}
          ref={linkRef}
          to={paths.course(course.country.slug, course.slug)}
          onClick={onNavigate}
          size="small"
          variant="contained"
          disableElevation
          sx={{ mt: 1, color: '#ffffff !important' }}
        >
          {t('card.open')}
        </Button>
      </Box>
    </Box>
  );
}
