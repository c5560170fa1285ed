import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TextFieldProps } from '@mui/material/TextField';

export interface NameFieldsProps {
  /** Props of the first-name field (registration, label, error). */
  first: TextFieldProps;
  /** Props of the last-name field. */
  last: TextFieldProps;
}

/**
 * The required first and last name of a member, side by side from `sm` up (AUTH-028,
 * PROF-016), with the browser's name autocompletion.
 */
export function NameFields({ first, last }: NameFieldsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField {...first} autoComplete="given-name" required fullWidth />
      <TextField {...last} autoComplete="family-name" required fullWidth />
    </Stack>
  );
}
