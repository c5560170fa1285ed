import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FinderRelation, WEEKDAYS, paths, type Host, type Page } from '@bgc/shared';
import { useDocumentTitle } from '../../hooks/use-document-title.js';
import { useRequireLogin } from '../../components/confirm-dialog/use-require-login.js';
import { CourseSearchField } from '../../components/post-dialog/course-search-field.js';
import { MemberAvatar } from '../../components/member-avatar.js';
import { useToast } from '../../components/toast.js';
import { useSession } from '../../lib/session.js';
import { TimeInput } from './time-input.js';
import {
  changeForm,
  emptyForm,
  checkedForm,
  formErrors,
  type CheckedFinderForm,
  formOfHost,
  hostPayload,
  requestData,
  searchPayload,
  today,
  type FinderErrorText,
  type FinderFormState,
} from './finder-model.js';
import {
  searchHosts,
  sendGolfRequest,
  useCities,
  useCountries,
  useHostStatus,
  useMyHost,
  useSaveHost,
  useStates,
} from './finder-queries.js';
import { apiErrorText } from '../../lib/error-text.js';

type Mode = 'host' | 'seeker';

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

function useErrorText() {
  const { t } = useTranslation('finder');
  return (e: FinderErrorText | undefined) =>
    e
      ? t(e.key, {
          ...e.params,
          ...(e.params?.day ? { day: t(`days.${e.params.day}`) } : {}),
        })
      : undefined;
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

function HostSummary({ host }: { host: Host }) {
  const { t } = useTranslation('finder');
  const place = [host.city?.name, host.state.name, host.country.name].filter(Boolean).join(', ');
  return (
    <Stack spacing={0.5}>
      <Typography>{place}</Typography>
      {host.courses.length > 0 && (
        <Typography variant="body2">
          {t('courses')}: {host.courses.map((c) => c.name).join(', ')}
        </Typography>
      )}
      {host.timeMode === 1
        ? host.timeTemporary.map((s) => (
            <Typography key={`${s.date}-${s.from}`} variant="body2">
              {s.date} · {s.from}–{s.to}
            </Typography>
          ))
        : WEEKDAYS.filter((d) => host.weekly[d].has).map((d) => (
            <Typography key={d} variant="body2">
              {t(`days.${d}`)} · {host.weekly[d].from}–{host.weekly[d].to}
            </Typography>
          ))}
    </Stack>
  );
}

function Results({
  results,
  form,
  handicap,
  onNewSearch,
}: {
  results: Page<Host>;
  form: FinderFormState;
  handicap: number | null;
  onNewSearch: () => void;
}) {
  const { t } = useTranslation('finder');
  const toast = useToast();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const [sent, setSent] = useState<Set<number>>(new Set());
  const request = async (h: Host) => {
    if (!(await requireLogin())) return;
    try {
      await sendGolfRequest(h.user.id, requestData(form, handicap));
      setSent((s) => new Set(s).add(h.user.id));
      toast.success(t('toast.requestSent'));
    } catch (err) {
      toast.error(apiErrorText(err));
    }
  };
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('results', { total: results.total })}
        </Typography>
        <Button variant="outlined" onClick={onNewSearch}>
          {t('newSearch')}
        </Button>
      </Box>
      {results.list.length === 0 && <Alert severity="info">{t('noResult')}</Alert>}
      {results.list.map((h) => {
        const relation = sent.has(h.user.id) ? FinderRelation.Sent : h.friend;
        return (
          <Card key={h.id} data-testid="host-card">
            <CardContent
              sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
            >
              <MemberAvatar name={h.user.name} picture={h.user.picture} size={56} />
              <Box sx={{ flex: 1, minWidth: 200 }}>
                <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {h.user.name}
                </Typography>
                {h.user.handicap !== null && (
                  <Typography variant="body2">
                    {t('handicap')}: {h.user.handicap}
                  </Typography>
                )}
                <HostSummary host={h} />
              </Box>
              {relation === FinderRelation.Accepted ? (
                <Button
                  variant="contained"
                  onClick={() => void navigate(paths.profilePerson(h.user.id))}
                >
                  {t('chat')}
                </Button>
              ) : (
                <Button
                  variant="contained"
                  disabled={relation === FinderRelation.Sent}
                  onClick={() => void request(h)}
                >
                  {relation === FinderRelation.Sent ? t('requestSent') : t('sendRequest')}
                </Button>
              )}
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}

function FinderForm({
  mode,
  initial,
  busy,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  mode: Mode;
  initial: FinderFormState;
  busy: boolean;
  submitLabel: string;
  onSubmit: (form: CheckedFinderForm) => void;
  onCancel?: () => void;
}) {
  const { t, i18n } = useTranslation('finder');
  const errorText = useErrorText();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, FinderErrorText>>({});
  const [slot, setSlot] = useState({ date: '', from: '', to: '' });
  const countries = useCountries(i18n.resolvedLanguage ?? i18n.language);
  const states = useStates(form.country);
  const cities = useCities(form.state);
  const change = (c: Partial<FinderFormState>) => setForm((f) => changeForm(f, c));
  const submit = () => {
    const found = formErrors(form, mode);
    setErrors(found);
    const checked = checkedForm(form);
    if (Object.keys(found).length === 0 && checked) onSubmit(checked);
  };
  const min = today();
  const weeklyError = errors.weekly ?? WEEKDAYS.map((d) => errors[d]).find((e) => e !== undefined);
  return (
    <Card
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <CardContent>
        <Stack spacing={2}>
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}
          >
            <PlaceSelect
              label={t('country')}
              required
              value={form.country ?? ''}
              onPick={(id) => change({ country: id || null })}
              error={!!errors.country}
              helperText={errorText(errors.country)}
              places={countries.data?.list ?? []}
            />
            <PlaceSelect
              label={t('state')}
              required
              disabled={form.country === null}
              value={form.state ?? ''}
              onPick={(id) => change({ state: id || null })}
              error={!!errors.state}
              helperText={errorText(errors.state)}
              places={states.data?.list ?? []}
            />
            <PlaceSelect
              label={t('city')}
              disabled={form.state === null || !cities.data?.list.length}
              value={form.city?.id ?? ''}
              onPick={(id) => {
                const city = cities.data?.list.find((c) => c.id === id) ?? null;
                change({ city });
              }}
              places={(cities.data?.list ?? []).slice(0, 500)}
            />
          </Box>

          {mode === 'host' && (
            <Box>
              <CourseSearchField
                value={null}
                onChange={(c) => {
                  if (c && !form.courses.some((x) => x.id === c.id))
                    change({ courses: [...form.courses, { id: c.id, name: c.name }] });
                }}
                error={errorText(errors.courses)}
              />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                {form.courses.map((c) => (
                  <Chip
                    key={c.id}
                    label={c.name}
                    onDelete={() => change({ courses: form.courses.filter((x) => x.id !== c.id) })}
                  />
                ))}
              </Box>
            </Box>
          )}

          {mode === 'seeker' && (
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <TextField
                type="date"
                size="small"
                label={t('dateFrom')}
                required
                value={form.dateFrom}
                onChange={(e) => change({ dateFrom: e.target.value })}
                error={!!errors.dateFrom}
                helperText={errorText(errors.dateFrom)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min } }}
              />
              <TextField
                type="date"
                size="small"
                label={t('dateTo')}
                required
                value={form.dateTo}
                onChange={(e) => change({ dateTo: e.target.value })}
                error={!!errors.dateTo}
                helperText={errorText(errors.dateTo)}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput: { min: form.dateFrom || min },
                }}
              />
            </Box>
          )}

          {mode === 'host' && (
            <RadioGroup
              row
              value={String(form.timeMode)}
              onChange={(e) => change({ timeMode: e.target.value === '1' ? 1 : 2 })}
              aria-label={t('timeMode')}
            >
              <FormControlLabel value="2" control={<Radio />} label={t('permanent')} />
              <FormControlLabel value="1" control={<Radio />} label={t('dated')} />
            </RadioGroup>
          )}

          {mode === 'host' && form.timeMode === 1 ? (
            <Box>
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                <TextField
                  type="date"
                  size="small"
                  label={t('date')}
                  value={slot.date}
                  onChange={(e) => setSlot({ ...slot, date: e.target.value })}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min } }}
                />
                <TimeInput
                  label={t('from')}
                  value={slot.from}
                  onChange={(from) => setSlot({ ...slot, from })}
                />
                <TimeInput
                  label={t('to')}
                  value={slot.to}
                  onChange={(to) => setSlot({ ...slot, to })}
                />
                <Button
                  variant="outlined"
                  disabled={!slot.date}
                  onClick={() => {
                    change({ slots: [...form.slots, slot] });
                    setSlot({ date: '', from: '', to: '' });
                  }}
                >
                  {t('addDate')}
                </Button>
              </Box>
              {form.slots.map((s, i) => (
                <Box key={`${s.date}-${i}`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                  <Typography variant="body2">
                    {s.date} · {s.from}–{s.to}
                  </Typography>
                  <IconButton
                    size="small"
                    aria-label={t('removeDate', { date: s.date })}
                    onClick={() => change({ slots: form.slots.filter((_x, j) => j !== i) })}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Box>
              ))}
              {errors.timeTemporary && (
                <FormHelperText error>{errorText(errors.timeTemporary)}</FormHelperText>
              )}
            </Box>
          ) : (
            <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                {mode === 'host' ? t('weekdaysHost') : t('weekdaysSeeker')}
              </Typography>
              <Stack spacing={1}>
                {WEEKDAYS.map((d) => (
                  <Box
                    key={d}
                    sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <FormControlLabel
                      sx={{ width: { xs: 124, sm: 140 }, mr: 0 }}
                      control={
                        <Checkbox
                          checked={form.weekly[d].has}
                          onChange={(e) =>
                            change({
                              weekly: {
                                ...form.weekly,
                                [d]: { ...form.weekly[d], has: e.target.checked },
                              },
                            })
                          }
                        />
                      }
                      label={t(`days.${d}`)}
                    />
                    <TimeInput
                      label={t('from')}
                      value={form.weekly[d].from}
                      disabled={!form.weekly[d].has}
                      error={!!errors[d]}
                      onChange={(from) =>
                        change({ weekly: { ...form.weekly, [d]: { ...form.weekly[d], from } } })
                      }
                    />
                    <TimeInput
                      label={t('to')}
                      value={form.weekly[d].to}
                      disabled={!form.weekly[d].has}
                      error={!!errors[d]}
                      onChange={(to) =>
                        change({ weekly: { ...form.weekly, [d]: { ...form.weekly[d], to } } })
                      }
                    />
                  </Box>
                ))}
              </Stack>
              {weeklyError && <FormHelperText error>{errorText(weeklyError)}</FormHelperText>}
            </Box>
          )}

          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            {onCancel && (
              <Button onClick={onCancel} disabled={busy}>
                {t('cancel')}
              </Button>
            )}
            <Button type="submit" variant="contained" disabled={busy}>
              {submitLabel}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * One of the form's place selects (country, state, city), a small select whose
 * options are `places` by id; `onPick` gets the chosen id as a number.
 */
function PlaceSelect({
  label,
  required,
  disabled,
  value,
  onPick,
  error,
  helperText,
  places,
}: {
  label: string;
  required?: boolean;
  disabled?: boolean;
  value: number | '';
  onPick: (id: number) => void;
  error?: boolean;
  helperText?: ReactNode;
  places: ReadonlyArray<{ id: number; name: string }>;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      required={required}
      disabled={disabled}
      value={value}
      onChange={(e) => onPick(Number(e.target.value))}
      error={error}
      helperText={helperText}
    >
      {places.map((place) => (
        <MenuItem key={place.id} value={place.id}>
          {place.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
