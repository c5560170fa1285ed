import { useImperativeHandle, type Ref } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/LockOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePasswordSchema } from '@bgc/shared';
import { PasswordField } from '../../components/password-field.js';
import {
  errorProps,
  showServerErrors,
  validValues,
  type SectionHandle,
} from './profile-form-utils.js';
import { muiRegister } from '../../lib/mui-register.js';
import { SectionCard, ViewList, ViewRow } from './section-card.js';

type PasswordInput = z.input<typeof changePasswordSchema>;
type PasswordOutput = z.output<typeof changePasswordSchema>;
const EMPTY: PasswordInput = { currentPassword: '', newPassword: '' };
const FIELDS = ['currentPassword', 'newPassword'] as const;
/** The two password fields in their order, with the autocomplete token of each. */
const PASSWORD_FIELDS = [
  ['currentPassword', 'current-password'],
  ['newPassword', 'new-password'],
] as const;

export interface AccountSectionProps {
  email: string;
  editing: boolean;
  onEdit: () => void;
  ref?: Ref<SectionHandle>;
}

/**
 * 'Account' section (PROF-012..014, AUTH-041): the email, shown disabled (it cannot change);
 * changing the password needs the current and the new one (both 'Field is required', the new
 * one ≥ 6: 'Field must be more than 6 characters'), sent with the other sections in the one
 * `PUT /me` of the tab's 'Save'. The answer's fresh token is stored by the
 * API client. A wrong current password ('Current password is incorrect') saves nothing and
 * shows on that field. Both fields empty: nothing to save.
 */
export function AccountSection({ email, editing, onEdit, ref }: AccountSectionProps) {
  const { t } = useTranslation('profile');
  const form = useForm<PasswordInput, unknown, PasswordOutput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });
  const { errors } = form.formState;

  useImperativeHandle(
    ref,
    (): SectionHandle => ({
      collect: async (focus) => {
        const values = form.getValues();
        if (values.currentPassword === '' && values.newPassword === '') {
          form.clearErrors();
          return { state: 'unchanged' };
        }
        const valid = await validValues(form, FIELDS, focus);
        return valid ? { state: 'changed', body: valid } : { state: 'invalid' };
      },
      saved: () => form.reset(EMPTY),
      failed: (fields, focus) => showServerErrors(form, FIELDS, fields, focus),
      reset: () => form.reset(EMPTY),
    }),
    [form],
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
            {PASSWORD_FIELDS.map(([name, autoComplete]) => (
              <PasswordField
                key={name}
                {...muiRegister(form.register(name))}
                {...errorProps(t, errors[name])}
                label={t(`account.${name}`)}
                autoComplete={autoComplete}
                fullWidth
              />
            ))}
          </Stack>
        </Stack>
      }
    />
  );
}
