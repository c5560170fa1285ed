import { describe, expect, it, vi } from 'vitest';
import {
  createScrollTrigger,
  isSentinelReached,
  rootMarginFor,
  type TriggerTimers,
} from './use-infinite-scroll.js';

/** Manual clock: timers fire only when `advance` passes their due time. */
function manualTimers(): TriggerTimers & { advance: (ms: number) => void; pending: () => number } {
  let now = 0;
  let seq = 0;
  const queue = new Map<number, { due: number; fn: () => void }>();
  return {
    set: (fn, ms) => {
      seq += 1;
      queue.set(seq, { due: now + ms, fn });
      return seq;
    },
    clear: (handle) => {
      queue.delete(handle as number);
    },
    advance: (ms) => {
      now += ms;
      for (const [id, timer] of [...queue]) {
        if (timer.due <= now) {
          queue.delete(id);
          timer.fn();
        }
      }
    },
    pending: () => queue.size,
  };
}

describe('rootMarginFor (CONST-008)', () => {
  it('extends the viewport bottom by the margin', () => {
    expect(rootMarginFor(250)).toBe('0px 0px 250px 0px');
  });
  it('never gives a negative or fractional margin', () => {
    expect(rootMarginFor(-5)).toBe('0px 0px 0px 0px');
    expect(rootMarginFor(12.6)).toBe('0px 0px 13px 0px');
  });
});

describe('createScrollTrigger (RANK-014, RANK-015, CONST-008)', () => {
  /**
   * A trigger with a 500 ms delay on manual timers, and its spy, played through `steps`: a pair
   * reports `[in range, enabled]` (update), a number lets that many ms pass (advance).
   */
  const play = (steps: Array<[inRange: boolean, enabled: boolean] | number>) => {
    const timers = manualTimers();
    const onTrigger = vi.fn();
    const trigger = createScrollTrigger(onTrigger, 500, timers);
    for (const step of steps) {
      if (typeof step === 'number') timers.advance(step);
      else trigger.update(...step);
    }
    return { timers, onTrigger, trigger };
  };

  it('loads once the sentinel stayed in range for the delay', () => {
    const { timers, onTrigger } = play([[true, true], 499]);
    expect(onTrigger).not.toHaveBeenCalled();
    timers.advance(1);
    expect(onTrigger).toHaveBeenCalledTimes(1);
  });

  it('cancels when the sentinel leaves the range before the delay ends', () => {
    const { timers, onTrigger } = play([[true, true], 300, [false, true], 1000]);
    expect(onTrigger).not.toHaveBeenCalled();
    expect(timers.pending()).toBe(0);
  });

  it('does nothing while paused (loading, error) or when no page is left', () => {
    const { timers, onTrigger } = play([[true, false], 1000]);
    expect(onTrigger).not.toHaveBeenCalled();
    expect(timers.pending()).toBe(0);
  });

  it('does not restart the delay on repeated reports', () => {
    const { onTrigger } = play([[true, true], 400, [true, true], 100]);
    expect(onTrigger).toHaveBeenCalledTimes(1);
  });

  it('keeps loading a short list after each page while the sentinel stays in range', () => {
    // a page loads (paused), then is loaded with the sentinel still visible
    const { onTrigger } = play([[true, true], 500, [true, false], 2000, [true, true], 500]);
    expect(onTrigger).toHaveBeenCalledTimes(2);
  });

  it('dispose cancels a pending delay', () => {
    const { timers, onTrigger, trigger } = play([[true, true]]);
    trigger.dispose();
    timers.advance(1000);
    expect(onTrigger).not.toHaveBeenCalled();
  });
});

describe('isSentinelReached (CONST-008)', () => {
  it('is reached within the margin below the viewport bottom', () => {
    expect(isSentinelReached(1000, 844, 250)).toBe(true);
    expect(isSentinelReached(1094, 844, 250)).toBe(true);
    expect(isSentinelReached(1095, 844, 250)).toBe(false);
  });
  it('stays reached once scrolled past (above the viewport)', () => {
    expect(isSentinelReached(-600, 844, 250)).toBe(true);
  });
});
