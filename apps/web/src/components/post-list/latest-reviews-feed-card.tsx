import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ReviewCard } from '../reviews/review-card.js';
import { LatestCard } from './latest-card.js';
import { useLatestReviewPosts } from './latest-posts.js';
import { reviewsFeedPath, type PostArea } from './latest-posts-model.js';

/**
 * FEED-001: the newsfeed's latest reviews card: the 3 newest reviews over all courses
 * (`GET /posts?filter_type=4&limit=3`), each naming its course with a link to that course's
 * Reviews tab, like the course drawer's LatestReviewsCard. On a ranking page, the reviews of
 * the ranked area (RANK-016). 'See all' (VLOG-006, OPEN-035) opens the
 * newsfeed filtered to reviews (of the area).
 */
export function LatestReviewsFeedCard({ area }: { area?: PostArea }) {
  const { t } = useTranslation('feed');
  const { t: tx } = useTranslation('ux');
  const latest = useLatestReviewPosts(area);
  const areaName = area && area.scope !== 'worldwide' ? area.name : undefined;

  return (
    <LatestCard
      title={t('latestReviews.title')}
      seeAll={{
        to: reviewsFeedPath(area),
        label: areaName
          ? tx('latest.seeAllReviewsAreaLabel', { area: areaName })
          : tx('latest.seeAllReviewsLabel'),
        text: tx('latest.seeAll'),
      }}
      pending={latest.isPending}
      // three review cards of about 222 px in the side column (1,024 and 1,366 px wide)
      skeletonHeight={222}
      skeletonRows={3}
      isEmpty={latest.reviews.length === 0}
      empty={<Typography color="text.secondary">{t('latestReviews.empty')}</Typography>}
      gap={1}
      // the course link of each card, in the site's link colour
      listSx={{ '& a.MuiTypography-body2': { color: 'primary.main' } }}
    >
      {latest.reviews.map((review) => (
        <ReviewCard key={review.id} review={review} showCourse asListItem />
      ))}
    </LatestCard>
  );
}
