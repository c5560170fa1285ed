import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@bgc/shared';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { api } from '../../lib/api-client.js';
import { startSession } from '../../lib/session.js';
import type { LoginPageState } from './login-page.js';

export interface LoginTokenPageProps {
  /** The email segment of the path (already decoded by `parsePath`). */
  email: string;
  /** The one-time transfer code segment. */
  token: string;
}

/**
 * Login by link, `/login-token/{email}/{token}` (ROUTE-041, AUTH-039, D-01): used when a
 * signed-in member switches country edition. `POST /auth/token-login {email, code}`; success
 * stores the session and goes to the homepage; failure (an invalid, expired or used code)
 * goes to the login page, which shows a warning. The code is single-use, so the call is made
 * once even when React runs effects twice (StrictMode).
 */
export default function LoginTokenPage({ email, token }: LoginTokenPageProps) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('loginToken.metaTitle'));
  const navigate = useNavigate();
  const started = useRef<string | null>(null);

  useEffect(() => {
    const attempt = `${email}/${token}`;
    if (started.current === attempt) return;
    started.current = attempt;
    const signIn = async () => {
      try {
        const answer = await api.post('/auth/token-login', {
          body: { email: email.trim().toLowerCase(), code: token },
        });
        startSession(answer);
        await navigate(paths.home(), { replace: true });
      } catch {
        const state: LoginPageState = { tokenLoginFailed: true };
        await navigate(paths.login(), { replace: true, state });
      }
    };
    void signIn();
  }, [email, token, navigate]);

  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', textAlign: 'center' }}
    >
      <Box>
        <CircularProgress size={44} />
        <Typography sx={{ mt: 2, fontWeight: 600 }}>{t('loginToken.signingIn')}</Typography>
      </Box>
    </Box>
  );
}
