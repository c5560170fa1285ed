import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { REVIEW_CATEGORIES, type Post } from '@bgc/shared';
import { StarRating } from '../star-rating/star-rating.js';
import { formatScore } from '../reviews/review-card-format.js';

/**
 * REV-024 / POST-026: the rating block of a course review (type 4) — five stars with the
 * overall score, then the five categories with their scores.
 */
export function PostRatingBlock({ rating }: { rating: NonNullable<Post['reviewData']> }) {
  const { t, i18n } = useTranslation('posts');
  return (
    <Box
      component="section"
      aria-label={t('rating.title')}
      data-testid="post-rating"
      sx={{ bgcolor: '#f4f6f3', borderRadius: 2, p: 1.5, my: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {t('rating.overall')}
        </Typography>
        <StarRating value={rating.overall} size={20} />
        <Typography component="span" sx={{ fontWeight: 700 }} aria-hidden>
          {formatScore(rating.overall, i18n.language)}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          columnGap: 3,
          rowGap: 0.5,
        }}
      >
        {REVIEW_CATEGORIES.map((key) => (
          <Box key={key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography component="dt" variant="body2" sx={{ flex: 1, minWidth: 0 }}>
              {t(`rating.${key}`)}
            </Typography>
            <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <StarRating value={rating[key]} size={16} />
              <Typography component="span" variant="body2" sx={{ fontWeight: 700, width: 28 }}>
                {formatScore(rating[key], i18n.language)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
