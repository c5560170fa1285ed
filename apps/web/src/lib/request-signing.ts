/**
 * What only a signed-in member's calls run (decision 059): the D-01 signature (`signRequest`,
 * Web Crypto; `parseAuthorization` for the live socket's query) and the retried signed write
 * with its `Idempotency-Key` (decision 046). A chunk of its own, loaded by `loadSigning`: a
 * guest's page never downloads nor runs it.
 */
export { makeIdempotencyKey, parseAuthorization, signRequest } from '@bgc/shared';
export { sendWithRetry } from './write-retry.js';
