import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { takeOverFocus } from '../lib/take-over-focus.js';
import SearchIcon from '@mui/icons-material/Search';

export interface SearchPlaceholderProps {
  id: string;
  label: string;
  value: string;
  autoFocus?: boolean;
  /** Take the focus on mount only if nothing else holds it (hand-over). */
  takeFocus?: boolean;
  onChange?: (value: string) => void;
  onActivate?: () => void;
  /** Starts loading the real search (on pointer enter). */
  onPreload: () => void;
}

/**
 * A look-alike of the header search fields, shown at once while the Autocomplete chunk loads;
 * the real field then takes over the typed text and the focus (keeps the first bundle small).
 */
export function SearchPlaceholder({
  id,
  label,
  value,
  autoFocus,
  takeFocus,
  onChange,
  onActivate,
  onPreload,
}: SearchPlaceholderProps) {
  useEffect(() => {
    if (takeFocus) takeOverFocus(id);
    // on mount only: a later change must not pull the focus back
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Box sx={{ position: 'relative', width: '100%' }}>
      <SearchIcon
        fontSize="small"
        sx={{
          position: 'absolute',
          left: 12,
          top: '50%',
          transform: 'translateY(-50%)',
          color: 'action.active',
          pointerEvents: 'none',
        }}
      />
      <Box
        component="input"
        id={id}
        type="text"
        role="combobox"
        aria-expanded="false"
        aria-label={label}
        placeholder={label}
        autoComplete="off"
        autoFocus={autoFocus}
        value={value}
        readOnly={!onChange}
        onChange={(event) => onChange?.(event.target.value)}
        onFocus={onActivate}
        onPointerEnter={onPreload}
        sx={{
          width: '100%',
          height: 40,
          pl: '40px',
          pr: 1.5,
          font: 'inherit',
          fontSize: 16,
          // as the real field: a label longer than the field ends in '…'
          textOverflow: 'ellipsis',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: '1px solid rgba(0,0,0,0.23)',
          borderRadius: 2,
          outline: 'none',
          '&:focus-visible': { outline: '2px solid #fbbf24', outlineOffset: 1 },
        }}
      />
    </Box>
  );
}
