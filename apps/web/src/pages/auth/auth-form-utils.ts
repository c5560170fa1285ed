import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { messageText, type Translate } from './auth-helpers.js';

/**
 * react-hook-form's `register()` adapted to MUI's `TextField`: the ref goes to the input
 * element (`inputRef`), so a failed submit focuses the first invalid field, whose label and
 * error (linked by `aria-describedby`) a screen reader then reads.
 */
export function muiRegister(registration: UseFormRegisterReturn) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref };
}

/**
 * `error` and `helperText` of a field: the message translated (ERR-044); MUI sets
 * `aria-invalid` from `error` and links the helper text to the input.
 */
export function errorProps(
  t: Translate,
  error: FieldError | undefined,
): { error: boolean; helperText?: string } {
  const text = messageText(t, error?.message);
  return text ? { error: true, helperText: text } : { error: Boolean(error) };
}
