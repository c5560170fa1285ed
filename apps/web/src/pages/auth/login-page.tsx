import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import LoginIcon from '@mui/icons-material/Login';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@bgc/shared';
import { PasswordField } from '../../components/password-field.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { api } from '../../lib/api-client.js';
import { startSession } from '../../lib/session.js';
import { AuthForm, EmailField, fieldProps } from './auth-fields.js';
import { errorText, safeRedirect } from './auth-helpers.js';
import { SubmitButton } from '../../components/submit-button.js';
import { AuthLayout } from './auth-layout.js';
import { loginFormSchema, type LoginFormInput, type LoginFormOutput } from './auth-schemas.js';

/** Router state the login-token screen leaves when its link failed (ROUTE-041). */
export interface LoginPageState {
  tokenLoginFailed?: boolean;
}

/**
 * Login, `/login.html?redirect=…` (AUTH-001..008, ROUTE-003, ROUTE-020): email and password
 * (required; 'Invalid email'; the email is lower-cased), links to forgot password and to
 * register. `POST /auth`; a failure shows the (translated) server message in an alert
 * (AUTH-006, ERR-004); success stores the session (AUTH-004) and goes to the `redirect`
 * query when it is a same-site path, else to the homepage (AUTH-005).
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.metaTitle'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const tokenLoginFailed = (location.state as LoginPageState | null)?.tokenLoginFailed === true;
  const form = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useMutation({
    mutationFn: (body: LoginFormOutput) => api.post('/auth', { body }),
    onSuccess: async (answer) => {
      startSession(answer);
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    },
  });
  const onSubmit = form.handleSubmit((values) => login.mutate(values));

  return (
    <AuthLayout screen="login">
      <AuthForm onSubmit={onSubmit} busy={login.isPending}>
        {login.isError ? (
          <Alert severity="error">{errorText(t, login.error)}</Alert>
        ) : tokenLoginFailed ? (
          <Alert severity="warning">{t('loginToken.failed')}</Alert>
        ) : null}
        <EmailField {...fieldProps(t, form, 'email')} autoFocus />
        <Box>
          <PasswordField
            {...fieldProps(t, form, 'password')}
            label={t('field.password')}
            autoComplete="current-password"
            required
            fullWidth
          />
          <Box sx={{ textAlign: 'right', mt: 0.75 }}>
            <Link component={RouterLink} to={paths.static('forgot')} variant="body2">
              {t('login.forgot')}
            </Link>
          </Box>
        </Box>
        <SubmitButton pending={login.isPending} icon={<LoginIcon />}>
          {t('login.submit')}
        </SubmitButton>
      </AuthForm>
    </AuthLayout>
  );
}
