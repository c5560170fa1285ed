import { Suspense } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../use-localized-path.js';
import { paths } from '@bgc/shared';
import { lazyWithPreload } from '../../components/lazy-with-preload.js';
import { useSession } from '../../lib/session.js';

/** SHELL-005..008: the signed-in menu, a chunk of its own (loaded only when signed in). */
const UserMenu = lazyWithPreload(
  () => import('./user-menu.js'),
  (m) => m.UserMenu,
);

export interface AuthLinksProps {
  /** 'header': inline on the dark bar; 'drawer': stacked, full width. */
  variant?: 'header' | 'drawer';
  onNavigate?: () => void;
}

/**
 * SHELL-009 / SHELL-010: signed out, a 'Sign in' link (hidden on the login page)
 * and a 'Become a MEMBER' button. Signed in: the user menu (SHELL-005..008) instead.
 */
export function AuthLinks({ variant = 'header', onNavigate }: AuthLinksProps) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const session = useSession();
  const localized = useLocalizedPath();
  if (session) {
    return (
      <Suspense fallback={null}>
        <UserMenu.Component variant={variant} onNavigate={onNavigate} />
      </Suspense>
    );
  }
  const loginPath = localized(paths.static('login'));
  const drawer = variant === 'drawer';
  return (
    <Stack
      direction={drawer ? 'column' : 'row'}
      spacing={drawer ? 1 : 1}
      sx={{ alignItems: 'stretch', flexShrink: 0 }}
    >
      {pathname !== loginPath && (
        <Button
          component={RouterLink}
          to={loginPath}
          onClick={onNavigate}
          color={drawer ? 'primary' : 'inherit'}
          variant={drawer ? 'outlined' : 'text'}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('auth.signIn')}
        </Button>
      )}
      <Button
        component={RouterLink}
        to={paths.static('register')}
        onClick={onNavigate}
        variant="contained"
        color="secondary"
        disableElevation
        sx={{ whiteSpace: 'nowrap' }}
      >
        {t('auth.becomeMember')}
      </Button>
    </Stack>
  );
}
