import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import LockResetIcon from '@mui/icons-material/LockReset';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@bgc/shared';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { api } from '../../lib/api-client.js';
import { AuthForm, NewPasswordFields, fieldProps } from './auth-fields.js';
import { RESET_REDIRECT_DELAY_MS, errorText } from './auth-helpers.js';
import { SubmitButton } from '../../components/submit-button.js';
import { AuthLayout } from './auth-layout.js';
import { resetFormSchema, type ResetFormInput, type ResetFormOutput } from './auth-schemas.js';

/**
 * Reset password, `/reset-password?token=…` (AUTH-013..018, ROUTE-022/023): without a token
 * it goes to '/'. Password and confirmation, each with a show/hide toggle ('Confirm password
 * required', 'Confirm password do not match'); `POST /reset-password {token, password}`.
 * Success shows 'Change password success !' and goes to login after 2 s; a failure shows
 * the translated message (ERR-005).
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token) return <Navigate to={paths.home()} replace />;
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.metaTitle'));
  const navigate = useNavigate();
  const form = useForm<ResetFormInput, unknown, ResetFormOutput>({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const reset = useMutation({
    mutationFn: ({ password }: ResetFormOutput) =>
      api.post('/reset-password', { body: { token, password } }),
  });
  const done = reset.isSuccess;
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(
      () => void navigate(paths.login(), { replace: true }),
      RESET_REDIRECT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [done, navigate]);
  const onSubmit = form.handleSubmit((values) => reset.mutate(values));

  return (
    <AuthLayout screen="reset">
      <AuthForm onSubmit={onSubmit} busy={reset.isPending}>
        {reset.isError && (
          <Alert severity="error">
            {errorText(t, reset.error)}{' '}
            <Link
              component={RouterLink}
              to={paths.static('forgot')}
              color="inherit"
              sx={{ fontWeight: 700 }}
            >
              {t('reset.newLink')}
            </Link>
          </Alert>
        )}
        {done && (
          <Alert severity="success" role="status" sx={{ '& .MuiAlert-message': { flex: 1 } }}>
            <Typography sx={{ fontWeight: 700 }}>{t('msg.changePasswordSuccess')}</Typography>
            {t('reset.redirecting')}
            <LinearProgress color="success" sx={{ mt: 1, borderRadius: 1 }} />
          </Alert>
        )}
        <NewPasswordFields
          password={{
            ...fieldProps(t, form, 'password'),
            label: t('field.newPassword'),
            autoFocus: true,
          }}
          confirm={fieldProps(t, form, 'confirm')}
          disabled={done}
        />
        <SubmitButton
          pending={reset.isPending}
          disabled={reset.isPending || done}
          icon={<LockResetIcon />}
        >
          {t('reset.submit')}
        </SubmitButton>
      </AuthForm>
    </AuthLayout>
  );
}
