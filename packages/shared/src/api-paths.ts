import type { ApiCallFrom } from './api-call.js';
import { accountCalls } from './calls/account.calls.js';
import { adminCalls } from './calls/admin.calls.js';
import { placeCalls } from './calls/places.calls.js';
import { socialCalls } from './calls/social.calls.js';

export * from './api-call.js';
export * from './calls/account.calls.js';
export * from './calls/admin.calls.js';
export * from './calls/places.calls.js';
export * from './calls/social.calls.js';

/**
 * Every JSON call of the API, `METHOD /path` (fastify's `:param` spelling, without the `/api`
 * base) → its declaration (decision 045): the zod schemas its route registers and, for a
 * multipart call, its form. A new call is one declaration in `calls/*.calls.ts`; its route
 * passes `schema: apiCalls[key].schema`, and the drift test (apps/server/src/
 * api-calls.api.test.ts) fails when a route and its declaration disagree.
 */
export const apiCalls = {
  ...accountCalls,
  ...socialCalls,
  ...placeCalls,
  ...adminCalls,
} as const;

/** The key of a declared call, `METHOD /path`. */
export type ApiCallKey = keyof typeof apiCalls;

/**
 * The SPA's call types (decision 026), derived from `apiCalls`: answer, body, query and path
 * parameters of each call as its schemas give them, so the SPA's client
 * (apps/web/src/lib/api-client.ts) types a call from its path and a wrong path or body does not
 * compile.
 */
export type ApiPaths = { [K in ApiCallKey]: ApiCallFrom<(typeof apiCalls)[K]> };
