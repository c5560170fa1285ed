import { useEffect, useState } from 'react';
import Fab from '@mui/material/Fab';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.js';

/** True once the page is scrolled past half a screen height (SHELL-016). */
function useScrolledPastHalfScreen(): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > window.innerHeight / 2);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, []);
  return past;
}

/**
 * SHELL-016: scroll-to-top button, shown only while signed out, once the
 * page is scrolled past half a screen height. Positioned by the shell just above the cookie
 * banner.
 */
export function ScrollTopButton() {
  const signedIn = useSession() !== null;
  return signedIn ? null : <ScrollTopFab />;
}

function ScrollTopFab() {
  const { t } = useTranslation('common');
  const visible = useScrolledPastHalfScreen();
  const reduceMotion =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <Fab
      color="primary"
      size="medium"
      aria-label={t('scrollTop')}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={() => window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })}
      sx={{
        position: 'absolute',
        right: { xs: 16, sm: 24 },
        bottom: 'calc(100% + 16px)',
        transition: 'transform .2s, opacity .2s, visibility .2s',
        transform: visible ? 'scale(1)' : 'scale(0.4)',
        opacity: visible ? 1 : 0,
        visibility: visible ? 'visible' : 'hidden',
      }}
    >
      <KeyboardArrowUpIcon />
    </Fab>
  );
}
