import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * react-hook-form's `register()` adapted to MUI's `TextField`: the ref goes to the input
 * element (`inputRef`), so a failed submit focuses the first invalid field, whose label and
 * error (linked by `aria-describedby`) a screen reader then reads.
 */
export function muiRegister(registration: UseFormRegisterReturn) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref };
}
