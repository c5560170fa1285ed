import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MemberInfoFields } from '../../components/member-info-fields.js';
import { HandicapField } from './handicap-field.js';
import { InformationView } from './information-view.js';
import { messageText, useSavedValuesForm, type MemberSectionProps } from './profile-form-utils.js';
import { INFORMATION_FIELDS, informationSchema, informationValues } from './profile-schemas.js';
import { SectionCard } from './section-card.js';

/**
 * 'Information' section (PROF-015..019): sub-role checkboxes, first and last name, phone
 * (required, ≤ 15), languages (at most 3), country / state / city (clearable, dependent) and
 * handicap; saved with `PUT /me {firstName, lastName, subRoles, languages, phone, country,
 * handicap, state, city}`. The answer becomes the session user (PROF-011: back to view mode).
 */
export function InformationSection({ user, editing, onEdit, ref }: MemberSectionProps) {
  const { t } = useTranslation('profile');
  const form = useSavedValuesForm(user, ref, {
    resolver: zodResolver(informationSchema),
    valuesOf: informationValues,
    order: INFORMATION_FIELDS,
  });
  const { control } = form;

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
