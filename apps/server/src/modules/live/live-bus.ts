import type { WebSocket } from 'ws';
import { LiveHub, type LiveEvent } from '../../lib/live-events.js';

/**
 * D-15 live delivery across API instances. `LiveBus` is the `LiveHub` the services use: in one
 * process `send` delivers to the local sockets; with a `LiveTransport` (Redis pub/sub, see
 * live-redis.ts) every event goes through the transport and each instance delivers it to the
 * sockets it holds. Presence (`isOnline` of the friend list, online/offline events) is counted
 * per instance and shared through the transport.
 */
export interface LiveTransport {
  /** Publishes an event for `userId` to every instance (this one included). */
  publish(userId: number, event: LiveEvent): void;
  /** Registers the local delivery of published events. */
  onEvent(deliver: (userId: number, event: LiveEvent) => void): void;
  /** Records that this instance holds `count` sockets of `userId` (0 = none). */
  setPresence(userId: number, count: number): Promise<void>;
  /** Members of `ids` with a socket on any live instance. */
  online(ids: number[]): Promise<Set<number>>;
  close(): Promise<void>;
}

/** Whom to tell when a member comes online or goes offline (their friends at status 3). */
export type PresenceAudience = (userId: number) => Promise<number[]>;

/** Sees each event this instance sends or receives from the transport (see `LiveBus.observe`). */
export type LiveObserver = (userId: number, event: LiveEvent) => void;

export class LiveBus extends LiveHub {
  private readonly local = new Map<number, number>();
  private audience: PresenceAudience | null = null;
  private readonly observers: LiveObserver[] = [];

  /**
   * @param maxBufferedBytes the backpressure limit of LiveHub (decision 029).
   */
  constructor(
    private readonly transport: LiveTransport | null = null,
    maxBufferedBytes?: number,
  ) {
    super(maxBufferedBytes);
    transport?.onEvent((userId, event) => this.deliver(userId, event));
  }

  /**
   * One published event on this instance: a broadcast runs its handlers, a session's end closes
   * sockets, the rest is sent.
   */
  private deliver(userId: number, event: LiveEvent): void {
    if (event.type === 'postPublished') {
      this.handleBroadcast(event);
      return;
    }
    this.notifyObservers(userId, event);
    if (event.type !== 'sessionEnded') {
      super.send(userId, event);
      return;
    }
    const sessionId = (event.data as { sessionId?: unknown } | null)?.sessionId;
    if (typeof sessionId === 'string') super.closeSession(sessionId);
    else super.closeUser(userId);
  }

  /**
   * Decision 029: closes (4401) the sockets opened with `sessionId` on every instance (logout,
   * 'sign out' of one session); through the transport when there is one.
   */
  override closeSession(sessionId: string): void {
    // this instance's sockets at once, whether or not Redis is reachable
    super.closeSession(sessionId);
    this.transport?.publish(0, { type: 'sessionEnded', from: 0, data: { sessionId } });
  }

  /**
   * Decision 029: closes (4401) every socket of `userId` on every instance (password change,
   * sign-out everywhere, account deletion, suspension).
   */
  override closeUser(userId: number): void {
    super.closeUser(userId);
    this.transport?.publish(userId, { type: 'sessionEnded', from: userId, data: null });
  }

  /** Decision 064: to every instance through the transport (this one included), else here. */
  override broadcast(event: LiveEvent): void {
    if (this.transport) this.transport.publish(0, event);
    else super.broadcast(event);
  }

  /** Live sockets this instance holds (decision 039 metrics). */
  localSockets(): number {
    let total = 0;
    for (const count of this.local.values()) total += count;
    return total;
  }

  /**
   * Registers `observer` for every event sent on this instance and every event the transport
   * brings from the others (with Redis, each instance hears each event; the sender hears its own
   * twice). Used to drop what an instance caches about a pair of members when their friendship
   * changes (decision 029). An observer must not throw.
   */
  observe(observer: LiveObserver): void {
    this.observers.push(observer);
  }

  private notifyObservers(userId: number, event: LiveEvent): void {
    for (const observer of this.observers) observer(userId, event);
  }

  /** Sets who hears a member's online/offline events (wired in services.ts). */
  setAudience(audience: PresenceAudience): void {
    this.audience = audience;
  }

  /** Sends to every socket of `userId` on every instance; returns the local count (0 when relayed). */
  override send(userId: number, event: LiveEvent): number {
    // the sending instance sees its own event at once, whether or not Redis is reachable
    this.notifyObservers(userId, event);
    if (this.transport) {
      this.transport.publish(userId, event);
      return 0;
    }
    return super.send(userId, event);
  }

  /**
   * Registers a socket (LiveHub.attach) and tracks presence: the first socket of a member on
   * this instance announces 'online' to their friends, the last one closing 'offline' unless
   * another instance still holds one.
   */
  track(userId: number, socket: WebSocket): void {
    const before = this.local.get(userId) ?? 0;
    this.local.set(userId, before + 1);
    void this.transport?.setPresence(userId, before + 1);
    if (before === 0) void this.announce(userId, true);
    socket.on('close', () => {
      const left = (this.local.get(userId) ?? 1) - 1;
      if (left > 0) this.local.set(userId, left);
      else this.local.delete(userId);
      void (async () => {
        await this.transport?.setPresence(userId, left);
        if (left === 0 && !(await this.online([userId])).has(userId))
          await this.announce(userId, false);
      })();
    });
  }

  /** CHAT-029: members of `ids` who have an open live socket on any instance. */
  async online(ids: number[]): Promise<Set<number>> {
    if (this.transport) return this.transport.online(ids);
    return new Set(ids.filter((id) => (this.local.get(id) ?? 0) > 0));
  }

  private async announce(userId: number, online: boolean): Promise<void> {
    if (!this.audience) return;
    try {
      for (const friend of await this.audience(userId))
        this.send(friend, { type: online ? 'online' : 'offline', from: userId, data: null });
    } catch {
      // presence is best effort: the friend list carries isOnline as well
    }
  }

  async close(): Promise<void> {
    await this.transport?.close();
  }
}
