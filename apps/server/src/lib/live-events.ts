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
  | 'courseAdminAccepted';

export interface LiveEvent {
  type: LiveEventType;
  /** The member whose action caused the event. */
  from: number;
  data: unknown;
}

export class LiveHub {
  private readonly sockets = new Map<number, Set<WebSocket>>();

  /** Registers a member's socket until it closes. */
  attach(userId: number, socket: WebSocket): void {
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
    const set = this.sockets.get(userId);
    if (!set) return 0;
    const payload = JSON.stringify(event);
    let sent = 0;
    for (const socket of set) {
      if (socket.readyState === socket.OPEN) {
        socket.send(payload);
        sent += 1;
      }
    }
    return sent;
  }

  /** Whether the member has an open socket (presence). */
  isOnline(userId: number): boolean {
    return (this.sockets.get(userId)?.size ?? 0) > 0;
  }
}
