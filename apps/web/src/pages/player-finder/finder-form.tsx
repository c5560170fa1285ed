import { useEffect, useRef, useState, type ReactNode } from 'react';
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
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { WEEKDAYS } from '@bgc/shared';
import { CourseSearchField } from '../../components/post-dialog/course-search-field.js';
import { TimeInput } from './time-input.js';
import {
  changeForm,
  checkedForm,
  formErrors,
  type CheckedFinderForm,
  today,
  type FinderErrorText,
  type FinderFormState,
} from './finder-model.js';
import { useCountries, useStates } from './finder-queries.js';
import { CityPicker } from './city-picker.js';

export type Mode = 'host' | 'seeker';

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

/**
 * FIND-005..009, FIND-014..018: the host's and the seeker's form, checked by `formErrors`
 * before `onSubmit` gets the checked values. Decision 043: every required field left empty
 * says the one 'Field is required' as its helper text, under the field; the City is searched
 * on the server (`CityPicker`).
 */
export function FinderForm({
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
  const change = (c: Partial<FinderFormState>) => setForm((f) => changeForm(f, c));
  // decision 037: a refused check brings its first field into view (on a phone the dates are
  // above the fold's end, the button below it)
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const form = formRef.current;
    const invalid =
      form?.querySelector('[aria-invalid="true"]') ?? form?.querySelector('.Mui-error');
    const field = invalid?.closest('.MuiFormControl-root, fieldset') ?? invalid;
    field?.scrollIntoView({ block: 'center' });
    field
      ?.querySelector<HTMLElement>('[role="combobox"], input:not([aria-hidden="true"])')
      ?.focus({ preventScroll: true });
  }, [refusals]);
  const submit = () => {
    const found = formErrors(form, mode);
    setErrors(found);
    if (Object.keys(found).length > 0) setRefusals((n) => n + 1);
    const checked = checkedForm(form);
    if (Object.keys(found).length === 0 && checked) onSubmit(checked);
  };
  const min = today();
  const weeklyError = errors.weekly ?? WEEKDAYS.map((d) => errors[d]).find((e) => e !== undefined);
  return (
    <Card
      ref={formRef}
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
            <CityPicker
              stateId={form.state}
              disabled={form.state === null}
              value={form.city}
              onChange={(city) => change({ city })}
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
                helperText={t('courseHelp')}
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
