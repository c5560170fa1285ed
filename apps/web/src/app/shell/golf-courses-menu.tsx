import { Suspense, useId, useState } from 'react';
import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { lazyWithPreload } from '../../components/lazy-with-preload.js';
import { menuItemSx } from './header-layout.js';

const Panel = lazyWithPreload(
  () => import('./golf-courses-panel.js'),
  (m) => m.GolfCoursesPanel,
);

/**
 * SHELL-002: the 'Golf courses' entry of the desktop top menu. Its zone/country
 * panel loads on hover, focus or click, so it stays out of the first bundle.
 */
export function GolfCoursesMenu() {
  const { t } = useTranslation('common');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const preload = () => void Panel.preload();

  return (
    <>
      <Button
        color="inherit"
        endIcon={
          <ExpandMoreIcon
            sx={{ transition: 'transform .2s', transform: anchor ? 'rotate(180deg)' : 'none' }}
          />
        }
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? panelId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={menuItemSx}
      >
        {t('nav.golfCourses')}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <Panel.Component id={panelId} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
