import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths, type CourseDetail } from '@bgc/shared';
import { useSession } from '../../../lib/session.js';
import { LatestCard } from '../../../components/post-list/latest-card.js';
import { ReviewCard } from '../../../components/reviews/review-card.js';
import { useLatestReviews } from './review-queries.js';
import { platformFiguresOf } from './platform-figures.js';

/**
 * COURSE-013 / REV-021 / REV-022: the course drawer's card with the 3 latest reviews (text
 * cut at 66 px) and 'See all' to the course's Reviews tab; the empty text when there are none
 * or the load fails (REV-005, REV-025; beside platform figures it says whose reviews are
 * missing, decision 036).
 */
export function LatestReviewsCard({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('reviews');
  const viewer = useSession()?.user.profile ?? 0;
  const latest = useLatestReviews(course.id, viewer);
  const reviews = latest.data?.list ?? [];
  const others = platformFiguresOf(course);

  return (
    <LatestCard
      title={t('latest.title')}
      seeAll={{
        to: paths.course(course.country.slug, course.slug, 'reviews'),
        label: t('latest.seeAllLabel', { course: course.name }),
        text: t('latest.seeAll'),
      }}
      padding={2}
      pending={latest.isPending}
      skeletonHeight={72}
      isEmpty={reviews.length === 0}
      empty={
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {others.count > 0
            ? `${t('emptyMembers', { course: course.name })} ${t(
                others.synthetic ? 'emptyPlatformsDemo' : 'emptyPlatformsImported',
                { count: others.count },
              )}`
            : t('empty', { course: course.name })}
        </Typography>
      }
      gap={1}
    >
      {reviews.slice(0, 3).map((review) => (
        <ReviewCard key={review.id} review={review} asListItem />
      ))}
    </LatestCard>
  );
}
