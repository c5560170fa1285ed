import { BurstyRateLimiter, RateLimiterMemory } from 'rate-limiter-flexible';

/** Decision 029: the bounds of `/api/live` (config LIVE_*; a budget of 0 is off). */
export interface LiveLimits {
  /** Frames a socket may send per second (a short burst of twice that over 10 s is allowed). */
  framesPerSecond: number;
  /** Bytes a socket may send per second. */
  bytesPerSecond: number;
  /** Open sockets per member on this instance. */
  maxSocketsPerMember: number;
  /** Open sockets per client address (Fastify's `request.ip`) on this instance. */
  maxSocketsPerAddress: number;
}

/**
 * Decision 029: the per-socket send budgets (rate-limiter-flexible's in-memory limiters, keyed
 * by a socket number) and the per-address socket count of one instance.
 */
export class LiveGuard {
  private readonly frames: BurstyRateLimiter | null;
  private readonly bytes: RateLimiterMemory | null;
  private readonly perAddress = new Map<string, number>();
  private nextSocket = 0;

  constructor(readonly limits: LiveLimits) {
    const fps = limits.framesPerSecond;
    this.frames =
      fps > 0
        ? new BurstyRateLimiter(
            new RateLimiterMemory({ keyPrefix: 'live-f', points: fps, duration: 1 }),
            new RateLimiterMemory({ keyPrefix: 'live-fb', points: fps * 2, duration: 10 }),
          )
        : null;
    this.bytes =
      limits.bytesPerSecond > 0
        ? new RateLimiterMemory({ keyPrefix: 'live-b', points: limits.bytesPerSecond, duration: 1 })
        : null;
  }

  /**
   * Takes a socket slot for `address`; false (nothing taken) when the address already holds
   * `maxSocketsPerAddress`. Call the returned `release` when the socket closes.
   */
  admitAddress(address: string): { release: () => void } | null {
    const held = this.perAddress.get(address) ?? 0;
    if (held >= this.limits.maxSocketsPerAddress) return null;
    this.perAddress.set(address, held + 1);
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        const left = (this.perAddress.get(address) ?? 1) - 1;
        if (left > 0) this.perAddress.set(address, left);
        else this.perAddress.delete(address);
      },
    };
  }

  /** A new socket's key for `withinBudget`. */
  socketKey(): string {
    this.nextSocket += 1;
    return String(this.nextSocket);
  }

  /** Charges one frame of `size` bytes to the socket `key`; false once over either budget. */
  async withinBudget(key: string, size: number): Promise<boolean> {
    try {
      await Promise.all([this.frames?.consume(key, 1), this.bytes?.consume(key, size)]);
      return true;
    } catch (err) {
      // the limiters reject with a RateLimiterRes when the points are spent
      if (err instanceof Error) throw err;
      return false;
    }
  }
}
