import type { TFunction } from 'i18next';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { profileMsgKey } from './profile-format.js';

/**
 * Shared bits of the three 'Profile' tab sections (PROF-009..020).
 */

/** Result of saving one section (PROF-011). */
export type SaveResult = 'saved' | 'unchanged' | 'invalid' | 'failed';

/**
 * What the 'Profile' tab asks of a section when the global 'Save' or 'Cancel' is pressed.
 * `submit(focus)` validates (focusing the first invalid field when `focus`), then saves when
 * something changed; `reset()` puts the last saved values back.
 */
export interface SectionHandle {
  submit: (focus: boolean) => Promise<SaveResult>;
  reset: () => void;
}

/** react-hook-form's `register()` for MUI's TextField (the ref goes to the input element). */
export function muiRegister(registration: UseFormRegisterReturn) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref };
}

/** A validation or server message in the UI language: the spec texts (ERR-044) are translated. */
export function messageText(
  t: TFunction<'profile'>,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  const key = profileMsgKey(message);
  return key ? t(`msg.${key}`) : message;
}

/** `error` and `helperText` of a TextField (MUI links them with aria-invalid / aria-describedby). */
export function errorProps(
  t: TFunction<'profile'>,
  error: FieldError | undefined,
): { error: boolean; helperText?: string } {
  const text = messageText(t, error?.message);
  return text ? { error: true, helperText: text } : { error: Boolean(error) };
}
