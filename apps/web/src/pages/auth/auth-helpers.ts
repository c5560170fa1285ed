import { LOGGED_OUT_ONLY, MSG, STATIC_PAGES, paths } from '@bgc/shared';
import type { ApiError } from '../../lib/api-client.js';

/**
 * Pure helpers of the auth screens (AUTH-*, ROUTE-003, ERR-004..006). No React here, so
 * they are unit-tested in `auth-helpers.test.ts`.
 */

/** AUTH-017: delay (ms) between the reset success message and the move to login. */
export const RESET_REDIRECT_DELAY_MS = 2000;

/** The logged-out-only paths (ROUTE-004): never a target after signing in. */
const LOGGED_OUT_ONLY_PATHS: ReadonlySet<string> = new Set(
  LOGGED_OUT_ONLY.map((name) =>
    name === 'resetPassword' ? paths.resetPassword() : STATIC_PAGES[name],
  ),
);

/**
 * ROUTE-003 / AUTH-005: where to go after a successful login. The `redirect` query is
 * followed only when it is a same-site path: it starts with one '/' (not '//' nor '/\',
 * which browsers read as another host) and holds no control characters. A logged-out-only
 * page (login, register, …) or anything else gives the homepage '/'.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || raw.length > 2000) return paths.home();
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return paths.home();
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) return paths.home();
  const pathname = raw.split(/[?#]/, 1)[0] ?? '';
  if (LOGGED_OUT_ONLY_PATHS.has(pathname.replace(/\/+$/, '') || '/')) return paths.home();
  return raw;
}

/** AUTH-032: the masked password of the summary card; fixed length, so it does not leak it. */
export function maskPassword(password: string): string {
  return password ? '\u2022'.repeat(8) : '';
}

export type MsgKey = keyof typeof MSG;

/** The `MSG` key whose text is `message` ('Field is required' → 'required'), else null. */
export function msgKeyOf(message: string | undefined): MsgKey | null {
  if (!message) return null;
  const entry = (Object.entries(MSG) as Array<[MsgKey, string]>).find(
    ([, text]) => text === message,
  );
  return entry ? entry[0] : null;
}

/** The catalog keys of the `MSG` texts the auth screens can show (ERR-044). */
export const SHOWN_MSG_KEYS = [
  'required',
  'invalidEmail',
  'emailRequired',
  'emailInvalid',
  'emailExists',
  'passwordMin',
  'confirmRequired',
  'confirmMismatch',
  'nameMax',
  'resetSuccess',
  'changePasswordSuccess',
  'invalidCredentials',
  'resetTokenInvalid',
  'languagesMax',
  'phoneInvalid',
] as const satisfies readonly MsgKey[];

/**
 * Whether `error` is the API client's `ApiError` (checked by shape, so this module does not
 * load the client and its i18n set-up).
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    typeof (error as Partial<ApiError>).status === 'number' &&
    typeof (error as Partial<ApiError>).code === 'string'
  );
}

/** A translate function reduced to what the helpers need (i18next's `t` fits). */
export type Translate = (key: string) => string;

/**
 * The text of a validation message: the spec's English `MSG` text is translated through the
 * 'auth' catalog (`msg.<key>`); any other text (a server message) is shown as it is.
 */
export function messageText(t: Translate, message: string | undefined): string {
  if (!message) return '';
  const key = msgKeyOf(message);
  return key && (SHOWN_MSG_KEYS as readonly string[]).includes(key) ? t(`msg.${key}`) : message;
}

/** API error codes that have their own translated sentence (`errors.<code>`). */
export const KNOWN_ERROR_CODES = [
  'invalid_credentials',
  'invalid_token',
  'invalid_code',
  'email_exists',
  'rate_limited',
  'suspended',
  'validation_error',
  'server_error',
] as const;

/**
 * ERR-004 / ERR-005: the alert text of a failed auth call. A known error code gets its
 * translated sentence; another API error shows the server message (translated when it is a
 * spec text); a failure to reach the server shows `errors.network`.
 */
export function errorText(t: Translate, error: unknown): string {
  if (isApiError(error)) {
    if ((KNOWN_ERROR_CODES as readonly string[]).includes(error.code))
      return t(`errors.${error.code}`);
    if (error.status >= 500) return t('errors.server_error');
    return messageText(t, error.message) || t('errors.server_error');
  }
  return t('errors.network');
}

/**
 * The API's field errors as `[field, message]` pairs (`['email', 'E-mail already exists']`);
 * the messages stay in English in the form state and are translated when shown.
 */
export function fieldErrors(error: unknown): Array<[string, string]> {
  return isApiError(error) && error.fields ? Object.entries(error.fields) : [];
}
