import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import { PostType, type CourseDetail } from '@bgc/shared';
import { lazyWithPreload } from '../../../components/lazy-with-preload.js';
import { PostList } from '../../../components/post-list/post-list.js';
import { coursePostRef, courseTimelineFilter } from '../../../components/post-list/post-queries.js';
import { useSession } from '../../../lib/session.js';
import { isCourseAdmin } from '../course-format.js';
import { CourseBasisCard } from '../course-basis-card.js';
import { CourseTabColumns } from '../course-tab-columns.js';
import { ChampionshipHistoryCard } from '../championship-history-card.js';
import { RecognitionsCard } from '../recognitions-card.js';
import { ClubCoursesCard } from '../club-courses-card.js';
import { SideCards } from './side-cards.js';

/** The phone's side drawer loads on hover, focus or first use. */
const SideDrawer = lazyWithPreload(
  () => import('./course-side-drawer.js'),
  (m) => m.CourseSideDrawer,
);
const preloadSideDrawer = () => void SideDrawer.preload().catch(() => undefined);

/** The administrators' correction panel (RANK-018): its form loads for them only. */
const CorrectionPanel = lazyWithPreload(
  () => import('../course-correction-panel.js'),
  (m) => m.CourseCorrectionPanel,
);

/**
 * COURSE-007 / COURSE-008: the course's posts (type 7, 10 a page, infinite); a course admin
 * gets 'Create post' (a type 7 post of this course, no type radio, OPEN-044).
 */
function CoursePosts({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('course');
  const { t: tf } = useTranslation('feed');
  const signedIn = useSession() !== null;
  return (
    <Box
      component="section"
      aria-labelledby="course-posts-title"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Typography id="course-posts-title" component="h2" variant="h3">
        {t('timeline.postsTitle')}
      </Typography>
      <PostList
        query={courseTimelineFilter(course.id)}
        emptyText={tf('course.timelineEmpty', { name: course.name })}
        canCreate={signedIn && isCourseAdmin(course)}
        createType={PostType.CoursePost}
        course={coursePostRef(course)}
      />
    </Box>
  );
}

const SIDE_DRAWER_ID = 'course-side-drawer';

/**
 * Timeline tab (COURSE-007..013): the post list with "why it ranks here" (D-05), and the side
 * column: ranking timeline, information card (OPEN-054), latest reviews and latest vlogs.
 * Below 900 px the posts come first and those cards (with "why it ranks here" and the
 * championship history) open in a side drawer, as the seeds place them;
 * an administrator's correction panel stays above the posts. The drawer and the
 * panel are rendered only when used, their code loaded then.
 */
export function TimelineTab({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('course');
  const { t: tx } = useTranslation('ux');
  const [sideOpen, setSideOpen] = useState(false);
  // the session is null on the server and while hydrating: the panel appears after hydration
  const administrator = useSession()?.user.canCorrectCourses ?? false;
  const asideLabel = t('timeline.asideLabel', { name: course.name });
  // The layout is chosen by CSS breakpoints, not by a media query in JavaScript, so the page the
  // server renders is already right on a phone, before any script runs.
  const phoneOnly = { display: { xs: 'flex', md: 'none' } } as const;
  const desktopOnly = { display: { xs: 'none', md: 'grid' } } as const;

  return (
    <CourseTabColumns sideWidth={360} areas={{ xs: '"main"', md: '"main side"' }}>
      <Box sx={{ gridArea: 'main', minWidth: 0, display: 'grid', gap: { xs: 2, md: 3 } }}>
        <Button
          variant="outlined"
          startIcon={<LeaderboardIcon />}
          aria-controls={sideOpen ? SIDE_DRAWER_ID : undefined}
          aria-expanded={sideOpen}
          onPointerEnter={preloadSideDrawer}
          onFocus={preloadSideDrawer}
          onClick={() => setSideOpen(true)}
          sx={{ ...phoneOnly, justifySelf: 'start', bgcolor: 'background.paper' }}
        >
          {tx('courseSide.open')}
        </Button>
        <Box sx={{ ...desktopOnly, gap: 3, minWidth: 0 }}>
          <CourseBasisCard course={course} />
          <RecognitionsCard course={course} />
          <ChampionshipHistoryCard course={course} />
          <ClubCoursesCard course={course} />
        </Box>
        {administrator && (
          <Suspense fallback={null}>
            <CorrectionPanel.Component course={course} />
          </Suspense>
        )}
        <CoursePosts course={course} />
      </Box>
      <Box
        component="aside"
        aria-label={asideLabel}
        sx={{ ...desktopOnly, gridArea: 'side', minWidth: 0, gap: 2 }}
      >
        <SideCards course={course} />
      </Box>
      {sideOpen && (
        <Suspense fallback={null}>
          <SideDrawer.Component
            id={SIDE_DRAWER_ID}
            course={course}
            label={asideLabel}
            onClose={() => setSideOpen(false)}
          />
        </Suspense>
      )}
    </CourseTabColumns>
  );
}
