import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import RateReviewIcon from '@mui/icons-material/RateReviewOutlined';
import { useTranslation } from 'react-i18next';
import type { Review } from '@bgc/shared';
import {
  EmptyStateIcon,
  InfiniteListFooter,
  ListSkeleton,
} from '../../../components/tab-states.js';
import { ReviewCard } from '../../../components/reviews/review-card.js';
import { useReviewList } from './review-queries.js';
import type { PlatformFigures } from './platform-figures.js';

export interface ReviewListProps {
  courseId: number;
  courseName: string;
  /** Platform reviews counted in the course's score (decision 036), for the empty text. */
  platformFigures?: PlatformFigures;
  /** Language filter, 0 = all (REV-003). */
  language: number;
  viewer: number;
  /** The review being deleted (shown busy). */
  deletingId: number | null;
  onEdit: (review: Review) => void;
  onDelete: (review: Review) => void;
}

/**
 * REV-005: '{course} has not any reviews yet.' When the course's score counts platform reviews
 * (decision 036), it says that none is from our members and where the counted ones come from,
 * so it agrees with the 'reviews, all sources' figure of the same page.
 */
export function ReviewsEmpty({
  courseName,
  platformFigures,
}: {
  courseName: string;
  platformFigures?: PlatformFigures | undefined;
}) {
  const { t } = useTranslation('reviews');
  const others = platformFigures && platformFigures.count > 0 ? platformFigures : null;
  return (
    <Card sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <EmptyStateIcon size={56}>
        <RateReviewIcon />
      </EmptyStateIcon>
      <Typography data-testid="reviews-empty" sx={{ overflowWrap: 'anywhere' }}>
        {others ? t('emptyMembers', { course: courseName }) : t('empty', { course: courseName })}
      </Typography>
      {others && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t(others.synthetic ? 'emptyPlatformsDemo' : 'emptyPlatformsImported', {
            count: others.count,
          })}
        </Typography>
      )}
    </Card>
  );
}

/**
 * REV-004 / REV-005 / REV-025: the reviews of a course, newest first, loaded 3 at a time as
 * the page scrolls (or with 'Load more'); empty text when there are none or the first load
 * fails.
 */
export function ReviewList({
  courseId,
  courseName,
  platformFigures,
  language,
  viewer,
  deletingId,
  onEdit,
  onDelete,
}: ReviewListProps) {
  const { items, result, sentinelRef } = useReviewList(courseId, language, viewer);
  if (result.isPending) return <ListSkeleton rows={3} />;
  if (items.length === 0)
    return <ReviewsEmpty courseName={courseName} platformFigures={platformFigures} />;
  return (
    <Box>
      <Box
        component="ul"
        aria-busy={result.isFetching}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}
      >
        {items.map((review) => (
          <ReviewCard
            key={review.id}
            review={review}
            busy={review.id === deletingId}
            onEdit={onEdit}
            onDelete={onDelete}
            asListItem
          />
        ))}
      </Box>
      <InfiniteListFooter sentinelRef={sentinelRef} result={result} />
    </Box>
  );
}
