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
import { ReviewCard } from './review-card.js';
import { useReviewList } from './review-queries.js';

export interface ReviewListProps {
  courseId: number;
  courseName: string;
  /** Language filter, 0 = all (REV-003). */
  language: number;
  viewer: number;
  /** The review being deleted (shown busy). */
  deletingId: number | null;
  onEdit: (review: Review) => void;
  onDelete: (review: Review) => void;
}

/** REV-005: '{course} has not any reviews yet.' */
export function ReviewsEmpty({ courseName }: { courseName: string }) {
  const { t } = useTranslation('reviews');
  return (
    <Card sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <EmptyStateIcon size={56}>
        <RateReviewIcon />
      </EmptyStateIcon>
      <Typography data-testid="reviews-empty" sx={{ overflowWrap: 'anywhere' }}>
        {t('empty', { course: courseName })}
      </Typography>
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
  language,
  viewer,
  deletingId,
  onEdit,
  onDelete,
}: ReviewListProps) {
  const { items, result, sentinelRef } = useReviewList(courseId, language, viewer);
  if (result.isPending) return <ListSkeleton rows={3} />;
  if (items.length === 0) return <ReviewsEmpty courseName={courseName} />;
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
