import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Card, Chip, Link as MuiLink, Typography } from '@mui/material';
import GroupsIcon from '@mui/icons-material/Groups';
import InsightsIcon from '@mui/icons-material/Insights';
import ReviewsIcon from '@mui/icons-material/Reviews';
import StarRateIcon from '@mui/icons-material/StarRate';
import {
  RANKING_POPULARITY_WEIGHT,
  RANKING_PROVISIONAL_BELOW,
  RANKING_RATING_WEIGHT,
  groupThousands,
  paths,
  type CourseDetail,
} from '@bgc/shared';

/** A figure tile: icon, label, value. */
function Figure({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <Box
      sx={{ p: 1.5, borderRadius: 2, bgcolor: '#f3f7f4', border: '1px solid #e3ebe5', minWidth: 0 }}
    >
      <Box component="dt" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Box aria-hidden="true" sx={{ display: 'flex', color: 'primary.main' }}>
          {icon}
        </Box>
        <Typography
          component="span"
          variant="caption"
          sx={{ color: 'text.secondary', fontWeight: 600 }}
        >
          {label}
        </Typography>
      </Box>
      <Typography component="dd" sx={{ m: 0, mt: 0.5, fontWeight: 800, fontSize: '1.2rem' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * D-05 / D-06: why the course ranks where it does. Shows its score (point, 0..100), the
 * shrunk rating B (/5), the review count N, the followers and the popularity P (as a
 * percentage), the provisional flag (N < 10), and a note when the platform figures are the
 * generated demo figures (`rankingBasis.synthetic`).
 */
export function CourseBasisCard({ course }: { course: CourseDetail }) {
  const { t, i18n } = useTranslation('course');
  const basis = course.rankingBasis;
  const lang = i18n.language;
  const decimals = (digits: number) =>
    new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const percent = (value: number) =>
    new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(value);

  return (
    <Card component="section" aria-labelledby="course-basis-title" sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography id="course-basis-title" component="h2" variant="h3" sx={{ flex: 1 }}>
          {t('basis.title')}
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.5rem', color: 'primary.main' }}>
          {t('basis.score', { value: decimals(2).format(course.point) })}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('basis.explain', {
          ratingWeight: percent(RANKING_RATING_WEIGHT),
          popularityWeight: percent(RANKING_POPULARITY_WEIGHT),
        })}
      </Typography>

      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
          gap: 1.25,
        }}
      >
        <Figure
          icon={<StarRateIcon fontSize="small" />}
          label={t('basis.rating')}
          value={t('basis.ratingValue', { value: decimals(2).format(basis.rating) })}
        />
        <Figure
          icon={<ReviewsIcon fontSize="small" />}
          label={t('basis.reviews')}
          value={groupThousands(basis.reviewCount)}
        />
        <Figure
          icon={<GroupsIcon fontSize="small" />}
          label={t('basis.followers')}
          value={groupThousands(basis.followerCount)}
        />
        <Figure
          icon={<InsightsIcon fontSize="small" />}
          label={t('basis.popularity')}
          value={percent(basis.popularity)}
        />
      </Box>

      {basis.provisional && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            variant="outlined"
            color="secondary"
            label={t('provisional')}
            sx={{ fontWeight: 600 }}
          />
          <Typography variant="body2" color="text.secondary">
            {t('basis.provisionalNote', { min: RANKING_PROVISIONAL_BELOW })}
          </Typography>
        </Box>
      )}

      {basis.synthetic && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t('basis.synthetic')}
        </Alert>
      )}

      <Typography variant="body2" sx={{ mt: 2 }}>
        <MuiLink component={Link} to={paths.static('aboutUs')}>
          {t('basis.method')}
        </MuiLink>
      </Typography>
    </Card>
  );
}
