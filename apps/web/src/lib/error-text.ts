import { isErrorCode } from '@bgc/shared';
import i18n from '../i18n/index.js';
import { ApiError } from './api-client.js';

/**
 * The text to show for a failed call: the translated text of the error's
 * catalogue code (`errors:<code>`, six languages), never the server's English; a code outside
 * the catalogue shows the text of its status class; a call that never reached the server shows
 * `errors:network`.
 */
export function apiErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (isErrorCode(error.code)) return i18n.t(`errors:${error.code}`);
    return i18n.t(error.status >= 500 ? 'errors:server_error' : 'errors:validation_error');
  }
  return i18n.t('errors:network');
}
