import Box from '@mui/material/Box';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { CONTACT_MSG } from '@bgc/shared';
import { ApiError } from '../../lib/api-client.js';

/** Field name → message of the first problem, checked with the server's own schema. */
export type FieldErrors = Record<string, string>;

/** SVC-021 / SVC-029: the form checked with the shared zod schema (the server's rules). */
export function validate(schema: z.ZodType, values: Record<string, unknown>): FieldErrors {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  // the captcha is not a typed field: Send stays disabled until it is solved
  delete errors.altcha;
  return errors;
}

/** A server or schema message in the reader's language (known texts), else as given. */
export function messageOf(
  t: TFunction<'services'>,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  if (message === CONTACT_MSG.required) return t('dialog.required');
  if (message === CONTACT_MSG.invalidEmail) return t('dialog.invalidEmail');
  return message;
}

/** The field errors of a refused call (400 `fields`), empty for other errors. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return error instanceof ApiError && error.fields ? { ...error.fields } : {};
}

/**
 * SVC-025 / D-11 / OPEN-008: the hidden honeypot input, named `website` (unlike any real field).
 * People never see or reach it (off-screen, out of the tab order, hidden from assistive tech);
 * bots that fill every input do, and the server then silently drops the request.
 */
export function HoneypotField({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
}) {
  return (
    <Box
      aria-hidden
      sx={{
        position: 'absolute',
        left: -10_000,
        top: 'auto',
        width: 1,
        height: 1,
        overflow: 'hidden',
      }}
    >
      <label>
        {label}
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </label>
    </Box>
  );
}
