import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  createFilterOptions,
  type AutocompleteRenderInputParams,
} from '@mui/material/Autocomplete';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client.js';
import { CountryFlag } from './country-flag.js';
import { useLocalizedQuery } from './use-localized-query.js';
import { applyLocationChange, type LocationChange, type LocationValue } from './location-value.js';

export type { LocationValue } from './location-value.js';

export interface LocationSelectProps {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  disabled?: boolean;
  /** Error texts of the three fields, already translated. */
  errors?: Partial<Record<keyof LocationValue, string>>;
}

/** Location lists barely change: keep them for the session. */
const LIST_STALE_MS = 60 * 60_000;
/** Long city lists: show the first matches only, the field filters as one types. */
const filterCities = createFilterOptions<string>({ limit: 100 });

/** Query keys of the location lists (countries are named in the UI language). */
export const locationQueryKeys = {
  countries: (lang: string) => ['countries', 'all', lang] as const,
  states: (countryId: number) => ['countries', 'states', countryId] as const,
  cities: (stateId: number) => ['states', 'cities', stateId] as const,
};

/**
 * Country → state → city pickers (AUTH-031, INPUT-009). Countries come from
 * `GET /countries/all`; choosing one loads `GET /countries/states/{id}` and clears the state
 * and city; choosing a state loads `GET /states/cities/{id}` and clears the city; clearing a
 * picker empties the ones that depend on it. Every picker is clearable. The city is chosen from
 * the state's list (a typed fragment is never kept); only a state without a list takes a typed
 * city (decision 037). Emits `{country: id|null, state: name|null, city: name|null}`.
 */
export function LocationSelect({ value, onChange, disabled, errors }: LocationSelectProps) {
  const { t } = useTranslation('auth');
  const countries = useLocalizedQuery((lang) => ({
    queryKey: locationQueryKeys.countries(lang),
    queryFn: ({ signal }) => api.get('/countries/all', { signal }),
    staleTime: LIST_STALE_MS,
  }));
  const countryId = value.country;
  const states = useQuery({
    queryKey: locationQueryKeys.states(countryId ?? 0),
    queryFn: ({ signal }) => api.get(`/countries/states/${countryId}`, { signal }),
    enabled: countryId !== null,
    staleTime: LIST_STALE_MS,
  });
  const stateId = states.data?.list.find((s) => s.name === value.state)?.id ?? null;
  const cities = useQuery({
    queryKey: locationQueryKeys.cities(stateId ?? 0),
    queryFn: ({ signal }) => api.get(`/states/cities/${stateId}`, { signal }),
    enabled: stateId !== null,
    staleTime: LIST_STALE_MS,
  });

  const countryList = countries.data?.list ?? [];
  const stateNames = countryId !== null ? [...new Set(states.data?.list.map((s) => s.name))] : [];
  // names are the values (and MUI's option keys): drop repeated ones
  const cityNames = stateId !== null ? [...new Set(cities.data?.list.map((c) => c.name))] : [];
  // decision 037: a state with a city list takes a city from it (a typed fragment is not saved);
  // only a state without one takes a typed city
  const typedCity = cities.isSuccess && cityNames.length === 0;
  const [cityText, setCityText] = useState<string | null>(null);
  const selectedCountry = countryList.find((c) => c.id === countryId) ?? null;
  const change = (next: LocationChange) => onChange(applyLocationChange(value, next));
  /** The text field of the state or city picker: its label, its error, no browser autofill. */
  const listInput = (field: 'state' | 'city', params: AutocompleteRenderInputParams) => (
    <TextField
      {...params}
      label={t(`location.${field}`)}
      error={Boolean(errors?.[field])}
      helperText={errors?.[field]}
      slotProps={{ htmlInput: { ...params.inputProps, autoComplete: 'off' } }}
    />
  );

  return (
    <Stack spacing={2}>
      <Autocomplete
        options={countryList}
        value={selectedCountry}
        loading={countries.isLoading}
        disabled={disabled}
        autoHighlight
        onChange={(_, picked) => change({ field: 'country', value: picked?.id ?? null })}
        getOptionLabel={(option) => option.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={t('location.noOptions')}
        loadingText={t('location.loading')}
        renderOption={({ key, ...optionProps }, option) => (
          <Box component="li" key={key} {...optionProps} sx={{ gap: 1.25 }}>
            <CountryFlag code={option.code} width={22} />
            {option.name}
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('location.country')}
            error={Boolean(errors?.country)}
            helperText={errors?.country}
            slotProps={{
              htmlInput: { ...params.inputProps, autoComplete: 'off' },
              input: {
                ...params.InputProps,
                startAdornment: selectedCountry ? (
                  <Box sx={{ display: 'flex', pl: 0.5 }}>
                    <CountryFlag code={selectedCountry.code} width={22} />
                  </Box>
                ) : null,
              },
            }}
          />
        )}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Autocomplete
          options={stateNames}
          value={value.state}
          loading={states.isFetching}
          disabled={disabled || countryId === null}
          autoHighlight
          fullWidth
          onChange={(_, picked) => change({ field: 'state', value: picked })}
          noOptionsText={t('location.noStates')}
          loadingText={t('location.loading')}
          renderInput={(params) => listInput('state', params)}
        />
        <Autocomplete
          freeSolo={typedCity}
          options={cityNames}
          filterOptions={filterCities}
          value={value.city}
          inputValue={typedCity ? (value.city ?? '') : (cityText ?? value.city ?? '')}
          onBlur={() => setCityText(null)}
          noOptionsText={t('location.noCities')}
          loading={cities.isFetching}
          disabled={disabled || countryId === null || value.state === null}
          autoHighlight
          fullWidth
          onChange={(_, picked) => {
            setCityText(null);
            change({ field: 'city', value: picked || null });
          }}
          onInputChange={(_, text, reason) => {
            if (typedCity && (reason === 'input' || reason === 'clear'))
              change({ field: 'city', value: text.trim() ? text : null });
            else if (reason === 'input') setCityText(text);
            else if (reason === 'clear') change({ field: 'city', value: null });
          }}
          renderInput={(params) => listInput('city', params)}
        />
      </Stack>
    </Stack>
  );
}
