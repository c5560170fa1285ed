import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { paths } from '@bgc/shared';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { api } from '../../lib/api-client.js';
import { AuthForm, EmailField, fieldProps } from './auth-fields.js';
import { errorText } from './auth-helpers.js';
import { HomeButton } from '../../components/home-button.js';
import { SubmitButton } from '../../components/submit-button.js';
import { AuthLayout } from './auth-layout.js';
import { forgotFormSchema, type ForgotFormInput, type ForgotFormOutput } from './auth-schemas.js';

/**
 * Forgot password, `/forgot-password.html` (AUTH-009..012, ROUTE-021): an email (required,
 * lower-cased) and 'Send' → `POST /request-reset-password {email, returnUrl}` with
 * `returnUrl = origin + '/reset-password'`. Success shows 'Success ! Check your email.' and
 * the button becomes 'Back home' (to '/'); a failure shows the translated message (ERR-005).
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('forgot.metaTitle'));
  const form = useForm<ForgotFormInput, unknown, ForgotFormOutput>({
    resolver: zodResolver(forgotFormSchema),
    defaultValues: { email: '' },
  });
  const request = useMutation({
    mutationFn: ({ email }: ForgotFormOutput) =>
      api.post('/request-reset-password', {
        body: { email, returnUrl: `${window.location.origin}${paths.resetPassword()}` },
      }),
  });
  const onSubmit = form.handleSubmit((values) => request.mutate(values));
  const done = request.isSuccess;

  return (
    <AuthLayout screen="forgot">
      <AuthForm onSubmit={onSubmit} busy={request.isPending}>
        {request.isError && <Alert severity="error">{errorText(t, request.error)}</Alert>}
        {done && (
          <Alert severity="success" role="status">
            <Typography sx={{ fontWeight: 700 }}>{t('msg.resetSuccess')}</Typography>
            {t('forgot.successHint')}
          </Alert>
        )}
        <EmailField {...fieldProps(t, form, 'email')} autoFocus disabled={done} />
        {done ? (
          <HomeButton>{t('forgot.backHome')}</HomeButton>
        ) : (
          <SubmitButton pending={request.isPending} icon={<SendIcon />}>
            {t('forgot.send')}
          </SubmitButton>
        )}
      </AuthForm>
    </AuthLayout>
  );
}
