import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { REVIEW_CARD_COLLAPSE_PX, paths, type Review } from '@bgc/shared';
import { ActionsMenu } from '../actions-menu.js';
import { AuthorAvatarLink } from '../author-links.js';
import { CollapsibleText } from './collapsible-text.js';
import { formatReviewDate, formatScore } from './review-card-format.js';
import { StarRating } from '../star-rating/star-rating.js';

export interface ReviewCardProps {
  review: Review;
  /** Shown in the menu when the review says `canUpdate` (REV-016). */
  onEdit?: (review: Review) => void;
  /** Shown in the menu when the review says `canDelete` (REV-017). */
  onDelete?: (review: Review) => void;
  /** Names the reviewed course with a link to its Reviews tab (newsfeed, ranking cards). */
  showCourse?: boolean;
  /** Rendered as a list item (inside a `<ul>`). */
  asListItem?: boolean;
  /** A change of this review is under way (dimmed, menu disabled). */
  busy?: boolean;
}

/**
 * A review (post type 4): avatar and name linking to the member's profile, date, five stars
 * with the overall score, the text cut at 66 px (REV-019, REV-021), and a menu with Edit and
 * Delete only when the server says `canUpdate` / `canDelete` (post card menu rule).
 */
export function ReviewCard({
  review,
  onEdit,
  onDelete,
  showCourse,
  asListItem,
  busy = false,
}: ReviewCardProps) {
  const { t, i18n } = useTranslation('reviews');
  const canEdit = review.canUpdate && onEdit !== undefined;
  const canDelete = review.canDelete && onDelete !== undefined;
  const profileHref = paths.profilePerson(review.profile.id);
  const date = formatReviewDate(review.createdDate, i18n.language);

  return (
    <Card
      component={asListItem ? 'li' : 'article'}
      aria-busy={busy || undefined}
      sx={{
        p: { xs: 1.5, sm: 2 },
        listStyle: 'none',
        opacity: busy ? 0.55 : 1,
        transition: 'opacity 150ms',
      }}
      data-testid="review-card"
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <AuthorAvatarLink profile={review.profile} to={profileHref} size={44} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            component={Link}
            to={profileHref}
            sx={{
              fontWeight: 700,
              color: 'text.primary',
              textDecoration: 'none',
              overflowWrap: 'anywhere',
              '&:hover': { textDecoration: 'underline' },
            }}
          >
            {review.profile.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {date && <time dateTime={review.createdDate}>{date}</time>}
            {date && ' · '}
            {review.language.name}
          </Typography>
          {showCourse && (
            <Typography
              component={Link}
              to={paths.course(
                review.courseDetail.countrySlug,
                review.courseDetail.slug,
                'reviews',
              )}
              variant="body2"
              sx={{ display: 'block', fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {review.courseDetail.name}
            </Typography>
          )}
        </Box>
        <ActionsMenu
          label={t('card.menu')}
          disabled={busy}
          actions={[
            ...(canEdit ? [{ key: 'edit', label: t('card.edit'), run: () => onEdit(review) }] : []),
            ...(canDelete
              ? [{ key: 'delete', label: t('card.delete'), run: () => onDelete(review) }]
              : []),
          ]}
          buttonSx={{ mt: -0.5, mr: -0.5 }}
          alignRight
        />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, mb: 0.75 }}>
        <StarRating value={review.reviewData.overall} size={18} />
        <Typography component="span" sx={{ fontWeight: 700 }} aria-hidden>
          {formatScore(review.reviewData.overall, i18n.language)}
        </Typography>
      </Box>
      <CollapsibleText text={review.content} maxHeight={REVIEW_CARD_COLLAPSE_PX} />
    </Card>
  );
}
