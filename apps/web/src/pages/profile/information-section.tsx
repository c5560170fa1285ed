import { useImperativeHandle, useMemo, type Ref } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SUB_ROLES, type MeUser } from '@bgc/shared';
import { LanguagesSelect } from '../../components/languages-select.js';
import { LocationSelect } from '../../components/location-select.js';
import { NameFields } from '../../components/name-fields.js';
import { PhoneInput } from '../../components/phone-input.js';
import { SubRolesPicker, type SubRoleId } from '../../components/sub-roles-picker.js';
import { HandicapField } from './handicap-field.js';
import { InformationView } from './information-view.js';
import {
  errorProps,
  messageText,
  muiRegister,
  showServerErrors,
  validValues,
  type SectionHandle,
} from './profile-form-utils.js';
import {
  INFORMATION_FIELDS,
  informationSchema,
  informationValues,
  sameValues,
  type InformationInput,
  type InformationOutput,
} from './profile-schemas.js';
import { SectionCard } from './section-card.js';

/** The checkbox labels ('I'm a Coach', 'I'm a Golfer', 'I'm a Vlogger'). */
const SUB_ROLE_LABEL_KEYS: Readonly<Record<SubRoleId, string>> = {
  [SUB_ROLES.Coach]: 'information.coach',
  [SUB_ROLES.Golfer]: 'information.golfer',
  [SUB_ROLES.Vlogger]: 'information.vlogger',
};

export interface InformationSectionProps {
  user: MeUser;
  editing: boolean;
  onEdit: () => void;
  ref?: Ref<SectionHandle>;
}

/**
 * 'Information' section (PROF-015..019): sub-role checkboxes, first and last name, phone
 * (required, ≤ 15), languages (at most 3), country / state / city (clearable, dependent) and
 * handicap; saved with `PUT /me {firstName, lastName, subRoles, languages, phone, country,
 * handicap, state, city}`. The answer becomes the session user (PROF-011: back to view mode).
 */
export function InformationSection({ user, editing, onEdit, ref }: InformationSectionProps) {
  const { t } = useTranslation('profile');
  const saved = useMemo(() => informationValues(user), [user]);
  const form = useForm<InformationInput, unknown, InformationOutput>({
    resolver: zodResolver(informationSchema),
    values: saved,
    resetOptions: { keepDirtyValues: true },
    shouldFocusError: false,
  });
  const { control, formState } = form;
  const { errors } = formState;
  const [country, state, city] = useWatch({ control, name: ['country', 'state', 'city'] });

  useImperativeHandle(
    ref,
    (): SectionHandle => ({
      collect: async (focus) => {
        if (sameValues(form.getValues(), saved)) return { state: 'unchanged' };
        const valid = await validValues(form, INFORMATION_FIELDS, focus);
        return valid ? { state: 'changed', body: valid } : { state: 'invalid' };
      },
      saved: (me) => form.reset(informationValues(me)),
      failed: (fields, focus) => showServerErrors(form, INFORMATION_FIELDS, fields, focus),
      reset: () => form.reset(saved),
    }),
    [form, saved],
  );

  const fields = (
    <Stack spacing={2.25}>
      <Controller
        control={control}
        name="subRoles"
        render={({ field }) => (
          <SubRolesPicker
            value={field.value}
            onChange={field.onChange}
            inputRef={field.ref}
            labelId="profile-sub-roles"
            label={t('information.roles')}
            optionLabel={(id) => t(SUB_ROLE_LABEL_KEYS[id])}
          />
        )}
      />
      <NameFields
        first={{
          ...muiRegister(form.register('firstName')),
          ...errorProps(t, errors.firstName),
          label: t('information.firstName'),
        }}
        last={{
          ...muiRegister(form.register('lastName')),
          ...errorProps(t, errors.lastName),
          label: t('information.lastName'),
        }}
      />
      <Controller
        control={control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneInput
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            name={field.name}
            label={t('information.phone')}
            required
            error={Boolean(fieldState.error)}
            helperText={messageText(t, fieldState.error?.message)}
          />
        )}
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
            label={t('information.languages')}
            required
            error={Boolean(fieldState.error)}
            helperText={messageText(t, fieldState.error?.message)}
          />
        )}
      />
      <LocationSelect
        value={{ country: country ?? null, state: state ?? null, city: city ?? null }}
        onChange={(next) => {
          const options = { shouldDirty: true } as const;
          form.setValue('country', next.country, options);
          form.setValue('state', next.state, options);
          form.setValue('city', next.city, options);
        }}
      />
      <Controller
        control={control}
        name="handicap"
        render={({ field, fieldState }) => (
          <Box sx={{ maxWidth: { sm: 240 } }}>
            <HandicapField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              label={t('information.handicap')}
              error={Boolean(fieldState.error)}
              helperText={
                messageText(t, fieldState.error?.message) ?? t('information.handicapHint')
              }
            />
          </Box>
        )}
      />
    </Stack>
  );

  return (
    <SectionCard
      id="profile-information"
      title={t('sections.information')}
      icon={<BadgeIcon />}
      editing={editing}
      onEdit={onEdit}
      view={<InformationView user={user} />}
      form={fields}
    />
  );
}
