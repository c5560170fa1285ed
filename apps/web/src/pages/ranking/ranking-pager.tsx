import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { rankingPath, visibleTopSteps, type RankingTop } from '@bgc/shared';
import { pagerArrows, type RankingRoute } from './ranking-query.js';
import { plainListSx } from '../../lib/plain-list.js';

const stepSx = { minWidth: 44, minHeight: 36, px: 1.25, borderRadius: 999 } as const;

interface ArrowProps {
  to: string | null;
  label: string;
  direction: 'previous' | 'next';
}

/** A previous/next arrow: a real link, or a disabled button at the ends (OPEN-031). */
function PagerArrow({ to, label, direction }: ArrowProps) {
  const icon = direction === 'previous' ? <ChevronLeftIcon /> : <ChevronRightIcon />;
  if (to === null) {
    return (
      <IconButton disabled aria-label={label} size="small">
        {icon}
      </IconButton>
    );
  }
  return (
    <IconButton
      component={Link}
      to={to}
      aria-label={label}
      size="small"
      rel={direction === 'previous' ? 'prev' : 'next'}
      sx={{ color: 'primary.main' }}
    >
      {icon}
    </IconButton>
  );
}

/**
 * RANK-009..013, OPEN-031: the top pager. Steps come from `visibleTopSteps(total)`; the
 * current step (or 'All' on an `all` route) carries aria-current. Every entry is a crawlable
 * `<a href>` handled by React Router, so choosing a step needs no page reload (RANK-012).
 */
export function RankingPager({ route, total }: { route: RankingRoute; total: number }) {
  const { t } = useTranslation('ranking');
  const steps = visibleTopSteps(total);
  const arrows = pagerArrows(route, total);
  const pathOf = (top: RankingTop): string => rankingPath({ ...route, top, all: false });
  const stripRef = useRef<HTMLUListElement>(null);

  // On phones the steps scroll sideways: bring the current one into view.
  useEffect(() => {
    const strip = stripRef.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = current.offsetLeft - (strip.clientWidth - current.offsetWidth) / 2;
  }, [route.top, route.all, total]);

  const item = (key: string, to: string, current: boolean, label: string, ariaLabel?: string) => (
    <li key={key}>
      <Button
        component={Link}
        to={to}
        size="small"
        variant={current ? 'contained' : 'outlined'}
        aria-current={current ? 'page' : undefined}
        aria-label={ariaLabel}
        sx={stepSx}
      >
        {label}
      </Button>
    </li>
  );

  return (
    <Box
      component="nav"
      aria-label={t('pager.label')}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
    >
      <PagerArrow
        direction="previous"
        label={t('pager.previous')}
        to={arrows.previous === null ? null : pathOf(arrows.previous)}
      />
      <Box
        component="ul"
        ref={stripRef}
        sx={{
          ...plainListSx,
          px: 0.25,
          py: 0.5,
          flex: { xs: '1 1 auto', sm: '0 1 auto' },
          minWidth: 0,
          display: 'flex',
          gap: 0.75,
          flexWrap: { xs: 'nowrap', sm: 'wrap' },
          overflowX: { xs: 'auto', sm: 'visible' },
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          '& > li': { flex: '0 0 auto' },
        }}
      >
        {steps.map((step) =>
          item(
            String(step),
            pathOf(step),
            !route.all && step === route.top,
            String(step),
            t('pager.step', { top: step }),
          ),
        )}
        {item('all', rankingPath({ ...route, all: true }), route.all, t('pager.all'))}
      </Box>
      <PagerArrow
        direction="next"
        label={t('pager.next')}
        to={arrows.next === null ? null : pathOf(arrows.next)}
      />
    </Box>
  );
}
