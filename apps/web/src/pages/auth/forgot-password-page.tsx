import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import SendIcon from '@mui/icons-material/Send';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@bgc/shared';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { api } from '../../lib/api-client.js';
import { errorProps, muiRegister } from './auth-form-utils.js';
import { errorText } from './auth-helpers.js';
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
    <AuthLayout
      eyebrow={t('forgot.eyebrow')}
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <Typography color="text.secondary">
          {t('forgot.remembered')}{' '}
          <Link component={RouterLink} to={paths.login()} sx={{ fontWeight: 700 }}>
            {t('forgot.toLogin')}
          </Link>
        </Typography>
      }
    >
      <Box component="form" noValidate onSubmit={onSubmit} aria-busy={request.isPending}>
        <Stack spacing={2.25}>
          {request.isError && <Alert severity="error">{errorText(t, request.error)}</Alert>}
          {done && (
            <Alert severity="success" role="status">
              <Typography sx={{ fontWeight: 700 }}>{t('msg.resetSuccess')}</Typography>
              {t('forgot.successHint')}
            </Alert>
          )}
          <TextField
            {...muiRegister(form.register('email'))}
            {...errorProps(t, form.formState.errors.email)}
            label={t('field.email')}
            type="email"
            autoComplete="email"
            required
            fullWidth
            autoFocus
            disabled={done}
          />
          {done ? (
            <Button
              component={RouterLink}
              to={paths.home()}
              variant="contained"
              size="large"
              disableElevation
              startIcon={<HomeIcon />}
            >
              {t('forgot.backHome')}
            </Button>
          ) : (
            <SubmitButton pending={request.isPending} icon={<SendIcon />}>
              {t('forgot.send')}
            </SubmitButton>
          )}
        </Stack>
      </Box>
    </AuthLayout>
  );
}
