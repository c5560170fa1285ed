import { ERROR_CODES, ERRORS, isErrorCode, type ErrorCode } from '@bgc/shared';
import i18n from '../i18n/index.js';
import { ApiError } from './api-client.js';

/**
 * The catalogue code whose English text is exactly `message` (a server message or field
 * message that names a catalogued case, e.g. 'The file is not an image' → `invalid_image`),
 * or null.
 */
export function catalogueCodeOf(message: string): ErrorCode | null {
  return ERROR_CODES.find((code) => ERRORS[code].message === message) ?? null;
}

/**
 * A server's message (an answer's or a field's) in the reader's language when the catalogue
 * knows its text (`errors:<code>`), else as the server wrote it.
 */
export function serverMessageText(message: string): string {
  const code = catalogueCodeOf(message);
  return code ? i18n.t(`errors:${code}`) : message;
}

/**
 * The text to show for a failed call: the translated text of the error's
 * catalogue code (`errors:<code>`, six languages), never the server's English; a
 * `validation_error` whose message is another catalogue text (a refused file: 'The file is not
 * an image') shows that text, so the reader learns the server's reason; a code outside the
 * catalogue shows the text of its status class; a call that never reached the server shows
 * `errors:network`.
 */
export function apiErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'validation_error') {
      const named = catalogueCodeOf(error.message);
      if (named) return i18n.t(`errors:${named}`);
    }
    if (isErrorCode(error.code)) return i18n.t(`errors:${error.code}`);
    return i18n.t(error.status >= 500 ? 'errors:server_error' : 'errors:validation_error');
  }
  return i18n.t('errors:network');
}
