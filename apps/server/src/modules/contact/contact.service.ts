import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  CONTACT_MSG,
  type ContactRequestView,
  type ContactSent,
  type Page,
  type UiLanguage,
  paths,
  type packContactSchema,
  type partnerContactSchema,
} from '@bgc/shared';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/auth-guard.js';
import type { CaptchaService } from '../../lib/captcha.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { loadActor } from '../../lib/policy-actor.js';
import { authorize } from './contact-request.policy.js';
import {
  findContactPage,
  insertContactRequest,
  updateContactStatus,
  type ContactRecord,
} from './contact.repository.js';
import { confirmationMail, packSummary, salesMail } from './contact.mails.js';

type PackContact = z.output<typeof packContactSchema>;
type PartnerContact = z.output<typeof partnerContactSchema>;

const SENT: ContactSent = { success: true, message: CONTACT_MSG.sent };

/** The form without the captcha payload and the honeypot: what is stored and mailed. */
function formFields(input: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'altcha' || key === 'website') continue;
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

const view = (r: ContactRecord): ContactRequestView => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  name: r.name,
  email: r.email,
  fields: r.fields,
  language: r.language,
  createdDate: r.createdAt.toISOString(),
  answeredDate: r.answeredAt?.toISOString() ?? null,
});

/**
 * Contact requests (SVC-023/030/033, D-10, D-11): honeypot, captcha, storage, the mail
 * to the sales address and the confirmation to the sender; the administrators' list.
 */
export class ContactService {
  constructor(
    private readonly deps: {
      db: Db;
      captcha: CaptchaService;
      mailer: Mailer;
      salesEmail: string;
      /** PUBLIC_URL (D-14): the sales mail links the admin list when it is set. */
      publicUrl: string | undefined;
      log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
    },
  ) {}

  /** POST /contact-pack. */
  pack(input: PackContact, lang: UiLanguage): Promise<ContactSent> {
    return this.submit('pack', input, input.fullname, lang, packSummary(input.pack, lang));
  }

  /** POST /contact-partner. */
  partner(input: PartnerContact, lang: UiLanguage): Promise<ContactSent> {
    const name = `${input.firstName} ${input.lastName}`;
    return this.submit('partner', input, name, lang);
  }

  /**
   * D-11: a filled honeypot answers like a success and keeps nothing; a missing, wrong,
   * expired or replayed captcha is 400 'Le captcha de vérification est obligatoire' and keeps
   * nothing. Otherwise the request is stored, then mailed to the sales address with a
   * confirmation to the sender (a mail failure is logged: the request stays listed).
   */
  private async submit(
    kind: 'pack' | 'partner',
    input: (PackContact | PartnerContact) & {
      altcha?: string | undefined;
      website?: string | undefined;
    },
    name: string,
    lang: UiLanguage,
    pack: string | null = null,
  ): Promise<ContactSent> {
    if (input.website && input.website.trim() !== '') {
      this.deps.log.warn({ kind }, 'contact honeypot filled: dropped');
      return SENT;
    }
    const failure = await this.deps.captcha.verify(input.altcha);
    if (failure) {
      this.deps.log.warn({ kind, failure }, 'contact captcha refused');
      throw new AppError('captcha_required', CONTACT_MSG.captcha, {
        altcha: CONTACT_MSG.captcha,
      });
    }
    const fields = formFields(input);
    const row = await insertContactRequest(this.deps.db, {
      kind,
      email: input.email,
      name,
      fields,
      language: lang,
    });
    const results = await Promise.allSettled([
      this.deps.mailer.send(
        salesMail(
          this.deps.salesEmail,
          kind,
          row.id,
          fields,
          this.deps.publicUrl
            ? `${this.deps.publicUrl.replace(/\/$/, '')}${paths.adminContacts()}`
            : null,
        ),
      ),
      this.deps.mailer.send(confirmationMail(input.email, lang, pack)),
    ]);
    for (const r of results)
      if (r.status === 'rejected')
        this.deps.log.error({ err: r.reason, id: row.id }, 'contact mail failed');
    return SENT;
  }

  /** Administrators' list of requests, newest first (403 for other members). */
  async list(
    actor: Actor | null,
    status: 'new' | 'answered' | 'all',
    page: number,
    limit: number,
  ): Promise<Page<ContactRequestView>> {
    authorize(await loadActor(this.deps.db, actor), 'list');
    const { rows, total } = await findContactPage(this.deps.db, status, page, limit);
    return {
      list: rows.map(view),
      total,
      totalPages: Math.ceil(total / limit),
      currentPage: page,
    };
  }

  /** Marks a request answered (or new again); 404 unknown id. */
  async setStatus(
    actor: Actor | null,
    id: number,
    status: 'new' | 'answered',
  ): Promise<ContactRequestView> {
    authorize(await loadActor(this.deps.db, actor), 'answer');
    const row = await updateContactStatus(this.deps.db, id, status);
    if (!row) throw notFound('Request not found');
    return view(row);
  }
}
