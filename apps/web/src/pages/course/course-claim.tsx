import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUserOutlined';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '@bgc/shared';
import { useRequireLogin } from '../../components/confirm-dialog/use-require-login.js';
import { PhoneInput } from '../../components/phone-input.js';
import { useToast } from '../../components/toast.js';
import { ApiError, apiRequest } from '../../lib/api-client.js';
import { useSession } from '../../lib/session.js';
import { canClaim, claimPending } from './course-format.js';
import { claimErrors, claimMessageKey, type ClaimFieldError } from './claim-rules.js';
import { useRefreshCourse } from './use-course-edit.js';
import { apiErrorText } from '../../lib/error-text.js';

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
function ClaimDialog({ course, open, onClose, onClaimed }: ClaimDialogProps) {
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
      await apiRequest('POST', '/courses/request-admin', {
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
        <DialogActions>
          <Button onClick={onClose} disabled={sending}>
            {t('claim.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {t('claim.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * COURSE-024..028 / D-03: the 'Claim' button, shown to signed-in members whose course roles
 * hold neither 'Course Admin' nor 'Request Pending'. It opens the claim form; after a
 * successful claim, and while the claim waits ('Request Pending'), a disabled 'Request
 * pending' takes its place (issue 12 item 9).
 */
export function ClaimButton({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('course');
  const session = useSession();
  const requireLogin = useRequireLogin();
  const toast = useToast();
  const refresh = useRefreshCourse();
  const [open, setOpen] = useState(false);
  const [claimed, setClaimed] = useState(false);
  const { t: tx } = useTranslation('ux');
  if (claimed || (session !== null && claimPending(course))) {
    return (
      <Button variant="outlined" size="small" startIcon={<HourglassTopIcon />} disabled>
        {tx('claim.pending')}
      </Button>
    );
  }
  if (!canClaim(course, session !== null)) return null;

  const onOpen = async () => {
    if (await requireLogin()) setOpen(true);
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<VerifiedUserIcon />}
        onClick={() => void onOpen()}
        aria-haspopup="dialog"
      >
        {t('claim.button')}
      </Button>
      {open ? (
        <ClaimDialog
          course={course}
          open={open}
          onClose={() => setOpen(false)}
          onClaimed={() => {
            setOpen(false);
            setClaimed(true);
            toast.success(t('claim.success'));
            void refresh();
          }}
        />
      ) : null}
    </>
  );
}
