import { useEffect, useId, useMemo, useState, type ReactNode, type Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { createFilterOptions } from '@mui/material/Autocomplete';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatPhone, type DialCode, type DialCodeLists } from '@bgc/shared';
import { CountryFlag } from './country-flag.js';
import {
  callingCode,
  defaultDialIcon,
  dialIndexOf,
  dialList,
  maxLocalDigits,
  onlyDigits,
  readSavedCountry,
  splitPhone,
} from './phone-input-helpers.js';
import { displayNames } from '../lib/intl-formats.js';

/** The 232-entry lists (D-07), loaded on demand as their own chunk. */
async function loadDialCodes(): Promise<DialCodeLists> {
  const module = await import('@bgc/shared/dial-codes.data.json');
  return module.default;
}

export interface PhoneInputProps {
  /** The phone as sent: '+' + calling code + digits ('+33612345678'), or '' when empty. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Label of the number field ('Phone'). */
  label: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** Ref of the number input (react-hook-form focuses it on an error). */
  inputRef?: Ref<HTMLInputElement>;
  /**
   * The country the form has chosen (ISO code or name, in English, French or the UI
   * language): the dial code follows it until the person picks one by hand (decision 037).
   */
  country?: string | null;
}

interface PhoneState {
  /** Dial code list index (0..231), null until the lists are loaded. */
  index: number | null;
  number: string;
}

/**
 * The country's name in the UI language (Intl, from the flag's ISO code: 'gb' → 'United
 * Kingdom', 'Royaume-Uni'), or the list's own name when Intl has none.
 */
function regionName(names: Intl.DisplayNames | null, entry: DialCode): string {
  try {
    return names?.of(entry.icon.toUpperCase()) ?? entry.country_name;
  } catch {
    return entry.country_name;
  }
}

function regionNames(language: string): Intl.DisplayNames | null {
  try {
    return displayNames([language], { type: 'region' });
  } catch {
    return null;
  }
}

/** The list index of `country` (an ISO code, the list's name or the UI language's name), or null. */
function indexOfCountry(
  list: readonly DialCode[],
  names: Intl.DisplayNames | null,
  country: string,
): number | null {
  const wanted = country.trim().toLocaleLowerCase();
  if (!wanted) return null;
  const found = list.find(
    (e) =>
      e.icon === wanted ||
      e.country_name.toLocaleLowerCase() === wanted ||
      regionName(names, e).toLocaleLowerCase() === wanted,
  );
  return found ? found.index : null;
}

/**
 * Phone input (AUTH-030, PHONE-007..009, INPUT-010): a dial-code picker with flags
 * (`/flags/4x3/{icon}.svg`; French names when the UI is French, else English) and a
 * digits-only number. It emits `formatPhone(prefix, number)` ('' when no digits). The
 * default dial code is the saved country setting (`bgc.country`), else the UI language's
 * country. A new `value` from outside (a form reset, a loaded profile) is read back.
 */
export function PhoneInput(props: PhoneInputProps) {
  const {
    value,
    onChange,
    onBlur,
    label,
    name,
    required,
    disabled,
    error,
    helperText,
    inputRef,
    country,
  } = props;
  const { t, i18n } = useTranslation('auth');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const helperId = useId();
  const { data: lists } = useQuery({
    queryKey: ['dial-codes'],
    queryFn: loadDialCodes,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const list = useMemo(() => (lists ? dialList(lists, language) : []), [lists, language]);
  const preferredIcon = defaultDialIcon(readSavedCountry(), language);
  const names = useMemo(() => regionNames(language), [language]);
  // decision 037: searched by the list's name, the UI language's name, the code and the ISO code
  const filterOptions = useMemo(
    () =>
      createFilterOptions<DialCode>({
        stringify: (e) =>
          `${e.country_name} ${regionName(names, e)} +${callingCode(e.prefix)} ${e.icon}`,
      }),
    [names],
  );
  const [pickedByHand, setPickedByHand] = useState(false);

  const [state, setState] = useState<PhoneState>({ index: null, number: '' });
  const [synced, setSynced] = useState<string | null>(null);
  // Derived state (React docs "storing information from previous renders"): read `value`
  // back when it is not what this input last emitted.
  if (list.length > 0 && value !== synced) {
    const current =
      state.index !== null ? formatPhone(list[state.index]!.prefix, state.number) : '';
    if (value !== current || state.index === null) {
      const split = splitPhone(value, list, preferredIcon);
      setState(split ?? { index: state.index ?? dialIndexOf(list, preferredIcon), number: '' });
    }
    setSynced(value);
  }

  const emit = (next: PhoneState) => {
    setState(next);
    const prefix = next.index !== null ? list[next.index]?.prefix : undefined;
    const formatted = prefix ? formatPhone(prefix, next.number) : '';
    setSynced(formatted);
    onChange(formatted);
  };
  // the dial code follows the form's country (UK → +44, France → +33) until picked by hand
  useEffect(() => {
    if (!country || pickedByHand || list.length === 0 || state.index === null) return;
    const index = indexOfCountry(list, names, country);
    if (index === null || index === state.index) return;
    emit({ index, number: onlyDigits(state.number, maxLocalDigits(list[index]!.prefix)) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the country or list changes
  }, [country, list, names, state.index === null]);
  const entry = state.index !== null ? list[state.index] : undefined;

  return (
    <Box role="group" aria-label={label}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Autocomplete
          options={list}
          value={entry ?? null}
          disabled={disabled || !entry}
          disableClearable={entry !== undefined}
          autoHighlight
          onChange={(_, picked) => {
            if (picked) setPickedByHand(true);
            if (picked)
              emit({
                index: picked.index,
                number: onlyDigits(state.number, maxLocalDigits(picked.prefix)),
              });
          }}
          isOptionEqualToValue={(a, b) => a.index === b.index}
          getOptionLabel={(option) => `+${callingCode(option.prefix)}`}
          filterOptions={filterOptions}
          noOptionsText={t('phone.noMatch')}
          renderOption={({ key: _labelKey, ...optionProps }, option) => (
            // MUI keys options by label, and several countries share '+1': key by list index
            <Box component="li" key={option.index} {...optionProps} sx={{ gap: 1.25 }}>
              <CountryFlag code={option.icon} width={22} />
              <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
                {regionName(names, option)}
              </Box>
              <Box
                component="span"
                sx={{ color: 'text.secondary', fontVariantNumeric: 'tabular-nums' }}
              >
                +{callingCode(option.prefix)}
              </Box>
            </Box>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('phone.dialCode')}
              error={error}
              slotProps={{
                htmlInput: {
                  ...params.inputProps,
                  'aria-describedby': helperText ? helperId : undefined,
                },
                input: {
                  ...params.InputProps,
                  startAdornment: entry ? <CountryFlag code={entry.icon} width={22} /> : null,
                },
              }}
            />
          )}
          slotProps={{ popper: { placement: 'bottom-start', sx: { minWidth: 300 } } }}
          sx={{ width: { xs: 132, sm: 148 }, flexShrink: 0 }}
        />
        <TextField
          label={label}
          name={name}
          value={state.number}
          required={required}
          disabled={disabled || !entry}
          error={error}
          fullWidth
          onBlur={onBlur}
          onChange={(event) => {
            if (!entry) return;
            emit({
              index: entry.index,
              number: onlyDigits(event.target.value, maxLocalDigits(entry.prefix)),
            });
          }}
          inputRef={inputRef}
          autoComplete="tel-national"
          slotProps={{
            htmlInput: {
              inputMode: 'numeric',
              pattern: '[0-9]*',
              'aria-describedby': helperText ? helperId : undefined,
            },
          }}
        />
      </Stack>
      {helperText ? (
        <FormHelperText id={helperId} error={error} sx={{ mx: 1.75 }}>
          {helperText}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
