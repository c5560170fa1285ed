import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT_ANSWER_HOURS, partnerContactSchema, paths } from '@bgc/shared';
import { api, ApiError } from '../../lib/api-client.js';
import { useToast } from '../../components/toast.js';
import { useConfirm } from '../../components/confirm-dialog/confirm-dialog-context.js';
import { PhoneInput } from '../../components/phone-input.js';
import { CaptchaField } from '../../components/captcha/captcha-field.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { HeaderArt } from './header-art.js';
import {
  HoneypotField,
  messageOf,
  serverFieldErrors,
  validate,
  type FieldErrors,
} from './contact-form-utils.js';
import { apiErrorText } from '../../lib/error-text.js';

const EMPTY = {
  firstName: '',
  lastName: '',
  company: '',
  position: '',
  country: '',
  telephone: '',
  email: '',
  message: '',
};
type Key = keyof typeof EMPTY;

/**
 * contact.html (SVC-027..033): banner, heading, intro and the partnership form — first and last
 * name and e-mail required, the rest optional; the telephone starts with the saved country's
 * dial code (PhoneInput); captcha and honeypot as on the pack dialog. Success: the contact
 * variant of the confirm dialog 'Thank you, your request has reached us successfully.' whose
 * 'Back to home' goes to the homepage; an error: toast with the server's message.
 */
export default function PartnershipPage() {
  const { t } = useTranslation('services');
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const [values, setValues] = useState(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const [altcha, setAltcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  useDocumentTitle(t('partner.title'), t('partner.intro', { hours: CONTACT_ANSWER_HOURS }));

  const set = (key: Key) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!altcha || sending) return;
    const body = { ...values, altcha, website: honeypot };
    const found = validate(partnerContactSchema, body);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    setSending(true);
    try {
      await api.post('/contact-partner', { body });
      setValues(EMPTY);
      setAltcha(null);
      setCaptchaKey((k) => k + 1);
      await confirm({
        variant: 'contact',
        title: t('partner.thanksTitle'),
        message: t('partner.thanks'),
        confirmText: t('partner.backHome'),
      });
      void navigate(paths.home());
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

  const field = (key: Key, extra: object = {}) => (
    <TextField
      label={t(`partner.${key}`)}
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
    <Box sx={{ maxWidth: 1120, mx: 'auto', pt: { xs: 1, sm: 3 } }}>
      <HeaderArt label={t('partner.bannerAlt')} variant="fairway" />
      <Box sx={{ maxWidth: 760, mx: 'auto' }}>
        <Typography
          variant="h1"
          sx={{ fontSize: { xs: 30, sm: 42 }, lineHeight: 1.15, mt: 3, mb: 1 }}
        >
          {t('partner.heading')}
        </Typography>
        <Typography sx={{ fontSize: { xs: 17, sm: 19 }, color: 'text.secondary', mb: 3 }}>
          {t('partner.intro', { hours: CONTACT_ANSWER_HOURS })}
        </Typography>
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
            <Box
              component="form"
              onSubmit={submit}
              noValidate
              aria-label={t('partner.title')}
              sx={{ position: 'relative' }}
            >
              <Stack spacing={2}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  {field('firstName', { required: true, autoComplete: 'given-name' })}
                  {field('lastName', { required: true, autoComplete: 'family-name' })}
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  {field('company', { autoComplete: 'organization' })}
                  {field('position', { autoComplete: 'organization-title' })}
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  {field('country', { autoComplete: 'country-name' })}
                  {field('email', { required: true, type: 'email', autoComplete: 'email' })}
                </Stack>
                <PhoneInput
                  value={values.telephone}
                  onChange={set('telephone')}
                  name="telephone"
                  label={t('partner.telephone')}
                  error={Boolean(errors.telephone)}
                  helperText={messageOf(t, errors.telephone)}
                />
                {field('message', { multiline: true, minRows: 4 })}
                <HoneypotField value={honeypot} onChange={setHoneypot} label={t('honeypot')} />
                <CaptchaField
                  key={captchaKey}
                  onChange={setAltcha}
                  hint={t('dialog.captchaHint')}
                />
                <Box>
                  <Button
                    type="submit"
                    variant="contained"
                    size="large"
                    disableElevation
                    disabled={!altcha || sending}
                    startIcon={
                      sending ? <CircularProgress size={18} color="inherit" /> : <SendIcon />
                    }
                  >
                    {t('partner.send')}
                  </Button>
                </Box>
              </Stack>
            </Box>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
