import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import { useMutation } from '@tanstack/react-query';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MSG, REGISTER_STEP_DELAY_MS, paths } from '@bgc/shared';
import { api } from '../../lib/api-client.js';
import { AuthForm, EmailField, NewPasswordFields, fieldProps } from './auth-fields.js';
import { errorText, messageText } from './auth-helpers.js';
import type { AccountStepInput, AccountStepOutput } from './auth-schemas.js';

export interface RegisterAccountStepProps {
  form: UseFormReturn<AccountStepInput, unknown, AccountStepOutput>;
  /** Called after the email check and the 2 s stepper delay (AUTH-026). */
  onDone: (values: AccountStepOutput) => void;
}

/**
 * Registration step 1 'Create Account' (AUTH-020..026): email, password, confirmation and the
 * terms checkbox (link to /terms.html, opened in a new tab so the form stays). 'Register'
 * validates, then asks `GET /check-email/{email}`: a used email shows 'E-mail already exists'
 * on the field and stays; otherwise a progress bar runs for `REGISTER_STEP_DELAY_MS` (2 s)
 * and the wizard moves on.
 */
export function RegisterAccountStep({ form, onDone }: RegisterAccountStepProps) {
  const { t } = useTranslation('auth');
  const [advancing, setAdvancing] = useState<AccountStepOutput | null>(null);
  const check = useMutation({
    mutationFn: ({ email }: AccountStepOutput) =>
      api.get(`/check-email/${encodeURIComponent(email)}`),
    onSuccess: ({ exists }, values) => {
      if (exists) form.setError('email', { message: MSG.emailExists }, { shouldFocus: true });
      else setAdvancing(values);
    },
  });
  useEffect(() => {
    if (!advancing) return;
    const timer = window.setTimeout(() => onDone(advancing), REGISTER_STEP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [advancing, onDone]);
  const busy = check.isPending || advancing !== null;
  const onSubmit = form.handleSubmit((values) => check.mutate(values));

  return (
    <AuthForm onSubmit={onSubmit} busy={busy} padTop>
      <EmailField {...fieldProps(t, form, 'email')} disabled={advancing !== null} />
      <NewPasswordFields
        password={{ ...fieldProps(t, form, 'password'), label: t('field.password') }}
        confirm={fieldProps(t, form, 'confirm')}
        disabled={advancing !== null}
      />
      <Controller
        control={form.control}
        name="terms"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} required>
            <FormControlLabel
              sx={{ alignItems: 'flex-start', mr: 0 }}
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  name={field.name}
                  disabled={advancing !== null}
                  sx={{ mt: -0.75, ...(fieldState.error ? { color: 'error.main' } : {}) }}
                  slotProps={{ input: { 'aria-invalid': Boolean(fieldState.error) } }}
                />
              }
              label={
                <Typography variant="body2" component="span">
                  <Trans
                    t={t}
                    i18nKey="register.terms"
                    components={{
                      terms: (
                        <Link
                          component={RouterLink}
                          to={paths.static('terms')}
                          target="_blank"
                          rel="noopener"
                        />
                      ),
                    }}
                  />
                </Typography>
              }
            />
            {fieldState.error && (
              <FormHelperText sx={{ mt: 0 }}>
                {messageText(t, fieldState.error.message)}
              </FormHelperText>
            )}
          </FormControl>
        )}
      />
      {check.isError && (
        <Typography role="alert" color="error" variant="body2">
          {errorText(t, check.error)}
        </Typography>
      )}
      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disableElevation
          fullWidth
          disabled={busy}
          startIcon={
            check.isPending ? <CircularProgress size={18} color="inherit" /> : <HowToRegIcon />
          }
        >
          {t('register.submitAccount')}
        </Button>
        {advancing && (
          <Box role="status" sx={{ mt: 1.5 }}>
            <LinearProgress aria-label={t('register.advancing')} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
              {t('register.advancing')}
            </Typography>
          </Box>
        )}
      </Box>
    </AuthForm>
  );
}
