import { CLAIM_PHONE_PATTERN, MSG } from '@bgc/shared';

/** Pure rules of the claim form (COURSE-025), unit tested. */

export type ClaimFieldError = 'required' | 'phoneInvalid';

export interface ClaimFormValues {
  name: string;
  /** '+' + calling code + digits, as the phone input emits it ('' when empty). */
  phone: string;
}

/**
 * COURSE-025: name and phone are required ('Field is required'); the phone must match an
 * optional '+' then digits, spaces, dashes and parentheses ('The value must be an phone
 * number'). Returns the error key of each invalid field; an empty object when valid.
 */
export function claimErrors(
  values: ClaimFormValues,
): Partial<Record<keyof ClaimFormValues, ClaimFieldError>> {
  const errors: Partial<Record<keyof ClaimFormValues, ClaimFieldError>> = {};
  if (!values.name.trim()) errors.name = 'required';
  const phone = values.phone.trim();
  if (!phone) errors.phone = 'required';
  else if (!CLAIM_PHONE_PATTERN.test(phone)) errors.phone = 'phoneInvalid';
  return errors;
}

/** A server field message (ERR-044 texts) as a claim error key, or null for another text. */
export function claimMessageKey(message: string | undefined): ClaimFieldError | null {
  if (message === MSG.required) return 'required';
  if (message === MSG.phoneInvalid) return 'phoneInvalid';
  return null;
}
