import { LRUCache } from 'lru-cache';
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
  /**
   * How long (ms) a session whose socket went over budget is refused a new socket, before any
   * database work (0 = no pause).
   */
  overBudgetPauseMs: number;
}

/** A frame budget of `perSecond` with a burst of twice that over 10 s; null when 0 (off). */
function framesLimiter(perSecond: number): BurstyRateLimiter | null {
  if (perSecond <= 0) return null;
  return new BurstyRateLimiter(
    new RateLimiterMemory({ points: perSecond, duration: 1 }),
    new RateLimiterMemory({ points: perSecond * 2, duration: 10 }),
  );
}

/** A byte budget of `perSecond`; null when 0 (off). */
function bytesLimiter(perSecond: number): RateLimiterMemory | null {
  return perSecond > 0 ? new RateLimiterMemory({ points: perSecond, duration: 1 }) : null;
}

/** Most sessions whose pause after an over-budget close this instance remembers at once. */
const MAX_PAUSED_SESSIONS = 100_000;

/**
 * Decision 029: the send budgets per socket and per member (rate-limiter-flexible's in-memory
 * limiters, keyed by a socket number and by member id) and the per-address socket count of one
 * instance.
 */
export class LiveGuard {
  private readonly frames: BurstyRateLimiter | null;
  private readonly bytes: RateLimiterMemory | null;
  /** The same budgets over all of a member's sockets on this instance. */
  private readonly memberFrames: BurstyRateLimiter | null;
  private readonly memberBytes: RateLimiterMemory | null;
  private readonly perAddress = new Map<string, number>();
  /** Sessions with an open socket here: their member and how many sockets they hold. */
  private readonly sessions = new Map<string, { userId: number; sockets: number }>();
  private readonly paused: LRUCache<string, true> | null;
  private nextSocket = 0;

  constructor(readonly limits: LiveLimits) {
    this.frames = framesLimiter(limits.framesPerSecond);
    this.bytes = bytesLimiter(limits.bytesPerSecond);
    this.memberFrames = framesLimiter(limits.framesPerSecond);
    this.memberBytes = bytesLimiter(limits.bytesPerSecond);
    this.paused =
      limits.overBudgetPauseMs > 0
        ? new LRUCache<string, true>({ max: MAX_PAUSED_SESSIONS, ttl: limits.overBudgetPauseMs })
        : null;
  }

  /**
   * Decision 029: why a socket claiming `sessionId` is refused before the database is asked, or
   * null. A session is refused while it is paused after an over-budget close, or while its member
   * already holds `maxSocketsPerMember` sockets here (`socketCount` of the live hub). The session
   * id is the client's claim, not yet verified: a wrong claim can only refuse its own sender.
   */
  refusalBeforeLookup(sessionId: string, socketCount: (userId: number) => number): string | null {
    if (this.paused?.has(sessionId)) return 'over budget, paused';
    const held = this.sessions.get(sessionId);
    if (held && socketCount(held.userId) >= this.limits.maxSocketsPerMember)
      return 'too many sockets for this member';
    return null;
  }

  /**
   * Records an admitted socket of `sessionId` for `refusalBeforeLookup`; call the returned
   * function when the socket closes.
   */
  holdSession(sessionId: string, userId: number): () => void {
    const held = this.sessions.get(sessionId) ?? { userId, sockets: 0 };
    held.sockets += 1;
    this.sessions.set(sessionId, held);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held.sockets -= 1;
      if (held.sockets <= 0 && this.sessions.get(sessionId) === held)
        this.sessions.delete(sessionId);
    };
  }

  /** Refuses new sockets of `sessionId` for `overBudgetPauseMs` (its socket went over budget). */
  pauseSession(sessionId: string): void {
    this.paused?.set(sessionId, true);
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

  /**
   * Whether `frames` frames of `bytes` bytes in all could pass the budgets at once (a full
   * burst): false means a socket with that much waiting for `withinBudget` is over budget anyway.
   */
  couldAdmit(frames: number, bytes: number): boolean {
    const { framesPerSecond: fps, bytesPerSecond: bps } = this.limits;
    return (fps <= 0 || frames <= fps * 3) && (bps <= 0 || bytes <= bps);
  }

  /** A new socket's key for `withinBudget`. */
  socketKey(): string {
    this.nextSocket += 1;
    return String(this.nextSocket);
  }

  /**
   * Charges one frame of `size` bytes to the socket `key` and to its member `userId`; false once
   * over a budget of either (a member's sockets share one budget, so opening more sockets does
   * not multiply what a member may send).
   */
  async withinBudget(key: string, userId: number, size: number): Promise<boolean> {
    const member = String(userId);
    try {
      await Promise.all([
        this.frames?.consume(key, 1),
        this.bytes?.consume(key, size),
        this.memberFrames?.consume(member, 1),
        this.memberBytes?.consume(member, size),
      ]);
      return true;
    } catch (err) {
      // the limiters reject with a RateLimiterRes when the points are spent
      if (err instanceof Error) throw err;
      return false;
    }
  }
}
