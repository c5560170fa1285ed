import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import ShieldIcon from '@mui/icons-material/Shield';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LEGAL, paths } from '@bgc/shared';
import { api, ApiError } from '../../lib/api-client.js';
import { endSession } from '../../lib/session.js';
import { useToast } from '../../components/toast.js';
import { PasswordField } from '../../components/password-field.js';
import { apiErrorText } from '../../lib/error-text.js';
import { SectionHeading } from './section-card.js';

/**
 * 'Your data' (LEGAL-005, data-use policy, terms 'Deleting your account'): download a JSON copy
 * of my data (GET /me/data-export) and delete my account after confirming the password
 * (POST /me/delete-account); on success the session ends here too and the home page opens.
 */
export function DataRightsSection({ userId }: { userId: number }) {
  const { t } = useTranslation('legal');
  const toast = useToast();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      const data = await api.get('/me/data-export');
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
      );
      const a = document.createElement('a');
      a.href = url;
      a.download = `bgc-my-data-${userId}.json`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      toast.error(apiErrorText(err));
    } finally {
      setDownloading(false);
    }
  };

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(t('data.required'));
      return;
    }
    setDeleting(true);
    try {
      await api.post('/me/delete-account', { body: { password } });
      endSession();
      setOpen(false);
      toast.success(t('data.deleted'));
      void navigate(paths.home(), { replace: true });
    } catch (err) {
      setError(
        err instanceof ApiError && err.fields?.password
          ? t('data.wrongPassword')
          : apiErrorText(err),
      );
    } finally {
      setDeleting(false);
    }
  };

  return (
    <Card
      component="section"
      aria-labelledby="data-rights-title"
      sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}
    >
      <SectionHeading
        id="data-rights-title"
        icon={<ShieldIcon />}
        title={t('data.title')}
        mb={1.5}
      />
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('data.intro', {
          startDays: LEGAL.removalStartsWithinDays,
          completeDays: LEGAL.removalCompleteWithinDays,
          backupDays: LEGAL.backupRetentionDays,
        })}{' '}
        <Link component={RouterLink} to={paths.static('rgpd')}>
          {t('rgpd.title')}
        </Link>
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void download()}
          disabled={downloading}
        >
          {t('data.download')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverIcon />}
          onClick={() => {
            setPassword('');
            setError(null);
            setOpen(true);
          }}
        >
          {t('data.delete')}
        </Button>
      </Stack>
      <Dialog
        open={open}
        onClose={deleting ? undefined : () => setOpen(false)}
        aria-labelledby="delete-account-title"
        fullWidth
        maxWidth="xs"
      >
        <form onSubmit={remove} noValidate>
          <DialogTitle id="delete-account-title">{t('data.confirmTitle')}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {t('data.confirmText', { completeDays: LEGAL.removalCompleteWithinDays })}
            </Typography>
            <PasswordField
              label={t('data.password')}
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setError(null);
              }}
              error={Boolean(error)}
              helperText={error ?? undefined}
              autoComplete="current-password"
              fullWidth
              autoFocus
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={() => setOpen(false)} disabled={deleting}>
              {t('data.cancel')}
            </Button>
            <Button
              type="submit"
              color="error"
              variant="contained"
              disableElevation
              disabled={deleting}
            >
              {t('data.confirm')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Card>
  );
}
