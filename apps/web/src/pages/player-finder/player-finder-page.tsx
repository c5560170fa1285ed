import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
import type { HostSearch } from '@bgc/shared';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useRequireLogin } from '../../components/confirm-dialog/use-require-login.js';
import { useToast } from '../../components/toast.js';
import { useSession } from '../../lib/session.js';
import {
  checkedForm,
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

/**
 * Decision 043: the seeker's search lives in the page's own history entry (`history.state`,
 * beside the router's keys), so Back from a profile or a course shows the same search and its
 * results again; 'Make a new search' keeps the form filled.
 */
const HISTORY_KEY = 'bgcFinderSearch';
interface KeptSearch {
  form: FinderFormState;
  showResults: boolean;
}

/** The kept search of the current history entry, or null (read only after hydration). */
function readKeptSearch(): KeptSearch | null {
  const state: unknown = window.history.state;
  const kept =
    state !== null && typeof state === 'object'
      ? (state as Record<string, unknown>)[HISTORY_KEY]
      : null;
  if (kept === null || typeof kept !== 'object') return null;
  const { form, showResults } = kept as Partial<KeptSearch>;
  return form && typeof form === 'object' && 'weekly' in form && typeof showResults === 'boolean'
    ? { form, showResults }
    : null;
}

function keepSearch(search: KeptSearch): void {
  const state: unknown = window.history.state;
  window.history.replaceState(
    { ...(state !== null && typeof state === 'object' ? state : {}), [HISTORY_KEY]: search },
    '',
  );
}

/** FIND-008: the cached search of one payload (Back shows it at once, then refreshes it). */
const searchKey = (body: HostSearch) => ['hosts', 'search', body] as const;

function SeekerView({ handicap }: { handicap: number | null }) {
  const { t } = useTranslation('finder');
  const toast = useToast();
  const client = useQueryClient();
  const [search, setSearch] = useState<KeptSearch | null>(null);
  // a kept search replaces the (server-rendered) empty form once hydrated
  const [restored, setRestored] = useState(0);
  useEffect(() => {
    const kept = readKeptSearch();
    if (kept) {
      setSearch(kept);
      setRestored((n) => n + 1);
    }
  }, []);
  const update = (next: KeptSearch) => {
    setSearch(next);
    keepSearch(next);
  };
  const checked = search ? checkedForm(search.form) : null;
  const body = checked ? searchPayload(checked) : null;
  const results = useQuery({
    queryKey: searchKey(body ?? ({} as HostSearch)),
    queryFn: () => searchHosts(body!),
    enabled: body !== null && search?.showResults === true,
    staleTime: 30_000,
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  if (search?.showResults && results.data) {
    return (
      <Results
        results={results.data}
        form={search.form}
        handicap={handicap}
        onSent={() => void client.invalidateQueries({ queryKey: ['hosts', 'search'] })}
        onNewSearch={() => update({ form: search.form, showResults: false })}
      />
    );
  }
  return (
    <FinderForm
      key={restored}
      mode="seeker"
      initial={search?.form ?? emptyForm()}
      busy={busy || (search?.showResults === true && results.isFetching)}
      submitLabel={t('search')}
      onSubmit={(next) => {
        const nextBody = searchPayload(next);
        setBusy(true);
        client
          .fetchQuery({
            queryKey: searchKey(nextBody),
            queryFn: () => searchHosts(nextBody),
            staleTime: 0,
          })
          .then(() => update({ form: next, showResults: true }))
          .catch((err: unknown) => toast.error(apiErrorText(err)))
          .finally(() => setBusy(false));
      }}
    />
  );
}
