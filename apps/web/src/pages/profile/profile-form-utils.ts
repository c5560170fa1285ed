import { useImperativeHandle, useMemo, type Ref } from 'react';
import type { TFunction } from 'i18next';
import {
  useForm,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { MeUser, UpdateMeRequest } from '@bgc/shared';
import { profileMsgKey } from '../../components/profile/profile-format.js';
import { sameValues } from './profile-schemas.js';

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
 * What the 'Profile' tab asks of a section (one save, one `PUT /me`, all or
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

/** The props of a profile section showing and editing the signed-in member's data. */
export interface MemberSectionProps {
  user: MeUser;
  editing: boolean;
  onEdit: () => void;
  ref?: Ref<SectionHandle>;
}

/**
 * The form of a section edited from the member's saved values (Information, Social networks):
 * it follows `user` (keeping the fields being edited) and answers the tab's `SectionHandle`
 * (PROF-011): 'unchanged' while the values equal the saved ones, else the valid values of
 * `order` (the first invalid one focused) or 'invalid'; the server's messages go on `order`.
 */
export function useSavedValuesForm<I extends FieldValues, O extends UpdateMeRequest>(
  user: MeUser,
  ref: Ref<SectionHandle> | undefined,
  {
    resolver,
    valuesOf,
    order,
  }: {
    resolver: Resolver<I, unknown, O>;
    valuesOf: (user: MeUser) => I;
    order: ReadonlyArray<Path<I>>;
  },
): UseFormReturn<I, unknown, O> {
  const saved = useMemo(() => valuesOf(user), [valuesOf, user]);
  const form = useForm<I, unknown, O>({
    resolver,
    values: saved,
    resetOptions: { keepDirtyValues: true },
    shouldFocusError: false,
  });
  useImperativeHandle(
    ref,
    (): SectionHandle => ({
      collect: async (focus) => {
        if (sameValues(form.getValues(), saved)) return { state: 'unchanged' };
        const valid = await validValues(form, order, focus);
        return valid ? { state: 'changed', body: valid } : { state: 'invalid' };
      },
      saved: (me) => form.reset(valuesOf(me)),
      failed: (fields, focus) => showServerErrors(form, order, fields, focus),
      reset: () => form.reset(saved),
    }),
    [form, saved, valuesOf, order],
  );
  return form;
}
