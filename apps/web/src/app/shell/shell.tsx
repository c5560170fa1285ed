import { Suspense, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import GlobalStyles from '@mui/material/GlobalStyles';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SPINNER_MAX_PX } from '@bgc/shared';
import { DelayedSpinner } from '../../components/delayed-spinner.js';
import { useCookieConsent } from './cookie-banner.js';
import { CookieBanner } from './cookie-banner-view.js';
import { Footer } from './footer.js';
import { Header, SHELL_MAX_WIDTH } from './header.js';
import { useSessionRejectedRedirect } from '../use-session-rejected-redirect.js';
import { usePageScroll } from '../use-page-scroll.js';
import { getUploads, subscribeUploads } from '../../lib/uploads-in-flight.js';
import { useSession } from '../../lib/session.js';
import { useHydrated } from '../../lib/hydration.js';
import { lazyWithPreload } from '../../components/lazy-with-preload.js';
import { useLocalizedAddress } from '../use-localized-path.js';

// Signed-in-only parts and the upload panel stay out of the initial bundle:
// their chunks load only when a member is signed in, or when an upload starts.
const ChatWidget = lazyWithPreload(
  () => import('../../components/chat/chat-widget.js'),
  (m) => m.ChatWidget,
);
// decision 079: the tab's live socket and the member's refresh
const MemberLive = lazyWithPreload(
  () => import('./member-live.js'),
  (m) => m.MemberLive,
);
// Shown only after scrolling: the scroll-to-top button. (The footer stays in the entry: loaded
// later, it showed at the bottom of the short first screen and then moved down, a layout shift.)
const ScrollTopButton = lazyWithPreload(
  () => import('./scroll-top-button.js'),
  (m) => m.ScrollTopButton,
);
const UploadProgressPanel = lazyWithPreload(
  () => import('../../components/upload-progress/upload-progress-panel.js'),
  (m) => m.UploadProgressPanel,
);

/** Id of the main landmark, target of the skip link. */
const MAIN_ID = 'main-content';

/**
 * A focus ring visible on every background: dark by default; dark regions (header,
 * hero, footer, drawer head) set `--bgc-focus` to a light colour.
 */
const focusRing = (
  <GlobalStyles
    styles={{
      // WCAG 2.4.7: `:root` outranks MUI's `outline: 0` on buttons and links
      ':root :focus-visible': {
        outline: '2px solid var(--bgc-focus, #0b3a1f)',
        outlineOffset: 2,
      },
      ':root input:focus-visible, :root textarea:focus-visible': { outline: 'none' },
    }}
  />
);

/** Until the 'common' catalog has loaded: an empty bar of the header's height (no layout shift). */
function ShellPlaceholder() {
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <Box sx={{ height: { xs: 56, sm: 116 }, bgcolor: 'primary.main' }} />
      <DelayedSpinner size={SPINNER_MAX_PX / 2} minHeight="60vh" />
    </Box>
  );
}

/**
 * What the shell shows over the page once the browser runs it: the upload panel, the scroll
 * button, the cookie banner and the chat. A component of its own, so that the change these parts
 * wait for (hydration, the session, consent) re-renders them alone: in `ShellLayout` it
 * re-rendered the whole page right after hydration, one long task on a phone.
 */
function ShellOverlays() {
  const cookie = useCookieConsent();
  const session = useSession();
  const uploading = useSyncExternalStore(subscribeUploads, getUploads, getUploads).length > 0;
  // the scroll button reads `window`; it mounts after hydration
  const hydrated = useHydrated();
  return (
    <>
      {uploading && (
        <Suspense fallback={null}>
          <UploadProgressPanel.Component variant="floating" />
        </Suspense>
      )}
      {/* Below the app bar's layer, so dialogs, menus and the drawer cover it. */}
      <Box sx={{ position: 'sticky', bottom: 0, zIndex: (theme) => theme.zIndex.appBar - 1 }}>
        {hydrated && (
          <Suspense fallback={null}>
            <ScrollTopButton.Component />
          </Suspense>
        )}
        {/* in the served HTML too, hidden before the first paint where consent exists */}
        {cookie.visible && <CookieBanner onAccept={cookie.accept} onDismiss={cookie.dismiss} />}
      </Box>
      {/* SHELL-015: the chat widget, signed in only (its catalog loads on its own) */}
      {session && (
        <Suspense fallback={null}>
          <MemberLive.Component />
          <ChatWidget.Component />
        </Suspense>
      )}
    </>
  );
}

function ShellLayout() {
  const { t } = useTranslation('common');
  useLocalizedAddress();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {focusRing}
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -64,
          zIndex: 2000,
          bgcolor: 'background.paper',
          color: 'primary.main',
          px: 2,
          py: 1,
          borderRadius: 1,
          fontWeight: 700,
          '&:focus': { top: 8 },
        }}
      >
        {t('skipToContent')}
      </Box>
      <Header />
      <Container
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        maxWidth={false}
        sx={{
          maxWidth: SHELL_MAX_WIDTH,
          flex: 1,
          py: { xs: 2, sm: 3 },
          px: { xs: 2, sm: 3 },
          outline: 'none',
        }}
      >
        {/* a screen's place while its chunk loads: a screen tall, so the footer starts below the
            fold and the screen pushes nothing away when it comes (the signed-in news feed's
            layout shift, 0.15 on a phone with 60vh) */}
        <Suspense fallback={<DelayedSpinner size={SPINNER_MAX_PX / 2} minHeight="100vh" />}>
          <Outlet />
        </Suspense>
      </Container>
      <Footer />
      <ShellOverlays />
    </Box>
  );
}

/**
 * The layout (SHELL-014): skip link, sticky header, the routed screen in a centred
 * container (max 1280 px) behind a Suspense whose spinner shows only after 100 ms
 * (SHELL-028, ≤ 150 px), the footer, the scroll-to-top button (SHELL-016) and the
 * cookie banner on every page until consent (COOKIE-001..004, OPEN-057). The signed-in
 * member is refreshed at start and on live events. A navigation opens the
 * new page at the top, back and forward restore the position (decision 037).
 */
export function Shell() {
  useSessionRejectedRedirect();
  usePageScroll();
  return (
    <Suspense fallback={<ShellPlaceholder />}>
      <ShellLayout />
    </Suspense>
  );
}
