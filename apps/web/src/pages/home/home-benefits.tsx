import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import GroupsIcon from '@mui/icons-material/Groups';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { useTranslation } from 'react-i18next';

/** HOME-007: the six benefits, in the spec's order, with their icons. */
const BENEFITS: ReadonlyArray<{ id: string; icon: ReactElement }> = [
  { id: 'discover', icon: <TravelExploreIcon /> },
  { id: 'tips', icon: <LightbulbIcon /> },
  { id: 'insights', icon: <RecordVoiceOverIcon /> },
  { id: 'stats', icon: <QueryStatsIcon /> },
  { id: 'partners', icon: <GroupsIcon /> },
  { id: 'feedback', icon: <RateReviewIcon /> },
];

/** HOME-007: the pitch — six short benefit cards. */
export function HomeBenefits() {
  const { t } = useTranslation('home');
  return (
    <Box component="section" aria-labelledby="benefits-title" sx={{ mt: { xs: 5, sm: 7 } }}>
      <Typography id="benefits-title" variant="h2" component="h2" sx={{ mb: 0.5 }}>
        {t('benefits.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('benefits.subtitle')}
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {BENEFITS.map((benefit) => (
          <Grid key={benefit.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card
              sx={{
                height: '100%',
                transition: 'border-color .2s, transform .2s',
                '&:hover': { borderColor: 'primary.light', transform: 'translateY(-2px)' },
              }}
            >
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Box
                  aria-hidden
                  sx={{
                    flexShrink: 0,
                    width: 44,
                    height: 44,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: '#e7f3ec',
                    color: 'primary.main',
                  }}
                >
                  {benefit.icon}
                </Box>
                <Box>
                  <Typography variant="h3" component="h3" sx={{ fontSize: 16, mb: 0.5 }}>
                    {t(`benefits.${benefit.id}.title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`benefits.${benefit.id}.text`)}
                  </Typography>
                </Box>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
