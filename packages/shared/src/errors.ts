import { z } from 'zod';
import { MSG } from './members.schema.js';
import { POST_MSG } from './posts.schema.js';
import { FINDER_MSG } from './finder.schema.js';
import { CONTACT_MSG } from './contact.schema.js';
import { ERROR_CODES, type ErrorCode } from './error-codes.js';

/**
 * The closed list of API error codes (issue 10 item 4, docs/style.md §6, ERR-*): each code has
 * its HTTP status and its English text. The server throws only these codes (`AppError` takes an
 * `ErrorCode`, so an unknown code does not compile); the body is
 * `{ error: { code, message, fields? } }`, where `message` is the English text below unless the
 * server names the case more precisely. The SPA shows the translated text of the code (catalog
 * namespace `errors`, the same keys in six languages), never the server's English.
 *
 * Adding a code is one line here plus one key in each `apps/web/src/i18n/locales/<lang>/
 * errors.json` (the catalog test lists what is missing).
 */
export const ERRORS = {
  // 400
  validation_error: { status: 400, message: 'Invalid parameter' },
  invalid_image: { status: 400, message: 'The file is not an image' },
  invalid_token: { status: 400, message: MSG.resetTokenInvalid },
  course_user_exists: { status: 400, message: MSG.playedCourseExists },
  captcha_required: { status: 400, message: CONTACT_MSG.captcha },
  // 401
  unauthorized: { status: 401, message: 'Unauthorized' },
  invalid_credentials: { status: 401, message: MSG.invalidCredentials },
  invalid_code: { status: 401, message: 'This link is invalid or has expired' },
  invalid_authorization: { status: 401, message: 'Malformed Authorization header' },
  clock_skew: { status: 401, message: 'Request timestamp out of range' },
  session_invalid: { status: 401, message: 'Session is not valid' },
  session_expired: { status: 401, message: 'Session has expired' },
  bad_signature: { status: 401, message: 'Signature does not match' },
  nonce_replayed: { status: 401, message: 'Nonce already used' },
  // 403
  forbidden: { status: 403, message: 'Forbidden' },
  suspended: { status: 403, message: 'This account is suspended' },
  blocked_by_user: { status: 403, message: POST_MSG.blockedByUser },
  blocking_user: { status: 403, message: POST_MSG.blockingUser },
  not_receiver: { status: 403, message: 'Only the receiver of an invitation can answer it' },
  friend_blocked: { status: 403, message: 'friend blocked' },
  not_friends: { status: 403, message: 'You can only write to your friends' },
  // 404
  not_found: { status: 404, message: 'Not found' },
  // 409
  conflict: { status: 409, message: 'Conflict' },
  email_exists: { status: 409, message: MSG.emailExists },
  claim_exists: { status: 409, message: 'You have already claimed this golf course' },
  report_exists: { status: 409, message: POST_MSG.reportExists },
  blocked: { status: 409, message: 'You cannot send an invitation to this member' },
  request_pending: { status: 409, message: 'Invitation already sent' },
  already_friends: { status: 409, message: 'You are already friends' },
  already_blocked: { status: 409, message: 'This member is already blocked' },
  not_blocked: { status: 409, message: 'This member is not blocked' },
  key_taken: { status: 409, message: 'This key is taken' },
  host_exists: { status: 409, message: FINDER_MSG.alreadyHost },
  // 413, 429, 500, 503
  file_too_large: { status: 413, message: 'File size must under 20Mb' },
  rate_limited: { status: 429, message: 'Too many requests' },
  sign_in_locked: { status: 429, message: 'Too many failed sign-ins' },
  server_error: { status: 500, message: 'Server error' },
  unavailable: { status: 503, message: 'Service unavailable' },
} as const satisfies Record<
  ErrorCode,
  { status: 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503; message: string }
>;

/**
 * The error body every call answers on a 4xx/5xx (issue 10 item 2, docs/style.md §6):
 * `{ error: { code, message, fields? } }`, `code` one of the catalogue, `fields` the invalid
 * input fields and their texts (validation_error). The OpenAPI document references it for the
 * error answers of every call.
 */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
