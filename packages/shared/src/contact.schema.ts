import { z } from 'zod';
import { CIVILITIES, PAGE_PACKS, WEBSITE_PACKS, packContactText } from './services.js';
import { CONTACT_MSG } from './messages.js';

/*
 * the two contact forms' payloads (002 §7: POST /contact-pack, POST /contact-partner),
 * plus `altcha` (the widget's solution, D-11) and the honeypot `website` (OPEN-008: named unlike
 * any real field). Messages of SVC-021/029: CONTACT_MSG in messages.ts.
 */

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
export const contactSentSchema = z.object({ success: z.literal(true), message: z.string() });
export type ContactSent = z.infer<typeof contactSentSchema>;

/** Administrators' view of a request. */
export const contactRequestViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['pack', 'partner']),
  status: z.enum(['new', 'answered']),
  name: z.string(),
  email: z.string(),
  fields: z.record(z.string(), z.string()),
  language: z.string(),
  createdDate: z.string(),
  answeredDate: z.string().nullable(),
});
export type ContactRequestView = z.infer<typeof contactRequestViewSchema>;

export const contactListQuerySchema = z.object({
  status: z.enum(['new', 'answered', 'all']).default('new'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const contactStatusSchema = z.object({ status: z.enum(['new', 'answered']) });

/** LEGAL-005 data rights: POST /me/delete-account confirms with the password. */
export const deleteAccountSchema = z.object({
  password: z.string().min(1, CONTACT_MSG.required).max(200),
});
/** The message of a wrong password on account deletion. */
export const DELETE_ACCOUNT_WRONG_PASSWORD = 'The password is incorrect';

/**
 * GET /captcha/challenge: the proof-of-work challenge the ALTCHA widget solves
 * (altcha-lib v2 `Challenge`).
 */
export const captchaChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string().optional(),
  codeChallenge: z
    .object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() })
    .optional(),
});

/** LEGAL-005 data rights: POST /me/delete-account's answer (the account is purged after the date). */
export const deleteAccountAnswerSchema = z.object({
  success: z.literal(true),
  purgeAfter: z.string(),
});

/**
 * LEGAL-005 data rights: GET /me/data-export, the member's own data (format
 * `bgc-member-data/1`); the sections of the member's data follow as they are stored.
 */
export const dataExportSchema = z.looseObject({ exportedAt: z.string(), format: z.string() });
