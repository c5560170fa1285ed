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

const CHANGED: Record<UiLanguage, { subject: string; hello: string; body: string; act: string }> = {
  en: {
    subject: 'Your BGC password was changed',
    hello: 'Hello',
    body: 'The password of your BGC account was changed, and every device signed in to it was signed out.',
    act: 'If you did not do it, ask for a new password with “Forgot your password?” on the sign-in page at once.',
  },
  fr: {
    subject: 'Votre mot de passe BGC a été modifié',
    hello: 'Bonjour',
    body: 'Le mot de passe de votre compte BGC a été modifié et tous les appareils connectés ont été déconnectés.',
    act: 'Si ce n’est pas vous, demandez tout de suite un nouveau mot de passe avec « Mot de passe oublié ? » sur la page de connexion.',
  },
  vi: {
    subject: 'Mật khẩu BGC của bạn đã được thay đổi',
    hello: 'Xin chào',
    body: 'Mật khẩu tài khoản BGC của bạn đã được thay đổi và mọi thiết bị đang đăng nhập đã bị đăng xuất.',
    act: 'Nếu không phải bạn, hãy yêu cầu mật khẩu mới ngay bằng “Quên mật khẩu?” trên trang đăng nhập.',
  },
  it: {
    subject: 'La password di BGC è stata cambiata',
    hello: 'Ciao',
    body: 'La password del tuo account BGC è stata cambiata e tutti i dispositivi connessi sono stati disconnessi.',
    act: 'Se non sei stato tu, chiedi subito una nuova password con “Password dimenticata?” nella pagina di accesso.',
  },
  de: {
    subject: 'Ihr BGC-Passwort wurde geändert',
    hello: 'Hallo',
    body: 'Das Passwort Ihres BGC-Kontos wurde geändert, und alle angemeldeten Geräte wurden abgemeldet.',
    act: 'Wenn Sie das nicht waren, fordern Sie sofort mit „Passwort vergessen?“ auf der Anmeldeseite ein neues Passwort an.',
  },
  es: {
    subject: 'Se ha cambiado tu contraseña de BGC',
    hello: 'Hola',
    body: 'Se ha cambiado la contraseña de tu cuenta de BGC y se ha cerrado la sesión en todos los dispositivos.',
    act: 'Si no has sido tú, pide ahora mismo una contraseña nueva con «¿Has olvidado tu contraseña?» en la página de inicio de sesión.',
  },
};

/**
 * Decision 029: tells the member that their password changed (profile save, T08 or a reset
 * link, T05) and that every session was signed out, in the UI language of the change. It
 * carries no link, so a forwarded copy gives nothing away.
 */
export function passwordChangedMail(to: string, firstName: string, lang: UiLanguage): Mail {
  const t = CHANGED[lang];
  return {
    to,
    subject: t.subject,
    text: `${t.hello} ${firstName},\n\n${t.body}\n\n${t.act}\n`,
    html: `<p>${t.hello} ${escapeHtml(firstName)},</p><p>${t.body}</p><p>${t.act}</p>`,
  };
}
