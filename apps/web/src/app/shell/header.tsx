import { Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { AppBar, Box, Container, IconButton, useMediaQuery } from '@mui/material';
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
import { COURSE_SEARCH_MIN_WIDTH, MEMBER_SEARCH_MIN_WIDTH, menuFits } from './header-layout.js';
import { TopMenu, TopMenuGhost } from './top-menu.js';
import { lazyWithPreload } from '../../components/lazy-with-preload.js';
import { useLiveConnection } from '../../lib/live-socket.js';
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
const searchSx = {
  '& .MuiOutlinedInput-root': { bgcolor: 'background.paper', borderRadius: 2 },
} as const;

/**
 * Sticky header (SHELL-001..013). Desktop: logo, totals, language, sign-in on the
 * first row; the top menu and the course search on the second. Mobile (< 600 px,
 * SHELL-011): menu button opening the drawer, logo, and a search toggle. Wider screens
 * use the mobile layout too while the measured top menu does not fit its row in the
 * current language (`menuFits`, issue 12 item 2), so labels never overlap or get cut.
 * The drawer and the mobile search close on every navigation (ROUTE-008): they
 * remember the path they were opened on.
 */
export function Header() {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const rowRef = useRef<HTMLDivElement>(null);
  const [menuWidth, setMenuWidth] = useState(0);
  const [rowWidth, setRowWidth] = useState(0);
  const onMenuWidth = useCallback((width: number) => setMenuWidth(width), []);
  useLayoutEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const measure = () => {
      const style = getComputedStyle(row);
      setRowWidth(row.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, []);
  const mobile = phone || !menuFits(menuWidth, rowWidth);
  const { pathname } = useLocation();
  const [drawerPath, setDrawerPath] = useState<string | null>(null);
  const [searchPath, setSearchPath] = useState<string | null>(null);
  const drawerOpen = mobile && drawerPath === pathname;
  const searchOpen = mobile && searchPath === pathname;
  // Mounted from the first opening on, so that closing can animate.
  const [drawerUsed, setDrawerUsed] = useState(false);
  // D-02 live events for the signed-in member (the bell, NOTIF-003)
  useLiveConnection();
  const session = useSession();

  return (
    <AppBar
      position="sticky"
      component="header"
      elevation={0}
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', '--bgc-focus': '#fde68a' }}
    >
      <TopMenuGhost onWidth={onMenuWidth} />
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
        {mobile && (
          <IconButton
            color="inherit"
            edge="start"
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
        <Logo compact={mobile} />
        {!mobile && (
          <Box
            sx={{
              display: 'none',
              ml: 2,
              opacity: 0.95,
              [theme.breakpoints.up(760)]: { display: 'block' },
            }}
          >
            <HeaderTotals />
          </Box>
        )}
        <Box sx={{ flex: 1 }} />
        {!mobile && <LanguageSwitcher />}
        {session && (
          <Suspense fallback={null}>
            <NotificationBell.Component userId={session.user.id} />
          </Suspense>
        )}
        {!mobile && <AuthLinks />}
        {mobile && (
          <IconButton
            color="inherit"
            edge="end"
            aria-label={searchOpen ? t('search.close') : t('search.open')}
            aria-expanded={searchOpen}
            onClick={() => setSearchPath(searchOpen ? null : pathname)}
          >
            {searchOpen ? <CloseIcon /> : <SearchIcon />}
          </IconButton>
        )}
      </Container>
      {!mobile && (
        <Box sx={{ bgcolor: 'primary.dark' }}>
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
            <TopMenu />
            <Box sx={{ flex: 1, minWidth: 0 }} />
            <Box
              role="search"
              sx={{ width: 400, minWidth: COURSE_SEARCH_MIN_WIDTH, flexShrink: 1, ...searchSx }}
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
