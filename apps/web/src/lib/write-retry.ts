import { WRITE_RETRY_DELAYS_MS } from '@bgc/shared';

/**
 * Decision 046: the SPA's retries of one logical write. Each attempt is a fresh request (so a
 * fresh D-01 signature and nonce) carrying the same `Idempotency-Key`; the API runs the write
 * at most once and answers a retry with the first answer.
 */

/** Statuses a write is retried on: the proxy found no instance, or it was restarting. */
const RETRY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * Whether an answer asks for the same write again: 502/503/504, or 409
 * `idempotency_in_progress` (the first attempt still runs on an instance). Reads a clone, so the
 * caller can still read the body.
 */
export async function isRetryableAnswer(res: Response): Promise<boolean> {
  if (RETRY_STATUSES.has(res.status)) return true;
  if (res.status !== 409) return false;
  try {
    const body = (await res.clone().json()) as { error?: { code?: string } };
    return body.error?.code === 'idempotency_in_progress';
  } catch {
    return false;
  }
}

/** The wait before retry `n` (0-based), ms: WRITE_RETRY_DELAYS_MS[n] plus up to 50 % jitter. */
export function retryDelay(n: number, random: () => number = Math.random): number {
  const base = WRITE_RETRY_DELAYS_MS[Math.min(n, WRITE_RETRY_DELAYS_MS.length - 1)] ?? 0;
  return Math.round(base * (1 + random() / 2));
}

/** Resolves after `ms`, or rejects with the signal's reason once `signal` aborts. */
function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Sends a write through `send(attempt)` (attempt 0, 1, …; each call signs anew) until an answer
 * is final: at most `1 + WRITE_RETRY_DELAYS_MS.length` attempts. A network error (fetch
 * rejects) or a retryable answer (isRetryableAnswer) is retried after retryDelay; the last
 * attempt's error or answer is the result. An aborted `signal` stops at once.
 */
export async function sendWithRetry(
  send: (attempt: number) => Promise<Response>,
  options: {
    signal?: AbortSignal;
    wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
  } = {},
): Promise<Response> {
  const wait = options.wait ?? pause;
  const last = WRITE_RETRY_DELAYS_MS.length;
  for (let attempt = 0; ; attempt += 1) {
    let res: Response;
    try {
      res = await send(attempt);
    } catch (err) {
      if (options.signal?.aborted || attempt >= last) throw err;
      await wait(retryDelay(attempt), options.signal);
      continue;
    }
    if (attempt >= last || !(await isRetryableAnswer(res))) return res;
    await wait(retryDelay(attempt), options.signal);
  }
}
