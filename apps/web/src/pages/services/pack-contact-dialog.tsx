import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';
import {
  CIVILITIES,
  CONTACT_ANSWER_HOURS,
  packContactSchema,
  packContactText,
  type PackPrice,
} from '@bgc/shared';
import { api, ApiError } from '../../lib/api-client.js';
import { useToast } from '../../components/toast.js';
import { PhoneInput } from '../../components/phone-input.js';
import { CaptchaField } from '../../components/captcha/captcha-field.js';
import {
  HoneypotField,
  messageOf,
  serverFieldErrors,
  validate,
  type FieldErrors,
} from './contact-form-utils.js';
import { apiErrorText } from '../../lib/error-text.js';

export interface PackContactDialogProps {
  /** The pack asked about (its name and monthly price make the `pack` text, SVC-023). */
  pack: { name: string; monthly: PackPrice };
  open: boolean;
  onClose: () => void;
}

const EMPTY = {
  civility: '',
  companyName: '',
  fieldOfActivity: '',
  fullname: '',
  telephone: '',
  email: '',
};

/**
 * SVC-018..025: the pack-contact dialog — civility (Mr./Ms.), company name, field of activity,
 * full name, phone and e-mail; the ALTCHA captcha keeps Send disabled until solved; a hidden
 * honeypot. Success: toast 'Sent success' and the dialog closes; an error: toast with the
 * server's message. The parent mounts it with a new `key` per opening, which resets the form
 * and the captcha (SVC-019).
 */
export function PackContactDialog({ pack, open, onClose }: PackContactDialogProps) {
  const { t } = useTranslation('services');
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [altcha, setAltcha] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  // a refused captcha is spent or stale: a new widget fetches a new challenge
  const [captchaKey, setCaptchaKey] = useState(0);
  const packText = packContactText(pack);

  const set = (key: keyof typeof EMPTY) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!altcha || sending) return;
    const body = { ...values, pack: packText, altcha, website: honeypot };
    const found = validate(packContactSchema, body);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setSending(true);
    try {
      // the checked form (its civility one of the schema's values) is what goes out
      const answer = await api.post('/contact-pack', { body: packContactSchema.parse(body) });
      toast.success(answer.message === 'Sent success' ? t('dialog.sent') : answer.message);
      onClose();
    } catch (error) {
      setErrors(serverFieldErrors(error));
      if (error instanceof ApiError && error.code === 'captcha_required') {
        setAltcha(null);
        setCaptchaKey((k) => k + 1);
      }
      toast.error(apiErrorText(error));
    } finally {
      setSending(false);
    }
  };

  const field = (key: keyof typeof EMPTY, label: string, extra: object = {}) => (
    <TextField
      label={label}
      name={key}
      value={values[key]}
      onChange={(e) => set(key)(e.target.value)}
      error={Boolean(errors[key])}
      helperText={messageOf(t, errors[key])}
      fullWidth
      {...extra}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="pack-contact-title"
    >
      <form onSubmit={submit} noValidate style={{ position: 'relative' }}>
        <DialogTitle id="pack-contact-title">{t('dialog.title', { pack: packText })}</DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('dialog.intro', { hours: CONTACT_ANSWER_HOURS })}
          </Typography>
          <Stack spacing={2}>
            {field('civility', t('dialog.civility'), {
              select: true,
              children: [
                <MenuItem key="none" value="">
                  –
                </MenuItem>,
                ...CIVILITIES.map((c, i) => (
                  <MenuItem key={c} value={c}>
                    {t(`dialog.civilities.${i}`)}
                  </MenuItem>
                )),
              ],
            })}
            {field('companyName', t('dialog.companyName'), { autoComplete: 'organization' })}
            {field('fieldOfActivity', t('dialog.activity'))}
            {field('fullname', t('dialog.fullname'), { required: true, autoComplete: 'name' })}
            <PhoneInput
              value={values.telephone}
              onChange={set('telephone')}
              name="telephone"
              label={t('dialog.phone')}
              required
              error={Boolean(errors.telephone)}
              helperText={messageOf(t, errors.telephone)}
            />
            {field('email', t('dialog.email'), {
              required: true,
              type: 'email',
              autoComplete: 'email',
            })}
            <HoneypotField value={honeypot} onChange={setHoneypot} label={t('honeypot')} />
            <CaptchaField key={captchaKey} onChange={setAltcha} hint={t('dialog.captchaHint')} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={sending}>
            {t('dialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disableElevation
            disabled={!altcha || sending}
            startIcon={sending ? <CircularProgress size={18} color="inherit" /> : <SendIcon />}
          >
            {t('dialog.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
