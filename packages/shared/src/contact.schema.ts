import { z } from 'zod';
import { CIVILITIES, PAGE_PACKS, WEBSITE_PACKS, packContactText } from './services.js';

/**
 * Issue 15: the two contact forms' payloads (002 §7: POST /contact-pack, POST /contact-partner),
 * plus `altcha` (the widget's solution, D-11) and the honeypot `website` (OPEN-008: named unlike
 * any real field). Messages of SVC-021/029 (OPEN-039: 'Field is required').
 */
export const CONTACT_MSG = {
  required: 'Field is required',
  invalidEmail: 'Email is invalid',
  /** SVC-022 / D-11: the server's answer to a missing or refused captcha. */
  captcha: 'Le captcha de vérification est obligatoire',
  /** SVC-024: the pack dialog's success toast. */
  sent: 'Sent success',
} as const;

/** The `pack` texts a request may name (SVC-023): every website and BGC page pack. */
export const PACK_CONTACT_TEXTS: readonly string[] = [
  ...WEBSITE_PACKS.map(packContactText),
  ...PAGE_PACKS.map(packContactText),
];

const required = (max: number) =>
  z.string().trim().min(1, CONTACT_MSG.required).max(max, `At most ${max} characters`);
const optional = (max: number) =>
  z.string().trim().max(max, `At most ${max} characters`).optional().default('');
const email = z
  .string()
  .trim()
  .min(1, CONTACT_MSG.required)
  .max(254)
  .pipe(z.email(CONTACT_MSG.invalidEmail));
const telephone = z
  .string()
  .trim()
  .max(32)
  .regex(/^\+?[0-9 ().-]*$/, 'Phone is invalid');
const captchaFields = {
  /** D-11: the ALTCHA payload (base64 JSON); checked by the server, not by the schema. */
  altcha: z.string().max(8_192).optional(),
  /** D-11 honeypot: empty for people, filled by bots. */
  website: z.string().max(500).optional(),
};

/** SVC-020/021/023: pack-contact payload; fullname, telephone and email required. */
export const packContactSchema = z.object({
  civility: z
    .union([z.enum(CIVILITIES), z.literal('')])
    .optional()
    .default(''),
  email,
  companyName: optional(150),
  fieldOfActivity: optional(150),
  fullname: required(120),
  telephone: telephone.min(1, CONTACT_MSG.required),
  pack: z.string().refine((v) => PACK_CONTACT_TEXTS.includes(v), 'Unknown pack'),
  ...captchaFields,
});
export type PackContactInput = z.input<typeof packContactSchema>;

/** SVC-028/029/030: partnership payload; firstName, lastName and email required. */
export const partnerContactSchema = z.object({
  firstName: required(60),
  lastName: required(60),
  company: optional(150),
  position: optional(120),
  message: optional(5_000),
  country: optional(100),
  telephone: telephone.optional().default(''),
  email,
  ...captchaFields,
});
export type PartnerContactInput = z.input<typeof partnerContactSchema>;

/** SVC-033: the success answer of both calls. */
export interface ContactSent {
  success: true;
  message: string;
}

/** Administrators' view of a request (issue 15 admin page). */
export interface ContactRequestView {
  id: number;
  kind: 'pack' | 'partner';
  status: 'new' | 'answered';
  name: string;
  email: string;
  fields: Record<string, string>;
  language: string;
  createdDate: string;
  answeredDate: string | null;
}

export const contactListQuerySchema = z.object({
  status: z.enum(['new', 'answered', 'all']).default('new'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const contactStatusSchema = z.object({ status: z.enum(['new', 'answered']) });

/** Issue 15 data rights: POST /me/delete-account confirms with the password. */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, CONTACT_MSG.required).max(200),
});
/** The message of a wrong password on account deletion. */
export const DELETE_ACCOUNT_WRONG_PASSWORD = 'The password is incorrect';
