import { CONTACT_ANSWER_HOURS, packOfContactText, type UiLanguage } from '@bgc/shared';
import type { Mail } from '../../lib/mailer.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Labels of the fields in the sales mail (the sales team reads English). */
const FIELD_LABELS: Record<string, string> = {
  pack: 'Pack',
  civility: 'Civility',
  fullname: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  companyName: 'Company',
  company: 'Company',
  fieldOfActivity: 'Field of activity',
  position: 'Position',
  country: 'Country',
  telephone: 'Telephone',
  email: 'E-mail',
  message: 'Message',
};

/** The request as received, for the sales address (SALES_EMAIL). */
export function salesMail(
  to: string,
  kind: 'pack' | 'partner',
  id: number,
  fields: Record<string, string>,
  adminUrl: string | null,
): Mail {
  const title =
    kind === 'pack'
      ? `Pack contact #${id}: ${fields.pack ?? ''} – ${fields.fullname ?? ''}`
      : `Partnership contact #${id}: ${fields.firstName ?? ''} ${fields.lastName ?? ''}`;
  const rows = Object.entries(fields).filter(([, v]) => v !== '');
  return {
    to,
    subject: title.replace(/[\r\n]+/g, ' '),
    text: `${title}\n\n${rows.map(([k, v]) => `${FIELD_LABELS[k] ?? k}: ${v}`).join('\n')}\n${
      adminUrl ? `\nAll requests: ${adminUrl}\n` : ''
    }`,
    html: `<h1>${escapeHtml(title)}</h1><table>${rows
      .map(
        ([k, v]) =>
          `<tr><th align="left">${escapeHtml(FIELD_LABELS[k] ?? k)}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`,
      )
      .join('')}</table>${
      adminUrl ? `<p><a href="${escapeHtml(adminUrl)}">All requests</a></p>` : ''
    }`,
  };
}

const PER_MONTH: Record<UiLanguage, string> = {
  en: 'per month',
  fr: 'par mois',
  vi: 'mỗi tháng',
  it: 'al mese',
  de: 'pro Monat',
  es: 'al mes',
};
const TAILORED: Record<UiLanguage, string> = {
  en: 'tailored',
  fr: 'sur mesure',
  vi: 'theo yêu cầu',
  it: 'su misura',
  de: 'nach Maß',
  es: 'a medida',
};

/**
 * The pack of a pack-contact request as the sender reads it in the confirmation (decision 037):
 * 'Birdie – $69 per month', 'Birdie – 69 $ par mois' (Intl's US-dollar format of `lang`). The
 * request keeps SVC-023's text ('Birdie 69$ monthly'). Null for any other text: the confirmation
 * never quotes what the sender typed (decision 031), only a pack of our own catalogue.
 */
export function packSummary(text: string, lang: UiLanguage): string | null {
  const pack = packOfContactText(text);
  if (!pack) return null;
  if (pack.monthly === 'tailored') return `${pack.name} – ${TAILORED[lang]}`;
  const price = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(pack.monthly);
  return `${pack.name} – ${price} ${PER_MONTH[lang]}`;
}

const CONFIRM: Record<UiLanguage, { subject: string; hello: string; body: string; sign: string }> =
  {
    en: {
      subject: 'We have received your request – BGC',
      hello: 'Hello',
      body: 'Thank you for writing to BGC – Best Golf Courses. Your request has reached us and we will answer within {hours} hours.',
      sign: 'The BGC team',
    },
    fr: {
      subject: 'Nous avons bien reçu votre demande – BGC',
      hello: 'Bonjour',
      body: 'Merci d’avoir écrit à BGC – Best Golf Courses. Votre demande nous est bien parvenue et nous vous répondrons sous {hours} heures.',
      sign: 'L’équipe BGC',
    },
    vi: {
      subject: 'Chúng tôi đã nhận được yêu cầu của bạn – BGC',
      hello: 'Xin chào',
      body: 'Cảm ơn bạn đã viết cho BGC – Best Golf Courses. Yêu cầu của bạn đã đến với chúng tôi và chúng tôi sẽ trả lời trong vòng {hours} giờ.',
      sign: 'Đội ngũ BGC',
    },
    it: {
      subject: 'Abbiamo ricevuto la tua richiesta – BGC',
      hello: 'Ciao',
      body: 'Grazie per aver scritto a BGC – Best Golf Courses. La tua richiesta ci è arrivata e ti risponderemo entro {hours} ore.',
      sign: 'Il team BGC',
    },
    de: {
      subject: 'Wir haben Ihre Anfrage erhalten – BGC',
      hello: 'Hallo',
      body: 'Vielen Dank für Ihre Nachricht an BGC – Best Golf Courses. Ihre Anfrage ist bei uns eingegangen, wir antworten innerhalb von {hours} Stunden.',
      sign: 'Das BGC-Team',
    },
    es: {
      subject: 'Hemos recibido tu solicitud – BGC',
      hello: 'Hola',
      body: 'Gracias por escribir a BGC – Best Golf Courses. Tu solicitud nos ha llegado y te responderemos en un plazo de {hours} horas.',
      sign: 'El equipo de BGC',
    },
  };

/**
 * SVC-026: the confirmation to the sender, in their UI language, with the 24-hour promise. The
 * address is typed by the sender and not verified, so the mail quotes none of the free text
 * (name, company, pack, message): otherwise the form would relay a stranger's words or link to
 * any address under our name (decision 031).
 */
export function confirmationMail(to: string, lang: UiLanguage, pack: string | null = null): Mail {
  const t = CONFIRM[lang];
  const body = t.body.replace('{hours}', String(CONTACT_ANSWER_HOURS));
  const packText = pack ? `\n\n${pack}` : '';
  const packHtml = pack ? `<p>${escapeHtml(pack)}</p>` : '';
  return {
    to,
    subject: t.subject,
    text: `${t.hello},\n\n${body}${packText}\n\n${t.sign}\n`,
    html: `<p>${escapeHtml(t.hello)},</p><p>${escapeHtml(body)}</p>${packHtml}<p>${escapeHtml(t.sign)}</p>`,
  };
}
