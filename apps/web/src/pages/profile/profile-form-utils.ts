import type { TFunction } from 'i18next';
import type {
  FieldError,
  FieldValues,
  Path,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import type { MeUser, UpdateMeRequest } from '@bgc/shared';
import { profileMsgKey } from './profile-format.js';

/**
 * Shared bits of the three 'Profile' tab sections (PROF-009..020).
 */

/**
 * What a section holds when the global 'Save' is pressed (PROF-011): an invalid form, no
 * change, or the `PUT /me` fields it changed.
 */
export type SectionDraft =
  { state: 'invalid' } | { state: 'unchanged' } | { state: 'changed'; body: UpdateMeRequest };

/**
 * What the 'Profile' tab asks of a section (issue 12 item 13: one save, one `PUT /me`, all or
 * nothing). `collect(focus)` validates (focusing the first invalid field when `focus`) and
 * answers the section's draft; after the call, `saved(me)` takes the saved values, or
 * `failed(fields, focus)` shows the server's messages for the section's own fields and answers
 * whether it showed one; `reset()` puts the last saved values back.
 */
export interface SectionHandle {
  collect: (focus: boolean) => Promise<SectionDraft>;
  saved: (me: MeUser) => void;
  failed: (fields: Readonly<Record<string, string>>, focus: boolean) => boolean;
  reset: () => void;
}

/**
 * Runs a section form's validation: answers its valid values, or null after focusing the first
 * invalid field of `order` (when `focus`).
 */
export async function validValues<I extends FieldValues, O>(
  form: UseFormReturn<I, unknown, O>,
  order: ReadonlyArray<Path<I>>,
  focus: boolean,
): Promise<O | null> {
  let values: O | null = null;
  await form.handleSubmit(
    (valid) => {
      values = valid;
    },
    (invalid) => {
      const first = order.find((name) => name in invalid);
      if (focus && first) form.setFocus(first);
    },
  )();
  return values;
}

/**
 * Shows the server's field messages (`ApiError.fields`) on the fields of `order` that have one,
 * focusing the first when `focus`; answers whether any was shown.
 */
export function showServerErrors<I extends FieldValues, O>(
  form: UseFormReturn<I, unknown, O>,
  order: ReadonlyArray<Path<I>>,
  fields: Readonly<Record<string, string>>,
  focus: boolean,
): boolean {
  const mine = order.filter((name) => typeof fields[name] === 'string');
  mine.forEach((name, index) =>
    form.setError(name, { message: fields[name] }, { shouldFocus: focus && index === 0 }),
  );
  return mine.length > 0;
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
