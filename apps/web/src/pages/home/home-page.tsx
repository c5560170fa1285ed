import { Suspense, lazy } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useZones } from '../../components/site-queries.js';
import { DelayedSpinner } from '../../components/delayed-spinner.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { ResponsiveOnly } from '../../components/responsive-only.js';
import { HomeBenefits } from './home-benefits.js';
import { HomeHero } from './home-hero.js';

/** The map and its path data load in their own chunk, after the page (bundle budget). */
const ZoneMap = lazy(() => import('./zone-map.js').then((m) => ({ default: m.ZoneMap })));
/** The mobile accordion likewise loads only on small screens. */
const ZoneAccordion = lazy(() =>
  import('./zone-accordion.js').then((m) => ({ default: m.ZoneAccordion })),
);

/** HOME-001 / HOME-002: the areas, as a map from 600 px, as an accordion below. */
function HomeAreas() {
  const { t } = useTranslation('home');
  const { zones } = useZones();
  return (
    <Box
      component="section"
      id="areas"
      aria-labelledby="areas-title"
      sx={{ mt: { xs: 5, sm: 7 }, scrollMarginTop: 130 }}
    >
      <Typography id="areas-title" variant="h2" component="h2" sx={{ mb: 0.5 }}>
        {t('areas.title')}
      </Typography>
      {/* phones get the accordion; the server's HTML holds both, shown by CSS, until hydrated */}
      <ResponsiveOnly side="below" breakpoint="sm">
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t('areas.hintMobile')}
        </Typography>
        <Suspense fallback={<Box sx={{ minHeight: 10 * 57 }} />}>
          <ZoneAccordion zones={zones} />
        </Suspense>
      </ResponsiveOnly>
      <ResponsiveOnly side="above" breakpoint="sm">
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t('areas.hint')}
        </Typography>
        <Box
          sx={{
            aspectRatio: '2 / 1',
            borderRadius: 4,
            border: 1,
            borderColor: 'divider',
            overflow: 'hidden',
            background: 'linear-gradient(180deg, #eaf3ee 0%, #dcebe2 100%)',
          }}
        >
          <Suspense fallback={<DelayedSpinner minHeight="100%" />}>
            <ZoneMap zones={zones} />
          </Suspense>
        </Box>
      </ResponsiveOnly>
    </Box>
  );
}

/**
 * Home page (HOME-001..008): hero with the totals and the 'Worldwide' link, the
 * areas (map or accordion) and the six benefits. The cookie banner is the shell's.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  useDocumentTitle(t('meta.title'), t('meta.description'));
  return (
    <>
      <HomeHero />
      <HomeAreas />
      <HomeBenefits />
    </>
  );
}
