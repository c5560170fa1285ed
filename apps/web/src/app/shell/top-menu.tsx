import { useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AnchoredPopupSlot, useAnchoredPopup } from '../../components/anchored-popup.js';
import { lazyWithPreload } from '../../components/lazy-with-preload.js';
import { useLocalizedPath } from '../use-localized-path.js';
import { headerPages, type ShellPage } from './available-pages.js';
import { GolfCoursesMenu } from './golf-courses-menu.js';
import { menuItemSx, type MenuMeasure } from './header-layout.js';
import { observeSize } from '../../lib/hydration.js';

const MoreList = lazyWithPreload(
  () => import('./more-menu-list.js'),
  (m) => m.MoreMenuList,
);

const activeSx = { '&[aria-current="page"]': { boxShadow: 'inset 0 -3px 0 #fbbf24' } } as const;

/**
 * the entries that do not fit the row, under a 'More' button (a menu of
 * links, in the menu's order). 'Golf courses' there opens the worldwide ranking (SHELL-020);
 * its zones stay reachable from that page and from the drawer.
 */
function MoreMenu({ pages }: { pages: ShellPage[] }) {
  const { t } = useTranslation('common');
  const popup = useAnchoredPopup({
    preload: () => void MoreList.preload(),
    expandedWhenClosed: 'false',
  });
  return (
    <>
      <Button color="inherit" endIcon={<ExpandMoreIcon />} {...popup.buttonProps} sx={menuItemSx}>
        {t('nav.more')}
      </Button>
      <AnchoredPopupSlot popup={popup}>
        {(props) => <MoreList.Component {...props} pages={pages} />}
      </AnchoredPopupSlot>
    </>
  );
}

/**
 * Until the header has measured its row (the served HTML and the first render in the browser),
 * the menu shows every entry and may not fit: the entries that do not fit wrap onto a second
 * line that is clipped, so the search boxes keep their place at the right instead of being
 * pushed past the screen's edge; once measured, the entries that did not fit go under 'More'.
 */
const unmeasuredSx = {
  flexShrink: 1,
  minWidth: 0,
  flexWrap: 'wrap',
  // one entry's height (MUI's text button: line-height 1.75, 6 px above and below), so the
  // first line sits where the measured menu puts it
  maxHeight: menuItemSx.fontSize * 1.75 + 12,
  rowGap: 1,
  overflow: 'hidden',
} as const;

/**
 * SHELL-001: the desktop top menu, in the spec's order, showing only the screens that exist
 * (`AVAILABLE_PAGES`): the first `visible` entries in the row, the others under 'More' (decision
 * 018). 'Golf courses' opens its zone/country panel. `measured` is false until the header knows
 * how many entries fit (`unmeasuredSx`).
 */
export function TopMenu({ visible, measured }: { visible: number; measured: boolean }) {
  const { t } = useTranslation('common');
  const localized = useLocalizedPath();
  const pages = headerPages();
  const shown = pages.slice(0, visible);
  const more = pages.slice(visible);
  return (
    <Box
      component="nav"
      aria-label={t('nav.main')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        flexShrink: 0,
        ...(measured ? {} : unmeasuredSx),
      }}
    >
      {shown.map((page) =>
        page.id === 'golfCourses' ? (
          <GolfCoursesMenu key={page.id} />
        ) : (
          <Button
            key={page.id}
            component={NavLink}
            to={localized(page.to)}
            color="inherit"
            sx={{ ...menuItemSx, ...activeSx }}
          >
            {t(`nav.${page.id}`)}
          </Button>
        ),
      )}
      {more.length > 0 && <MoreMenu pages={more} />}
    </Box>
  );
}

/**
 * An invisible copy of the top menu's entries and of its 'More' button at their natural
 * widths, for the header to decide how many fit (`menuLayout`). It stays
 * rendered while the header is collapsed, so the menu comes back as soon as the window is wide
 * enough, and re-measures when the labels change (language, fonts). Hidden from everyone
 * (`visibility: hidden`), it takes no room (a zero-size clipping box).
 */
export function TopMenuGhost({ onMeasure }: { onMeasure: (measure: MenuMeasure) => void }) {
  const { t } = useTranslation('common');
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // the observer also reports once on its start: only a change is passed on
    let last = '';
    const measure = () => {
      const widths = [...el.children].map((child) => child.getBoundingClientRect().width);
      if (widths.join() === last) return;
      last = widths.join();
      onMeasure({ entries: widths.slice(0, -1), more: widths.at(-1) ?? 0 });
    };
    return observeSize(el, measure);
  }, [onMeasure]);
  return (
    <Box
      aria-hidden="true"
      sx={{
        position: 'absolute',
        top: 0,
        left: 0,
        width: 0,
        height: 0,
        overflow: 'hidden',
        visibility: 'hidden',
      }}
    >
      <Box ref={ref} sx={{ display: 'flex', gap: 0.5, width: 'max-content' }}>
        {headerPages().map((page) => (
          <Button
            key={page.id}
            component="span"
            tabIndex={-1}
            color="inherit"
            sx={menuItemSx}
            endIcon={page.id === 'golfCourses' ? <ExpandMoreIcon /> : undefined}
          >
            {t(`nav.${page.id}`)}
          </Button>
        ))}
        <Button
          component="span"
          tabIndex={-1}
          color="inherit"
          sx={menuItemSx}
          endIcon={<ExpandMoreIcon />}
        >
          {t('nav.more')}
        </Button>
      </Box>
    </Box>
  );
}
