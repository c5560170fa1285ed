import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { paths, type CourseDetail, type CourseTab } from '@bgc/shared';
import { ApiError } from '../../lib/api-client.js';
import NotFoundPage from '../../components/not-found-page.js';
import { RetryAlert } from '../../components/retry-alert.js';
import { lazyScreen } from '../../components/lazy-with-preload.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { OPENGOLFAPI_URL, OSM_COPYRIGHT_URL } from '../../components/open-data-attribution.js';
import { CourseHeader } from './course-header.js';
import { CourseTabs } from './course-tabs.js';
import { CoursePromotionsTab } from './course-promotions-tab.js';
import { TimelineTab } from './timeline/timeline-tab.js';
import { useCourseAdminSync } from './use-course-admin-sync.js';
import { CourseRemovedNotice } from './course-removed-notice.js';
import { courseQuery } from './course-query.js';

interface TabProps {
  course: CourseDetail;
}

/**
 * The tabs other than the Timeline load their code on first use. Each is a
 * `lazyScreen`: the browser loads the tab of the address before hydrating a server-rendered
 * page (`preloadCourseTab`), so that hydration does not suspend on it.
 */
const TAB_BODIES = {
  about: lazyScreen<TabProps>(() =>
    import('./about/about-tab.js').then((module) => ({ default: module.AboutTab })),
  ),
  directorInterview: lazyScreen<TabProps>(() =>
    import('./interview/interview-tab.js').then((module) => ({ default: module.InterviewTab })),
  ),
  reviews: lazyScreen<TabProps>(() =>
    import('./reviews/reviews-tab.js').then((module) => ({ default: module.ReviewsTab })),
  ),
  vlog: lazyScreen<TabProps>(() =>
    import('./course-vlog-tab.js').then((module) => ({ default: module.CourseVlogTab })),
  ),
  videosPhotos: lazyScreen<TabProps>(() =>
    import('./media/media-tab.js').then((module) => ({ default: module.MediaTab })),
  ),
} as const;

/** The body of each tab (the Timeline and Promotions come with the page). */
const TAB_COMPONENTS: Record<CourseTab, ComponentType<TabProps>> = {
  home: TimelineTab,
  about: TAB_BODIES.about.Component,
  directorInterview: TAB_BODIES.directorInterview.Component,
  reviews: TAB_BODIES.reviews.Component,
  vlog: TAB_BODIES.vlog.Component,
  videosPhotos: TAB_BODIES.videosPhotos.Component,
  promotions: CoursePromotionsTab,
};

/**
 * Loads the code of a course tab's body (COURSE-004/005); resolves at once for the tabs that
 * come with the page. The browser awaits it before hydrating a course page.
 */
export function preloadCourseTab(tab: CourseTab): Promise<unknown> {
  return tab in TAB_BODIES
    ? TAB_BODIES[tab as keyof typeof TAB_BODIES].preload()
    : Promise.resolve();
}

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
 * Placeholder of the page while the course loads (the page shows once loaded, COURSE-001).
 * It fills the screen so the footer does not jump when the page replaces it (layout shift).
 */
function CourseSkeleton() {
  return (
    <Box aria-busy="true" sx={{ minHeight: '100vh' }}>
      <Card sx={{ overflow: 'hidden', mb: 3 }}>
        <Skeleton variant="rectangular" height={190} />
        <Box sx={{ p: 3 }}>
          <Skeleton variant="circular" width={96} height={96} sx={{ mt: -8 }} />
          <Skeleton width="50%" height={40} />
          <Skeleton width="30%" />
        </Box>
      </Card>
      <Skeleton variant="rounded" height={52} sx={{ mb: 3 }} />
      <Skeleton variant="rounded" height={320} />
    </Box>
  );
}

/** The body of the selected tab; heavy tabs load their code on first use. */
function TabBody({ course, tab }: { course: CourseDetail; tab: CourseTab }): ReactNode {
  const Body = TAB_COMPONENTS[tab];
  return <Body course={course} />;
}

/**
 * Course page (ROUTE-033/034, COURSE-001..006): loads the course by slug within its country
 * (`GET /courses/slug/{slug}?country={country}`; a 404 shows the not-found page), sets the
 * tab's title and description with the course and country names (COURSE-006), and shows
 * the header, the tabs (each its own address) and the selected tab's body.
 */
export default function CoursePage({
  country,
  slug,
  tab = 'home',
}: {
  country: string;
  slug: string;
  tab?: CourseTab;
}) {
  const { t, i18n } = useTranslation('course');
  const query = useQuery(courseQuery(country, slug, i18n.language));
  const course = query.data;
  useCourseAdminSync(course);
  // a merged duplicate's address answers with its course: show that course's address
  const navigate = useNavigate();
  useEffect(() => {
    if (course && (course.slug !== slug || course.country.slug !== country))
      void navigate(paths.course(course.country.slug, course.slug, tab), { replace: true });
  }, [course, slug, country, tab, navigate]);
  const names = course ? { name: course.name, country: course.country.name } : null;
  useDocumentTitle(
    names ? t(`meta.${tab}.title`, names) : '',
    names ? t(`meta.${tab}.description`, names) : undefined,
  );

  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;

  return (
    <Box>
      {course ? (
        <>
          <CourseRemovedNotice course={course} />
          <CourseHeader course={course} />
          <CourseTabs course={course} tab={tab} />
          <Suspense fallback={<Skeleton variant="rounded" height={320} aria-busy="true" />}>
            <TabBody course={course} tab={tab} />
          </Suspense>
          <DataSource />
        </>
      ) : query.error ? (
        <RetryAlert retryLabel={t('retry')} onRetry={() => void query.refetch()}>
          {t('loadError')}
        </RetryAlert>
      ) : (
        <CourseSkeleton />
      )}
    </Box>
  );
}
