import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@bgc/shared';
import { getSession } from '../../lib/session.js';
import { useConfirm } from './confirm-dialog-context.js';

/**
 * SHELL-027 / ERR-011 / ROLE-*: guards an action that needs a signed-in member. The returned
 * function resolves true at once when signed in; otherwise it opens 'Warning' / 'You need
 * to login' and resolves false; 'Confirm' goes to `paths.login(current path + query)`,
 * 'Cancel' stays on the page.
 *
 * @example
 *   const requireLogin = useRequireLogin();
 *   const onFollow = async () => { if (!(await requireLogin())) return; follow.mutate(); };
 */
export function useRequireLogin(): () => Promise<boolean> {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { t } = useTranslation('auth', { useSuspense: false });
  return useCallback(async () => {
    if (getSession()) return true;
    const goToLogin = await confirm({ title: t('dialog.warning'), message: t('dialog.needLogin') });
    if (goToLogin) await navigate(paths.login(`${pathname}${search}`));
    return false;
  }, [confirm, navigate, pathname, search, t]);
}
