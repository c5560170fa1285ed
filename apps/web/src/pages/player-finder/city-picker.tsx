import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CITY_SEARCH_MAX_LENGTH, type City } from '@bgc/shared';
import { api } from '../../lib/api-client.js';
import { useDebouncedValue } from '../../hooks/use-debounced-value.js';

/** Decision 043: the wait after the last key before the city search asks the server (ms). */
export const CITY_SEARCH_DEBOUNCE_MS = 300;
/** Decision 043: the cities one search lists. */
const CITY_OPTIONS = 20;

/**
 * FIND-028, decision 043: the finder's City, searched among every city of the chosen region as
 * one types (`GET /states/cities/{id}?q=&limit=`, debounced, at most CITY_SEARCH_MAX_LENGTH
 * characters; accents and case ignored by the server). Opened without text it lists the first
 * cities A–Z. `value` and `onChange` keep the form's `{ id, name }` (the id is the city's
 * position in the region's whole list, as the host search stores it).
 */
export function CityPicker({
  stateId,
  value,
  onChange,
  disabled,
}: {
  stateId: number | null;
  value: City | null;
  onChange: (city: City | null) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('finder');
  const [text, setText] = useState(value?.name ?? '');
  // the chosen city's name is the field's text, not a search
  const typed = value !== null && text === value.name ? '' : text.trim();
  const q = useDebouncedValue(typed, CITY_SEARCH_DEBOUNCE_MS);
  const [open, setOpen] = useState(false);
  const cities = useQuery({
    queryKey: ['states', 'cities', stateId ?? 0, 'search', q],
    queryFn: ({ signal }) =>
      api.get(`/states/cities/${stateId ?? 0}`, { query: { q, limit: CITY_OPTIONS }, signal }),
    enabled: stateId !== null && open,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
  const waiting = open && (cities.isFetching || typed !== q);
  const options = cities.data?.list ?? [];
  return (
    <Autocomplete<City, false, false, false>
      value={value}
      inputValue={text}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onInputChange={(_e, next) => setText(next.slice(0, CITY_SEARCH_MAX_LENGTH))}
      onChange={(_e, city) => onChange(city)}
      options={value && !options.some((c) => c.id === value.id) ? [value, ...options] : options}
      // the server filtered already (accents, 'Saint'/'St'): show its answer as it is
      filterOptions={(x) => x}
      getOptionLabel={(c) => c.name}
      getOptionKey={(c) => c.id}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={waiting}
      loadingText={t('citySearching')}
      noOptionsText={typed === '' ? t('cityType') : t('cityNone')}
      disabled={disabled}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t('city')}
          slotProps={{
            htmlInput: {
              ...params.inputProps,
              autoComplete: 'off',
              maxLength: CITY_SEARCH_MAX_LENGTH,
            },
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {waiting && <CircularProgress color="inherit" size={16} aria-hidden />}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
