import { useEffect, useState, type ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import SearchIcon from '@mui/icons-material/Search';
import { useQuery } from '@tanstack/react-query';
import { AUTOCOMPLETE_DEBOUNCE_MS } from '@bgc/shared';
import { useDebouncedValue } from '../hooks/use-debounced-value.js';
import { currentResults } from '../lib/current-results.js';
import { takeOverFocus } from '../lib/take-over-focus.js';

export interface DebouncedSearchProps<T> {
  /** DOM id of the input (the listbox id derives from it). */
  id: string;
  /** Accessible label of the input; also its placeholder. */
  label: string;
  /** Base of the TanStack Query key; the debounced text is appended. */
  queryKey: readonly unknown[];
  /** Runs the search for a non-empty, trimmed text. */
  search: (text: string, signal: AbortSignal) => Promise<T[]>;
  getOptionLabel: (option: T) => string;
  getOptionKey: (option: T) => string | number;
  renderOption: (option: T) => ReactNode;
  /** Called with the chosen option; the input is cleared afterwards. */
  onSelect: (option: T) => void;
  /** Shown when the search answered with nothing ('No data available', SRCH-007). */
  noOptionsText: string;
  loadingText: string;
  /** Focus the input on mount (mobile search row, hand-over from a placeholder). */
  autoFocus?: boolean;
  /**
   * Take the focus on mount only if nothing else holds it: the hand-over from a look-alike
   * box, which must not pull back a focus the member has moved on.
   */
  takeFocus?: boolean;
  /** Text already typed (e.g. into a placeholder shown while this chunk loaded). */
  initialInput?: string;
}

/**
 * Search box with server-side suggestions (SRCH-001, SRCH-004): no call until the
 * text has stopped changing for 1000 ms (SRCH-006); results come from TanStack
 * Query so a repeated text answers from the cache, each text under its own key, and only the
 * answer to the text in the box is listed (`currentResults`): a slow answer to an
 * earlier text never replaces a newer one. Generic over the option type.
 */
export function DebouncedSearch<T>(props: DebouncedSearchProps<T>) {
  const { id, label, queryKey, search, onSelect, autoFocus, takeFocus, initialInput = '' } = props;
  const [input, setInput] = useState(initialInput);
  // Popup state as Autocomplete asks for it (typing, arrows, Escape, blur).
  const [open, setOpen] = useState(() => Boolean(autoFocus));
  useEffect(() => {
    if (takeFocus && takeOverFocus(id) && initialInput.trim() !== '') setOpen(true);
    // on mount only: a later change must not pull the focus back
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const text = input.trim();
  // Starts empty: text handed over from a placeholder waits for the debounce too.
  const debounced = useDebouncedValue(text, AUTOCOMPLETE_DEBOUNCE_MS, '');
  const { data, isFetching, isPlaceholderData } = useQuery({
    queryKey: [...queryKey, debounced],
    queryFn: ({ signal }) => search(debounced, signal),
    enabled: debounced !== '',
  });
  const waiting = text !== '' && (text !== debounced || isFetching);
  // only the answer to the text in the box is listed (and can be opened)
  const options = currentResults({ text, debounced, data, isPlaceholderData });

  return (
    <Autocomplete<T, false, false, false>
      id={id}
      fullWidth
      size="small"
      open={open && text !== ''}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, option) => {
        if (!option) return;
        setInput('');
        onSelect(option);
      }}
      filterOptions={(x) => x}
      loading={waiting && options.length === 0}
      loadingText={props.loadingText}
      noOptionsText={props.noOptionsText}
      getOptionLabel={props.getOptionLabel}
      getOptionKey={props.getOptionKey}
      isOptionEqualToValue={(a, b) => props.getOptionKey(a) === props.getOptionKey(b)}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps} sx={{ gap: 1.25 }}>
          {props.renderOption(option)}
        </Box>
      )}
      forcePopupIcon={false}
      // a narrow box (the header at 1024 px) still lists whole names; Popper keeps it on screen
      slotProps={{ popper: { sx: { minWidth: 'min(340px, calc(100vw - 16px))' } } }}
      renderInput={(params) => (
        <OutlinedInput
          {...params.InputProps}
          fullWidth
          size="small"
          placeholder={label}
          autoFocus={autoFocus}
          inputProps={{ ...params.inputProps, 'aria-label': label }}
          // a label longer than a narrow field (French, Italian, Spanish) ends in '…', not mid-word
          sx={{ '& input': { textOverflow: 'ellipsis' } }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          }
          endAdornment={
            <>
              {waiting && <CircularProgress color="inherit" size={16} aria-hidden />}
              {params.InputProps.endAdornment}
            </>
          }
        />
      )}
    />
  );
}
