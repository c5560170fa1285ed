import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import SendIcon from '@mui/icons-material/Send';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SUB_ROLES } from '@bgc/shared';
import { LanguagesSelect } from '../../components/languages-select.js';
import { SubmitButton } from '../../components/submit-button.js';
import { LocationSelect } from '../../components/location-select.js';
import { NameFields } from '../../components/name-fields.js';
import { PhoneInput } from '../../components/phone-input.js';
import { SubRolesPicker, type SubRoleId } from '../../components/sub-roles-picker.js';
import { errorProps, muiRegister } from './auth-form-utils.js';
import { messageText } from './auth-helpers.js';
import type { InfoStepInput, InfoStepOutput } from './auth-schemas.js';

export interface RegisterInfoStepProps {
  form: UseFormReturn<InfoStepInput, unknown, InfoStepOutput>;
  onSubmit: (values: InfoStepOutput) => void;
  sending: boolean;
}

/** Catalog key of each sub-role checkbox ('I'm a Coach', …). */
const SUB_ROLE_KEY: Readonly<Record<SubRoleId, string>> = {
  [SUB_ROLES.Coach]: 'register.coach',
  [SUB_ROLES.Golfer]: 'register.golfer',
  [SUB_ROLES.Vlogger]: 'register.vlogger',
};

/**
 * Registration step 2 'Information' (AUTH-027..031): the sub-role checkboxes (ids 1 Coach,
 * 2 Golfer, 3 Vlogger), first and last name (required, ≤ 15), languages (1..3), country,
 * state and city (dependent pickers), phone (dial code + digits) and 'Send'. The first name
 * takes the focus when the step opens.
 */
export function RegisterInfoStep({ form, onSubmit, sending }: RegisterInfoStepProps) {
  const { t } = useTranslation('auth');
  const { errors } = form.formState;
  const { setFocus, setValue, control } = form;
  const [country, state, city] = useWatch({ control, name: ['country', 'state', 'city'] });
  useEffect(() => setFocus('firstName'), [setFocus]);

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={sending}>
      <Stack spacing={2.25} sx={{ pt: 1 }}>
        <Controller
          control={control}
          name="subRoles"
          render={({ field }) => (
            <SubRolesPicker
              value={field.value ?? []}
              onChange={field.onChange}
              inputRef={field.ref}
              labelId="register-sub-roles"
              label={t('register.subRoles')}
              optionLabel={(id) => t(SUB_ROLE_KEY[id])}
            />
          )}
        />
        <NameFields
          first={{
            ...muiRegister(form.register('firstName')),
            ...errorProps(t, errors.firstName),
            label: t('field.firstName'),
          }}
          last={{
            ...muiRegister(form.register('lastName')),
            ...errorProps(t, errors.lastName),
            label: t('field.lastName'),
          }}
        />
        <Controller
          control={control}
          name="languages"
          render={({ field, fieldState }) => (
            <LanguagesSelect
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              label={t('field.languages')}
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error ? messageText(t, fieldState.error.message) : undefined}
            />
          )}
        />
        <LocationSelect
          value={{ country: country ?? null, state: state ?? null, city: city ?? null }}
          onChange={(next) => {
            setValue('country', next.country, { shouldDirty: true });
            setValue('state', next.state, { shouldDirty: true });
            setValue('city', next.city, { shouldDirty: true });
          }}
          errors={{
            country: messageText(t, errors.country?.message),
            state: messageText(t, errors.state?.message),
            city: messageText(t, errors.city?.message),
          }}
        />
        <Controller
          control={control}
          name="phone"
          render={({ field, fieldState }) => (
            <PhoneInput
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              name={field.name}
              label={t('field.phone')}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error ? messageText(t, fieldState.error.message) : undefined}
            />
          )}
        />
        <SubmitButton pending={sending} icon={<SendIcon />}>
          {t('register.send')}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
