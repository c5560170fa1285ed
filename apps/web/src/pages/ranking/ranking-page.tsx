import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RANKING_DEFAULT_TOP, rankingPath } from '@bgc/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MapButton } from '../../components/map-dialog/map-button.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import NotFoundPage from '../../components/not-found-page.js';
import { RankingList } from './ranking-list.js';
import { RankingPager } from './ranking-pager.js';
import { lazyWithPreload } from '../../components/lazy-with-preload.js';
import { rankingTexts } from './ranking-texts.js';
import { useRankingArea, useRankingCourses } from './use-ranking-data.js';
import type { RankingRoute } from './ranking-query.js';
import { DeleteModeContext } from './delete-mode.js';

// the method dialog (opened on demand) and the side column (latest reviews and
// vlogs, hidden on phones) load after the ranking list, so they stay out of the route's first JS.
const RankingMethodDialog = lazyWithPreload(
  () => import('../../components/ranking-method/ranking-method-dialog.js'),
  (m) => m.RankingMethodDialog,
);
// RANK-018: the delete-mode switch, shown to administrators only.
const DeleteModeSwitch = lazyWithPreload(
  () => import('./delete-mode-switch.js'),
  (m) => m.DeleteModeSwitch,
);
const RankingSideCards = lazyWithPreload(
  () => import('./ranking-side-cards.js'),
  (m) => m.RankingSideCards,
);
import { useSession } from '../../lib/session.js';
import { numberFormat } from '../../lib/intl-formats.js';

const heroSx = {
  borderRadius: 3,
  px: { xs: 2, sm: 4 },
  py: { xs: 2.5, sm: 4 },
  mb: 2,
  color: '#ffffff',
  background: 'linear-gradient(135deg, #0b3a1f 0%, #14532d 55%, #1f6b3d 100%)',
  boxShadow: '0 6px 24px rgba(11, 58, 31, 0.18)',
} as const;

/**
 * Ranking page (RANK-001..022) for the worldwide, zone and country routes and their `all`
 * variants. Loads the area by slug (a 404 shows the not-found page), sets the meta tags,
 * and lays out the title, the top pager, the infinite list of cards and, from 600 px, the
 * side cards.
 */
export default function RankingPage({ route }: { route: RankingRoute }) {
  const { t, i18n } = useTranslation('ranking');
  // RANK-018 / decision 051: members /me allows to correct courses switch on the delete mode
  const administrator = useSession()?.user.canCorrectCourses ?? false;
  const [deleteMode, setDeleteMode] = useState(false);
  const areaState = useRankingArea(route);
  const area = areaState.status === 'ready' ? areaState.area : null;
  const courses = useRankingCourses(route, area);
  const texts = area ? rankingTexts(t, i18n.language, route, area) : null;
  useDocumentTitle(texts?.metaTitle ?? '', texts?.metaDescription);
  const { t: tc } = useTranslation('common');
  const { t: tx } = useTranslation('ux');
  const [methodOpen, setMethodOpen] = useState(false);
  // mounted from the first opening on, so that closing can animate
  const [methodUsed, setMethodUsed] = useState(false);

  if (areaState.status === 'notFound') return <NotFoundPage />;

  const total = courses.data?.pages[0]?.total;
  const headingLevel = texts?.subheading ? 'h3' : 'h2';

  return (
    <Box>
      {areaState.status !== 'error' && (
        <Box sx={heroSx}>
          {texts ? (
            <Typography
              variant="h1"
              sx={{
                fontSize: { xs: '1.2rem', sm: '1.75rem', md: '2rem' },
                overflowWrap: 'anywhere',
              }}
            >
              {texts.heading}
            </Typography>
          ) : (
            <Skeleton
              variant="text"
              width="70%"
              sx={{ fontSize: '2rem', bgcolor: 'rgba(255,255,255,0.18)' }}
            />
          )}
          {texts?.subheading && (
            <Typography
              variant="h2"
              sx={{
                mt: 1,
                fontSize: { xs: '1rem', sm: '1.2rem' },
                fontWeight: 600,
                color: '#e3f1e7',
              }}
            >
              {texts.subheading}
            </Typography>
          )}
          {total !== undefined && (
            <Typography sx={{ mt: 1.5, color: '#d3e8da', fontSize: '0.95rem' }}>
              {t('coursesRanked', {
                count: total,
                formatted: numberFormat(i18n.language).format(total),
              })}
            </Typography>
          )}
          {area && (
            <Box sx={{ mt: 1.5 }}>
              <MapButton
                countryId={area.filter.scope === 'country' ? area.filter.id : undefined}
                zoneId={area.filter.scope === 'zone' ? area.filter.id : undefined}
              />
            </Box>
          )}
        </Box>
      )}

      {areaState.status === 'error' && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={areaState.retry}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('areaError')}
        </Alert>
      )}

      {/* D-06: the figures are demo figures, said as the About dialog says it */}
      <Alert
        severity="info"
        variant="outlined"
        sx={{
          mb: 2,
          bgcolor: 'background.paper',
          // on a phone the method button goes under the text instead of squeezing it
          flexWrap: 'wrap',
          '& .MuiAlert-message': { flex: '1 1 240px' },
          '& .MuiAlert-action': { ml: 'auto' },
        }}
        action={
          <Button
            color="inherit"
            size="small"
            onPointerEnter={() => void RankingMethodDialog.preload()}
            onClick={() => {
              setMethodUsed(true);
              setMethodOpen(true);
            }}
          >
            {tx('rankingNotice.method')}
          </Button>
        }
      >
        {tc('method.demo')}
      </Alert>
      {methodUsed && (
        <Suspense fallback={null}>
          <RankingMethodDialog.Component open={methodOpen} onClose={() => setMethodOpen(false)} />
        </Suspense>
      )}

      {area && (
        <Box sx={{ mb: { xs: 2, sm: 3 } }}>
          <RankingPager route={route} total={area.total} />
        </Box>
      )}

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'minmax(0, 1fr) 250px',
            md: 'minmax(0, 1fr) 320px',
          },
          gap: { xs: 2, md: 3 },
          alignItems: 'start',
        }}
      >
        <Box component="section" aria-label={t('list.label')}>
          {administrator && (
            <Box sx={{ mb: 1.5 }}>
              <Suspense fallback={null}>
                <DeleteModeSwitch.Component checked={deleteMode} onChange={setDeleteMode} />
              </Suspense>
            </Box>
          )}
          {areaState.status !== 'error' && (
            <DeleteModeContext.Provider value={administrator && deleteMode}>
              <RankingList
                query={courses}
                headingLevel={headingLevel}
                firstStepPath={
                  route.all || route.top === RANKING_DEFAULT_TOP
                    ? null
                    : rankingPath({ ...route, top: RANKING_DEFAULT_TOP })
                }
              />
            </DeleteModeContext.Provider>
          )}
        </Box>
        <Box
          component="aside"
          aria-label={t('side.label')}
          sx={{
            display: { xs: 'none', sm: 'flex' },
            flexDirection: 'column',
            gap: 2,
            position: 'sticky',
            top: 16,
          }}
        >
          {area && (
            <Suspense fallback={null}>
              <RankingSideCards.Component area={area} />
            </Suspense>
          )}
        </Box>
      </Box>
    </Box>
  );
}
