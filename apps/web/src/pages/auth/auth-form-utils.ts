import type { FieldError } from 'react-hook-form';
import { messageText, type Translate } from './auth-helpers.js';

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
