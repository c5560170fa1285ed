import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  CIVILITIES,
  CONTACT_ANSWER_HOURS,
  packContactSchema,
  packContactText,
  type PackPrice,
} from '@bgc/shared';
import { api } from '../../lib/api-client.js';
import { useToast } from '../../components/toast.js';
import { PhoneInput } from '../../components/phone-input.js';
import { messageOf } from './contact-form-utils.js';
import { ContactSendButton, useContactForm } from './use-contact-form.js';
import { formatPrice } from './pack-format.js';

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
  const { t, i18n } = useTranslation('services');
  const toast = useToast();
  // SVC-023's wire text stays 'Birdie 69$ monthly'; the reader sees the pack in their language
  // with its currency ('Birdie – 69 $ / mois', decision 037)
  const packText = packContactText(pack);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const packLabel = `${pack.name} – ${
    pack.monthly === 'tailored'
      ? t('price.tailored')
      : t('price.perMonth', { price: formatPrice(t, pack.monthly, lang) })
  }`;
  const form = useContactForm(EMPTY, {
    schema: packContactSchema,
    extraBody: { pack: packText },
    send: async (body) => {
      // the checked form (its civility one of the schema's values) is what goes out
      const answer = await api.post('/contact-pack', { body: packContactSchema.parse(body) });
      toast.success(answer.message === 'Sent success' ? t('dialog.sent') : answer.message);
      onClose();
    },
  });
  const { field, sending } = form;

  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="pack-contact-title"
    >
      <form onSubmit={form.submit} noValidate style={{ position: 'relative' }}>
        <DialogTitle id="pack-contact-title">{t('dialog.title', { pack: packLabel })}</DialogTitle>
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
              value={form.values.telephone}
              onChange={form.set('telephone')}
              name="telephone"
              label={t('dialog.phone')}
              required
              error={Boolean(form.errors.telephone)}
              helperText={messageOf(t, form.errors.telephone)}
            />
            {field('email', t('dialog.email'), {
              required: true,
              type: 'email',
              autoComplete: 'email',
            })}
            {form.guards}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={sending}>
            {t('dialog.cancel')}
          </Button>
          <ContactSendButton form={form}>{t('dialog.send')}</ContactSendButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
