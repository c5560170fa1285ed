import { CONTACT_MSG, FINDER_MSG, MSG, POST_MSG } from './messages.js';
import type { ErrorCode } from './error-codes.js';

/*
 * The error catalogue, without zod (decision 061): the SPA reads it on every page to show an
 * error's text; the body schema built on the codes lives in errors.ts.
 */

/** The HTTP statuses the API answers errors with. */
type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 422 | 429 | 431 | 500 | 503;

/** `{ code: message }` of one status → `{ code: { status, message } }` (the catalogue's rows). */
function withStatus<const S extends ErrorStatus, const M extends Record<string, string>>(
  status: S,
  messages: M,
): { [K in keyof M]: { status: S; message: M[K] } } {
  return Object.fromEntries(
    Object.entries(messages).map(([code, message]) => [code, { status, message }]),
  ) as { [K in keyof M]: { status: S; message: M[K] } };
}

/**
 * The closed list of API error codes (docs/style.md §6, ERR-*): each code has
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
  ...withStatus(400, {
    validation_error: 'Invalid parameter',
    invalid_image: 'The file is not an image',
    invalid_token: MSG.resetTokenInvalid,
    course_user_exists: MSG.playedCourseExists,
    captcha_required: CONTACT_MSG.captcha,
    invalid_idempotency_key: 'Idempotency-Key must be 8 to 64 letters, digits, - or _',
  }),
  ...withStatus(401, {
    unauthorized: 'Unauthorized',
    invalid_credentials: MSG.invalidCredentials,
    invalid_code: 'This link is invalid or has expired',
    invalid_authorization: 'Malformed Authorization header',
    clock_skew: 'Request timestamp out of range',
    session_invalid: 'Session is not valid',
    session_expired: 'Session has expired',
    bad_signature: 'Signature does not match',
    nonce_replayed: 'Nonce already used',
  }),
  ...withStatus(403, {
    forbidden: 'Forbidden',
    suspended: 'This account is suspended',
    blocked_by_user: POST_MSG.blockedByUser,
    blocking_user: POST_MSG.blockingUser,
    not_receiver: 'Only the receiver of an invitation can answer it',
    friend_blocked: 'friend blocked',
    not_friends: 'You can only write to your friends',
    like_blocked: 'You cannot like the content of a member who blocks you or whom you block',
    administrator_not_suspendable: 'An administrator can not be suspended',
  }),
  ...withStatus(404, {
    not_found: 'Not found',
  }),
  ...withStatus(409, {
    conflict: 'Conflict',
    email_exists: MSG.emailExists,
    claim_exists: 'You have already claimed this golf course',
    report_exists: POST_MSG.reportExists,
    blocked: 'You cannot send an invitation to this member',
    request_pending: 'Invitation already sent',
    already_friends: 'You are already friends',
    already_blocked: 'This member is already blocked',
    not_blocked: 'This member is not blocked',
    key_taken: 'This key is taken',
    host_exists: FINDER_MSG.alreadyHost,
    idempotency_in_progress: 'A request with this Idempotency-Key is still running',
  }),
  ...withStatus(422, {
    idempotency_key_reused: 'This Idempotency-Key was used for another request',
  }),
  ...withStatus(408, {
    request_timeout: 'The request took too long to arrive',
  }),
  ...withStatus(413, {
    file_too_large: 'File size must under 20Mb',
  }),
  ...withStatus(429, {
    rate_limited: 'Too many requests',
    sign_in_locked: 'Too many failed sign-ins',
  }),
  ...withStatus(431, {
    request_too_large: 'The address or the headers of the request are too long',
  }),
  ...withStatus(500, {
    server_error: 'Server error',
  }),
  ...withStatus(503, {
    unavailable: 'Service unavailable',
  }),
} as const satisfies Record<ErrorCode, { status: ErrorStatus; message: string }>;
