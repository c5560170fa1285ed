import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, Button, Card, Typography } from '@mui/material';
import RateReviewIcon from '@mui/icons-material/RateReview';
import SmartDisplayIcon from '@mui/icons-material/SmartDisplay';
import { paths } from '@bgc/shared';

interface SideCardProps {
  id: string;
  icon: ReactNode;
  title: string;
  empty: string;
  /** 'See all' target; the link is hidden when null (OPEN-035). */
  seeAll: { to: string; label: string } | null;
}

/** A side card with a title, an empty state (no content yet) and an optional 'See all' link. */
function SideCard({ id, icon, title, empty, seeAll }: SideCardProps) {
  const { t } = useTranslation('ranking');
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden="true">
          {icon}
        </Box>
        <Typography id={id} component="h2" variant="h3" sx={{ flex: 1, fontSize: '1.05rem' }}>
          {title}
        </Typography>
        {seeAll && (
          <Button component={Link} to={seeAll.to} size="small" aria-label={seeAll.label}>
            {t('side.seeAll')}
          </Button>
        )}
      </Box>
      <Box
        sx={{
          borderRadius: 2,
          border: '1px dashed #c9d3cc',
          bgcolor: '#f7faf8',
          px: 2,
          py: 3,
          textAlign: 'center',
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      </Box>
    </Card>
  );
}

/**
 * RANK-016 / RANK-017 / OPEN-035: 'Latest reviews' and 'Latest VLOG' side cards of the
 * ranking page, hidden on mobile by the page layout. Reviews and vlogs arrive with later
 * issues, so both show their empty state. No course is loaded on a ranking page: the reviews
 * 'See all' is hidden and the vlog 'See all' goes to the coaches page.
 */
export function RankingSideCards() {
  const { t } = useTranslation('ranking');
  return (
    <>
      <SideCard
        id="ranking-latest-reviews"
        icon={<RateReviewIcon />}
        title={t('side.latestReviews')}
        empty={t('side.noReviews')}
        seeAll={null}
      />
      <SideCard
        id="ranking-latest-vlog"
        icon={<SmartDisplayIcon />}
        title={t('side.latestVlog')}
        empty={t('side.noVlog')}
        seeAll={{ to: paths.static('coaches'), label: t('side.seeAllVlogs') }}
      />
    </>
  );
}
