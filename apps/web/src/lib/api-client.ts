import {
  IDEMPOTENCY_HEADER,
  type ApiCall,
  type ApiCallOf,
  type ApiMethod,
  type ApiPath,
  type ErrorBody,
} from '@bgc/shared';
import i18n from '../i18n/index.js';
import { endSession, getSession, replaceToken } from './session.js';
import { serverContext } from './server-context.js';

/**
 * The one HTTP client of the SPA (docs/style.md §11). Every call carries the UI language
 * (`Accept-Language`, API-002), the profile id header (`X-Profile-Id`, API-004) and, when
 * signed in, the D-01 signed `Authorization` header (API-003). A 401/403 from a call other
 * than the auth calls signs out and sends to login (AUTH-037); a response carrying a token
 * replaces the stored one (AUTH-036). A signed write (POST/PUT/DELETE) carries an
 * `Idempotency-Key` and is retried, re-signed, after a network error, 502, 503, 504 or 409
 * `idempotency_in_progress` (decision 046, write-retry.ts).
 */

/** API base path, configurable at build time (API-001). */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

/**
 * The signing module (`request-signing.ts`, decision 059): loaded with the first signed call,
 * or at start when a session exists (main.tsx); a guest never loads it.
 */
export const loadSigning = () => import('./request-signing.js');

/** A non-2xx answer: HTTP status plus the server's `{error:{code,message,fields}}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A TanStack Query `retry` that retries a failed load once, but never a 404 (the slug does not
 * exist): the ranking and course pages (RANK-*, COURSE-001).
 */
export function retryUnlessNotFound(failureCount: number, error: Error): boolean {
  return !(error instanceof ApiError && error.status === 404) && failureCount < 1;
}

export type QueryValue = string | number | boolean | undefined | null;

/** D-01 "auth calls": their 401 does not sign the user out. */
const AUTH_CALLS = [
  /^\/auth(\/|$)/,
  /^\/register$/,
  /^\/check-email\//,
  /^\/request-reset-password$/,
  /^\/reset-password$/,
];
export function isAuthCall(path: string): boolean {
  return AUTH_CALLS.some((re) => re.test(path));
}

/** 403 codes that refuse one action without meaning the session is bad (CMT-009/010). */
const BLOCK_CODES: ReadonlySet<string> = new Set([
  'blocked_by_user',
  'blocking_user',
  'like_blocked',
  // chat (CHAT-010, decision 011)
  'friend_blocked',
  'not_friends',
  'not_receiver',
]);

/** Called when a non-auth call answers 401/403 (the app navigates to login). */
let onSessionRejected: (() => void) | null = null;
export function setSessionRejectedHandler(handler: () => void): void {
  onSessionRejected = handler;
}

/** Builds `path?query`, leaving out empty values. */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Lets the call outlive the page (CHAT-018's page-hide call, decision 038). */
  keepalive?: boolean;
}

/** A call's headers and the session token they are signed with (null: a guest's call). */
export interface CallHeaders {
  headers: Record<string, string>;
  token: string | null;
}

/**
 * Headers of a call to `url` (API-002/003/004): language, profile id and, when signed in,
 * the D-01 signature of the path and query exactly as sent. `json` adds the JSON content type.
 */
export async function callHeaders(
  method: string,
  url: string,
  json: boolean,
): Promise<CallHeaders> {
  // a server render calls as a guest, in the page's language
  const server = serverContext();
  const session = server ? null : getSession();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': server?.lang ?? (i18n.language || 'en'),
    'X-Profile-Id': session ? String(session.user.profile) : '',
  };
  if (json) headers['Content-Type'] = 'application/json';
  if (session) {
    // the signed target is the path and query exactly as sent (D-01)
    const target = new URL(url, window.location.origin);
    const { signRequest } = await loadSigning();
    headers.Authorization = await signRequest(
      session.token,
      method,
      `${target.pathname}${target.search}`,
    );
  }
  return { headers, token: session?.token ?? null };
}

/**
 * The error of a non-2xx answer (`body` is the parsed JSON, `{}` when not JSON). A 401/403
 * from a non-auth call signs out and sends to login (AUTH-037), except the block codes, and
 * only when the call was signed with the session's current token (`signedWith`): a call sent
 * with a token that an answer has since replaced (AUTH-036: a password change issues a new
 * one and retires the old) says nothing about the member's session.
 */
export function failedCall(
  status: number,
  statusText: string,
  body: Partial<ErrorBody>,
  path: string,
  signedWith: string | null,
): ApiError {
  // CMT-009/010: a refused comment between members who block each other is a 403 to show
  const keepsSession = status === 403 && BLOCK_CODES.has(body.error?.code ?? '');
  const session = getSession();
  const current = session !== null && session.token === signedWith;
  if ((status === 401 || status === 403) && current && !isAuthCall(path) && !keepsSession) {
    endSession();
    onSessionRejected?.();
  }
  return new ApiError(
    status,
    body.error?.code ?? 'http_error',
    body.error?.message ?? statusText,
    body.error?.fields,
  );
}

/** A 2xx answer's data; a token in it replaces the stored one (AUTH-036). */
export function acceptedCall<T>(data: T): T {
  const token = (data as { token?: unknown } | null)?.token;
  if (typeof token === 'string' && getSession()) replaceToken(token);
  return data;
}

/**
 * Any call, untyped: the internals of `api` below, not exported, so every call of the SPA goes
 * through the typed client (docs/decisions/026). Throws ApiError on a non-2xx
 * answer.
 */
async function apiRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const url = buildUrl(path, options.query);
  // multipart (MEDIA-019): FormData goes as is; the browser sets the boundary header
  const formData = options.body instanceof FormData ? options.body : null;
  const { headers, token } = await callHeaders(
    method,
    url,
    options.body !== undefined && !formData,
  );
  const server = serverContext();
  if (server) {
    // a server render only reads, in process, as a guest
    if (method !== 'GET') throw new ApiError(405, 'server_render', 'Only reads during a render');
    return handleResponse<T>(await server.fetch(url, { method, headers }), path, token);
  }
  const body = formData ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined);
  const init = { method, body, signal: options.signal, keepalive: options.keepalive };
  // decision 046: a visitor's write (sign-in, register) has no member to key it to: sent once
  if (method === 'GET' || !headers.Authorization)
    return handleResponse<T>(await fetch(url, { ...init, headers }), path, token);
  const { makeIdempotencyKey, sendWithRetry } = await loadSigning();
  const key = makeIdempotencyKey();
  let signedWith = token;
  const res = await sendWithRetry(
    async (attempt) => {
      // every attempt signs anew (D-01 refuses a replayed nonce); the key stays
      const signed =
        attempt === 0 ? { headers, token } : await callHeaders(method, url, !!body && !formData);
      signedWith = signed.token;
      return fetch(url, { ...init, headers: { ...signed.headers, [IDEMPOTENCY_HEADER]: key } });
    },
    { signal: options.signal },
  );
  return handleResponse<T>(res, path, signedWith);
}

/** The data of an answer to a call of `path` signed with `signedWith`, or its ApiError. */
async function handleResponse<T>(
  res: Response,
  path: string,
  signedWith: string | null,
): Promise<T> {
  if (!res.ok) {
    let body: Partial<ErrorBody> = {};
    try {
      body = (await res.json()) as ErrorBody;
    } catch {
      // not JSON: keep the status only
    }
    throw failedCall(res.status, res.statusText, body, path, signedWith);
  }
  if (res.status === 204) return undefined as T;
  return acceptedCall((await res.json()) as T);
}

/** A typed call's options: its query and body as the route's schemas take them. */
export interface TypedOptions<Call extends ApiCall<unknown, unknown, unknown, unknown>> {
  query?: [Call['query']] extends [never] ? never : Call['query'];
  /** The JSON body, or a FormData for the multipart calls (MEDIA-019). */
  body?: [Call['body']] extends [never] ? never : Call['body'] | FormData;
  signal?: AbortSignal;
  keepalive?: boolean;
}

/** A typed call of method `M`: the path picks the answer, body and query types (ApiPaths). */
type TypedCall<M extends ApiMethod> = <P extends ApiPath<M>>(
  path: P,
  options?: TypedOptions<ApiCallOf<M, P>>,
) => Promise<ApiCallOf<M, P>['response']>;

const typedCall =
  <M extends ApiMethod>(method: M): TypedCall<M> =>
  (path, options) =>
    apiRequest(method, path, options as RequestOptions);

/**
 * the API client typed by the server's schemas (packages/shared
 * `ApiPaths`): `api.get('/courses/12')` answers a CourseDetail, and a path the API does not
 * have, or a wrong body, does not compile. A new call is one entry in `ApiPaths`.
 */
export const api = {
  get: typedCall('GET'),
  post: typedCall('POST'),
  put: typedCall('PUT'),
  delete: typedCall('DELETE'),
};
