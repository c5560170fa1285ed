import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OPTIONAL_NOTIFICATION_TYPES } from '@bgc/shared';
import { useToast } from '../toast.js';
import { useNotificationPreferences } from './notification-queries.js';
import { apiErrorText } from '../../lib/error-text.js';

/** Preferences on the own profile: each notification type on or off (ADR 012). */
export function NotificationPreferencesSection() {
  const { t } = useTranslation('notifications');
  const toast = useToast();
  const { query, save } = useNotificationPreferences();
  const disabled = new Set(query.data?.disabledTypes ?? []);
  const toggle = (type: number, on: boolean) => {
    const next = new Set(disabled);
    if (on) next.delete(type);
    else next.add(type);
    save.mutate([...next], {
      onSuccess: () => toast.success(t('preferences.saved')),
      onError: (e) => toast.error(apiErrorText(e)),
    });
  };
  return (
    <section aria-labelledby="notification-preferences-title">
      <Typography id="notification-preferences-title" component="h2" variant="h6" gutterBottom>
        {t('preferences.title')}
      </Typography>
      <FormGroup>
        {OPTIONAL_NOTIFICATION_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            control={
              <Checkbox
                checked={!disabled.has(type)}
                disabled={!query.isSuccess || save.isPending}
                onChange={(e) => toggle(type, e.target.checked)}
              />
            }
            label={t(`preferences.type${type}`)}
          />
        ))}
      </FormGroup>
    </section>
  );
}
