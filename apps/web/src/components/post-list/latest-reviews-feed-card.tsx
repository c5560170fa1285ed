import { useId } from 'react';
import { Box, Card, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ReviewCard } from '../../pages/course/reviews/review-card.js';
import { useLatestReviewPosts } from './latest-posts.js';

/**
 * FEED-001: the newsfeed's latest reviews card: the 3 newest reviews over all courses
 * (`GET /posts?filter_type=4&limit=3`), each naming its course with a link to that course's
 * Reviews tab, like the course drawer's LatestReviewsCard.
 */
export function LatestReviewsFeedCard() {
  const { t } = useTranslation('feed');
  const headingId = useId();
  const latest = useLatestReviewPosts();

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Typography id={headingId} component="h2" variant="h3" sx={{ mb: 1.5 }}>
        {t('latestReviews.title')}
      </Typography>
      {latest.isPending ? (
        <Box aria-hidden>
          <Skeleton height={72} />
          <Skeleton height={72} />
        </Box>
      ) : latest.reviews.length === 0 ? (
        <Typography color="text.secondary">{t('latestReviews.empty')}</Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            // the course link of each card, in the site's link colour
            '& a.MuiTypography-body2': { color: 'primary.main' },
          }}
        >
          {latest.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} showCourse asListItem />
          ))}
        </Box>
      )}
    </Card>
  );
}
