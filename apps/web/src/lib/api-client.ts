import type { ErrorBody } from '@bgc/shared';
import i18n from '../i18n/index.js';

/**
 * The one HTTP client of the SPA (style.md §11). Every call carries the UI language
 * (`Accept-Language`, API-002) and the profile id header (`X-Profile-Id`, API-004).
 * The signed `Authorization` header (D-01) is added here by the members issue.
 */

/** API base path, configurable at build time (API-001). */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '/api';

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

export type QueryValue = string | number | boolean | undefined | null;

/** Builds `path?query`, leaving out empty values. */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

/** GET a JSON resource. Throws ApiError on a non-2xx answer. */
export async function apiGet<T>(
  path: string,
  query?: Record<string, QueryValue>,
  signal?: AbortSignal,
): Promise<T> {
  const res = await fetch(buildUrl(path, query), {
    headers: { Accept: 'application/json', 'Accept-Language': i18n.language || 'en', 'X-Profile-Id': '' },
    signal,
  });
  if (!res.ok) {
    let body: Partial<ErrorBody> = {};
    try {
      body = (await res.json()) as ErrorBody;
    } catch {
      // not JSON: keep the status only
    }
    throw new ApiError(
      res.status,
      body.error?.code ?? 'http_error',
      body.error?.message ?? res.statusText,
      body.error?.fields,
    );
  }
  return (await res.json()) as T;
}
