import { AUTH_NONCE_LENGTH } from './constants.js';

/**
 * D-01 signed request header, the one implementation used by the SPA, the tests and any
 * client. Uses Web Crypto (browsers and Node ≥ 20).
 *
 *   Authorization: BGC-HMAC-SHA256 session=<sessionId>, ts=<unix ms>, nonce=<11 chars>, signature=<sig>
 *   sig = base64url(HMAC-SHA256(key = secret, METHOD + "\n" + pathWithQuery + "\n" + ts + "\n" + nonce))
 *
 * `token` = `<sessionId>.<secret>` (both base64url) as answered by POST /auth and /register.
 */
export const AUTH_SCHEME = 'BGC-HMAC-SHA256';

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface SignedHeaderParts {
  session: string;
  ts: number;
  nonce: string;
  signature: string;
}

/** base64url without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Splits a token into its session id and secret; null when malformed. */
export function splitToken(token: string): { sessionId: string; secret: string } | null {
  const m = /^([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{43,128})$/.exec(token);
  return m ? { sessionId: m[1]!, secret: m[2]! } : null;
}

/** An 11-character random nonce of [A-Za-z0-9] (CONST-058). */
export function makeNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(AUTH_NONCE_LENGTH));
  let nonce = '';
  for (const b of bytes) nonce += NONCE_ALPHABET[b % NONCE_ALPHABET.length];
  return nonce;
}

/**
 * Decision 046: a fresh `Idempotency-Key` for one logical write: a random UUID (36 characters),
 * or 33 random letters and digits where `crypto.randomUUID` is missing (a page served over plain
 * HTTP); both match IDEMPOTENCY_KEY_PATTERN.
 */
export function makeIdempotencyKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${makeNonce()}${makeNonce()}${makeNonce()}`;
}

/** The signed message of D-01. */
export function signingMessage(
  method: string,
  pathWithQuery: string,
  ts: number,
  nonce: string,
): string {
  return `${method.toUpperCase()}\n${pathWithQuery}\n${ts}\n${nonce}`;
}

/** base64url(HMAC-SHA256(secret, message)); the secret is used as its UTF-8 bytes. */
export async function hmacSignature(secret: string, message: string): Promise<string> {
  const enc = new TextEncoder();
  const key = await crypto.subtle.importKey(
    'raw',
    enc.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toBase64Url(new Uint8Array(await crypto.subtle.sign('HMAC', key, enc.encode(message))));
}

/**
 * Builds the `Authorization` header value for a request.
 * `pathWithQuery` is the request target exactly as sent (e.g. `/api/me?x=1`).
 */
export async function signRequest(
  token: string,
  method: string,
  pathWithQuery: string,
  now: number = Date.now(),
  nonce: string = makeNonce(),
): Promise<string> {
  const parts = splitToken(token);
  if (!parts) throw new Error('Malformed token');
  const signature = await hmacSignature(
    parts.secret,
    signingMessage(method, pathWithQuery, now, nonce),
  );
  return `${AUTH_SCHEME} session=${parts.sessionId}, ts=${now}, nonce=${nonce}, signature=${signature}`;
}

/** Parses an `Authorization` header of the D-01 scheme; null when it is not one. */
export function parseAuthorization(header: string | undefined | null): SignedHeaderParts | null {
  if (!header?.startsWith(`${AUTH_SCHEME} `)) return null;
  const fields = new Map<string, string>();
  for (const part of header.slice(AUTH_SCHEME.length + 1).split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) return null;
    fields.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  const session = fields.get('session');
  const ts = Number(fields.get('ts'));
  const nonce = fields.get('nonce');
  const signature = fields.get('signature');
  if (!session || !/^[A-Za-z0-9_-]{16,64}$/.test(session)) return null;
  if (!Number.isSafeInteger(ts) || ts <= 0) return null;
  if (!nonce || !new RegExp(`^[A-Za-z0-9]{${AUTH_NONCE_LENGTH}}$`).test(nonce)) return null;
  if (!signature || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return null;
  return { session, ts, nonce, signature };
}
