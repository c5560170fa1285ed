import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
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
import { ProvisionalChip } from '../../components/provisional-chip.js';
import { numberFormat } from '../../lib/intl-formats.js';

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

const PLATFORM_NAMES: Readonly<Record<string, string>> = {
  google: 'Google',
  tripadvisor: 'Tripadvisor',
  facebook: 'Facebook',
};

/**
 * 12.7: the breakdown under the figures — the ranks (or why there is none), how
 * the point adds up, how B comes from R and C, and each source with its rating, platform
 * reviews and followers, labelled as demo, imported or our members' figures.
 */
function Breakdown({ course }: { course: CourseDetail }) {
  const { t, i18n } = useTranslation('facts');
  const basis = course.rankingBasis;
  const fmt = (value: number, digits = 2) =>
    numberFormat(i18n.language, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  const ranks = [
    course.rank !== null && t('breakdown.rankWorld', { rank: groupThousands(course.rank) }),
    course.zoneRank !== null && t('breakdown.rankZone', { rank: groupThousands(course.zoneRank) }),
    course.countryRank !== null &&
      t('breakdown.rankCountry', { rank: groupThousands(course.countryRank) }),
    course.stateRank !== null &&
      t('breakdown.rankState', { rank: groupThousands(course.stateRank) }),
  ].filter((r): r is string => typeof r === 'string');
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 1.25 }} data-testid="rank-breakdown">
      {course.removed ? (
        <Alert severity="warning">{t('breakdown.removed')}</Alert>
      ) : course.kind !== 'course' ? (
        <Alert severity="info">
          {t('breakdown.notRanked', { kind: t(`breakdown.courseKind.${course.kind}`) })}
        </Alert>
      ) : (
        <Typography variant="body2">
          <strong>{t('breakdown.ranks')}:</strong> {ranks.join(' · ')}
        </Typography>
      )}
      <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="rank-sum">
        {t('breakdown.sum', {
          point: fmt(course.point),
          ratingPart: fmt(basis.ratingPart),
          popularityPart: fmt(basis.popularityPart),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {basis.rawRating === null
          ? t('breakdown.ratingLineNone', { c: fmt(basis.meanRating) })
          : t('breakdown.ratingLine', {
              b: fmt(basis.rating),
              r: fmt(basis.rawRating),
              c: fmt(basis.meanRating),
              m: basis.priorWeight,
            })}
      </Typography>
      {basis.platforms.length > 0 && (
        <Box component="section" aria-labelledby="rank-sources-title">
          <Typography
            id="rank-sources-title"
            component="h3"
            sx={{ fontWeight: 700, fontSize: '0.95rem', mb: 0.5 }}
          >
            {t('breakdown.sources')}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
            {basis.platforms.map((p) => {
              const own = p.source === 'bgc';
              return (
                <Box
                  component="li"
                  key={p.source}
                  data-testid={`rank-source-${p.source}`}
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    columnGap: 1.5,
                    rowGap: 0.25,
                    py: 0.75,
                    borderTop: '1px solid',
                    borderColor: 'divider',
                  }}
                >
                  <Typography component="span" sx={{ fontWeight: 700, minWidth: 96 }}>
                    {own ? t('breakdown.ourMembers') : (PLATFORM_NAMES[p.source] ?? p.source)}
                  </Typography>
                  <Typography component="span" variant="body2">
                    {t('breakdown.rating')} {fmt(p.rating, 1)} / 5
                  </Typography>
                  <Typography component="span" variant="body2">
                    {own
                      ? t('breakdown.memberReviews', { count: p.reviewCount })
                      : `${t('breakdown.platformReviews')} ${groupThousands(p.reviewCount)}`}
                  </Typography>
                  <Typography component="span" variant="body2">
                    {t('breakdown.followers')} {groupThousands(p.followerCount)}
                  </Typography>
                  <Chip
                    size="small"
                    variant="outlined"
                    color={own && !p.synthetic ? 'primary' : 'default'}
                    sx={{ fontWeight: 600 }}
                    label={
                      p.synthetic
                        ? t('breakdown.demo')
                        : own
                          ? t('breakdown.members')
                          : t('breakdown.real')
                    }
                  />
                </Box>
              );
            })}
          </Box>
        </Box>
      )}
      <Typography variant="body2" data-testid="member-review-count">
        {t('breakdown.memberReviews', { count: basis.memberReviews.count })}
        {basis.memberReviews.demo > 0 &&
          ` (${t('breakdown.memberDemo', { count: basis.memberReviews.demo })})`}
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
  const { t: tf } = useTranslation('facts');
  const basis = course.rankingBasis;
  const lang = i18n.language;
  const decimals = (digits: number) =>
    numberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const percent = (value: number) =>
    numberFormat(lang, { style: 'percent', maximumFractionDigits: 0 }).format(value);

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
          label={tf('breakdown.reviewsAll')}
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

      <Breakdown course={course} />

      {basis.provisional && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <ProvisionalChip label={t('provisional')} />
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
