import TextField from '@mui/material/TextField';
import { FINDER_TIME_LENGTH, maskTime } from '@bgc/shared';

/** INPUT-001..003: an HH:MM field; every keystroke goes through the shared mask. */
export function TimeInput({
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  disabled?: boolean;
}) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      placeholder="HH:MM"
      error={error}
      disabled={disabled}
      onChange={(e) => onChange(maskTime(e.target.value))}
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: FINDER_TIME_LENGTH, autoComplete: 'off' },
      }}
      sx={{ width: 84 }}
    />
  );
}
