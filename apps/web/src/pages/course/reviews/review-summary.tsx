import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { REVIEW_CATEGORIES, type ReviewInfo } from '@bgc/shared';
import { categoryPercent, ratingLabelKey } from './review-format.js';
import { formatScore } from '../../../components/reviews/review-card-format.js';
import { StarRating } from '../../../components/star-rating/star-rating.js';

/**
 * REV-002 / REV-010: the totals of a course — overall score, its label (REV-018), stars,
 * review count and one bar per category. `info` null while loading (skeleton).
 */
export function ReviewSummary({ info }: { info: ReviewInfo | null }) {
  const { t, i18n } = useTranslation('reviews');
  const headingId = useId();
  if (!info) {
    return (
      <Card sx={{ p: 2 }} aria-busy="true">
        <Skeleton width="40%" height={48} />
        <Skeleton width="60%" />
        {REVIEW_CATEGORIES.map((key) => (
          <Skeleton key={key} height={28} />
        ))}
      </Card>
    );
  }
  const rating = info.overallRating;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} component="h3" variant="h3" sx={{ mb: 1 }}>
        {t('summary.title')}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Typography
          component="span"
          data-testid="review-overall"
          sx={{ fontSize: '2.5rem', fontWeight: 800, lineHeight: 1, color: 'primary.main' }}
        >
          {formatScore(rating, i18n.language)}
        </Typography>
        <Box sx={{ minWidth: 0 }}>
          {info.totalReview > 0 && (
            <Typography sx={{ fontWeight: 700 }} data-testid="review-label">
              {t(ratingLabelKey(rating))}
            </Typography>
          )}
          <StarRating value={rating} size={20} />
          <Typography variant="body2" color="text.secondary" data-testid="review-count">
            {t('summary.count', { count: info.totalReview })}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {REVIEW_CATEGORIES.map((key) => {
          const value = info.reviewData[key];
          return (
            <Box key={key}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {t(`categories.${key}`)}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {formatScore(value, i18n.language)}
                </Typography>
              </Box>
              <Box
                aria-hidden
                sx={{ height: 8, borderRadius: 4, bgcolor: '#e3e8e4', overflow: 'hidden', mt: 0.5 }}
              >
                <Box
                  sx={{
                    height: '100%',
                    width: `${categoryPercent(value)}%`,
                    bgcolor: 'primary.light',
                    borderRadius: 4,
                  }}
                />
              </Box>
            </Box>
          );
        })}
      </Box>
    </Card>
  );
}

export interface LanguageFilterProps {
  languages: ReviewInfo['languages'];
  /** Selected language id, 0 = all (REV-003). */
  value: number;
  onChange: (language: number) => void;
}

/** REV-003: 'All Language' (filter_language=0) plus each review language with its count. */
export function LanguageFilter({ languages, value, onChange }: LanguageFilterProps) {
  const { t } = useTranslation('reviews');
  return (
    <Card sx={{ p: 2 }}>
      <FormControl component="fieldset" sx={{ width: '100%' }}>
        <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5 }}>
          {t('filter.title')}
        </FormLabel>
        <RadioGroup
          name="review-language"
          value={String(value)}
          sx={{ flexDirection: { xs: 'row', md: 'column' }, columnGap: 2 }}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          <FormControlLabel value="0" control={<Radio size="small" />} label={t('filter.all')} />
          {languages.map((language) => (
            <FormControlLabel
              key={language.id}
              value={String(language.id)}
              control={<Radio size="small" />}
              label={t('filter.option', { name: language.name, count: language.count })}
            />
          ))}
        </RadioGroup>
      </FormControl>
    </Card>
  );
}
