import type { FormEventHandler, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField, type PasswordFieldProps } from '../../components/password-field.js';
import { errorProps } from './auth-form-utils.js';
import { muiRegister } from '../../lib/mui-register.js';
import type { Translate } from './auth-helpers.js';

export interface AuthFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While sending: `aria-busy` on the form. */
  busy: boolean;
  /** The registration steps sit under the stepper with a little space (8 px). */
  padTop?: boolean;
  children: ReactNode;
}

/** The `<form>` of an auth screen: no browser validation (the zod messages show), a 18 px stack. */
export function AuthForm({ onSubmit, busy, padTop, children }: AuthFormProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <Stack spacing={2.25} sx={padTop ? { pt: 1 } : undefined}>
        {children}
      </Stack>
    </Box>
  );
}

/**
 * The required email field of the auth forms (login AUTH-001..008, forgot AUTH-009..012,
 * registration AUTH-020..026), labelled 'Email'.
 */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      {...props}
      label={t('field.email')}
      type="email"
      autoComplete="email"
      required
      fullWidth
    />
  );
}

export interface NewPasswordFieldsProps {
  /** The password field's form props and label ('Password', 'New password'). */
  password: PasswordFieldProps;
  /** The confirmation field's form props (label 'Confirm password'). */
  confirm: PasswordFieldProps;
  disabled: boolean;
}

/**
 * A new password and its confirmation (registration AUTH-020..026, reset AUTH-013..018): both required, the browser
 * offers to generate and save a password.
 */
export function NewPasswordFields({ password, confirm, disabled }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const shared = { autoComplete: 'new-password', required: true, fullWidth: true, disabled };
  return (
    <>
      <PasswordField {...password} {...shared} />
      <PasswordField {...confirm} label={t('field.confirmPassword')} {...shared} />
    </>
  );
}

/**
 * Everything a MUI `TextField` needs from the form for the field `name`: its registration
 * (`muiRegister`) and its translated error (`errorProps`).
 */
export function fieldProps<T extends FieldValues, O>(
  t: Translate,
  form: UseFormReturn<T, unknown, O>,
  name: Path<T>,
) {
  return {
    ...muiRegister(form.register(name)),
    ...errorProps(t, form.getFieldState(name, form.formState).error),
  };
}
