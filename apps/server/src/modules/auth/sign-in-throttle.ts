import type { CounterStore } from '../../lib/counter-store.js';
import { AppError } from '../../lib/errors.js';

/** D-14: failed sign-ins an account may have in SIGN_IN_FAILURE_WINDOW_MS before a lock. */
export const SIGN_IN_FREE_FAILURES = 5;
/** D-14: failures are remembered this long after the first one (ms). */
export const SIGN_IN_FAILURE_WINDOW_MS = 60 * 60 * 1000;
/** D-14: the first lock lasts this long (ms); each further failure doubles it. */
export const SIGN_IN_LOCK_BASE_MS = 30_000;
/** D-14: the longest lock (ms), so an attacker cannot keep a member out for long. */
export const SIGN_IN_LOCK_MAX_MS = 15 * 60 * 1000;

/**
 * Per-account limit on failed sign-ins with exponential backoff, independent
 * of the client address: after SIGN_IN_FREE_FAILURES failures the account (or unknown address,
 * alike, so nothing is revealed) is locked for 30 s, 60 s, 120 s … up to 15 min; while locked
 * every attempt answers 429 without checking the password. A success clears the count.
 */
export class SignInThrottle {
  constructor(private readonly store: CounterStore) {}

  private static keys(email: string) {
    const id = email.trim().toLowerCase();
    return { failures: `signin:fail:${id}`, lock: `signin:lock:${id}` };
  }

  /** Throws 429 `sign_in_locked` while the account is locked. */
  async assertOpen(email: string): Promise<void> {
    const left = await this.store.remaining(SignInThrottle.keys(email).lock);
    if (left > 0) {
      throw new AppError(
        'sign_in_locked',
        `Too many failed sign-ins, retry in ${Math.ceil(left / 1000)} s`,
      );
    }
  }

  /** Counts a failure and locks the account once past the free failures. */
  async failed(email: string): Promise<void> {
    const keys = SignInThrottle.keys(email);
    const count = await this.store.increment(keys.failures, SIGN_IN_FAILURE_WINDOW_MS);
    if (count >= SIGN_IN_FREE_FAILURES) {
      const exponent = Math.min(count - SIGN_IN_FREE_FAILURES, 20);
      await this.store.flag(
        keys.lock,
        Math.min(SIGN_IN_LOCK_MAX_MS, SIGN_IN_LOCK_BASE_MS * 2 ** exponent),
      );
    }
  }

  /** A successful sign-in forgets the failures. */
  async succeeded(email: string): Promise<void> {
    const keys = SignInThrottle.keys(email);
    await this.store.delete(keys.failures);
    await this.store.delete(keys.lock);
  }
}
