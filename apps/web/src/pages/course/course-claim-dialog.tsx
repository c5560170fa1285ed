import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@bgc/shared';
import { DialogSubmitActions } from '../../components/dialog-submit-actions.js';
import { PhoneInput } from '../../components/phone-input.js';
import { api, ApiError } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';
import { apiErrorText } from '../../lib/error-text.js';
import { claimErrors, claimMessageKey, type ClaimFieldError } from './claim-rules.js';

interface ClaimDialogProps {
  course: CourseDetail;
  open: boolean;
  onClose: () => void;
  onClaimed: () => void;
}

/**
 * COURSE-025..027: the claim form. Name (prefilled from the member) and phone are required;
 * the phone input takes digits only and sends '+' + prefix + number. Sends
 * `POST /courses/request-admin {phone, course}`; a failure shows the server message in an alert.
 */
export function ClaimDialog({ course, open, onClose, onClaimed }: ClaimDialogProps) {
  const { t } = useTranslation('course');
  const session = useSession();
  const [name, setName] = useState(session?.user.name ?? '');
  const [phone, setPhone] = useState(session?.user.phone ?? '');
  const [errors, setErrors] = useState<Partial<Record<'name' | 'phone', ClaimFieldError>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = claimErrors({ name, phone });
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await api.post('/courses/request-admin', {
        body: { phone: phone.trim(), course: course.id },
      });
      onClaimed();
    } catch (error) {
      const fieldKey = error instanceof ApiError ? claimMessageKey(error.fields?.phone) : null;
      if (fieldKey) setErrors({ phone: fieldKey });
      else setFailure(apiErrorText(error));
    } finally {
      setSending(false);
    }
  };

  const errorText = (key: ClaimFieldError | undefined) =>
    key ? t(`claim.errors.${key}`) : undefined;

  return (
    <Dialog open={open} onClose={sending ? undefined : onClose} fullWidth maxWidth="sm">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle>{t('claim.title', { name: course.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('claim.intro')}</DialogContentText>
          <Stack spacing={2}>
            {failure ? (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            ) : null}
            <TextField
              label={t('claim.name')}
              value={name}
              required
              fullWidth
              autoComplete="name"
              onChange={(event) => setName(event.target.value)}
              error={Boolean(errors.name)}
              helperText={errorText(errors.name)}
            />
            <PhoneInput
              label={t('claim.phone')}
              name="phone"
              value={phone}
              onChange={setPhone}
              required
              error={Boolean(errors.phone)}
              helperText={errorText(errors.phone)}
            />
          </Stack>
        </DialogContent>
        <DialogSubmitActions
          cancelLabel={t('claim.cancel')}
          onCancel={onClose}
          submitLabel={t('claim.send')}
          busy={sending}
        />
      </form>
    </Dialog>
  );
}
