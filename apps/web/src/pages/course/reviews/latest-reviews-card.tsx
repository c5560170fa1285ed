import { useId } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths, type CourseDetail } from '@bgc/shared';
import { useSession } from '../../../lib/session.js';
import { ReviewCard } from './review-card.js';
import { useLatestReviews } from './review-queries.js';

/**
 * COURSE-013 / REV-021 / REV-022: the course drawer's card with the 3 latest reviews (text
 * cut at 66 px) and 'See all' to the course's Reviews tab; the empty text when there are none
 * or the load fails (REV-005, REV-025).
 */
export function LatestReviewsCard({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('reviews');
  const viewer = useSession()?.user.profile ?? 0;
  const headingId = useId();
  const latest = useLatestReviews(course.id, viewer);
  const reviews = latest.data?.list ?? [];

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'baseline',
          justifyContent: 'space-between',
          gap: 1,
          mb: 1.5,
        }}
      >
        <Typography id={headingId} component="h2" variant="h3">
          {t('latest.title')}
        </Typography>
        <MuiLink
          component={Link}
          to={paths.course(course.country.slug, course.slug, 'reviews')}
          aria-label={t('latest.seeAllLabel', { course: course.name })}
          sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          {t('latest.seeAll')}
        </MuiLink>
      </Box>
      {latest.isPending ? (
        <Box aria-hidden>
          <Skeleton height={72} />
          <Skeleton height={72} />
        </Box>
      ) : reviews.length === 0 ? (
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('empty', { course: course.name })}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {reviews.slice(0, 3).map((review) => (
            <ReviewCard key={review.id} review={review} asListItem />
          ))}
        </Box>
      )}
    </Card>
  );
}
