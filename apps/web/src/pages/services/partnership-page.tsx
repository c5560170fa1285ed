import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTACT_ANSWER_HOURS, partnerContactSchema, paths } from '@bgc/shared';
import { api } from '../../lib/api-client.js';
import { useConfirm } from '../../components/confirm-dialog/confirm-dialog-context.js';
import { PhoneInput } from '../../components/phone-input.js';
import { PageTitleLead } from '../../components/page-text.js';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { HeaderArt } from './header-art.js';
import { ContactSendButton, useContactForm } from './use-contact-form.js';
import { messageOf } from './contact-form-utils.js';

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
  const confirm = useConfirm();
  const navigate = useNavigate();
  const form = useContactForm(EMPTY, {
    schema: partnerContactSchema,
    send: async (body) => {
      await api.post('/contact-partner', { body });
      form.reset();
      await confirm({
        variant: 'contact',
        title: t('partner.thanksTitle'),
        message: t('partner.thanks'),
        confirmText: t('partner.backHome'),
      });
      void navigate(paths.home());
    },
  });
  useDocumentTitle(t('partner.title'), t('partner.intro', { hours: CONTACT_ANSWER_HOURS }));
  const field = (key: Key, extra?: object) => form.field(key, t(`partner.${key}`), extra);

  return (
    <Box sx={{ maxWidth: 1120, mx: 'auto', pt: { xs: 1, sm: 3 } }}>
      <HeaderArt label={t('partner.bannerAlt')} variant="fairway" />
      <Box sx={{ maxWidth: 760, mx: 'auto' }}>
        <PageTitleLead
          title={t('partner.heading')}
          lead={t('partner.intro', { hours: CONTACT_ANSWER_HOURS })}
          titleSx={{ fontSize: { xs: 30, sm: 42 }, mt: 3, mb: 1 }}
          leadSx={{ mb: 3 }}
        />
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
            <Box
              component="form"
              onSubmit={form.submit}
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
                  country={form.values.country}
                  value={form.values.telephone}
                  onChange={form.set('telephone')}
                  name="telephone"
                  label={t('partner.telephone')}
                  error={Boolean(form.errors.telephone)}
                  helperText={messageOf(t, form.errors.telephone)}
                />
                {field('message', { multiline: true, minRows: 4 })}
                {form.guards}
                <Box>
                  <ContactSendButton form={form} size="large">
                    {t('partner.send')}
                  </ContactSendButton>
                </Box>
              </Stack>
            </Box>
          </CardContent>
        </Card>
      </Box>
    </Box>
  );
}
