import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths, type Edition, type EditionId } from '@bgc/shared';
import { api } from '../../lib/api-client.js';
import { getSession } from '../../lib/session.js';
import { useHydrated } from '../../lib/hydration.js';
import { editionsQuery } from '../../components/site-queries.js';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/index.js';

/**
 * SHELL-021 / I18N-009: whether the page runs inside the mobile app wrapper, which hides the
 * country switcher. The wrapper's web view announces itself with 'BGCApp' in its user agent
 * (or the React Native bridge object).
 */
export function isAppWrapper(): boolean {
  return (
    /\bBGCApp\b/.test(navigator.userAgent) ||
    typeof (window as { ReactNativeWebView?: unknown }).ReactNativeWebView !== 'undefined'
  );
}

/**
 * The address that opens `edition` (I18N-007/008): the saved language is cleared so the new
 * host's own language applies (D-08), and a signed-in member is carried over with a one-time
 * transfer code (POST /auth/transfer, D-01) through `/login-token/{email}/{code}`.
 */
export async function editionTarget(edition: Edition): Promise<string> {
  try {
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage unavailable: nothing saved to clear
  }
  const session = getSession();
  if (!session) return `${edition.origin}${paths.home()}`;
  const { code } = await api.post('/auth/transfer');
  return `${edition.origin}${paths.loginToken(session.user.email, code)}`;
}

/**
 * SHELL-021 / I18N-006..009: the footer's country switcher, listing the editions configured on
 * the server (GET /editions); hidden when none is configured or inside the app wrapper.
 */
export function EditionSwitcher() {
  const { t } = useTranslation('common');
  const [leaving, setLeaving] = useState(false);
  const query = useQuery(editionsQuery);
  // the current origin is known in the browser only (after hydration)
  const hydrated = useHydrated();
  const editions = query.data?.editions ?? [];
  if (!hydrated || editions.length === 0 || isAppWrapper()) return null;
  const current = editions.find((e) => e.origin === window.location.origin);

  const choose = async (id: EditionId) => {
    const edition = editions.find((e) => e.id === id);
    if (!edition || edition === current) return;
    setLeaving(true);
    try {
      window.location.assign(await editionTarget(edition));
    } catch {
      setLeaving(false);
    }
  };

  return (
    <TextField
      select
      size="small"
      label={t('footer.edition')}
      value={current?.id ?? ''}
      disabled={leaving}
      helperText={leaving ? t('footer.editionOpening') : undefined}
      onChange={(e) => void choose(e.target.value as EditionId)}
      sx={{
        minWidth: 220,
        '& .MuiInputBase-root, & .MuiInputLabel-root, & .MuiFormHelperText-root, & .MuiSvgIcon-root':
          { color: 'inherit' },
        '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255,255,255,0.5)' },
        '& .MuiInputLabel-root.Mui-focused': { color: 'inherit' },
      }}
      slotProps={{ select: { inputProps: { 'data-testid': 'edition-switcher' } } }}
    >
      {editions.map((e) => (
        <MenuItem key={e.id} value={e.id}>
          {t(`footer.editions.${e.id}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
