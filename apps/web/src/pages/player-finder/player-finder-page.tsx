import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Host, Page } from '@bgc/shared';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useRequireLogin } from '../../components/confirm-dialog/use-require-login.js';
import { useToast } from '../../components/toast.js';
import { useSession } from '../../lib/session.js';
import {
  emptyForm,
  formOfHost,
  hostPayload,
  searchPayload,
  type FinderFormState,
} from './finder-model.js';
import { searchHosts, useHostStatus, useMyHost, useSaveHost } from './finder-queries.js';
import { apiErrorText } from '../../lib/error-text.js';
import { FinderForm, type Mode } from './finder-form.js';
import { HostSummary, Results } from './finder-results.js';

/**
 * Players Finder (FIND-001..031): 'Being a Host' / 'Looking for a Host'. Host mode needs a
 * sign-in (declining falls back to seeker, FIND-004); a stored host shows its detail card with
 * 'Available right now'; a seeker's search replaces the form by result cards until 'Make a new
 * search'.
 */
export default function PlayerFinderPage() {
  const { t } = useTranslation('finder');
  const session = useSession();
  const requireLogin = useRequireLogin();
  const [mode, setMode] = useState<Mode>('seeker');
  useDocumentTitle(t('title'), t('description'));

  const choose = async (next: Mode | null) => {
    if (!next || next === mode) return;
    if (next === 'host' && !(await requireLogin())) {
      setMode('seeker');
      return;
    }
    setMode(next);
  };

  return (
    <Box sx={{ maxWidth: 900, mx: 'auto' }}>
      <Typography
        component="h1"
        variant="h1"
        sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 2 }}
      >
        {t('heading')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={mode}
        onChange={(_e, v: Mode | null) => void choose(v)}
        aria-label={t('heading')}
        sx={{ mb: 2, flexWrap: 'wrap' }}
      >
        <ToggleButton value="host">{t('beHost')}</ToggleButton>
        <ToggleButton value="seeker">{t('lookForHost')}</ToggleButton>
      </ToggleButtonGroup>
      {mode === 'host' && session ? (
        <HostView userId={session.user.id} />
      ) : (
        <SeekerView handicap={session?.user.handicap ?? null} />
      )}
    </Box>
  );
}

function HostView({ userId }: { userId: number }) {
  const { t } = useTranslation('finder');
  const toast = useToast();
  const mine = useMyHost(userId);
  const save = useSaveHost(userId);
  const status = useHostStatus(userId);
  const [editing, setEditing] = useState(false);
  const host = mine.data?.host ?? null;
  if (mine.isPending) return null;
  if (host && !editing) {
    return (
      <Card>
        <CardContent>
          <Stack spacing={1.5}>
            <Typography component="h2" variant="h6">
              {t('detail.title')}
            </Typography>
            <HostSummary host={host} />
            <FormControlLabel
              control={
                <Checkbox
                  checked={host.status === 'active'}
                  disabled={status.isPending}
                  onChange={(e) =>
                    status.mutate(e.target.checked, {
                      onSuccess: () => toast.success(t('toast.success')),
                      onError: (err) => toast.error(apiErrorText(err)),
                    })
                  }
                />
              }
              label={t('availableNow')}
            />
            {host.status === 'inactive' && (
              <Typography variant="body2" color="text.secondary">
                {t('notAvailable')}
              </Typography>
            )}
            <Box>
              <Button variant="outlined" onClick={() => setEditing(true)}>
                {t('edit')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    );
  }
  return (
    <FinderForm
      mode="host"
      initial={host ? formOfHost(host) : emptyForm()}
      busy={save.isPending}
      submitLabel={t('save')}
      onCancel={host ? () => setEditing(false) : undefined}
      onSubmit={(form) =>
        save.mutate(
          { body: hostPayload(form), create: host === null },
          {
            onSuccess: () => {
              toast.success(t('toast.success'));
              setEditing(false);
            },
            onError: (err) => toast.error(apiErrorText(err)),
          },
        )
      }
    />
  );
}

function SeekerView({ handicap }: { handicap: number | null }) {
  const { t } = useTranslation('finder');
  const toast = useToast();
  const [form, setForm] = useState<FinderFormState | null>(null);
  const [results, setResults] = useState<Page<Host> | null>(null);
  const [busy, setBusy] = useState(false);
  if (results && form) {
    return (
      <Results
        results={results}
        form={form}
        handicap={handicap}
        onNewSearch={() => setResults(null)}
      />
    );
  }
  return (
    <FinderForm
      mode="seeker"
      initial={form ?? emptyForm()}
      busy={busy}
      submitLabel={t('search')}
      onSubmit={(next) => {
        setForm(next);
        setBusy(true);
        searchHosts(searchPayload(next))
          .then(setResults)
          .catch((err: unknown) => toast.error(apiErrorText(err)))
          .finally(() => setBusy(false));
      }}
    />
  );
}
