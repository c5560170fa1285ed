import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import { PostType, type CourseDetail } from '@bgc/shared';
import { PostList } from '../../../components/post-list/post-list.js';
import { coursePostRef } from '../../../components/post-list/post-queries.js';
import { useSession } from '../../../lib/session.js';
import { isCourseAdmin } from '../course-format.js';
import { CourseBasisCard } from '../course-basis-card.js';
import { ChampionshipHistoryCard } from '../championship-history-card.js';
import { CourseCorrectionPanel } from '../course-correction-panel.js';
import { CourseRankingCard } from '../course-ranking-card.js';
import { LatestReviewsCard } from '../reviews/latest-reviews-card.js';
import { CourseInfoCard } from './course-info-card.js';
import { LatestVlogCard } from './latest-vlog-card.js';

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
        query={{ filter_course: course.id, filter_type: String(PostType.CoursePost) }}
        emptyText={tf('course.timelineEmpty', { name: course.name })}
        canCreate={signedIn && isCourseAdmin(course)}
        createType={PostType.CoursePost}
        course={coursePostRef(course)}
      />
    </Box>
  );
}

/**
 * Timeline tab (COURSE-007..013): the post list with "why it ranks
 * here" (D-05), and the side column: ranking timeline, information card (OPEN-054), latest
 * reviews and latest vlogs. On phones the side column comes first.
 */
export function TimelineTab({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('course');
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
        gridTemplateAreas: { xs: '"side" "main"', md: '"main side"' },
        gap: { xs: 2, md: 3 },
        alignItems: 'start',
      }}
    >
      <Box sx={{ gridArea: 'main', minWidth: 0, display: 'grid', gap: { xs: 2, md: 3 } }}>
        <CourseBasisCard course={course} />
        <ChampionshipHistoryCard course={course} />
        <CourseCorrectionPanel course={course} />
        <CoursePosts course={course} />
      </Box>
      <Box
        component="aside"
        aria-label={t('timeline.asideLabel', { name: course.name })}
        sx={{ gridArea: 'side', minWidth: 0, display: 'grid', gap: 2 }}
      >
        <CourseRankingCard course={course} />
        <CourseInfoCard course={course} />
        <LatestReviewsCard course={course} />
        <LatestVlogCard course={course} />
      </Box>
    </Box>
  );
}
