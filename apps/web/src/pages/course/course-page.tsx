import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Card, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import type { CourseDetail } from '@bgc/shared';
import { ApiError, apiGet } from '../../lib/api-client.js';
import NotFoundPage from '../not-found/not-found-page.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { OPENGOLFAPI_URL, OSM_COPYRIGHT_URL } from '../../components/open-data-attribution.js';
import { retryUnlessNotFound } from '../ranking/use-ranking-data.js';
import { CourseBasisCard } from './course-basis-card.js';
import { CourseHeader } from './course-header.js';
import { CourseRankingCard } from './course-ranking-card.js';

/**
 * The ODbL attribution of the course data, as one line (data/README: due wherever the data
 * is shown; the footer carries the full licence text and the download).
 */
function DataSource() {
  const { t } = useTranslation('course');
  const linkProps = { target: '_blank', rel: 'noopener noreferrer', color: 'inherit' } as const;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
      {t('source.label')}{' '}
      <MuiLink href={OSM_COPYRIGHT_URL} {...linkProps}>
        {t('source.osm')}
      </MuiLink>
      {' · '}
      <MuiLink href={OPENGOLFAPI_URL} {...linkProps}>
        {t('source.openGolfApi')}
      </MuiLink>
    </Typography>
  );
}

/**
 * Placeholder of the page while the course loads (the page shows once loaded). It fills the
 * screen so the footer does not jump when the taller page replaces it (layout shift).
 */
function CourseSkeleton() {
  return (
    <Box aria-busy="true" sx={{ minHeight: '100vh' }}>
      <Card sx={{ overflow: 'hidden', mb: 3 }}>
        <Skeleton variant="rectangular" height={170} />
        <Box sx={{ p: 3 }}>
          <Skeleton variant="circular" width={96} height={96} sx={{ mt: -8 }} />
          <Skeleton width="50%" height={40} />
          <Skeleton width="30%" />
        </Box>
      </Card>
      <Skeleton variant="rounded" height={220} />
    </Box>
  );
}

/**
 * Course page (ROUTE-033), home part of this issue: loads the course by slug within its
 * country (`GET /courses/slug/{slug}?country={country}`; a 404 shows the not-found page),
 * sets the title and description with the course and country names, and shows the header,
 * the ranking timeline (COURSE-009..012), why it ranks there (D-05, D-06) and the data source.
 */
export default function CoursePage({ country, slug }: { country: string; slug: string }) {
  const { t, i18n } = useTranslation('course');
  const query = useQuery<CourseDetail, Error>({
    queryKey: ['course', country, slug, i18n.language],
    queryFn: ({ signal }) =>
      apiGet<CourseDetail>(`/courses/slug/${encodeURIComponent(slug)}`, { country }, signal),
    retry: retryUnlessNotFound,
  });
  const course = query.data;
  useDocumentTitle(
    course ? t('meta.title', { name: course.name, country: course.country.name }) : '',
    course ? t('meta.description', { name: course.name, country: course.country.name }) : undefined,
  );

  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;

  return (
    <Box>
      {course ? (
        <>
          <CourseHeader course={course} />
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
              gridTemplateAreas: { xs: '"ranking" "basis"', md: '"basis ranking"' },
              gap: { xs: 2, md: 3 },
              alignItems: 'start',
            }}
          >
            <Box sx={{ gridArea: 'ranking', minWidth: 0 }}>
              <CourseRankingCard course={course} />
            </Box>
            <Box sx={{ gridArea: 'basis', minWidth: 0 }}>
              <CourseBasisCard course={course} />
            </Box>
          </Box>
          <DataSource />
        </>
      ) : query.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      ) : (
        <CourseSkeleton />
      )}
    </Box>
  );
}
