import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PublicIcon from '@mui/icons-material/Public';
import GolfCourseIcon from '@mui/icons-material/GolfCourse';
import FlagIcon from '@mui/icons-material/Flag';
import MapIcon from '@mui/icons-material/Map';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZONE_SLUGS, paths } from '@bgc/shared';
import { useHomeTotals } from '../../components/site-queries.js';
import { Eyebrow } from '../../components/page-text.js';
import { numberFormat } from '../../lib/intl-formats.js';

/** One big figure of the hero (HOME-006). */
function Stat({ value, label, icon }: { value: string; label: string; icon: ReactElement }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', md: 'grid' },
          placeItems: 'center',
          width: 48,
          height: 48,
          borderRadius: 2,
          bgcolor: 'rgba(255,255,255,0.12)',
          color: '#fde68a',
        }}
      >
        {icon}
      </Box>
      <Box>
        <Typography
          component="p"
          sx={{
            fontSize: { xs: 26, sm: 34 },
            fontWeight: 900,
            lineHeight: 1.1,
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          {value}
        </Typography>
        <Typography component="p" variant="body2" sx={{ opacity: 0.9 }}>
          {label}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * Home hero: the pitch, the totals (defaults 31155 / 168 until `GET /api/home`
 * answers, HOME-006) and the prominent 'Worldwide' link (HOME-003).
 */
export function HomeHero() {
  const { t, i18n } = useTranslation('home');
  const totals = useHomeTotals();
  const fmt = numberFormat(i18n.resolvedLanguage ?? 'en');
  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) auto' },
        alignItems: 'center',
        columnGap: 6,
        rowGap: 4,
        overflow: 'hidden',
        borderRadius: { xs: 3, sm: 4 },
        color: '#fff',
        '--bgc-focus': '#fde68a',
        px: { xs: 2.5, sm: 5, md: 7 },
        py: { xs: 4, sm: 6 },
        background:
          'radial-gradient(circle at 85% 20%, rgba(250,204,21,0.18), transparent 40%), radial-gradient(circle at 10% 110%, rgba(134,239,172,0.25), transparent 45%), linear-gradient(135deg, #0b3a1f 0%, #14532d 55%, #1f7a43 100%)',
      }}
    >
      <Box>
        <Eyebrow sx={{ color: '#fde68a', mb: 1 }}>{t('hero.eyebrow')}</Eyebrow>
        <Typography
          id="home-title"
          variant="h1"
          sx={{ fontSize: { xs: 30, sm: 42, md: 48 }, lineHeight: 1.1, maxWidth: 720, mb: 2 }}
        >
          {t('hero.title')}
        </Typography>
        <Typography sx={{ fontSize: { xs: 16, sm: 18 }, maxWidth: 620, opacity: 0.95, mb: 3.5 }}>
          {t('hero.subtitle')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            component={RouterLink}
            to={paths.worldwide()}
            size="large"
            variant="contained"
            color="secondary"
            disableElevation
            startIcon={<PublicIcon />}
            sx={{ px: 3.5, py: 1.4, fontSize: 17, fontWeight: 800 }}
          >
            {t('hero.worldwide')}
          </Button>
          <Button
            href="#areas"
            size="large"
            variant="outlined"
            color="inherit"
            sx={{ px: 3, py: 1.4, borderColor: 'rgba(255,255,255,0.6)' }}
          >
            {t('hero.byArea')}
          </Button>
        </Stack>
      </Box>
      <Stack
        direction={{ xs: 'row', md: 'column' }}
        spacing={{ xs: 3.5, sm: 6, md: 2.5 }}
        sx={{
          p: { md: 3.5 },
          minWidth: { md: 260 },
          borderRadius: 3,
          bgcolor: { md: 'rgba(0,0,0,0.18)' },
          border: { md: '1px solid rgba(255,255,255,0.14)' },
        }}
      >
        <Stat
          value={fmt.format(totals.totalCourse)}
          label={t('hero.courses')}
          icon={<GolfCourseIcon />}
        />
        <Stat
          value={fmt.format(totals.totalCountry)}
          label={t('hero.countries')}
          icon={<FlagIcon />}
        />
        <Stat value={fmt.format(ZONE_SLUGS.length)} label={t('hero.areas')} icon={<MapIcon />} />
      </Stack>
    </Box>
  );
}
