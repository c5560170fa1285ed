import { useState, type Ref } from 'react';
import TextField from '@mui/material/TextField';
import { HANDICAP_MAX, HANDICAP_MIN, HANDICAP_STEP } from '@bgc/shared';
import { clampHandicap, parseHandicap } from '../../components/profile/profile-format.js';

export interface HandicapFieldProps {
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  label: string;
  helperText?: string;
  error?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

const show = (value: number | null): string => (value === null ? '' : String(value));

/**
 * PROF-017: the handicap, a number input (step 0.1, −20..54). What is typed stays as typed;
 * the value it emits is clamped to −20..54 and rounded to one decimal, and leaving the field
 * shows that value. Empty means no handicap (null).
 */
export function HandicapField({
  value,
  onChange,
  onBlur,
  label,
  helperText,
  error,
  inputRef,
}: HandicapFieldProps) {
  const [text, setText] = useState(show(value));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    // a new value from outside (form reset, saved profile)
    setShown(value);
    if (clampOrNull(parseHandicap(text)) !== value) setText(show(value));
  }

  return (
    <TextField
      type="number"
      label={label}
      value={text}
      error={error}
      helperText={helperText}
      inputRef={inputRef}
      fullWidth
      onChange={(event) => {
        setText(event.target.value);
        const parsed = parseHandicap(event.target.value);
        if (parsed === null || !Number.isNaN(parsed)) {
          const next = clampOrNull(parsed);
          setShown(next);
          onChange(next);
        }
      }}
      onBlur={() => {
        setText(show(value));
        onBlur?.();
      }}
      slotProps={{
        htmlInput: {
          step: HANDICAP_STEP,
          min: HANDICAP_MIN,
          max: HANDICAP_MAX,
          inputMode: 'decimal',
        },
      }}
    />
  );
}

function clampOrNull(value: number | null): number | null {
  return value === null || Number.isNaN(value) ? null : clampHandicap(value);
}
