import type { Ref } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { MEMBER_LANGUAGES_MAX, type Language } from '@bgc/shared';
import { api } from '../lib/api-client.js';
import { useLocalizedQuery } from './use-localized-query.js';

export interface LanguagesSelectProps {
  /** Selected content-language ids. */
  value: number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  label: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}

/** Query key of `GET /languages/all` (names in the UI language). */
export const languagesQueryKey = (lang: string) => ['languages', 'all', lang] as const;

/**
 * AUTH-029: the spoken languages, a multi-select over `GET /languages/all` (content languages
 * with stable ids, D-08). At most 3: once three are chosen the other options are disabled
 * and the helper text says so.
 */
export function LanguagesSelect({
  value,
  onChange,
  onBlur,
  inputRef,
  label,
  required,
  error,
  helperText,
}: LanguagesSelectProps) {
  const { t } = useTranslation('auth');
  const { data, isLoading } = useLocalizedQuery((lang) => ({
    queryKey: languagesQueryKey(lang),
    queryFn: ({ signal }) => api.get('/languages/all', { signal }),
    staleTime: 60 * 60_000,
  }));
  const options = data?.list ?? [];
  const selected = value
    .map((id) => options.find((option) => option.id === id))
    .filter((option): option is Language => option !== undefined);
  const full = value.length >= MEMBER_LANGUAGES_MAX;

  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      loading={isLoading}
      disableCloseOnSelect
      autoHighlight
      filterSelectedOptions
      onChange={(_, picked) =>
        onChange(picked.slice(0, MEMBER_LANGUAGES_MAX).map((option) => option.id))
      }
      onBlur={onBlur}
      getOptionLabel={(option) => option.name}
      getOptionDisabled={() => full}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('location.noOptions')}
      loadingText={t('location.loading')}
      renderValue={(chosen, getItemProps) =>
        chosen.map((option, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              label={option.name}
              size="small"
              color="primary"
              variant="outlined"
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          error={error}
          inputRef={inputRef}
          helperText={
            helperText ?? (full ? t('register.languagesFull') : t('register.languagesHint'))
          }
        />
      )}
    />
  );
}
