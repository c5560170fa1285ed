import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useTranslation } from 'react-i18next';
import { LatestReviewsFeedCard } from '../../components/post-list/latest-reviews-feed-card.js';
import { LatestVlogsCard } from '../../components/post-list/latest-vlogs-card.js';

/** FEED-003: the card between the followed posts and everyone's ('You're All Caught Up'). */
export function CaughtUpCard() {
  const { t } = useTranslation('feed');
  return (
    <Card
      component="li"
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        bgcolor: '#eef6f0',
        borderColor: '#cfe3d5',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 48,
          height: 48,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: '#fff',
          display: 'grid',
          placeItems: 'center',
          flex: 'none',
        }}
      >
        <DoneAllIcon />
      </Box>
      <Box>
        <Typography component="h2" variant="h3">
          {t('newsfeed.caughtUpTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('newsfeed.caughtUpText')}
        </Typography>
      </Box>
    </Card>
  );
}

/** FEED-001: the side cards: the latest reviews and the latest vlogs (See all → coaches). */
export function NewsfeedSide() {
  const { t } = useTranslation('feed');
  return (
    <Box
      component="aside"
      aria-label={t('newsfeed.asideLabel')}
      sx={{ minWidth: 0, display: 'grid', gap: 2 }}
    >
      <LatestReviewsFeedCard />
      <LatestVlogsCard />
    </Box>
  );
}

/** Phones: the side cards come after this many feed entries (the feed itself never ends). */
export const SIDE_AFTER_ITEMS = 3;
