import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import SendIcon from '@mui/icons-material/Send';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/submit-button.js';
import { MemberInfoFields } from '../../components/member-info-fields.js';
import { messageText } from './auth-helpers.js';
import type { InfoStepInput, InfoStepOutput } from './auth-schemas.js';

export interface RegisterInfoStepProps {
  form: UseFormReturn<InfoStepInput, unknown, InfoStepOutput>;
  onSubmit: (values: InfoStepOutput) => void;
  sending: boolean;
}

/**
 * Registration step 2 'Information' (AUTH-027..031): the sub-role checkboxes (ids 1 Coach,
 * 2 Golfer, 3 Vlogger), first and last name (required, ≤ 15), languages (1..3), country,
 * state and city (dependent pickers), phone (dial code + digits) and 'Send'. The first name
 * takes the focus when the step opens.
 */
export function RegisterInfoStep({ form, onSubmit, sending }: RegisterInfoStepProps) {
  const { t } = useTranslation('auth');
  const { setFocus } = form;
  useEffect(() => setFocus('firstName'), [setFocus]);

  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)} aria-busy={sending}>
      <Stack spacing={2.25} sx={{ pt: 1 }}>
        <MemberInfoFields
          form={form}
          screen="register"
          errorText={(message) => messageText(t, message)}
        />
        <SubmitButton pending={sending} icon={<SendIcon />}>
          {t('register.send')}
        </SubmitButton>
      </Stack>
    </Box>
  );
}
