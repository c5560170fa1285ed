import { z } from 'zod';
import {
  MSG,
  registerSchema,
  requestResetSchema,
  resetPasswordSchema,
  signInSchema,
} from '@bgc/shared';

/**
 * The auth forms' schemas: the shared request schemas (members.schema.ts), extended with the
 * fields only the form has (confirm password, terms). Their messages are the spec's English
 * `MSG` texts (ERR-044); the screens translate them when shown (`messageText`).
 */

/** AUTH-001 / AUTH-007 / AUTH-008: login; the email is trimmed and lower-cased. */
export const loginFormSchema = signInSchema;
export type LoginFormInput = z.input<typeof loginFormSchema>;
export type LoginFormOutput = z.output<typeof loginFormSchema>;

/** The confirm field (AUTH-015, AUTH-024): required, then equal to the password. */
const confirmField = z.string().min(1, MSG.confirmRequired);
const matchesPassword = <T extends { password: string; confirm: string }>(data: T) =>
  data.confirm === '' || data.confirm === data.password;
const mismatch = { path: ['confirm'], message: MSG.confirmMismatch };

/**
 * AUTH-020..025: registration step 1 'Create Account': email ('E-mail is required' /
 * 'E-mail must be valid'), password (≥ 6), confirm, and the terms checkbox ('Field is required').
 */
export const accountStepSchema = registerSchema
  .pick({ email: true, password: true })
  .extend({
    confirm: confirmField,
    terms: z.boolean().refine((accepted) => accepted, MSG.required),
  })
  .refine(matchesPassword, mismatch);
export type AccountStepInput = z.input<typeof accountStepSchema>;
export type AccountStepOutput = z.output<typeof accountStepSchema>;

export const EMPTY_ACCOUNT: AccountStepInput = {
  email: '',
  password: '',
  confirm: '',
  terms: false,
};

/**
 * AUTH-027..030: registration step 2 'Information': sub-roles, first and last name (required,
 * ≤ 15), languages (1..3 ids), country id, state and city names, phone ('+' + digits, optional).
 */
export const infoStepSchema = registerSchema.pick({
  subRoles: true,
  firstName: true,
  lastName: true,
  languages: true,
  country: true,
  state: true,
  city: true,
  phone: true,
});
export type InfoStepInput = z.input<typeof infoStepSchema>;
export type InfoStepOutput = z.output<typeof infoStepSchema>;

export const EMPTY_INFO: InfoStepInput = {
  subRoles: [],
  firstName: '',
  lastName: '',
  languages: [],
  country: null,
  state: null,
  city: null,
  phone: '',
};

/** AUTH-009: forgot password, one email (required, 'Invalid email'; lower-cased). */
export const forgotFormSchema = requestResetSchema.pick({ email: true });
export type ForgotFormInput = z.input<typeof forgotFormSchema>;
export type ForgotFormOutput = z.output<typeof forgotFormSchema>;

/** AUTH-014 / AUTH-015: reset password, password (≥ 6) and its confirmation. */
export const resetFormSchema = resetPasswordSchema
  .pick({ password: true })
  .extend({ confirm: confirmField })
  .refine(matchesPassword, mismatch);
export type ResetFormInput = z.input<typeof resetFormSchema>;
export type ResetFormOutput = z.output<typeof resetFormSchema>;
