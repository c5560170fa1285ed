import { LRUCache } from 'lru-cache';
import type { LiveEventType } from '../../lib/live-events.js';
import type { LiveBus } from '../live/live-bus.js';

/** Live events that change a pair's friend status (D-02), so the relay forgets the pair. */
const FRIEND_STATUS_EVENTS: ReadonlySet<LiveEventType> = new Set<LiveEventType>([
  'requestFriend',
  'commitFriend',
  'denyFriend',
  'blockFriend',
  'removeFriend',
]);
/** How long (ms) the relay trusts a pair's friend status when no friend event says otherwise. */
const SIGNAL_STATUS_TTL_MS = 2000;
/** Most pairs the relay remembers at once. */
const SIGNAL_STATUS_MAX_PAIRS = 50_000;

/**
 * Decision 029: each member's friend status toward another, as the call-signal relay reads it
 * (`${me}:${other}` → the pending or settled lookup), kept `SIGNAL_STATUS_TTL_MS` and dropped at
 * once when a friend event of the pair passes through this instance (`LiveBus.observe`). A
 * flood of signals asks the database once per pair and TTL, not once per frame.
 */
export class SignalStatusCache {
  private readonly pairs = new LRUCache<string, Promise<number | null>>({
    max: SIGNAL_STATUS_MAX_PAIRS,
    ttl: SIGNAL_STATUS_TTL_MS,
  });

  constructor(live: LiveBus) {
    live.observe((userId, event) => {
      if (FRIEND_STATUS_EVENTS.has(event.type)) {
        this.pairs.delete(`${userId}:${event.from}`);
        this.pairs.delete(`${event.from}:${userId}`);
      }
    });
  }

  /** `me`'s status toward `other` through the cache; `lookup` reads it when not kept. */
  statusOf(
    me: number,
    other: number,
    lookup: (me: number, other: number) => Promise<number | null>,
  ): Promise<number | null> {
    const key = `${me}:${other}`;
    const known = this.pairs.get(key);
    if (known) return known;
    const pending = lookup(me, other);
    this.pairs.set(key, pending);
    pending.catch(() => {
      if (this.pairs.get(key) === pending) this.pairs.delete(key);
    });
    return pending;
  }
}
