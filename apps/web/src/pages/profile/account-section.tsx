import { useImperativeHandle, type Ref } from 'react';
import { Stack, TextField, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/LockOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePasswordSchema } from '@bgc/shared';
import { PasswordField } from '../../components/password-field.js';
import { useToast } from '../../components/toast.js';
import { ApiError, apiRequest } from '../../lib/api-client.js';
import {
  errorProps,
  muiRegister,
  type SaveResult,
  type SectionHandle,
} from './profile-form-utils.js';
import { SectionCard, ViewList, ViewRow } from './section-card.js';
import { apiErrorText } from '../../lib/error-text.js';

type PasswordInput = z.input<typeof changePasswordSchema>;
type PasswordOutput = z.output<typeof changePasswordSchema>;
const EMPTY: PasswordInput = { currentPassword: '', newPassword: '' };

export interface AccountSectionProps {
  email: string;
  editing: boolean;
  onEdit: () => void;
  ref?: Ref<SectionHandle>;
}

/**
 * 'Account' section (PROF-012..014, AUTH-041): the email, shown disabled (it cannot change);
 * changing the password needs the current and the new one (both 'Field is required', the new
 * one ≥ 6: 'Field must be more than 6 characters'), sent as `PUT /me/password`. The answer's
 * fresh token is stored by the API client. A wrong current password shows the server's
 * message on that field. Both fields empty: nothing to save.
 */
export function AccountSection({ email, editing, onEdit, ref }: AccountSectionProps) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const form = useForm<PasswordInput, unknown, PasswordOutput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  useImperativeHandle(
    ref,
    (): SectionHandle => ({
      submit: async (focus) => {
        const values = form.getValues();
        if (values.currentPassword === '' && values.newPassword === '') {
          form.clearErrors();
          return 'unchanged';
        }
        let result: SaveResult = 'invalid';
        await form.handleSubmit(
          async (valid) => {
            try {
              await apiRequest<{ newPassword: boolean }>('PUT', '/me/password', { body: valid });
              form.reset(EMPTY);
              result = 'saved';
            } catch (error) {
              result = 'failed';
              const field = error instanceof ApiError ? error.fields?.currentPassword : undefined;
              if (field)
                form.setError('currentPassword', { message: field }, { shouldFocus: focus });
              else toast.error(apiErrorText(error));
            }
          },
          (invalid) => {
            const first = (Object.keys(invalid) as Array<keyof PasswordInput>)[0];
            if (focus && first) form.setFocus(first);
          },
        )();
        return result;
      },
      reset: () => form.reset(EMPTY),
    }),
    [form, toast],
  );

  const emailField = (
    <TextField label={t('account.email')} value={email} disabled fullWidth autoComplete="email" />
  );

  return (
    <SectionCard
      id="profile-account"
      title={t('sections.account')}
      icon={<LockIcon />}
      editing={editing}
      onEdit={onEdit}
      view={
        <ViewList>
          <ViewRow label={t('account.email')}>{email}</ViewRow>
          <ViewRow label={t('account.password')}>{'\u2022'.repeat(8)}</ViewRow>
        </ViewList>
      }
      form={
        <Stack spacing={2} component="div">
          {emailField}
          <Typography variant="body2" color="text.secondary">
            {t('account.passwordHint')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <PasswordField
              {...muiRegister(form.register('currentPassword'))}
              {...errorProps(t, errors.currentPassword)}
              label={t('account.currentPassword')}
              autoComplete="current-password"
              fullWidth
            />
            <PasswordField
              {...muiRegister(form.register('newPassword'))}
              {...errorProps(t, errors.newPassword)}
              label={t('account.newPassword')}
              autoComplete="new-password"
              fullWidth
            />
          </Stack>
        </Stack>
      }
    />
  );
}
