import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import { AnchoredPopupSlot, useAnchoredPopup } from '../../components/anchored-popup.js';
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
  const popup = useAnchoredPopup({
    preload: () => void Panel.preload(),
    hasPopup: 'true',
    expandedWhenClosed: 'false',
  });

  return (
    <>
      <Button
        color="inherit"
        endIcon={
          <ExpandMoreIcon
            sx={{
              transition: 'transform .2s',
              transform: popup.anchor ? 'rotate(180deg)' : 'none',
            }}
          />
        }
        {...popup.buttonProps}
        sx={menuItemSx}
      >
        {t('nav.golfCourses')}
      </Button>
      <AnchoredPopupSlot popup={popup}>
        {(props) => <Panel.Component {...props} />}
      </AnchoredPopupSlot>
    </>
  );
}
