/**
 * The codes of the API error catalogue (docs/style.md §6, ERR-*), in catalogue
 * order, without their texts or statuses. Kept apart from `errors.ts` so that the SPA can tell a
 * catalogue code from another (`isErrorCode`) without loading zod and the schema modules the
 * catalogue's texts come from (lighter first load). `ERRORS` in `errors.ts` is
 * checked against this list at compile time (one entry per code, no other).
 */
export const ERROR_CODES = [
  // 400
  'validation_error',
  'invalid_image',
  'invalid_token',
  'course_user_exists',
  'captcha_required',
  'invalid_idempotency_key',
  // 401
  'unauthorized',
  'invalid_credentials',
  'invalid_code',
  'invalid_authorization',
  'clock_skew',
  'session_invalid',
  'session_expired',
  'bad_signature',
  'nonce_replayed',
  // 403
  'forbidden',
  'suspended',
  'blocked_by_user',
  'blocking_user',
  'not_receiver',
  'friend_blocked',
  'not_friends',
  'like_blocked',
  'administrator_not_suspendable',
  // 404
  'not_found',
  // 409
  'conflict',
  'email_exists',
  'claim_exists',
  'report_exists',
  'blocked',
  'request_pending',
  'already_friends',
  'already_blocked',
  'not_blocked',
  'key_taken',
  'host_exists',
  'idempotency_in_progress',
  // 422
  'idempotency_key_reused',
  // 408, 413, 429, 431, 500, 503
  'request_timeout',
  'file_too_large',
  'rate_limited',
  'sign_in_locked',
  'request_too_large',
  'server_error',
  'unavailable',
] as const;

/** One code of the catalogue. */
export type ErrorCode = (typeof ERROR_CODES)[number];

const CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/** Whether `code` (e.g. from an answer's body) is a code of the catalogue (ERR-*). */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && CODES.has(code);
}
