import { describe, expect, it } from 'vitest';
import { WRITE_RETRY_DELAYS_MS } from '@bgc/shared';
import { isRetryableAnswer, retryDelay, sendWithRetry } from './write-retry.js';

/** Decision 046: a write is retried on a network error, 502/503/504 and a key still in use. */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const noWait = async () => undefined;

describe('write retries (decision 046)', () => {
  it('retries a network error and a 502, 503 or 504, then answers the final one', async () => {
    const seen: number[] = [];
    const answers: Array<() => Response> = [
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => json(502, {}),
      () => json(503, { error: { code: 'unavailable' } }),
      () => json(504, {}),
      () => json(201, { id: 7 }),
    ];
    const res = await sendWithRetry(
      async (attempt) => {
        seen.push(attempt);
        return answers[attempt]!();
      },
      { wait: noWait },
    );
    expect(seen).toEqual([0, 1, 2, 3, 4]);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ id: 7 });
  });

  it('retries 409 idempotency_in_progress but not another 409 or a 4xx', async () => {
    expect(await isRetryableAnswer(json(409, { error: { code: 'idempotency_in_progress' } }))).toBe(
      true,
    );
    expect(await isRetryableAnswer(json(409, { error: { code: 'already_friends' } }))).toBe(false);
    expect(await isRetryableAnswer(json(422, { error: { code: 'idempotency_key_reused' } }))).toBe(
      false,
    );
    expect(await isRetryableAnswer(json(500, {}))).toBe(false);
    expect(await isRetryableAnswer(new Response('<html>', { status: 409 }))).toBe(false);
  });

  it('stops after the bounded number of attempts', async () => {
    let calls = 0;
    const res = await sendWithRetry(
      async () => {
        calls += 1;
        return json(503, {});
      },
      { wait: noWait },
    );
    expect(calls).toBe(WRITE_RETRY_DELAYS_MS.length + 1);
    expect(res.status).toBe(503);
    calls = 0;
    await expect(
      sendWithRetry(
        async () => {
          calls += 1;
          throw new TypeError('Failed to fetch');
        },
        { wait: noWait },
      ),
    ).rejects.toThrow('Failed to fetch');
    expect(calls).toBe(WRITE_RETRY_DELAYS_MS.length + 1);
  });

  it('does not retry once the call is aborted', async () => {
    const controller = new AbortController();
    let calls = 0;
    const sending = sendWithRetry(
      async () => {
        calls += 1;
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      },
      { signal: controller.signal, wait: noWait },
    );
    await expect(sending).rejects.toThrow('aborted');
    expect(calls).toBe(1);
  });

  it('backs off with growing delays and bounded jitter', () => {
    expect(retryDelay(0, () => 0)).toBe(WRITE_RETRY_DELAYS_MS[0]);
    expect(retryDelay(0, () => 1)).toBe(WRITE_RETRY_DELAYS_MS[0] * 1.5);
    expect(retryDelay(3, () => 0)).toBeGreaterThan(retryDelay(0, () => 0));
    expect(retryDelay(99, () => 0)).toBe(WRITE_RETRY_DELAYS_MS.at(-1));
  });
});
