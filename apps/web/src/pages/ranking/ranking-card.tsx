import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { RANKING_PROVISIONAL_BELOW, groupThousands, paths, type CourseSummary } from '@bgc/shared';
import { placeLine } from '../../lib/course-card-format.js';
import { RemoveFromRankingButton } from './delete-mode.js';
import { visuallyHidden } from '../../lib/visually-hidden.js';
import { ProvisionalChip } from '../../components/provisional-chip.js';
import { SkeletonHeading } from '../../components/tab-states.js';
import { numberFormat } from '../../lib/intl-formats.js';

const flagSx = {
  flex: '0 0 auto',
  borderRadius: '2px',
  boxShadow: '0 0 0 1px rgba(0,0,0,0.12)',
  objectFit: 'cover',
} as const;

interface RankingCardProps {
  course: CourseSummary;
  /** RANK-005: rank number from `rankNumber(page, index)`. */
  rank: number;
  /** Heading level of the course name, to keep headings in order. */
  headingLevel: 'h2' | 'h3';
}

/**
 * RANK-004 / RANK-020: one ranking card: rank number, country flag, course name, state and
 * city, a provisional chip (D-05) and a 'See more' link to the course home (ROUTE-033).
 */
export function RankingCard({ course, rank, headingLevel }: RankingCardProps) {
  const { t, i18n } = useTranslation('ranking');
  const href = paths.course(course.country.slug, course.slug);
  const place = placeLine(course.state, course.city);
  const score = numberFormat(i18n.language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(course.point);

  return (
    <Card
      component="article"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr) auto',
        gridTemplateAreas: {
          xs: '"rank main main" "rank score more"',
          sm: '"rank main more" "rank score more"',
        },
        alignItems: 'center',
        columnGap: { xs: 1.5, sm: 2 },
        rowGap: { xs: 0.5, sm: 0.25 },
        p: { xs: 1.5, sm: 2 },
        transition: 'box-shadow 150ms, border-color 150ms',
        '&:hover': { boxShadow: '0 4px 14px rgba(20, 83, 45, 0.12)', borderColor: 'primary.light' },
      }}
    >
      <Box
        sx={{
          gridArea: 'rank',
          alignSelf: { xs: 'start', sm: 'center' },
          minWidth: { xs: 48, sm: 60 },
          height: { xs: 48, sm: 60 },
          px: 0.75,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          boxShadow: rank <= 3 ? '0 0 0 3px #e7c25a' : 'none',
        }}
      >
        <Typography
          component="p"
          sx={{
            fontWeight: 800,
            fontSize: rank >= 1000 ? '1rem' : { xs: '1.2rem', sm: '1.45rem' },
            lineHeight: 1,
          }}
        >
          <Box component="span" sx={visuallyHidden}>
            {t('card.rank')}{' '}
          </Box>
          {groupThousands(rank)}
        </Typography>
      </Box>

      <Box sx={{ gridArea: 'main', minWidth: 0 }}>
        <Typography
          component={headingLevel}
          sx={{
            fontSize: { xs: '1rem', sm: '1.1rem' },
            fontWeight: 700,
            lineHeight: 1.3,
            overflowWrap: 'anywhere',
          }}
        >
          <Box
            component={Link}
            to={href}
            sx={{
              color: 'text.primary',
              textDecoration: 'none',
              '&:hover': { textDecoration: 'underline' },
            }}
          >
            {course.name}
          </Box>
          {course.latinName && (
            <Typography
              component="span"
              lang="und-Latn"
              sx={{
                display: 'block',
                fontSize: '0.85rem',
                fontWeight: 400,
                color: 'text.secondary',
              }}
            >
              {course.latinName}
            </Typography>
          )}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
          <Box
            component="img"
            src={`/flags/4x3/${course.country.code.toLowerCase()}.svg`}
            alt={course.country.name}
            title={course.country.name}
            width={24}
            height={18}
            loading="lazy"
            sx={flagSx}
          />
          {place && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {place}
            </Typography>
          )}
          {course.provisional && (
            <ProvisionalChip
              label={t('card.provisional')}
              title={t('card.provisionalHint', { min: RANKING_PROVISIONAL_BELOW })}
              height={22}
            />
          )}
          <RemoveFromRankingButton course={course} />
        </Box>
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        component="p"
        sx={{ gridArea: 'score', alignSelf: 'start' }}
      >
        {t('card.score', { value: score })}
      </Typography>

      <Button
        component={Link}
        to={href}
        size="small"
        variant="outlined"
        endIcon={<ArrowForwardIcon />}
        sx={{ gridArea: 'more', justifySelf: 'end', whiteSpace: 'nowrap' }}
      >
        {t('card.seeMore')}
        {/* the link text names the course for screen readers and crawlers (descriptive links) */}
        <Box component="span" sx={visuallyHidden}>
          {`: ${course.name}`}
        </Box>
      </Button>
    </Card>
  );
}

/** Placeholder of a card while a page loads. */
export function RankingCardSkeleton() {
  return (
    <Card sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }} aria-hidden="true">
      <SkeletonHeading variant="rounded" size={56} widths={['60%', '35%']} titleHeight={26} />
    </Card>
  );
}
