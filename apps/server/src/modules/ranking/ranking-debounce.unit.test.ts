import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounceWithMaxWait } from './ranking.service.js';

/** D-05's debounced recompute: after the last change, and at the latest after the first one. */
describe('debounceWithMaxWait (D-05)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const counter = () => {
    const runs: number[] = [];
    const work = () => {
      runs.push(Date.now());
      return Promise.resolve();
    };
    return { runs, work };
  };

  it('runs once, the delay after the last of a few triggers', async () => {
    const { runs, work } = counter();
    const run = debounceWithMaxWait(work, 5_000, 30_000, () => undefined);
    const start = Date.now();
    run.trigger();
    await vi.advanceTimersByTimeAsync(3_000);
    run.trigger();
    await vi.advanceTimersByTimeAsync(4_999);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([start + 8_000]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(runs).toHaveLength(1);
  });

  it('still runs every max wait while triggers keep coming faster than the delay', async () => {
    const { runs, work } = counter();
    const run = debounceWithMaxWait(work, 5_000, 30_000, () => undefined);
    const start = Date.now();
    // a review every 2 s for 70 s: a plain debounce would never run
    for (let t = 0; t < 70_000; t += 2_000) {
      run.trigger();
      await vi.advanceTimersByTimeAsync(2_000);
    }
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs[0]! - start).toBeLessThanOrEqual(30_000);
    expect(runs[1]! - runs[0]!).toBeLessThanOrEqual(32_000);
    run.cancel();
  });

  it('flush runs a pending change at once; runs never overlap', async () => {
    let active = 0;
    let overlapped = false;
    let done = 0;
    const work = async () => {
      active += 1;
      if (active > 1) overlapped = true;
      await new Promise((r) => setTimeout(r, 1_000));
      active -= 1;
      done += 1;
    };
    const run = debounceWithMaxWait(work, 5_000, 30_000, () => undefined);
    run.trigger();
    const flushed = run.flush();
    run.trigger();
    await vi.advanceTimersByTimeAsync(10_000);
    await flushed;
    expect(done).toBe(2);
    expect(overlapped).toBe(false);
  });

  it('hands a failure to onError and keeps working', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const run = debounceWithMaxWait(
      () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('boom')) : Promise.resolve();
      },
      1_000,
      6_000,
      (err) => errors.push(err),
    );
    run.trigger();
    await vi.advanceTimersByTimeAsync(1_000);
    run.trigger();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls).toBe(2);
    expect(errors).toHaveLength(1);
  });
});
