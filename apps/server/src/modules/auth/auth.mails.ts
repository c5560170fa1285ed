import type { UiLanguage } from '@bgc/shared';
import type { Mail } from '../../lib/mailer.js';

const TEXTS: Record<UiLanguage, { subject: string; hello: string; body: string; ignore: string }> =
  {
    en: {
      subject: 'Reset your BGC password',
      hello: 'Hello',
      body: 'Open this link within one hour to choose a new password:',
      ignore: 'If you did not ask for it, ignore this e-mail: your password stays the same.',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe BGC',
      hello: 'Bonjour',
      body: 'Ouvrez ce lien dans l’heure pour choisir un nouveau mot de passe :',
      ignore: 'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste le même.',
    },
    vi: {
      subject: 'Đặt lại mật khẩu BGC',
      hello: 'Xin chào',
      body: 'Mở liên kết này trong vòng một giờ để chọn mật khẩu mới:',
      ignore: 'Nếu bạn không yêu cầu, hãy bỏ qua email này: mật khẩu của bạn không thay đổi.',
    },
    it: {
      subject: 'Reimposta la password di BGC',
      hello: 'Ciao',
      body: 'Apri questo link entro un’ora per scegliere una nuova password:',
      ignore: 'Se non l’hai richiesto, ignora questa e-mail: la tua password resta la stessa.',
    },
    de: {
      subject: 'BGC-Passwort zurücksetzen',
      hello: 'Hallo',
      body: 'Öffnen Sie diesen Link innerhalb einer Stunde, um ein neues Passwort zu wählen:',
      ignore:
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
    },
    es: {
      subject: 'Restablece tu contraseña de BGC',
      hello: 'Hola',
      body: 'Abre este enlace en menos de una hora para elegir una nueva contraseña:',
      ignore: 'Si no lo has pedido, ignora este correo: tu contraseña no cambia.',
    },
  };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password reset mail (AUTH-010) in the member's UI language. */
export function resetPasswordMail(
  to: string,
  firstName: string,
  link: string,
  lang: UiLanguage,
): Mail {
  const t = TEXTS[lang];
  return {
    to,
    subject: t.subject,
    text: `${t.hello} ${firstName},\n\n${t.body}\n${link}\n\n${t.ignore}\n`,
    html: `<p>${t.hello} ${escapeHtml(firstName)},</p><p>${t.body}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${t.ignore}</p>`,
  };
}
