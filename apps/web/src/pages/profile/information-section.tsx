import { useImperativeHandle, useMemo, type Ref } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MeUser } from '@bgc/shared';
import { MemberInfoFields } from '../../components/member-info-fields.js';
import { HandicapField } from './handicap-field.js';
import { InformationView } from './information-view.js';
import {
  messageText,
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
  const { control } = form;

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
      <MemberInfoFields
        form={form}
        screen="profile"
        errorText={(message) => messageText(t, message)}
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
