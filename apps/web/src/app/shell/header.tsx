import { Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthLinks } from './auth-links.js';
import { CourseSearchBox } from './course-search-box.js';
import { HeaderTotals } from './header-totals.js';
import { LanguageSwitcher } from './language-switcher.js';
import { Logo } from './logo.js';
import { MemberSearchBox } from './member-search.js';
import {
  COURSE_SEARCH_MIN_WIDTH,
  MEMBER_SEARCH_MIN_WIDTH,
  menuLayout,
  type MenuMeasure,
} from './header-layout.js';
import { TopMenu, TopMenuGhost } from './top-menu.js';
import { headerPages } from './available-pages.js';
import { lazyWithPreload } from '../../components/lazy-with-preload.js';
import { deferWhileHydrating, observeSize } from '../../lib/hydration.js';
import { useSession } from '../../lib/session.js';

const Drawer = lazyWithPreload(
  () => import('./mobile-drawer.js'),
  (m) => m.MobileDrawer,
);

/** Content width of the shell (header rows, main, footer). */
export const SHELL_MAX_WIDTH = 1280;

/** The bell is for signed-in members only: its chunk (and the notification schemas) loads then. */
const NotificationBell = lazyWithPreload(
  () => import('../../components/notifications/notification-bell.js'),
  (m) => m.NotificationBell,
);

const DRAWER_ID = 'main-drawer';
/** Before the first measure every entry shows (no flash on the first paint). */
const NOT_MEASURED: MenuMeasure = { entries: headerPages().map(() => 0), more: 0 };
const searchSx = {
  '& .MuiOutlinedInput-root': { bgcolor: 'background.paper', borderRadius: 2 },
} as const;

/**
 * Sticky header (SHELL-001..013). Desktop: logo, totals, language, sign-in on the
 * first row; the top menu and the course search on the second. Mobile (< 600 px,
 * SHELL-011): menu button opening the drawer, logo, and a search toggle; the drawer holds
 * the menu, the language switcher and sign-in. On wider screens the top menu shows as many
 * entries as fit its row in the current language and puts the rest under 'More'; the header
 * uses the mobile layout only while fewer than two would fit (`menuLayout`),
 * so labels never overlap or get cut and the language switcher is always reachable.
 * The drawer and the mobile search close on every navigation (ROUTE-008): they
 * remember the path they were opened on.
 */
export function Header() {
  const { t } = useTranslation('common');
  const theme = useTheme();
  // Read at hydration too (`noSsr`): nothing the header shows depends on it until the row is
  // measured, so the hydrating render needs no server answer and no second pass to correct it.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const rowRef = useRef<HTMLDivElement>(null);
  const [menuMeasure, setMenuMeasure] = useState<MenuMeasure>(NOT_MEASURED);
  const [rowWidth, setRowWidth] = useState(0);
  // Until measured, CSS shows the right variant: hydrating, the first measures can come in
  // slices (`deferWhileHydrating`) rather than re-render the header in the hydration's task.
  const onMenuMeasure = useCallback(
    (measure: MenuMeasure) => deferWhileHydrating(() => setMenuMeasure(measure)),
    [],
  );
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    let last = 0;
    const measure = () => {
      const style = getComputedStyle(row);
      const width =
        row.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // the observer also reports once on its start: only a change re-renders
      if (width === last) return;
      last = width;
      deferWhileHydrating(() => setRowWidth(width));
    };
    return observeSize(row, measure);
  }, []);
  const layout = menuLayout(menuMeasure, rowWidth);
  // until the row is measured (the server's render and the hydrating one) the
  // layout is chosen by CSS breakpoints, both variants present, so a phone never gets the
  // desktop header before the scripts run; measured, the header decides as before.
  const measured = rowWidth > 0;
  const mobile = phone || layout.collapsed;
  const showMobile = !measured || mobile;
  const showDesktop = !measured || !mobile;
  const onlyOn = (variant: 'mobile' | 'desktop', display = 'flex') =>
    measured
      ? {}
      : {
          display: variant === 'mobile' ? { xs: display, sm: 'none' } : { xs: 'none', sm: display },
        };
  const { pathname } = useLocation();
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const [searchPath, setSearchPath] = useState<string | null>(null);
  const drawerOpen = mobile && drawerPath === pathname;
  const searchOpen = mobile && searchPath === pathname;
  // Mounted from the first opening on, so that closing can animate.
  const [drawerUsed, setDrawerUsed] = useState(false);
  // the signed-in member gets the bell (NOTIF-002..004)
  const session = useSession();

  return (
    <AppBar
      position="sticky"
      component="header"
      elevation={0}
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        '--bgc-focus': '#fde68a',
        // unmeasured, the top menu shows every entry: never wider than the screen
        ...(measured ? {} : { overflowX: 'clip' }),
      }}
    >
      <TopMenuGhost onMeasure={onMenuMeasure} />
      <Container
        ref={rowRef}
        maxWidth={false}
        sx={{
          maxWidth: SHELL_MAX_WIDTH,
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 1, sm: 2 },
          minHeight: { xs: 56, sm: 64 },
        }}
      >
        {showMobile && (
          <IconButton
            color="inherit"
            edge="start"
            sx={onlyOn('mobile', 'inline-flex')}
            aria-label={t('header.openMenu')}
            aria-controls={DRAWER_ID}
            aria-expanded={drawerOpen}
            onPointerEnter={() => void Drawer.preload()}
            onFocus={() => void Drawer.preload()}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerPath(pathname);
            }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Logo compact={measured && mobile} />
        {showDesktop && (
          <Box
            sx={{
              display: 'none',
              ml: 2,
              opacity: 0.95,
              // from 900 px: narrower, the first row needs the room for language and sign-in
              [theme.breakpoints.up(900)]: { display: 'block' },
            }}
          >
            <HeaderTotals />
          </Box>
        )}
        <Box sx={{ flex: 1 }} />
        {showDesktop && (
          <Box sx={{ display: 'flex', alignItems: 'center', ...onlyOn('desktop') }}>
            <LanguageSwitcher />
          </Box>
        )}
        {session && (
          <Suspense fallback={null}>
            <NotificationBell.Component userId={session.user.id} />
          </Suspense>
        )}
        {showDesktop && (
          <Box sx={{ display: 'flex', alignItems: 'center', ...onlyOn('desktop') }}>
            <AuthLinks />
          </Box>
        )}
        {showMobile && (
          <IconButton
            color="inherit"
            edge="end"
            sx={onlyOn('mobile', 'inline-flex')}
            aria-label={searchOpen ? t('search.close') : t('search.open')}
            aria-expanded={searchOpen}
            onClick={() => setSearchPath(searchOpen ? null : pathname)}
          >
            {searchOpen ? <CloseIcon /> : <SearchIcon />}
          </IconButton>
        )}
      </Container>
      {showDesktop && (
        <Box sx={{ bgcolor: 'primary.dark', ...onlyOn('desktop', 'block') }}>
          <Container
            maxWidth={false}
            sx={{
              maxWidth: SHELL_MAX_WIDTH,
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              minHeight: 52,
            }}
          >
            <TopMenu visible={layout.visible} measured={measured} />
            {/* pushed right by its auto margin, not by a spacer: a spacer is one more flex gap
                than `menuLayout` counts (two), which pushed the member search out at the right
                edge at some widths (SHELL-001) */}
            <Box
              role="search"
              sx={{
                ml: 'auto',
                width: 400,
                minWidth: COURSE_SEARCH_MIN_WIDTH,
                flexShrink: 1,
                ...searchSx,
              }}
            >
              <CourseSearchBox />
            </Box>
            <Box
              sx={{ width: 260, minWidth: MEMBER_SEARCH_MIN_WIDTH, flexShrink: 0.5, ...searchSx }}
            >
              <MemberSearchBox />
            </Box>
          </Container>
        </Box>
      )}
      {searchOpen && (
        <Box role="search" sx={{ px: 1.5, pb: 1.5, ...searchSx }}>
          <CourseSearchBox id="course-search-mobile" autoFocus />
        </Box>
      )}
      {mobile && drawerUsed && (
        <Suspense fallback={null}>
          <Drawer.Component id={DRAWER_ID} open={drawerOpen} onClose={() => setDrawerPath(null)} />
        </Suspense>
      )}
    </AppBar>
  );
}
