import { useId } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ReviewCard } from '../../pages/course/reviews/review-card.js';
import { useLatestReviewPosts } from './latest-posts.js';
import { reviewsFeedPath, type PostArea } from './latest-posts-model.js';

/**
 * FEED-001: the newsfeed's latest reviews card: the 3 newest reviews over all courses
 * (`GET /posts?filter_type=4&limit=3`), each naming its course with a link to that course's
 * Reviews tab, like the course drawer's LatestReviewsCard. On a ranking page, the reviews of
 * the ranked area (issue 12 item 5, RANK-016). 'See all' (VLOG-006, OPEN-035) opens the
 * newsfeed filtered to reviews (of the area).
 */
export function LatestReviewsFeedCard({ area }: { area?: PostArea }) {
  const { t } = useTranslation('feed');
  const { t: tx } = useTranslation('ux');
  const headingId = useId();
  const latest = useLatestReviewPosts(area);
  const areaName = area && area.scope !== 'worldwide' ? area.name : undefined;

  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
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
          {t('latestReviews.title')}
        </Typography>
        <MuiLink
          component={Link}
          to={reviewsFeedPath(area)}
          aria-label={
            areaName
              ? tx('latest.seeAllReviewsAreaLabel', { area: areaName })
              : tx('latest.seeAllReviewsLabel')
          }
          sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
        >
          {tx('latest.seeAll')}
        </MuiLink>
      </Box>
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
