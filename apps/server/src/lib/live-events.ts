import type { WebSocket } from 'ws';

/**
 * Live events between members (docs/architecture.md "Live events"): the API pushes each event to
 * the open `/api/live` sockets of its recipient. In process; with several API instances the
 * Redis pub/sub fan-out replaces the local delivery.
 */
export type LiveEventType =
  | 'message'
  | 'updateMessage'
  | 'deleteMessage'
  | 'commitFriend'
  | 'denyFriend'
  | 'blockFriend'
  | 'removeFriend'
  | 'requestFriend'
  | 'courseAdminAccepted'
  // D-15: presence of friends and WebRTC call signalling (decision 011)
  | 'online'
  | 'offline'
  | 'signal'
  /** Internal (decision 029): a session or a member's sessions ended; never sent to a socket. */
  | 'sessionEnded'
  /**
   * Internal (decision 064): a post was published; every instance tells the online followers
   * whose sockets it holds (`LiveHub.broadcast`); never sent to a socket.
   */
  | 'postPublished'

  /** The recipient's notifications changed: the bell refetches (ADR 012). */
  | 'notification';

export interface LiveEvent {
  type: LiveEventType;
  /** The member whose action caused the event. */
  from: number;
  data: unknown;
}

/**
 * WebSocket close codes of `/api/live` (decision 029, docs/security.md "Live sockets"):
 * 4401 the session behind the socket ended (logout, password change, sign-out everywhere,
 * deletion, suspension) or was never valid: the client does not reconnect; 4429 a budget or cap
 * was exceeded (frames or bytes per second, sockets per member or per address) and 4503 the
 * socket did not read what it was sent (unsent data over the limit): the client reconnects with
 * a delay and catches up from the stored messages. ws itself closes with 1009 a frame larger
 * than the maximum frame size.
 */
export const LIVE_CLOSE_SESSION_ENDED = 4401;
export const LIVE_CLOSE_OVER_BUDGET = 4429;
export const LIVE_CLOSE_SLOW_READER = 4503;

/** What ends sockets when sessions end (logout, password change, suspension). */
export interface LiveSessions {
  /** Closes the sockets opened with `sessionId`. */
  closeSession(sessionId: string): void;
  /** Closes every socket of `userId`. */
  closeUser(userId: number): void;
}

export class LiveHub implements LiveSessions {
  private readonly sockets = new Map<number, Set<WebSocket>>();
  private readonly sessionOf = new WeakMap<WebSocket, string>();
  private readonly broadcastHandlers: Array<(event: LiveEvent) => void> = [];

  /**
   * @param maxBufferedBytes decision 029 backpressure: a socket whose unsent data
   *   (`bufferedAmount`, bytes) passes this when an event is due is closed with 4503 instead of
   *   buffering more; the client reconnects and catches up from the stored messages.
   */
  constructor(private readonly maxBufferedBytes = Number.POSITIVE_INFINITY) {}

  /** Registers a member's socket (opened with `sessionId`) until it closes. */
  attach(userId: number, socket: WebSocket, sessionId?: string): void {
    if (sessionId) this.sessionOf.set(socket, sessionId);
    let set = this.sockets.get(userId);
    if (!set) {
      set = new Set();
      this.sockets.set(userId, set);
    }
    set.add(socket);
    socket.on('close', () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(userId);
    });
  }

  /** Sends an event to every open socket of `userId`; returns how many got it. */
  send(userId: number, event: LiveEvent): number {
    return this.sendHere(userId, event);
  }

  /**
   * Sends an event to the open sockets of `userId` that this instance holds, never relayed
   * (what a `broadcast` handler does on each instance); returns how many got it.
   */
  sendHere(userId: number, event: LiveEvent): number {
    const set = this.sockets.get(userId);
    if (!set) return 0;
    const payload = JSON.stringify(event);
    let sent = 0;
    for (const socket of set) {
      if (socket.readyState !== socket.OPEN) continue;
      if (socket.bufferedAmount + payload.length > this.maxBufferedBytes) {
        socket.close(LIVE_CLOSE_SLOW_READER, 'not reading');
        continue;
      }
      socket.send(payload);
      sent += 1;
    }
    return sent;
  }

  /** How many sockets of `userId` this instance holds (the per-member cap, decision 029). */
  socketCount(userId: number): number {
    return this.sockets.get(userId)?.size ?? 0;
  }

  closeSession(sessionId: string): void {
    for (const set of this.sockets.values()) {
      for (const socket of set) {
        if (this.sessionOf.get(socket) === sessionId)
          socket.close(LIVE_CLOSE_SESSION_ENDED, 'session ended');
      }
    }
  }

  closeUser(userId: number): void {
    for (const socket of this.sockets.get(userId) ?? [])
      socket.close(LIVE_CLOSE_SESSION_ENDED, 'session ended');
  }

  /** Registers `handler` for the internal events of `broadcast`; a handler must not throw. */
  onBroadcast(handler: (event: LiveEvent) => void): void {
    this.broadcastHandlers.push(handler);
  }

  /**
   * Decision 064: an internal event that every instance handles (`onBroadcast`) for the sockets
   * it holds; in one process, this one, on the next turn of the event loop. Never sent to a
   * socket.
   */
  broadcast(event: LiveEvent): void {
    setImmediate(() => this.handleBroadcast(event));
  }

  /** Runs the `onBroadcast` handlers on this instance (LiveBus: for each relayed broadcast). */
  protected handleBroadcast(event: LiveEvent): void {
    for (const handler of this.broadcastHandlers) handler(event);
  }

  /** Members with a socket on this instance (the online followers a new post is pushed to). */
  onlineUserIds(): number[] {
    return [...this.sockets.keys()];
  }

  /** Whether the member has an open socket (presence). */
  isOnline(userId: number): boolean {
    return (this.sockets.get(userId)?.size ?? 0) > 0;
  }
}
